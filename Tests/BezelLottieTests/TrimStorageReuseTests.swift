import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A trim measuring its outline in the lists kept from the last trim
/// (``PathModifiers/trim(outline:ranges:storage:)``) cuts what a trim measuring afresh cuts,
/// after outlines of any size and in any order.
@Suite struct TrimStorageReuseTests {
  /// Outlines of one to four subpaths of lines and curves, open and closed.
  static func outlines(count: Int, seed: UInt64) -> [Path] {
    var g = SeededGenerator(seed: seed)
    func point() -> CGPoint {
      CGPoint(x: Double.random(in: -50...50, using: &g), y: Double.random(in: -50...50, using: &g))
    }
    return (0..<count).map { _ in
      var path = Path()
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        path.move(to: point())
        for _ in 0..<Int.random(in: 1...6, using: &g) {
          if Bool.random(using: &g) {
            path.addLine(to: point())
          } else {
            path.addCurve(to: point(), control1: point(), control2: point())
          }
        }
        if Bool.random(using: &g) { path.closeSubpath() }
      }
      return path
    }
  }

  @Test func trimsInKeptListsEqualFreshOnes() {
    let outlines = Self.outlines(count: 30, seed: 77)
    var g = SeededGenerator(seed: 78)
    let rangesList: [TrimRanges] = [[(0, 1)], [(0.2, 0.65)], [(0.8, 1), (0, 0.15)], [(0.5, 0.5)]]
    let forwards = Array(outlines.indices)
    for order in [forwards, forwards.reversed(), forwards.shuffled(using: &g)] {
      var storage = PathMeasure.Storage()
      for index in order {
        for ranges in rangesList {
          let fresh = PathModifiers.trim(outline: outlines[index], ranges: ranges)
          let kept = PathModifiers.trim(outline: outlines[index], ranges: ranges, storage: &storage)
          #expect(kept == fresh, "outline \(index)")
        }
      }
    }
  }
}
