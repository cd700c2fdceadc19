import CCairo
import Foundation

/// Shades a linear or radial gradient through an alpha mask or kept coverage runs straight
/// into the target's pixels, only where the coverage is.
///
/// pixman has no fast path for a gradient source: its general path fetches the gradient
/// pixel by pixel through a gradient walker, then the mask, then combines, at about 90
/// instructions a pixel for a turned linear gradient and more for a radial one; files whose
/// shapes are large gradient fills spent nearly all their time there. Here each row walks
/// the gradient's parameter pixel by pixel, finds the colour in a ``GradientRamp`` of the
/// same float interpolation pixman's walker does between the same 16-bit stops, and blends
/// with pixman's own `IN` and `OVER` arithmetic (``GradientSpans``), so the pixels are
/// pixman's or a level or two off on a channel.
enum GradientShader {
  /// What the parameter of a pixel is found from.
  enum Geometry {
    /// `t` = `t0` + `dx` · x + `dy` · y at a device pixel's centre (x, y).
    case linear(t0: Double, dx: Double, dy: Double)
    /// A focus circle of radius 0 at `c0` growing to `c1`, `r1` (pattern space), reached
    /// from device space by `toPattern`.
    case radial(
      toPattern: cairo_matrix_t, c0x: Double, c0y: Double, cdx: Double, cdy: Double, r1: Double)
  }

  /// The pixels of an alpha mask surface, in device space.
  struct AlphaPixels {
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Device pixel (x, y) is surface pixel (x + dx, y + dy).
    let dx: Int
    let dy: Int
    /// The surface's pixels in device coordinates.
    let box: FrameDamage.Box

    /// The pixels of `surface` placed with its origin at device pixel (`x`, `y`).
    init?(_ surface: OpaquePointer, x originX: Int, y originY: Int) {
      guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
        cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
      else { return nil }
      var offsetX = 0.0
      var offsetY = 0.0
      cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
      var scaleX = 1.0
      var scaleY = 1.0
      cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
      guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
        abs(offsetX) < 1e7, abs(offsetY) < 1e7, abs(originX) < 10_000_000,
        abs(originY) < 10_000_000
      else { return nil }
      cairo_surface_flush(surface)
      guard let data = cairo_image_surface_get_data(surface) else { return nil }
      self.data = data
      stride = Int(cairo_image_surface_get_stride(surface))
      dx = Int(offsetX) - originX
      dy = Int(offsetY) - originY
      box = FrameDamage.Box(
        minX: -dx, minY: -dy, maxX: Int(cairo_image_surface_get_width(surface)) - dx,
        maxY: Int(cairo_image_surface_get_height(surface)) - dy)
    }

    /// Row `y` (device) of the coverage, indexed by device x.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
      data + (y + dy) * stride + dx
    }
  }

  /// Composites `source` (a linear or radial gradient pattern with pad extend) through
  /// `mask` (a pattern on an alpha surface, as `cairo_pop_group` gives) with `OVER` onto the
  /// target of `cr`, inside its clip; `false`, drawing nothing, when that is not a case
  /// handled here (the caller then lets Cairo composite).
  static func shade(_ cr: OpaquePointer, source: OpaquePointer, mask: OpaquePointer) -> Bool {
    guard let (ctm, surface) = maskSurface(cr, mask: mask) else { return false }
    return shade(cr, source: source, set: ctm, mask: surface, x: 0, y: 0)
  }

  /// The current transform of `cr` and the surface of `mask` (a pattern on a group as
  /// `cairo_pop_group` gives it), when the surface lines up with the device by its device
  /// offset alone; `nil` otherwise.
  static func maskSurface(_ cr: OpaquePointer, mask: OpaquePointer) -> (
    ctm: cairo_matrix_t, surface: OpaquePointer
  )? {
    // The group's pattern maps user space to device space by the transform it was popped
    // under: its surface lines up with the device by its device offset only while that is
    // still the current transform.
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    var placed = cairo_matrix_t()
    cairo_pattern_get_matrix(mask, &placed)
    var found: OpaquePointer?
    guard ctm.xx == placed.xx, ctm.yx == placed.yx, ctm.xy == placed.xy, ctm.yy == placed.yy,
      ctm.x0 == placed.x0, ctm.y0 == placed.y0,
      cairo_pattern_get_extend(mask) == CAIRO_EXTEND_NONE,
      cairo_pattern_get_surface(mask, &found) == CAIRO_STATUS_SUCCESS, let surface = found
    else { return nil }
    return (ctm, surface)
  }

  /// Composites `source`, set as the source while the transform of `cr` was `set`, through
  /// the alpha surface `mask` placed at device pixel (`x`, `y`) (as `cairo_mask_surface`
  /// places it under the identity transform) with `OVER` onto the target of `cr`, inside
  /// its clip; `false`, drawing nothing, when that is not a case handled here.
  static func shade(
    _ cr: OpaquePointer, source: OpaquePointer, set: cairo_matrix_t, mask: OpaquePointer,
    x originX: Int, y originY: Int, rows: GradientRowColours? = nil
  ) -> Bool {
    guard let maskPixels = AlphaPixels(mask, x: originX, y: originY),
      var spans = spans(cr, source: source, set: set, box: maskPixels.box, rows: rows)
    else { return false }
    defer { spans.keepRowColours(in: rows) }
    let reach = spans.target.deviceBox.intersection(maskPixels.box)
    let shaded: Void? = withClipBoxes(cr, within: reach) { boxes in
      for box in boxes {
        for y in box.minY..<box.maxY {
          spans.shade(
            y: y, x: box.minX, count: box.maxX - box.minX, cover: maskPixels.row(y) + box.minX)
        }
      }
    }
    guard shaded != nil else { return false }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// Composites `source`, set as the source while the transform of `cr` was `set`, through
  /// `runs` inside `regions` (whole device pixels, not overlapping) with `OVER` onto the
  /// target of `cr`, straight from the runs: uncovered stretches cost nothing and fully
  /// covered ones are shaded with no coverage bytes. The pixels are those of the same
  /// coverage as an A8 mask through ``shade(_:source:set:mask:x:y:)``. `false`, drawing
  /// nothing, when that is not a case handled here.
  static func shade(
    _ cr: OpaquePointer, source: OpaquePointer, set: cairo_matrix_t, runs: CoverageRuns,
    in regions: ClipRegions, rows: GradientRowColours? = nil
  ) -> Bool {
    guard var spans = spans(cr, source: source, set: set, box: runs.box, rows: rows)
    else { return false }
    defer { spans.keepRowColours(in: rows) }
    let box = runs.box
    let reach = spans.target.deviceBox.intersection(box)
    runs.data.withUnsafeBufferPointer { data in
      for region in regions {
        let r = region.intersection(reach)
        guard r.minX < r.maxX, r.minY < r.maxY else { continue }
        for y in r.minY..<r.maxY {
          runs.forEachRun(inRow: y - box.minY, in: data) { x, count, cover in
            let start = box.minX + x
            let from = max(start, r.minX)
            let to = min(start + count, r.maxX)
            guard from < to else { return }
            spans.shade(y: y, x: from, count: to - from, cover: cover.map { $0 + (from - start) })
          }
        }
      }
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// Composites `source`, set as the source while the transform of `cr` was `set`, through
  /// the coverage of the path `rasterizer` has prepared over `box`, straight from the spans
  /// it hands over (no mask is written), inside the clip of `cr`; the pixels are those of
  /// the same coverage as an A8 mask. `false`, drawing nothing, when that is not a case
  /// handled here. `clip`, when given, holds the clip of `cr` (``DeviceClipMemo``).
  static func shade(
    _ cr: OpaquePointer, source: OpaquePointer, set: cairo_matrix_t,
    rasterizer: CoverageRasterizer, box: FrameDamage.Box, clip memo: DeviceClipMemo? = nil,
    rows: GradientRowColours? = nil
  ) -> Bool {
    guard var spans = spans(cr, source: source, set: set, box: box, rows: rows)
    else { return false }
    defer { spans.keepRowColours(in: rows) }
    let reach = spans.target.deviceBox.intersection(box)
    let shaded: Void? = withClipBoxes(cr, within: reach, clip: memo) { boxes in
      for box in boxes {
        rasterizer.render(clip: CoverageRasterizer.Clip(box), into: &spans)
      }
    }
    guard shaded != nil else { return false }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// The shading of `source` (set under `set`) onto the target of `cr`; `nil` when that is
  /// not a case handled here (another operator than `OVER`, another extend than pad, a
  /// gradient kind or target Bezel does not shade). A row's colours go into the array
  /// `rows` keeps when given.
  private static func spans(
    _ cr: OpaquePointer, source: OpaquePointer, set: cairo_matrix_t, box: FrameDamage.Box,
    rows: GradientRowColours?
  ) -> GradientSpans? {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      cairo_pattern_get_extend(source) == CAIRO_EXTEND_PAD,
      let geometry = geometry(of: source, set: set),
      let ramp = withStops(of: source, { GradientRamp.cached(stops: $0) }),
      let target = BlendTarget(cr)
    else { return nil }
    return GradientSpans(
      target: target, geometry: geometry, ramp: ramp, box: target.deviceBox.intersection(box),
      rows: rows)
  }

  /// The gradient's parameter at the centre of device pixel (`x`, `y`) in 16.16 fixed
  /// point; `nil` where a radial gradient has no circle through the pixel.
  static func parameter(_ geometry: Geometry, x: Int, y: Int) -> Int64? {
    let px = Double(x) + 0.5
    let py = Double(y) + 0.5
    let t: Double
    switch geometry {
    case .linear(let t0, let dx, let dy):
      t = t0 + dx * px + dy * py
    case .radial(let m, let c0x, let c0y, let cdx, let cdy, let r1):
      let qx = m.xx * px + m.xy * py + m.x0 - c0x
      let qy = m.yx * px + m.yy * py + m.y0 - c0y
      // |q − t·cd| = t·r1 for the greatest t with t·r1 ≥ 0.
      let a = cdx * cdx + cdy * cdy - r1 * r1
      let b = qx * cdx + qy * cdy
      let c = qx * qx + qy * qy
      if a == 0 {
        guard b != 0 else { return nil }
        let root = c / (2 * b)
        guard root * r1 >= 0 else { return nil }
        t = root
      } else {
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let s = discriminant.squareRoot()
        let t0 = (b + s) / a
        let t1 = (b - s) / a
        if max(t0, t1) * r1 >= 0 {
          t = max(t0, t1)
        } else if min(t0, t1) * r1 >= 0 {
          t = min(t0, t1)
        } else {
          return nil
        }
      }
    }
    return fixed(t)
  }

  /// `t` in 16.16 fixed point (towards zero, as pixman converts it), held within ±2¹⁵.
  @inline(__always)
  static func fixed(_ t: Double) -> Int64? {
    guard t.isFinite else { return nil }
    return Int64(max(-32768, min(32768, t)) * 65536)
  }

  /// Where the parameter comes from for `source`, set under the user-to-device transform
  /// `set`.
  private static func geometry(of source: OpaquePointer, set: cairo_matrix_t) -> Geometry? {
    // Device space to pattern space: device to user, then the pattern's matrix.
    var pattern = cairo_matrix_t()
    cairo_pattern_get_matrix(source, &pattern)
    var user = set
    guard cairo_matrix_invert(&user) == CAIRO_STATUS_SUCCESS else { return nil }
    var toPattern = cairo_matrix_t()
    cairo_matrix_multiply(&toPattern, &user, &pattern)
    switch cairo_pattern_get_type(source) {
    case CAIRO_PATTERN_TYPE_LINEAR:
      var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
      guard cairo_pattern_get_linear_points(source, &x0, &y0, &x1, &y1) == CAIRO_STATUS_SUCCESS
      else { return nil }
      let (dx, dy) = (x1 - x0, y1 - y0)
      let length = dx * dx + dy * dy
      guard length > 0, length.isFinite else { return nil }
      // t(q) = ((q − p0) · d) / |d|², with q = toPattern(x, y).
      let m = toPattern
      let tx = (m.xx * dx + m.yx * dy) / length
      let ty = (m.xy * dx + m.yy * dy) / length
      let t0 = ((m.x0 - x0) * dx + (m.y0 - y0) * dy) / length
      // Bounded, so a pixel's parameter is always a finite number.
      guard abs(tx) < 1e12, abs(ty) < 1e12, abs(t0) < 1e12 else { return nil }
      return .linear(t0: t0, dx: tx, dy: ty)
    case CAIRO_PATTERN_TYPE_RADIAL:
      var (x0, y0, r0, x1, y1, r1) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
      guard
        cairo_pattern_get_radial_circles(source, &x0, &y0, &r0, &x1, &y1, &r1)
          == CAIRO_STATUS_SUCCESS,
        r0 == 0, r1 > 0, r1.isFinite, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite
      else { return nil }
      return .radial(toPattern: toPattern, c0x: x0, c0y: y0, cdx: x1 - x0, cdy: y1 - y0, r1: r1)
    default:
      return nil
    }
  }

  /// Calls `body` with the stops of `source` as pixman receives them from Cairo, with pad's
  /// ends, held in a temporary buffer rather than an array (one heap array a shaded
  /// gradient, every frame); `nil`, `body` not called, when Cairo does not give them.
  private static func withStops<Result>(
    of source: OpaquePointer, _ body: (UnsafeBufferPointer<GradientRamp.Stop>) -> Result
  ) -> Result? {
    var count: Int32 = 0
    guard cairo_pattern_get_color_stop_count(source, &count) == CAIRO_STATUS_SUCCESS, count > 0
    else { return nil }
    return withUnsafeTemporaryAllocation(
      of: GradientRamp.Stop.self, capacity: Int(count) + 2
    ) { buffer -> Result? in
      for i in 0..<count {
        var (offset, r, g, b, a) = (0.0, 0.0, 0.0, 0.0, 0.0)
        guard
          cairo_pattern_get_color_stop_rgba(source, i, &offset, &r, &g, &b, &a)
            == CAIRO_STATUS_SUCCESS
        else { return nil }
        // Cairo's 16-bit colour and 16.16 place; pixman's walker scales 16 bits to 0…255.
        func short(_ v: Double) -> Float { Float(Int(min(max(v, 0), 1) * 65535 + 0.5)) / 257 }
        buffer.initializeElement(
          at: Int(i) + 1,
          to: GradientRamp.Stop(
            x: Int64((offset * 65536).rounded()), a: short(a), r: short(r), g: short(g),
            b: short(b)))
      }
      let first = buffer[1]
      let last = buffer[Int(count)]
      buffer.initializeElement(
        at: 0,
        to: GradientRamp.Stop(x: Int64(Int32.min), a: first.a, r: first.r, g: first.g, b: first.b))
      buffer.initializeElement(
        at: Int(count) + 1,
        to: GradientRamp.Stop(x: Int64(Int32.max), a: last.a, r: last.r, g: last.g, b: last.b))
      return body(UnsafeBufferPointer(buffer))
    }
  }

  /// Calls `body` with the whole-pixel rectangles of the clip of `cr` inside `reach`,
  /// disjoint, held in a temporary buffer rather than an array (one heap array a shaded
  /// fill, every frame); `nil`, `body` not called, when the clip is not such rectangles.
  /// `clip`, when given, holds the clip of `cr` (``DeviceClipMemo``), so Cairo is not asked
  /// again.
  static func withClipBoxes<Result>(
    _ cr: OpaquePointer, within reach: FrameDamage.Box, clip memo: DeviceClipMemo? = nil,
    _ body: (UnsafeBufferPointer<FrameDamage.Box>) -> Result
  ) -> Result? {
    let found: Result?? = DeviceClipMemo.withRectangles(of: cr, memo) { rectangles in
      withUnsafeTemporaryAllocation(of: FrameDamage.Box.self, capacity: rectangles.count) {
        buffer in
        guard let count = boxes(of: rectangles, within: reach, into: buffer) else { return nil }
        return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    }
    return found ?? nil
  }

  /// The boxes of ``withClipBoxes(_:within:clip:_:)`` for the clip's device rectangles,
  /// written to the start of `boxes` (room for one a rectangle); how many, `nil` when they
  /// are not such rectangles.
  private static func boxes(
    of rectangles: UnsafeBufferPointer<cairo_rectangle_t>, within reach: FrameDamage.Box,
    into boxes: UnsafeMutableBufferPointer<FrameDamage.Box>
  ) -> Int? {
    var count = 0
    for r in rectangles {
      // Only the part inside `reach` matters: a clip edge cutting pixels elsewhere leaves
      // these whole (as the callers' own tests of the clip inside an outline's box find).
      let left = max(Double(reach.minX), r.x)
      let top = max(Double(reach.minY), r.y)
      let right = min(Double(reach.maxX), r.x + r.width)
      let bottom = min(Double(reach.maxY), r.y + r.height)
      guard left < right, top < bottom else { continue }
      guard
        left == left.rounded(), top == top.rounded(), right == right.rounded(),
        bottom == bottom.rounded()
      else { return nil }
      let box = FrameDamage.Box(
        minX: Int(left), minY: Int(top), maxX: Int(right), maxY: Int(bottom))
      for other in boxes[..<count]
      where box.minX < other.maxX && other.minX < box.maxX && box.minY < other.maxY
        && other.minY < box.maxY
      {
        return nil
      }
      boxes[count] = box
      count += 1
    }
    return count
  }
}
