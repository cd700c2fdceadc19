import BezelDrawing
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// ``CairoStroker`` against the installed Cairo: seeded strokes of several kinds of path,
/// under random transforms, widths, caps, joins and clips, stroked by `cairo_stroke` into
/// an A8 surface and by the stroker's polygon through ``SampledScanConverter``, must come
/// out byte for byte the same.
///
/// Strokes Cairo draws as boxes (every segment along an axis, mitred, under a transform
/// without rotation) are left out: they do not go through the stroker.
@Suite struct CairoStrokerTests {
  /// A stroke and the surface it is drawn on.
  struct Case {
    var path: Path
    var width: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    var ctm: cairo_matrix_t
    var surfaceWidth: Int
    var surfaceHeight: Int
    /// A clip on whole device pixels, or nil.
    var clip: (x: Int, y: Int, width: Int, height: Int)?
  }

  // MARK: Paths

  static func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

  /// A random path of `kind`, about `size` units across around the origin.
  static func path(kind: Int, size r: Double, rng: inout SeededGenerator) -> Path {
    func any() -> CGPoint {
      point(.random(in: -r...r, using: &rng), .random(in: -r...r, using: &rng))
    }
    var p = Path()
    switch kind {
    case 0:
      // An ellipse, open as an arc or closed.
      let ry = r * .random(in: 0.2...1, using: &rng)
      if Bool.random(using: &rng) {
        p.addEllipse(in: CGRect(x: -r, y: -ry, width: 2 * r, height: 2 * ry))
      } else {
        let start = Double.random(in: 0..<(2 * .pi), using: &rng)
        let sweep = Double.random(in: 0.2...(1.9 * .pi), using: &rng)
        p.addArc(
          center: .zero, radius: r, startAngle: start, endAngle: start + sweep, clockwise: false)
      }
    case 1:
      // A rounded rectangle.
      let w = r * .random(in: 0.3...1, using: &rng)
      let h = r * .random(in: 0.3...1, using: &rng)
      p.addRoundedRect(
        in: CGRect(x: -w, y: -h, width: 2 * w, height: 2 * h),
        cornerRadius: min(w, h) * .random(in: 0...1, using: &rng))
    case 2:
      // A random polyline, open or closed.
      let n = Int.random(in: 2...9, using: &rng)
      p.move(to: any())
      for _ in 1..<n { p.addLine(to: any()) }
      if Bool.random(using: &rng) { p.closeSubpath() }
    case 3:
      // Random cubics (tight turns and cusps among them), open or closed.
      let n = Int.random(in: 1...4, using: &rng)
      p.move(to: any())
      for _ in 0..<n {
        if Int.random(in: 0..<4, using: &rng) == 0 {
          p.addLine(to: any())
        } else {
          p.addCurve(to: any(), control1: any(), control2: any())
        }
      }
      if Bool.random(using: &rng) { p.closeSubpath() }
    case 4:
      // A star polygon.
      let n = Int.random(in: 3...9, using: &rng) * 2
      let inner = Double.random(in: 0.2...0.8, using: &rng)
      for i in 0..<n {
        let a = Double(i) / Double(n) * 2 * .pi
        let rr = i % 2 == 0 ? r : r * inner
        let q = point(rr * cos(a), rr * sin(a))
        if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
      }
      p.closeSubpath()
    default:
      // Degenerate pieces: lone points (closed or with a zero-length line), repeated
      // and collinear points, zero-length curves, several subpaths.
      let subpaths = Int.random(in: 1...3, using: &rng)
      for _ in 0..<subpaths {
        let a = any()
        p.move(to: a)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: p.closeSubpath()
        case 1: p.addLine(to: a)
        case 2:
          let b = any()
          p.addLine(to: b)
          p.addLine(to: b)
          p.addLine(to: point((a.x + b.x) / 2, (a.y + b.y) / 2))
          p.addLine(to: a)
        case 3:
          p.addCurve(to: a, control1: a, control2: a)
          p.addLine(to: any())
        case 4:
          let b = any()
          p.addCurve(to: b, control1: a, control2: b)
          p.addCurve(to: a, control1: any(), control2: a)
        default:
          let b = any()
          p.addLine(to: b)
          p.addLine(to: point(2 * b.x - a.x, 2 * b.y - a.y))
          p.addLine(to: b)
        }
        if Bool.random(using: &rng) { p.closeSubpath() }
      }
    }
    return p
  }

  /// A seeded case of `kind`: the path under a random transform placing it on a surface
  /// about its size (sometimes hanging off it), with a random style and sometimes a clip.
  static func randomCase(kind: Int, rng: inout SeededGenerator) -> Case {
    let size = Double.random(in: 4...60, using: &rng)
    let path = path(kind: kind, size: size, rng: &rng)
    let s = Double.random(in: 0.3...2.5, using: &rng)
    var m = cairo_matrix_t(xx: s, yx: 0, xy: 0, yy: s, x0: 0, y0: 0)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0:
      m.xx = 1
      m.yy = 1
    case 1:
      m.yy = s * .random(in: 0.3...1.5, using: &rng)
    case 2:
      let a = Double.random(in: 0..<(2 * .pi), using: &rng)
      m = cairo_matrix_t(
        xx: s * cos(a), yx: s * sin(a), xy: -s * sin(a), yy: s * cos(a), x0: 0, y0: 0)
    case 3:
      m.xy = .random(in: -1...1, using: &rng) * s
      m.yx = .random(in: -0.5...0.5, using: &rng) * s
    default:
      m.xx = -s
    }
    let extent = size * 1.6 * max(abs(m.xx) + abs(m.xy), abs(m.yx) + abs(m.yy))
    let side = Int(extent) + 12
    let w = side + Int.random(in: 0...8, using: &rng)
    let h = side + Int.random(in: 0...8, using: &rng)
    m.x0 = Double(w) / 2 + .random(in: -extent / 3...extent / 3, using: &rng)
    m.y0 = Double(h) / 2 + .random(in: -extent / 3...extent / 3, using: &rng)
    let width: Double
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: width = .random(in: 0.02...0.8, using: &rng)
    case 1, 2: width = .random(in: 0.8...4, using: &rng)
    case 3: width = .random(in: 4...16, using: &rng)
    default: width = size * .random(in: 0.3...1.5, using: &rng)
    }
    let caps: [LineCap] = [.butt, .round, .square]
    let joins: [LineJoin] = [.miter, .round, .bevel]
    let limits = [1.0, 1.5, 2, 4, 10]
    var clip: (x: Int, y: Int, width: Int, height: Int)?
    if Int.random(in: 0..<3, using: &rng) == 0 {
      let x = Int.random(in: 0...(w / 2), using: &rng)
      let y = Int.random(in: 0...(h / 2), using: &rng)
      clip = (
        x, y, Int.random(in: 1...(w - x), using: &rng), Int.random(in: 1...(h - y), using: &rng)
      )
    }
    return Case(
      path: path, width: width, cap: caps.randomElement(using: &rng)!,
      join: joins.randomElement(using: &rng)!, miterLimit: limits.randomElement(using: &rng)!,
      ctm: m, surfaceWidth: w, surfaceHeight: h, clip: clip)
  }

  // MARK: Both sides

  /// `cairo_stroke` of the case into a cleared A8 surface, and the inverse transform
  /// Cairo holds beside the case's (`cairo_set_matrix` inverts it whole).
  static func cairoStroke(_ c: Case) -> (bytes: [UInt8], stride: Int, inverse: cairo_matrix_t) {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_A8, Int32(c.surfaceWidth), Int32(c.surfaceHeight))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if let clip = c.clip {
      cairo_rectangle(cr, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
      cairo_clip(cr)
    }
    var m = c.ctm
    cairo_set_matrix(cr, &m)
    CairoPath.set(c.path, on: cr)
    cairo_set_line_width(cr, c.width)
    cairo_set_line_cap(cr, CairoConstants.lineCap(c.cap))
    cairo_set_line_join(cr, CairoConstants.lineJoin(c.join))
    cairo_set_miter_limit(cr, c.miterLimit)
    cairo_stroke(cr)
    cairo_surface_flush(surface)
    var inverse = c.ctm
    cairo_matrix_invert(&inverse)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return (
      Array(UnsafeBufferPointer(start: data, count: stride * c.surfaceHeight)), stride, inverse
    )
  }

  /// The stroker's polygon of the case through the converter, as an A8 image of the
  /// surface's width, or nil when Cairo would stroke it as boxes.
  static func converted(
    _ c: Case, inverse: cairo_matrix_t, path: inout CairoFixedPath, stroker: inout CairoStroker,
    converter: inout SampledScanConverter
  ) -> [UInt8]? {
    var sink = SampledScanConverterTests.A8Sink(
      bytes: Array(repeating: 0, count: c.surfaceWidth * c.surfaceHeight), stride: c.surfaceWidth)
    guard path.set(c.path, ctm: c.ctm) else { return sink.bytes }
    var box = (
      minX: Int32(0), minY: Int32(0), maxX: Int32(c.surfaceWidth), maxY: Int32(c.surfaceHeight)
    )
    if let clip = c.clip {
      box = (Int32(clip.x), Int32(clip.y), Int32(clip.x + clip.width), Int32(clip.y + clip.height))
    }
    let outcome = stroker.stroke(
      path, width: c.width, cap: c.cap, join: c.join, miterLimit: c.miterLimit, ctm: c.ctm,
      ctmInverse: inverse, tolerance: 0.1, clip: box)
    switch outcome {
    case .nothing: return sink.bytes
    case .boxes: return nil
    case .polygon(let x0, let y0, let x1, let y1):
      converter.reset(minX: x0, minY: y0, maxX: x1, maxY: y1)
      for edge in stroker.polygon.edges { converter.add(edge) }
      converter.render(evenOdd: false, into: &sink)
      return sink.bytes
    }
  }

  /// Runs `count` seeded cases of `kind`; returns how many were compared, differed, drew
  /// something and had their edges clipped to the operation's box, and records the first
  /// few differences.
  static func run(kind: Int, count: Int, seed: UInt64) -> (Int, Int, Int, Int) {
    var rng = SeededGenerator(seed: seed)
    var path = CairoFixedPath()
    var stroker = CairoStroker()
    var converter = SampledScanConverter()
    var compared = 0
    var failures = 0
    var inked = 0
    var clipped = 0
    for n in 0..<count {
      let c = randomCase(kind: kind, rng: &rng)
      let reference = cairoStroke(c)
      guard
        let ours = converted(
          c, inverse: reference.inverse, path: &path, stroker: &stroker, converter: &converter)
      else { continue }
      compared += 1
      if reference.bytes.contains(where: { $0 != 0 }) { inked += 1 }
      if stroker.hasBounds { clipped += 1 }
      if let d = SampledScanConverterTests.firstDifference(
        ours, reference.bytes, stride: reference.stride, width: c.surfaceWidth,
        height: c.surfaceHeight)
      {
        failures += 1
        if failures <= 3 {
          Issue.record(
            "kind \(kind) case \(n): pixel (\(d.x), \(d.y)) is \(d.ours), Cairo's \(d.cairo); width \(c.width) cap \(c.cap) join \(c.join) limit \(c.miterLimit) ctm \(c.ctm) clip \(String(describing: c.clip)) path \(c.path.elements)"
          )
        }
      }
    }
    if ProcessInfo.processInfo.environment["STROKE_DEBUG"] != nil {
      print(
        "kind \(kind): \(compared) compared, \(failures) differ, \(inked) inked, \(clipped) clipped"
      )
    }
    return (compared, failures, inked, clipped)
  }

  // MARK: Tests

  /// 3,600 strokes of six kinds: A8 bytes identical to `cairo_stroke`'s.
  @Test(arguments: 0..<6)
  func matchesCairoInA8(kind: Int) {
    let (compared, failures, inked, clipped) = Self.run(
      kind: kind, count: 600, seed: 0x57_0CE0 + UInt64(kind))
    #expect(failures == 0, "\(failures) of \(compared) differ")
    #expect(compared >= 500)
    #expect(inked >= compared * 3 / 4)
    #expect(clipped >= 20)
    #expect(compared - clipped >= 20)
  }
}
