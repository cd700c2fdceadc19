import BezelDrawing
import CCairo
import Foundation

/// Strokes one of three paths many times into a 512 × 512 A8 buffer: with `cairo_stroke`,
/// with ``CairoStroker`` and ``SampledScanConverter``, or with the stroker alone, for
/// callgrind (`bezel __stroker KIND COUNT cairo|ours|polygon`, instructions toggled on
/// `*StrokerBenchmark*cairoStrokes*`, `*oursStrokes*` or `*polygonStrokes*`).
package enum StrokerBenchmark {
  /// A stroke as a 500-unit Lottie file draws it at 512 px (scaled by 512 / 500).
  struct Stroke {
    var path: Path
    var width: Double
    var cap: LineCap
    var join: LineJoin
  }

  static let ctm = cairo_matrix_t(xx: 1.024, yx: 0, xy: 0, yy: 1.024, x0: 0, y0: 0)

  /// `ring`: a 270° arc of radius 195, 20 px wide, butt caps (a spinner's); `star`: a
  /// five-pointed star polygon 8 units wide, mitred; `ellipse`: an open 300° elliptical
  /// arc 12 units wide with round caps and joins.
  /// `KIND:WIDTH` strokes KIND `WIDTH` units wide instead.
  static func stroke(_ kind: String) -> Stroke? {
    if let colon = kind.firstIndex(of: ":") {
      guard let width = Double(kind[kind.index(after: colon)...]), width > 0,
        var s = stroke(String(kind[..<colon]))
      else { return nil }
      s.width = width
      return s
    }
    switch kind {
    case "ring":
      var p = Path()
      p.addArc(
        center: CGPoint(x: 250, y: 250), radius: 195, startAngle: -Double.pi / 2,
        endAngle: Double.pi, clockwise: false)
      return Stroke(path: p, width: 20 / 1.024, cap: .butt, join: .miter)
    case "star":
      var p = Path()
      for i in 0..<10 {
        let a = Double(i) / 10 * 2 * .pi - .pi / 2
        let r = i % 2 == 0 ? 200.0 : 80.0
        let q = CGPoint(x: 250 + r * cos(a), y: 250 + r * sin(a))
        if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
      }
      p.closeSubpath()
      return Stroke(path: p, width: 8, cap: .butt, join: .miter)
    case "ellipse":
      var e = Path()
      e.addArc(
        center: .zero, radius: 1, startAngle: 0, endAngle: 300 / 180 * Double.pi,
        clockwise: false)
      var p = Path()
      p.addPath(e, transform: Transform(a: 200, b: 0, c: 0, d: 120, tx: 250, ty: 250))
      return Stroke(path: p, width: 12, cap: .round, join: .round)
    default:
      return nil
    }
  }

  /// Runs the benchmark; returns a checksum of the buffer, or nil for an unknown kind or
  /// mode.
  package static func run(kind: String, count: Int, mode: String) -> UInt64? {
    guard let stroke = stroke(kind), ["cairo", "ours", "polygon"].contains(mode) else {
      return nil
    }
    if mode == "polygon" { return UInt64(polygonStrokes(stroke, count: count)) }
    return ScanConverterBenchmark.checksumOfA8Canvas { surface, sink in
      if mode == "cairo" {
        cairoStrokes(stroke, count: count, surface: surface)
      } else {
        oursStrokes(stroke, count: count, into: sink)
      }
    }
  }

  /// `count` strokes with `cairo_stroke`, in one opaque colour.
  @inline(never)
  static func cairoStrokes(_ s: Stroke, count: Int, surface: OpaquePointer) {
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    var m = ctm
    cairo_set_matrix(cr, &m)
    cairo_set_line_width(cr, s.width)
    cairo_set_line_cap(cr, CairoConstants.lineCap(s.cap))
    cairo_set_line_join(cr, CairoConstants.lineJoin(s.join))
    for _ in 0..<count {
      CairoPath.set(s.path, on: cr)
      cairo_stroke(cr)
    }
  }

  /// `count` strokes with the stroker and the converter: the path converted to fixed
  /// point, stroked, converted, written.
  @inline(never)
  static func oursStrokes(_ s: Stroke, count: Int, into sink: A8CoverageSink) {
    var path = CairoFixedPath()
    var stroker = CairoStroker()
    var converter = SampledScanConverter()
    var sink = sink
    var inverse = ctm
    cairo_matrix_invert(&inverse)
    for _ in 0..<count {
      guard path.set(s.path, ctm: ctm) else { continue }
      let outcome = stroker.stroke(
        path, width: s.width, cap: s.cap, join: s.join, miterLimit: 10, ctm: ctm,
        ctmInverse: inverse, tolerance: CoverageRasterizer.tolerance,
        clip: (0, 0, 512, 512))
      guard case .polygon(let x0, let y0, let x1, let y1) = outcome else { continue }
      converter.reset(minX: x0, minY: y0, maxX: x1, maxY: y1)
      for edge in stroker.polygon.edges { converter.add(edge) }
      converter.render(evenOdd: false, into: &sink)
    }
  }

  /// `count` polygons of the stroke, not converted; returns the last one's edge count.
  @inline(never)
  static func polygonStrokes(_ s: Stroke, count: Int) -> Int {
    var path = CairoFixedPath()
    var stroker = CairoStroker()
    var inverse = ctm
    cairo_matrix_invert(&inverse)
    for _ in 0..<count {
      guard path.set(s.path, ctm: ctm) else { continue }
      _ = stroker.stroke(
        path, width: s.width, cap: s.cap, join: s.join, miterLimit: 10, ctm: ctm,
        ctmInverse: inverse, tolerance: CoverageRasterizer.tolerance,
        clip: (0, 0, 512, 512))
    }
    return stroker.polygon.edges.count
  }
}
