import BezelDrawing
import BezelLayers
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// What a canvas's caches hold in bytes: soft clips drawn through once are not kept, and the
/// sightings of outlines not kept yet hold only the last two frames' outlines.
@Suite struct CacheBudgetTests {
  private static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

  private static func key(x: Double) -> CoverageCache.Key {
    CoverageCache.Key(
      path: Path(rect: CGRect(x: x, y: 2, width: 10, height: 6)), stroke: nil, rule: .nonZero,
      policy: .browserLike, matrix: identity)
  }

  /// A clip of 300 × 300 pixels at (`x` + 0.5, 0.5), its edges inside pixels: about 90 KB
  /// of coverage.
  private static func largeClip(
    x: Int, from cache: SoftClipCache, on cr: OpaquePointer
  ) -> SoftClip? {
    let box = FrameDamage.Box(minX: x, minY: 0, maxX: x + 301, maxY: 301)
    let path = Path(rect: CGRect(x: Double(x) + 0.5, y: 0.5, width: 300, height: 300))
    let key = SoftClipCache.Key(
      outline: CoverageCache.Key(
        path: path, stroke: nil, rule: .nonZero, policy: .browserLike, matrix: identity),
      box: box, outer: nil)
    return cache.clip(for: key) {
      cairo_new_path(cr)
      cairo_rectangle(cr, Double(x) + 0.5, 0.5, 300, 300)
      return SoftClip.make(of: cr, rule: CAIRO_FILL_RULE_WINDING, in: box, outer: nil)
    }
  }

  @Test func softClipsNotDrawnThroughInTheFrameBeforeAreLetGo() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1000, 310))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let cache = SoftClipCache()
    cache.startFrame()
    let first = Self.largeClip(x: 0, from: cache, on: cr)
    for x in [320, 640] { _ = Self.largeClip(x: x, from: cache, on: cr) }
    #expect(cache.count == 3)
    let one = cache.bytes / 3
    #expect(one >= 300 * 300 && one <= 304 * 301, "\(one) bytes a clip")
    // The next frame draws through the first clip only: the others are still in use.
    cache.startFrame()
    #expect(Self.largeClip(x: 0, from: cache, on: cr) === first)
    #expect(cache.bytes == 3 * one)
    // Once a frame starts after one that drew through neither, the two drawn through only
    // in the frame that made them are let go, with room to spare in the budget.
    cache.startFrame()
    #expect(cache.count == 1)
    #expect(cache.bytes == one)
    // Frames that ask for no clip let none go.
    for _ in 0..<3 { cache.startFrame() }
    #expect(Self.largeClip(x: 0, from: cache, on: cr) === first)
    #expect(cache.bytes == one)
    // Drawn through again after the frame that made it, the first clip stays through
    // frames without it (until its room is needed), where a new one drawn once goes.
    cache.startFrame()
    _ = Self.largeClip(x: 320, from: cache, on: cr)
    for _ in 0..<2 {
      cache.startFrame()
      _ = Self.largeClip(x: 640, from: cache, on: cr)
    }
    cache.startFrame()
    #expect(cache.count == 2)
    #expect(cache.bytes == 2 * one)
    #expect(Self.largeClip(x: 0, from: cache, on: cr) === first)
  }

  @Test func sightingsOfOutlinesSeenOnceStayBounded() {
    let cache = CoverageCache()
    let perFrame = 300
    for frame in 0..<100 {
      cache.fit(width: 512, height: 512)
      for k in 0..<perFrame {
        #expect(!cache.sight(Self.key(x: Double(frame * 1000 + k))))
      }
    }
    // Two frames' outlines, each table at most twice its count (9 bytes a hash and count);
    // remembering all 30,000 took about 440 KB.
    let bound = 2 * 2 * perFrame * (MemoryLayout<Int>.stride + 1)
    #expect(cache.sightingBytes <= bound, "\(cache.sightingBytes) bytes")
  }

  @Test func anOutlineSeenInTheFrameBeforeIsKeptAndAnOlderOneStartsAgain() {
    let cache = CoverageCache()
    let still = Self.key(x: 0)
    let returning = Self.key(x: 50)
    cache.fit(width: 64, height: 64)
    #expect(!cache.sight(still))
    #expect(!cache.sight(returning))
    cache.fit(width: 64, height: 64)
    // Seen in the frame before: its second sighting keeps it.
    #expect(cache.sight(still))
    for frame in 0..<2 {
      cache.fit(width: 64, height: 64)
      #expect(!cache.sight(Self.key(x: 100 + Double(frame))))
    }
    // Not seen for two frames: forgotten, so this is a first sighting again.
    cache.fit(width: 64, height: 64)
    #expect(!cache.sight(returning))
    cache.fit(width: 64, height: 64)
    #expect(cache.sight(returning))
  }
}
