import BezelDrawing
import BezelLayers
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// Kept coverage keys hash their outline once, when made: a key made again for the same
/// draw must still find what was kept, and a key of another outline, transform, stroke or
/// rasteriser must not.
@Suite struct CoverageCacheKeyTests {
  private static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

  private static func key(
    _ path: Path, stroke: StrokeStyle? = nil, matrix: cairo_matrix_t = identity,
    rasterised: Bool = true
  ) -> CoverageCache.Key {
    CoverageCache.Key(
      path: path, stroke: stroke, rule: .nonZero, policy: .browserLike, matrix: matrix,
      rasterised: rasterised)
  }

  private static let square = Path(rect: CGRect(x: 1, y: 2, width: 10, height: 6))

  @Test func equalDrawsMakeEqualKeysWithEqualHashes() {
    let a = Self.key(Self.square)
    let b = Self.key(Path(rect: CGRect(x: 1, y: 2, width: 10, height: 6)))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }

  @Test func anyDifferenceMakesAnotherKey() {
    let base = Self.key(Self.square)
    let moved = Self.key(Path(rect: CGRect(x: 1, y: 2.5, width: 10, height: 6)))
    var shifted = Self.identity
    shifted.x0 = 0.25
    let others = [
      moved, Self.key(Self.square, stroke: StrokeStyle(lineWidth: 2)),
      Self.key(Self.square, matrix: shifted), Self.key(Self.square, rasterised: false),
    ]
    for other in others {
      #expect(other != base)
      // Not guaranteed by hashing in general, but these few must not collide.
      #expect(other.hashValue != base.hashValue)
    }
  }

  @Test func aKeyMadeAgainFindsWhatWasKept() {
    let cache = CoverageCache()
    cache.fit(width: 64, height: 64)
    #expect(!cache.sight(Self.key(Self.square)))
    // The second sighting, by a key made afresh as each draw makes one.
    #expect(cache.sight(Self.key(Self.square)))
    let box = FrameDamage.Box(minX: 1, minY: 2, maxX: 11, maxY: 8)
    let runs = CoverageRuns(
      box: box, rowStarts: [Int32](repeating: 0, count: 7), data: [])
    #expect(cache.makeRoom(for: 1024))
    cache.insert(CoverageCache.Coverage(runs: runs, mask: nil), key: Self.key(Self.square))
    let found = cache.lookUp(Self.key(Path(rect: CGRect(x: 1, y: 2, width: 10, height: 6))))
    #expect(found?.box == box)
    #expect(cache.lookUp(Self.key(Self.square, rasterised: false)) == nil)
    #expect(cache.statistics.hits == 1)
  }
}
