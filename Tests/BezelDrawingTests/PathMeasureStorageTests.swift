import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

/// A measure made in the lists of one measured before (``PathMeasure/Storage``) measures as a
/// new one does, whatever that one held and in any order: nothing of one path may stay in the
/// next one's measure.
@Suite struct PathMeasureStorageTests {
  @Test(arguments: [PathMeasure.CurveMeasurement.exact, .chords(6)])
  func measuresInKeptListsEqualNewOnes(curves: PathMeasure.CurveMeasurement) {
    var g = SeededGenerator(seed: 0x5EED_0042)
    let paths = (0..<40).map { _ in PathPropertyTests.randomPath(&g) }
    let forwards = Array(paths.indices)
    for order in [forwards, forwards.reversed(), forwards.shuffled(using: &g)] {
      var storage = PathMeasure.Storage()
      for index in order {
        let path = paths[index]
        let fresh = PathMeasure(path, curves: curves)
        let kept = PathMeasure(path, curves: curves, storage: &storage)
        #expect(kept.length == fresh.length, "path \(index)")
        #expect(kept.subpathCount == fresh.subpathCount, "path \(index)")
        for (from, to) in [(0.0, 1.0), (0.1, 0.6), (0.35, 0.9), (0.7, 0.71)] {
          let (a, b) = (from * fresh.length, to * fresh.length)
          #expect(kept.trimmed(from: a, to: b) == fresh.trimmed(from: a, to: b), "path \(index)")
          #expect(kept.pieceCount(from: a, to: b) == fresh.pieceCount(from: a, to: b))
        }
        for fraction in [0.0, 0.25, 0.5, 0.99] {
          #expect(
            kept.position(atFraction: fraction) == fresh.position(atFraction: fraction),
            "path \(index)")
        }
        storage = kept.storage
      }
    }
  }
}
