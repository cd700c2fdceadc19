import CCairo
import Foundation

/// Shades a linear or radial gradient through an alpha mask straight into the target's
/// pixels, only where the mask covers.
///
/// pixman has no fast path for a gradient source: its general path fetches the gradient
/// pixel by pixel through a gradient walker, then the mask, then combines, at about 90
/// instructions a pixel for a turned linear gradient and more for a radial one; files whose
/// shapes are large gradient fills spent nearly all their time there. Here each row walks
/// the gradient's parameter by one step per pixel, finds the colour by the same float
/// interpolation pixman's walker does between the same 16-bit stops (for a large shape, in a
/// table of 1024 steps of it), and blends with pixman's own `IN` and `OVER` arithmetic, so
/// the pixels are pixman's or a level or two off on a channel.
enum GradientShader {
  /// A colour stop as pixman holds it: its place in 16.16 fixed point, its colour in 16 bits.
  private struct Stop {
    let x: Int64
    let a: Float
    let r: Float
    let g: Float
    let b: Float
  }

  /// What the parameter of a pixel is found from.
  private enum Geometry {
    /// `t` = `t0` + `dx` · x + `dy` · y at a device pixel's centre (x, y).
    case linear(t0: Double, dx: Double, dy: Double)
    /// A focus circle of radius 0 at `c0` growing to `c1`, `r1` (pattern space), reached
    /// from device space by `toPattern`.
    case radial(
      toPattern: cairo_matrix_t, c0x: Double, c0y: Double, cdx: Double, cdy: Double, r1: Double)
  }

  /// The pixels of an alpha mask surface, in device space.
  private struct AlphaPixels {
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

    /// Whether more than half of the surface's pixels have coverage. The shader pays off by
    /// skipping uncovered pixels; over a shape that fills its box pixman's vectorised
    /// walker and combiner cost a third of what it does (a repeated full-frame gradient in
    /// `project/scene`: 5.5 M instructions a draw here). Decided on the whole surface, never
    /// on the part a clip lets through, so a shape is shaded by the same code in a damage
    /// redraw as in a whole one.
    var isMostlyCovered: Bool {
      let width = box.maxX - box.minX
      let height = box.maxY - box.minY
      let half = width * height / 2
      var covered = 0
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        var x = 0
        while x + 8 <= width {
          // The high bit of each byte that is not zero, counted eight bytes at a time.
          let w = row.loadUnaligned(fromByteOffset: x, as: UInt64.self)
          let low: UInt64 = 0x7f7f_7f7f_7f7f_7f7f
          covered += ((((w & low) &+ low) | w) & ~low).nonzeroBitCount
          x += 8
        }
        while x < width {
          if row.load(fromByteOffset: x, as: UInt8.self) != 0 { covered += 1 }
          x += 1
        }
        if covered > half { return true }
      }
      return false
    }
  }

  /// Composites `source` (a linear or radial gradient pattern with pad extend) through
  /// `mask` (a pattern on an alpha surface, as `cairo_pop_group` gives) with `OVER` onto the
  /// target of `cr`, inside its clip; `false`, drawing nothing, when that is not a case
  /// handled here (the caller then lets Cairo composite).
  static func shade(_ cr: OpaquePointer, source: OpaquePointer, mask: OpaquePointer) -> Bool {
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
    else { return false }
    return shade(cr, source: source, set: ctm, mask: surface, x: 0, y: 0)
  }

  /// Composites `source`, set as the source while the transform of `cr` was `set`, through
  /// the alpha surface `mask` placed at device pixel (`x`, `y`) (as `cairo_mask_surface`
  /// places it under the identity transform) with `OVER` onto the target of `cr`, inside
  /// its clip; `false`, drawing nothing, when that is not a case handled here.
  static func shade(
    _ cr: OpaquePointer, source: OpaquePointer, set: cairo_matrix_t, mask: OpaquePointer,
    x originX: Int, y originY: Int
  ) -> Bool {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      cairo_pattern_get_extend(source) == CAIRO_EXTEND_PAD,
      let geometry = geometry(of: source, set: set),
      let stops = stops(of: source),
      let maskPixels = AlphaPixels(mask, x: originX, y: originY),
      shadesDenseCoverage || !maskPixels.isMostlyCovered,
      let target = BlendTarget(cr)
    else { return false }
    let surface = target.deviceBox
    let reach = surface.intersection(maskPixels.box)
    guard let boxes = clipBoxes(cr, within: reach) else { return false }
    var walker = Walker(stops: stops)
    // A large shape looks its colours up in a table of the walker's colours at the
    // centres of `tableSize` steps of the parameter, rather than interpolating each pixel.
    // Where the colour changes by more than a level from one step to the next (a steep
    // ramp, a hard stop) the step is marked 0 in `smooth` and its pixels interpolated.
    var table: [UInt32] = []
    var smooth: [UInt8] = []
    if reach.area >= 8 * tableSize {
      table = (0..<tableSize).map { i in
        walker.pixel(at: Int64(i) * (65536 / Int64(tableSize)) + 32768 / Int64(tableSize))
      }
      smooth = [UInt8](repeating: 1, count: tableSize)
      for i in 1..<tableSize where !closeColours(table[i - 1], table[i]) {
        smooth[i - 1] = 0
        smooth[i] = 0
      }
    }
    for box in boxes {
      for y in box.minY..<box.maxY {
        let coverage = maskPixels.row(y)
        let pixels = target.row(y)
        var x = box.minX
        // A linear parameter steps by `step` a pixel along the row.
        var rowStart = 0.0
        var step = 0.0
        if case .linear(let t0, let dx, let dy) = geometry {
          rowStart = t0 + dy * (Double(y) + 0.5)
          step = dx
        }
        while x < box.maxX {
          // Most of a shape's box is wholly outside it or inside it: step over eight
          // uncovered pixels at a time.
          if x + 8 <= box.maxX,
            UnsafeRawPointer(coverage + x).loadUnaligned(as: UInt64.self) == 0
          {
            x += 8
            continue
          }
          let m = UInt32(coverage[x])
          if m != 0 {
            let t: Int64?
            if case .linear = geometry {
              t = fixed(rowStart + step * (Double(x) + 0.5))
            } else {
              t = parameter(geometry, x: x, y: y)
            }
            if let t {
              let source: UInt32
              let index = min(
                max(Int(truncatingIfNeeded: (t * Int64(tableSize)) >> 16), 0), tableSize - 1)
              if table.isEmpty || smooth[index] == 0 {
                source = walker.pixel(at: t)
              } else {
                source = table[index]
              }
              pixels[x] = over(multiply(source, m), pixels[x])
            }
          }
          x += 1
        }
      }
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// The gradient's parameter at the centre of device pixel (`x`, `y`) in 16.16 fixed
  /// point; `nil` where a radial gradient has no circle through the pixel.
  private static func parameter(_ geometry: Geometry, x: Int, y: Int) -> Int64? {
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
  private static func fixed(_ t: Double) -> Int64? {
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
      guard tx.isFinite, ty.isFinite, t0.isFinite else { return nil }
      return .linear(t0: t0, dx: tx, dy: ty)
    case CAIRO_PATTERN_TYPE_RADIAL where shadesRadial:
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

  /// The stops of `source` as pixman receives them from Cairo, with pad's ends.
  private static func stops(of source: OpaquePointer) -> [Stop]? {
    var count: Int32 = 0
    guard cairo_pattern_get_color_stop_count(source, &count) == CAIRO_STATUS_SUCCESS, count > 0
    else { return nil }
    var stops: [Stop] = []
    stops.reserveCapacity(Int(count) + 2)
    for i in 0..<count {
      var (offset, r, g, b, a) = (0.0, 0.0, 0.0, 0.0, 0.0)
      guard
        cairo_pattern_get_color_stop_rgba(source, i, &offset, &r, &g, &b, &a)
          == CAIRO_STATUS_SUCCESS
      else { return nil }
      // Cairo's 16-bit colour and 16.16 place; pixman's walker scales 16 bits to 0…255.
      func short(_ v: Double) -> Float { Float(Int(min(max(v, 0), 1) * 65535 + 0.5)) / 257 }
      stops.append(
        Stop(
          x: Int64((offset * 65536).rounded()), a: short(a), r: short(r), g: short(g),
          b: short(b)))
    }
    guard let first = stops.first, let last = stops.last else { return nil }
    stops.insert(Stop(x: Int64(Int32.min), a: first.a, r: first.r, g: first.g, b: first.b), at: 0)
    stops.append(Stop(x: Int64(Int32.max), a: last.a, r: last.r, g: last.g, b: last.b))
    return stops
  }

  /// The whole-pixel rectangles of the clip of `cr` inside `reach`, disjoint; `nil` when the
  /// clip is not such rectangles.
  private static func clipBoxes(_ cr: OpaquePointer, within reach: FrameDamage.Box)
    -> [FrameDamage.Box]?
  {
    DisplayListPainter.withDeviceClipRectangles(of: cr) { rectangles in
      boxes(of: rectangles, within: reach)
    } ?? nil
  }

  /// ``clipBoxes(_:within:)`` for the clip's device rectangles.
  private static func boxes(
    of rectangles: UnsafeBufferPointer<cairo_rectangle_t>, within reach: FrameDamage.Box
  ) -> [FrameDamage.Box]? {
    var boxes: [FrameDamage.Box] = []
    for r in rectangles {
      // Only the part inside `reach` matters: a clip edge cutting pixels elsewhere leaves
      // these whole (as the callers' own tests of the clip inside an outline's box find).
      let left = max(Double(reach.minX), r.x)
      let top = max(Double(reach.minY), r.y)
      let right = min(Double(reach.maxX), r.x + r.width)
      let bottom = min(Double(reach.maxY), r.y + r.height)
      guard left < right, top < bottom else { continue }
      guard [left, top, right, bottom].allSatisfy({ $0 == $0.rounded() }) else { return nil }
      let box = FrameDamage.Box(
        minX: Int(left), minY: Int(top), maxX: Int(right), maxY: Int(bottom))
      for other in boxes
      where box.minX < other.maxX && other.minX < box.maxX && box.minY < other.maxY
        && other.minY < box.maxY
      {
        return nil
      }
      boxes.append(box)
    }
    return boxes
  }

  /// Whether coverage that covers most of its surface is shaded here too (default `false`,
  /// see ``AlphaPixels/isMostlyCovered``; the tests turn it on to compare with pixman).
  @TaskLocal static var shadesDenseCoverage = false

  /// Whether radial gradients are shaded here too (default `false`: a square root a pixel
  /// made `thorvg__pumpkin` 20 % slower than pixman's radial walker; the tests turn it on).
  @TaskLocal static var shadesRadial = false

  /// The steps of the parameter's range 0…1 a large shape's colours are looked up in: a
  /// step is 1/1024 of the range, under a quarter of a level for a gradient spanning all
  /// 255, so a colour is pixman's or a level off (steeper steps are interpolated).
  private static let tableSize = 1024

  /// Whether no channel of `a` and `b` differs by more than one level.
  private static func closeColours(_ a: UInt32, _ b: UInt32) -> Bool {
    for shift in stride(from: 0, to: 32, by: 8) {
      let x = Int((a >> UInt32(shift)) & 0xff)
      let y = Int((b >> UInt32(shift)) & 0xff)
      if abs(x - y) > 1 { return false }
    }
    return true
  }

  /// pixman's `UN8x4_MUL_UN8`: each channel of `x` times `a` / 255, rounded.
  @inline(__always)
  private static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
    if a == 255 { return x }
    var rb = (x & 0x00ff_00ff) &* a &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    var ag = ((x >> 8) & 0x00ff_00ff) &* a &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00ff_00ff)) & 0xff00_ff00
    return rb | ag
  }

  /// pixman's `OVER` of premultiplied `s` onto `d` (`UN8x4_MUL_UN8_ADD_UN8x4`).
  @inline(__always)
  private static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let alpha = s >> 24
    if alpha == 255 { return s }
    if s == 0 { return d }
    let inverse = 255 - alpha
    var rb = (d & 0x00ff_00ff) &* inverse &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    rb = rb &+ (s & 0x00ff_00ff)
    rb |= 0x0100_0100 &- ((rb >> 8) & 0x0001_0001)
    rb &= 0x00ff_00ff
    var ag = ((d >> 8) & 0x00ff_00ff) &* inverse &+ 0x0080_0080
    ag = ((ag &+ ((ag >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    ag = ag &+ ((s >> 8) & 0x00ff_00ff)
    ag |= 0x0100_0100 &- ((ag >> 8) & 0x0001_0001)
    ag &= 0x00ff_00ff
    return rb | (ag << 8)
  }

  /// pixman's gradient walker: the colour between the two stops around a parameter, in
  /// float, premultiplied and rounded to 8 bits.
  private struct Walker {
    let stops: [Stop]
    private var left: Int64 = 0
    private var right: Int64 = -1
    private var aS: Float = 0, aB: Float = 0
    private var rS: Float = 0, rB: Float = 0
    private var gS: Float = 0, gB: Float = 0
    private var bS: Float = 0, bB: Float = 0

    init(stops: [Stop]) { self.stops = stops }

    @inline(__always)
    mutating func pixel(at x: Int64) -> UInt32 {
      if x < left || x >= right { reset(x) }
      let y = Float(x) * (1 / 65536)
      let a = aS * y + aB
      let r = a * (rS * y + rB)
      let g = a * (gS * y + gB)
      let b = a * (bS * y + bB)
      // Interpolated between two stops, each channel lies in 0…1 but for float error.
      return Self.byte(a) << 24 | Self.byte(r) << 16 | Self.byte(g) << 8 | Self.byte(b)
    }

    @inline(__always)
    private static func byte(_ v: Float) -> UInt32 {
      UInt32(truncatingIfNeeded: Int32(v * 255 + 0.5)) & 0xff
    }

    private mutating func reset(_ x: Int64) {
      var n = 1
      while n < stops.count - 1, x >= stops[n].x { n += 1 }
      let l = stops[n - 1]
      let r = stops[n]
      left = l.x
      right = r.x
      let lx = Float(l.x) * (1 / 65536)
      let rx = Float(r.x) * (1 / 65536)
      if l.x == Int64(Int32.min) || r.x == Int64(Int32.max) || rx - lx == 0 {
        (aS, rS, gS, bS) = (0, 0, 0, 0)
        aB = (l.a + r.a) / 510
        rB = (l.r + r.r) / 510
        gB = (l.g + r.g) / 510
        bB = (l.b + r.b) / 510
      } else {
        let w = 1 / (rx - lx)
        aB = (l.a * rx - r.a * lx) * w * (1 / 255)
        rB = (l.r * rx - r.r * lx) * w * (1 / 255)
        gB = (l.g * rx - r.g * lx) * w * (1 / 255)
        bB = (l.b * rx - r.b * lx) * w * (1 / 255)
        aS = (r.a - l.a) * w * (1 / 255)
        rS = (r.r - l.r) * w * (1 / 255)
        gS = (r.g - l.g) * w * (1 / 255)
        bS = (r.b - l.b) * w * (1 / 255)
      }
    }
  }
}
