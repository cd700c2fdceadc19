import Testing

@testable import BezelBench

/// A repetition must time whole loops of an animation from its first frame, or players of
/// different speeds (and runs of one player) time different frames.
struct SamplerTests {
  /// Records which step of a cycle each call visited.
  final class StepLog {
    let cursor: FrameCursor
    var visited: [Int] = []

    init(cycle: Int) {
      cursor = FrameCursor(count: cycle)
    }

    func step() { visited.append(cursor.advance()) }
  }

  @Test(arguments: [1, 7, 120])
  func warmUpAndRepetitionsPlayWholeCycles(cycle: Int) {
    let sampler = Sampler(warmupSeconds: 0, repetitions: 3, repetitionSeconds: 0)
    let log = StepLog(cycle: cycle)
    _ = sampler.measure(minimumCalls: cycle) { log.step() }
    // No warm-up or repetition time asked for: one cycle to warm up, one per repetition.
    #expect(log.visited == Array(repeating: Array(0..<cycle), count: 4).flatMap { $0 })
  }

  @Test func longerRepetitionsStillEndOnACycle() {
    let cycle = 13
    let sampler = Sampler(warmupSeconds: 0.002, repetitions: 3, repetitionSeconds: 0.002)
    let log = StepLog(cycle: cycle)
    _ = sampler.measure(minimumCalls: cycle) { log.step() }
    #expect(log.visited.count % cycle == 0)
    #expect(log.visited.count >= 4 * cycle)
    #expect(log.visited.enumerated().allSatisfy { $0.element == $0.offset % cycle })
  }
}
