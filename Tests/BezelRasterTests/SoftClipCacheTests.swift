import BezelDrawing
import BezelLayers
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// The soft clips a canvas keeps between frames: clips drawn through in this frame or the
/// one before are not dropped for new ones, so clips drawn in turn that do not all fit are
/// not all made again on every frame.
@Suite struct SoftClipCacheTests {
  /// A square clip whose edges fall inside pixels, its top left corner at (`x`, 4.5): its
  /// key, the box it reaches and the bytes its coverage takes.
  struct Clip {
    let key: SoftClipCache.Key
    let box: FrameDamage.Box
    let path: Path

    init(x: Int) {
      let rect = CGRect(x: Double(x) + 0.5, y: 4.5, width: 10, height: 10)
      path = Path(rect: rect)
      box = FrameDamage.Box(minX: x, minY: 4, maxX: x + 11, maxY: 15)
      key = SoftClipCache.Key(
        outline: CoverageCache.Key(
          path: path, stroke: nil, rule: .nonZero, policy: .browserLike,
          matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)),
        box: box, outer: nil)
    }

    /// The coverage bytes of one such clip: 11 rows of Cairo's A8 stride for 11 pixels.
    static let bytes = 11 * Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, 11))
  }

  /// Requests the clips at `xs` in turn from `cache`, counting the ones made.
  static func draw(
    _ xs: [Int], from cache: SoftClipCache, on cr: OpaquePointer, made: inout Int
  ) -> [SoftClip?] {
    xs.map { x in
      let clip = Clip(x: x)
      return cache.clip(for: clip.key) {
        made += 1
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(x) + 0.5, 4.5, 10, 10)
        return SoftClip.make(of: cr, rule: CAIRO_FILL_RULE_WINDING, in: clip.box, outer: nil)
      }
    }
  }

  @Test func clipsInUseAreNotDroppedForNewOnes() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 20))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    // Room for two clips; three are drawn in turn on every frame.
    let cache = SoftClipCache(budget: 2 * Clip.bytes)
    let xs = [0, 20, 40]
    var made = 0
    cache.startFrame()
    let first = Self.draw(xs, from: cache, on: cr, made: &made)
    #expect(made == 3)
    #expect(first.allSatisfy { $0 != nil })
    #expect(cache.count == 2)
    for _ in 0..<3 {
      cache.startFrame()
      let again = Self.draw(xs, from: cache, on: cr, made: &made)
      // The two kept are drawn from, the same objects; only the third is made again
      // (least recently used first, the three would all be made on every frame).
      #expect(again[0] === first[0])
      #expect(again[1] === first[1])
      #expect(again[2] !== first[2])
    }
    #expect(made == 3 + 3)
  }

  @Test func clipsNoLongerDrawnMakeRoom() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 20))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let cache = SoftClipCache(budget: 2 * Clip.bytes)
    var made = 0
    cache.startFrame()
    _ = Self.draw([0, 20], from: cache, on: cr, made: &made)
    // The next frame draws another clip: the two of the frame before are still in use, so
    // it is not kept.
    cache.startFrame()
    let third = Self.draw([40], from: cache, on: cr, made: &made)
    #expect(made == 3)
    // A frame later neither was drawn in this frame or the one before: the first of them
    // makes room, and the new clip is kept.
    cache.startFrame()
    let later = Self.draw([40], from: cache, on: cr, made: &made)
    #expect(made == 4)
    #expect(later[0] !== third[0])
    cache.startFrame()
    let kept = Self.draw([40], from: cache, on: cr, made: &made)
    #expect(made == 4)
    #expect(kept[0] === later[0])
    // The other clip of the first frame, drawn through only in the frame that made it, is
    // let go too when a frame starts, not only to make room.
    #expect(cache.count == 1)
    // A clip of another box is never one kept for the first.
    cache.startFrame()
    let moved = Self.draw([41], from: cache, on: cr, made: &made)
    #expect(made == 5)
    #expect(moved[0] !== kept[0])
  }

  @Test func theEntryCountIsBoundedToo() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 20))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let cache = SoftClipCache(budget: 1 << 20, maximumEntries: 2)
    var made = 0
    cache.startFrame()
    _ = Self.draw([0, 20, 40], from: cache, on: cr, made: &made)
    #expect(cache.count == 2)
    cache.startFrame()
    _ = Self.draw([0, 20, 40], from: cache, on: cr, made: &made)
    #expect(made == 4)
  }
}
