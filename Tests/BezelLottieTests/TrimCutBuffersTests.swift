import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A trim cuts into the lists of its cut before last (``TrimCutBuffers``): every cut must
/// equal a fresh one, in any order of outlines and ranges, whether or not the cuts handed out
/// earlier are still held, and the lists must be reused once nothing else holds them.
@Suite struct TrimCutBuffersTests {
  /// Ranges that keep nothing, one piece, a wrapped pair, all, and tiny slivers.
  static func ranges(_ g: inout SeededGenerator) -> TrimRanges {
    let a = Double.random(in: 0...1, using: &g)
    let b = Double.random(in: 0...1, using: &g)
    switch Int.random(in: 0..<5, using: &g) {
    case 0: return [(min(a, b), max(a, b))]
    case 1: return [(max(a, b), 1), (0, min(a, b))]
    case 2: return [(0, 1)]
    case 3: return [(a, a)]
    default: return [(a * 0.5, a * 0.5 + 1e-9)]
    }
  }

  @Test(arguments: [21, 22, 23] as [UInt64])
  func cutsEqualFreshOnesInAnyOrder(seed: UInt64) {
    let outlines = TrimStorageReuseTests.outlines(count: 24, seed: seed)
    var g = SeededGenerator(seed: seed &+ 100)
    let cases = (0..<60).map { _ in
      (Int.random(in: 0..<outlines.count, using: &g), Self.ranges(&g))
    }
    let forwards = Array(cases.indices)
    for (name, order) in [
      ("forwards", forwards), ("backwards", forwards.reversed()),
      ("shuffled", forwards.shuffled(using: &g)),
    ] {
      let budget = TrimMeasureBudget(limit: 1 << 16)
      var buffers = TrimCutBuffers()
      // Some cuts stay held, as the next frame's comparison holds the last frame's outlines.
      var held: [([BezierShape], [BezierShape])] = []
      for index in order {
        let (outline, ranges) = cases[index]
        let measure = PathMeasure(outlines[outline], curves: .exact)
        let expected = PathModifiers.trim(measure: measure, ranges: ranges)
        let cut = buffers.cut(measure, ranges: ranges, budget: budget)
        #expect(cut == expected, "\(name) \(index)")
        if Bool.random(using: &g) { held.append((cut, expected)) }
      }
      for (cut, expected) in held { #expect(cut == expected, "\(name): a held cut changed") }
      #expect(buffers.cost == budget.inUse)
    }
  }

  /// Once the cut before last is no longer held, the next cut is made in its lists.
  @Test func listsAreReusedTwoCutsLater() {
    let outline = TrimStorageReuseTests.outlines(count: 1, seed: 31)[0]
    let measure = PathMeasure(outline, curves: .exact)
    let budget = TrimMeasureBudget(limit: 1000)
    var buffers = TrimCutBuffers()
    func base(_ shapes: [BezierShape]) -> UnsafeRawPointer? {
      shapes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    var bases: [UnsafeRawPointer?] = []
    for step in 0..<6 {
      let t = 0.1 + 0.05 * Double(step)
      let cut = buffers.cut(measure, ranges: [(t, t + 0.4)], budget: budget)
      #expect(cut == PathModifiers.trim(measure: measure, ranges: [(t, t + 0.4)]))
      bases.append(base(cut))
    }
    #expect(bases.allSatisfy { $0 != nil })
    #expect(bases[2] == bases[0] && bases[4] == bases[2])
    #expect(bases[3] == bases[1] && bases[5] == bases[3])
  }

  /// A budget too small keeps nothing, and cuts still equal fresh ones.
  @Test func anEmptyBudgetKeepsNothing() {
    let outlines = TrimStorageReuseTests.outlines(count: 10, seed: 32)
    let budget = TrimMeasureBudget(limit: 0)
    var buffers = TrimCutBuffers()
    for outline in outlines {
      let measure = PathMeasure(outline, curves: .exact)
      let cut = buffers.cut(measure, ranges: [(0.3, 0.9)], budget: budget)
      #expect(cut == PathModifiers.trim(measure: measure, ranges: [(0.3, 0.9)]))
      #expect(buffers.cost == 0 && budget.inUse == 0)
    }
  }

  /// Two animations that share nothing, rendered frame by frame in turn, in every order,
  /// some of their lists held on (as a renderer holds the frame it compares with): each
  /// frame equals the one rendered without kept measures, cuts or paths, and a held list
  /// never changes.
  @Test func twoAnimationsInTurnEqualFreshOnes() throws {
    let first = try LottieAnimation(data: Data(TrimMeasuresTests.animationJSON(seed: 41).utf8))
    let second = try LottieAnimation(data: Data(TrimMeasuresTests.animationJSON(seed: 42).utf8))
    var freshFirst = first
    freshFirst.reusesStillContent = false
    var freshSecond = second
    freshSecond.reusesStillContent = false
    var g = SeededGenerator(seed: 43)
    let size = CGSize(width: 120, height: 80)
    let frames = TrimMeasuresTests.frames
    var held: [(DisplayList, DisplayList)] = []
    for (order, sequence) in [
      ("forwards", frames), ("backwards", frames.reversed()),
      ("shuffled", frames.shuffled(using: &g)),
    ] {
      for frame in sequence {
        let other = frames[Int.random(in: 0..<frames.count, using: &g)]
        let a = first.displayList(atFrame: frame, fitting: size)
        let expectedA = freshFirst.displayList(atFrame: frame, fitting: size)
        #expect(a == expectedA, "\(order) \(frame)")
        let b = second.displayList(atFrame: other, fitting: size)
        let expectedB = freshSecond.displayList(atFrame: other, fitting: size)
        #expect(b == expectedB, "\(order) \(other)")
        if Int.random(in: 0..<4, using: &g) == 0 {
          held.append((a, expectedA))
          held.append((b, expectedB))
        }
      }
    }
    #expect(!held.isEmpty)
    for (list, expected) in held { #expect(list == expected, "a held list changed") }
  }
}
