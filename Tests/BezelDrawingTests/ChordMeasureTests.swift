import BezelDrawing
import Foundation
import Testing

/// ``ChordMeasure`` keeps less than ``PathMeasure`` but must give exactly its positions and
/// directions for the same chords: spatial keyframes are placed by it, and a last-bit
/// difference moves a layer's pixels.
@Suite struct ChordMeasureTests {
  static let curves: [(String, PathSegment)] = [
    ("smooth", .cubic([0, 0], [40, -30], [90, 60], [120, 10])),
    ("cusp", .cubic([0, 0], [100, 100], [0, 100], [100, 0])),
    ("straight cubic", .cubic([5, 5], [5, 5], [50, 50], [50, 50])),
    // Its first chords underflow to points, so some steps are left out.
    ("vanishing start", .cubic([0, 0], [0, 0], [0, 0], [1e-158, 1e-158])),
    ("a point", .cubic([7, 7], [7, 7], [7, 7], [7, 7])),
    ("line", .line([1, 2], [31, -8])),
  ]

  @Test(arguments: [1, 7, 150])
  func positionsAreExactlyThoseOfAPathMeasure(chords: Int) {
    for (name, segment) in ChordMeasureTests.curves {
      var path = Path()
      path.move(to: CGPoint(x: segment.p0.x, y: segment.p0.y))
      if segment.kind == .line {
        path.addLine(to: CGPoint(x: segment.p3.x, y: segment.p3.y))
      } else {
        path.addCurve(
          to: CGPoint(x: segment.p3.x, y: segment.p3.y),
          control1: CGPoint(x: segment.p1.x, y: segment.p1.y),
          control2: CGPoint(x: segment.p2.x, y: segment.p2.y))
      }
      let expected = PathMeasure(path, curves: .chords(chords))
      let measure = ChordMeasure(segment, chords: chords)
      #expect(measure.length == expected.length, "\(name)")
      var fractions = (0...400).map { Double($0) / 400 }
      fractions += [-0.5, 1.5, .nan, .infinity]
      for fraction in fractions {
        let position = measure.position(atFraction: fraction)
        let reference = expected.position(atFraction: fraction)
        #expect(position == reference, "\(name) at \(fraction)")
      }
    }
  }

  @Test func aVanishingStartLeavesStepsOut() {
    let measure = ChordMeasure(.cubic([0, 0], [0, 0], [0, 0], [1e-158, 1e-158]), chords: 150)
    // Not every chord is kept, yet the end is reached at the whole length.
    #expect(measure.keptChords > 0)
    #expect(measure.keptChords < 150)
    #expect(measure.length > 0)
    #expect(measure.position(atFraction: 1).point == CGPoint(x: 1e-158, y: 1e-158))
  }
}
