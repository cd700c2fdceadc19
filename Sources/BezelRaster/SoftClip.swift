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
  /// Whether a shape that crosses the clip's edge is drawn straight onto the clip's fully
  /// covered pixels and through groups only on the rest (default `true`); turned off for a
  /// task with `SoftClip.$drawsSplit.withValue(false) { … }`, so tests can compare.
  @TaskLocal package static var drawsSplit = true

  /// Whether an opaque fill's edge strips are blended through the clip's coverage straight
  /// onto the target rather than drawn into groups painted through it (default `true`);
  /// turned off for a task with `SoftClip.$masksInPlace.withValue(false) { … }`, so tests
  /// can compare.
  @TaskLocal package static var masksInPlace = true

  /// Whether an opaque stroke whose coverage is kept and that crosses the clip's edge is
  /// blended through its kept coverage and the clip's straight onto the target rather than
  /// drawn into a group painted through the clip (default `true`); turned off for a task
  /// with `SoftClip.$blendsKeptStrokes.withValue(false) { … }`, so tests can compare.
  @TaskLocal package static var blendsKeptStrokes = true

  /// Whether such a stroke whose coverage is not kept has it made for the blend (as it
  /// would be made to keep) rather than being drawn into a group (default `true`); turned
  /// off for a task with `SoftClip.$blendsFreshStrokes.withValue(false) { … }`, so tests
  /// can compare.
  @TaskLocal package static var blendsFreshStrokes = true

  /// Whether an item whose control points leave the clip's fully covered pixels is measured
  /// again by its curves' true extent and drawn straight when that stays inside, where it
  /// blends as it would through a group (default `true`); turned off for a task with
  /// `SoftClip.$measuresCurves.withValue(false) { … }`, so tests can compare.
  @TaskLocal package static var measuresCurves = true

  /// The coverage, one byte per device pixel of ``box``.
  let surface: OpaquePointer
  /// The device pixels the clip can reach.
  let box: FrameDamage.Box
  /// For each row of ``box``, a run of columns (relative to `box.minX`) whose pixels are
  /// all fully covered — the row's longest — so whether a box holds only covered pixels is
  /// one comparison per row. Empty where no pixel of the row is fully covered.
  private let coveredRuns: [Range<Int32>]

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
      CairoMatrix.translateAndScale(
        x: Double(-box.minX), y: Double(-box.minY), sx: 1, sy: 1, on: mask)
      cairo_append_path(mask, path)
      cairo_path_destroy(path)
      cairo_set_fill_rule(mask, rule)
      cairo_fill(mask)
      if let outer {
        // Multiplying by full coverage changes nothing: only the pixels outside the outer
        // clip's covered box need it (for a precomposition's bounds, its edge rows and
        // columns, where the whole box was multiplied for every clip made inside).
        if let inside = outer.coveredBox(in: box) {
          cairo_new_path(mask)
          cairo_rectangle(
            mask, Double(box.minX), Double(box.minY), Double(width), Double(height))
          cairo_rectangle(
            mask, Double(inside.minX), Double(inside.minY), Double(inside.maxX - inside.minX),
            Double(inside.maxY - inside.minY))
          cairo_set_fill_rule(mask, CAIRO_FILL_RULE_EVEN_ODD)
          cairo_clip(mask)
        }
        cairo_set_operator(mask, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(
          mask, outer.surface, Double(outer.box.minX), Double(outer.box.minY))
        cairo_paint(mask)
      }
    }
    cairo_destroy(mask)
    cairo_surface_flush(surface)
    guard let runs = coveredRuns(surface, width: width, height: height, partial: outer)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    return SoftClip(surface: surface, box: box, coveredRuns: runs)
  }

  init(surface: OpaquePointer, box: FrameDamage.Box, coveredRuns: [Range<Int32>]) {
    self.surface = surface
    self.box = box
    self.coveredRuns = coveredRuns
  }

  deinit { cairo_surface_destroy(surface) }

  /// Each row's longest run of fully covered pixels, or `nil` when no pixel is partly
  /// covered (and there is no outer soft clip that might be).
  ///
  /// - Complexity: O(`width` × `height`), one pass over the coverage bytes.
  private static func coveredRuns(
    _ surface: OpaquePointer, width: Int, height: Int, partial outer: SoftClip?
  ) -> [Range<Int32>]? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var runs = [Range<Int32>](repeating: 0..<0, count: height)
    var anyPartial = outer != nil
    for y in 0..<height {
      let row = data + y * stride
      var best: Range<Int32> = 0..<0
      var start = -1
      var x = 0
      while x < width {
        // Most of a clip is wholly inside or wholly outside: step over those 32 bytes at a
        // time where all are, else eight at a time (the same as the bytes one by one).
        if x + 32 <= width {
          let block = UnsafeRawPointer(row + x)
          let a = block.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
          let b = block.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          let c = block.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          let d = block.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          if a & b & c & d == .max {
            if start < 0 { start = x }
            x += 32
            continue
          }
          if a | b | c | d == 0, start < 0 {
            x += 32
            continue
          }
        }
        if x + 8 <= width {
          let word = UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
          if word == .max {
            if start < 0 { start = x }
            x += 8
            continue
          }
          if word == 0, start < 0 {
            x += 8
            continue
          }
        }
        let alpha = row[x]
        if alpha == 255 {
          if start < 0 { start = x }
        } else {
          if alpha != 0 { anyPartial = true }
          if start >= 0 {
            if x - start > best.count { best = Int32(start)..<Int32(x) }
            start = -1
          }
        }
        x += 1
      }
      if start >= 0, width - start > best.count { best = Int32(start)..<Int32(width) }
      runs[y] = best
    }
    return anyPartial ? runs : nil
  }

  /// The tallest band of rows of `other` (device pixels) that share one stretch of fully
  /// covered columns, as a box of whole pixels; `nil` when no pixel of `other` is fully
  /// covered. What is drawn inside it needs no scaling.
  ///
  /// For the clip of a rectangle whose edges fall inside pixels (a precomposition's bounds
  /// scaled to the frame), that is everything but the edge rows and columns.
  func coveredBox(in other: FrameDamage.Box) -> FrameDamage.Box? {
    let top = max(other.minY, box.minY) - box.minY
    let bottom = min(other.maxY, box.maxY) - box.minY
    let left = max(other.minX, box.minX) - box.minX
    let right = min(other.maxX, box.maxX) - box.minX
    guard top < bottom, left < right else { return nil }
    let columns = Int32(left)..<Int32(right)
    var best: (rows: Range<Int>, columns: Range<Int32>)?
    var start = top
    var shared: Range<Int32>?
    for y in top...bottom {
      let run = y < bottom ? coveredRuns[y].clamped(to: columns) : 0..<0
      if let current = shared {
        let joined = current.clamped(to: run)
        if !joined.isEmpty {
          shared = joined
          continue
        }
        if (y - start) * current.count > (best.map { $0.rows.count * $0.columns.count } ?? 0) {
          best = (start..<y, current)
        }
      }
      start = y
      shared = run.isEmpty ? nil : run
    }
    guard let best else { return nil }
    return FrameDamage.Box(
      minX: box.minX + Int(best.columns.lowerBound), minY: box.minY + best.rows.lowerBound,
      maxX: box.minX + Int(best.columns.upperBound), maxY: box.minY + best.rows.upperBound)
  }

  /// Whether every pixel of `other` (device pixels) is inside ``box`` and fully covered, so
  /// what is drawn there needs no scaling.
  func covers(_ other: FrameDamage.Box) -> Bool {
    guard other.minX >= box.minX, other.minY >= box.minY, other.maxX <= box.maxX,
      other.maxY <= box.maxY
    else { return false }
    guard other.maxX > other.minX, other.maxY > other.minY else { return true }
    let columns = Int32(other.minX - box.minX)..<Int32(other.maxX - box.minX)
    for y in (other.minY - box.minY)..<(other.maxY - box.minY) {
      let run = coveredRuns[y]
      guard run.lowerBound <= columns.lowerBound, columns.upperBound <= run.upperBound
      else { return false }
    }
    return true
  }
}
