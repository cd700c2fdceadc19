import CCairo
import Foundation

/// A clip whose anti-aliased edge scales the coverage of each shape drawn under it, as
/// browsers clip.
///
/// Skia (Chrome's canvas, and so lottie-web, which clips every precomposition to its bounds
/// and draws simple masks as clips) keeps an anti-aliased clip as a coverage mask and
/// multiplies every draw's own coverage by it. Cairo intersects the shape with the clip
/// geometrically instead. The two agree except where a shape's edge runs along the clip's
/// edge inside the same pixel — a square outlined exactly at its precomposition's bounds, a
/// mask traced around its layer — where the browser gives each pixel the product of the two
/// coverages (a quarter for two half-covered edges) and Cairo the intersection (a half). Only
/// for ``BezelLayers/RenderPolicy/browserLike``.
final class SoftClip {
  /// The coverage, one byte per device pixel of ``box``.
  let surface: OpaquePointer
  /// The device pixels the clip can reach.
  let box: FrameDamage.Box
  /// For every pixel, how many pixels above and to the left of it (itself included) are not
  /// fully covered: a summed-area table, so whether a box holds only covered pixels is four
  /// look-ups.
  private let uncovered: [Int32]

  /// The coverage of the current path of `cr` filled with `rule` inside `box` (device
  /// pixels), multiplied by `outer` where there is one; `nil` when every pixel is either
  /// fully covered or not at all (a pixel-aligned clip, which Cairo clips exactly) or the
  /// mask cannot be made. Leaves the path of `cr` in place.
  static func make(
    of cr: OpaquePointer, rule: cairo_fill_rule_t, in box: FrameDamage.Box, outer: SoftClip?
  ) -> SoftClip? {
    let width = box.maxX - box.minX
    let height = box.maxY - box.minY
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let mask = cairo_create(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    let path = cairo_copy_path(cr)
    cairo_set_matrix(cr, &m)
    if let path {
      cairo_translate(mask, Double(-box.minX), Double(-box.minY))
      cairo_append_path(mask, path)
      cairo_path_destroy(path)
      cairo_set_fill_rule(mask, rule)
      cairo_fill(mask)
      if let outer {
        cairo_set_operator(mask, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(
          mask, outer.surface, Double(outer.box.minX), Double(outer.box.minY))
        cairo_paint(mask)
      }
    }
    cairo_destroy(mask)
    cairo_surface_flush(surface)
    guard let table = summedUncovered(surface, width: width, height: height, partial: outer)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    return SoftClip(surface: surface, box: box, uncovered: table)
  }

  private init(surface: OpaquePointer, box: FrameDamage.Box, uncovered: [Int32]) {
    self.surface = surface
    self.box = box
    self.uncovered = uncovered
  }

  deinit { cairo_surface_destroy(surface) }

  /// The summed-area table of the pixels of `surface` below full coverage, or `nil` when
  /// none is partly covered (and there is no outer soft clip that might be).
  private static func summedUncovered(
    _ surface: OpaquePointer, width: Int, height: Int, partial outer: SoftClip?
  ) -> [Int32]? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var table = [Int32](repeating: 0, count: width * height)
    var anyPartial = outer != nil
    for y in 0..<height {
      var row: Int32 = 0
      for x in 0..<width {
        let alpha = data[y * stride + x]
        if alpha != 255 { row += 1 }
        if alpha != 0 && alpha != 255 { anyPartial = true }
        table[y * width + x] = row + (y > 0 ? table[(y - 1) * width + x] : 0)
      }
    }
    return anyPartial ? table : nil
  }

  /// Whether every pixel of `other` (device pixels) is inside ``box`` and fully covered, so
  /// what is drawn there needs no scaling.
  func covers(_ other: FrameDamage.Box) -> Bool {
    guard other.minX >= box.minX, other.minY >= box.minY, other.maxX <= box.maxX,
      other.maxY <= box.maxY
    else { return false }
    guard other.maxX > other.minX, other.maxY > other.minY else { return true }
    let width = box.maxX - box.minX
    let x0 = other.minX - box.minX - 1
    let y0 = other.minY - box.minY - 1
    let x1 = other.maxX - box.minX - 1
    let y1 = other.maxY - box.minY - 1
    func at(_ x: Int, _ y: Int) -> Int32 { x < 0 || y < 0 ? 0 : uncovered[y * width + x] }
    return at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0) == 0
  }
}
