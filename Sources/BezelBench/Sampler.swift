import Foundation

/// Times operations with warm-up and repetitions, interleaving the variants being compared so
/// that a burst of load from another process hits all of them alike.
///
/// ```swift
/// let sampler = Sampler(quick: false)
/// let timings = sampler.compare([{ drawWithBezel() }, { drawWithCairo() }])
/// let ratio = timings[0].wall.median / timings[1].wall.median
/// ```
struct Sampler: Sendable {
  /// Wall and process-CPU seconds per operation of one variant.
  struct Timing: Sendable, Equatable {
    var wall: SampleStats
    var cpu: SampleStats
  }

  /// How long each variant runs untimed before measuring (caches, lazy set-up, page faults).
  var warmupSeconds: Double
  /// How many timed repetitions each variant gets; the median is reported.
  var repetitions: Int
  /// How long one repetition lasts; fast operations repeat within it to beat clock overhead.
  var repetitionSeconds: Double

  init(warmupSeconds: Double, repetitions: Int, repetitionSeconds: Double) {
    self.warmupSeconds = warmupSeconds
    self.repetitions = max(1, repetitions)
    self.repetitionSeconds = repetitionSeconds
  }

  /// The settings for a full run, or a quick one (fewer, shorter repetitions).
  init(quick: Bool) {
    if quick {
      self.init(warmupSeconds: 0.03, repetitions: 3, repetitionSeconds: 0.03)
    } else {
      self.init(warmupSeconds: 0.2, repetitions: 9, repetitionSeconds: 0.15)
    }
  }

  /// Times each operation in `variants`; results are in the same order.
  ///
  /// The warm-up and every repetition call an operation a whole multiple of `minimumCalls`
  /// times. An operation that steps through a cycle of `minimumCalls` steps (the frames of an
  /// animation) therefore starts every repetition at the cycle's first step and times whole
  /// cycles: each repetition measures the same work for every variant, whatever its speed.
  func compare(_ variants: [() -> Void], minimumCalls: Int = 1) -> [Timing] {
    let cycle = max(1, minimumCalls)
    let counts = variants.map { calibrate($0, cycle: cycle) }
    var wall = Array(repeating: [Double](), count: variants.count)
    var cpu = wall
    for _ in 0..<repetitions {
      for (index, operation) in variants.enumerated() {
        let n = counts[index]
        let wall0 = BenchClock.wall()
        let cpu0 = BenchClock.processCPU()
        for _ in 0..<n { operation() }
        let cpu1 = BenchClock.processCPU()
        let wall1 = BenchClock.wall()
        wall[index].append((wall1 - wall0) / Double(n))
        cpu[index].append((cpu1 - cpu0) / Double(n))
      }
    }
    return zip(wall, cpu).map {
      Timing(wall: SampleStats(samples: $0), cpu: SampleStats(samples: $1))
    }
  }

  /// Times one operation.
  func measure(minimumCalls: Int = 1, _ operation: () -> Void) -> Timing {
    withoutActuallyEscaping(operation) { compare([$0], minimumCalls: minimumCalls)[0] }
  }

  /// Runs whole cycles of `operation` for at least the warm-up time and returns how many calls
  /// fill one repetition: the repetition time's worth, rounded up to whole cycles.
  private func calibrate(_ operation: () -> Void, cycle: Int) -> Int {
    let start = BenchClock.wall()
    var calls = 0
    repeat {
      for _ in 0..<cycle { operation() }
      calls += cycle
    } while BenchClock.wall() - start < warmupSeconds
    let perCall = (BenchClock.wall() - start) / Double(calls)
    guard perCall > 0, perCall.isFinite else { return cycle }
    let wanted = max(1, min(1_000_000, Int((repetitionSeconds / perCall).rounded())))
    return (wanted + cycle - 1) / cycle * cycle
  }
}
