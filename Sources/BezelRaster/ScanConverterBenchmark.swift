import CCairo
import Foundation

/// Fills one of three polygons many times, with ``SampledScanConverter`` or with
/// `cairo_fill`, into a 512 × 512 A8 buffer, for callgrind
/// (`bezel __scan-converter KIND COUNT tor|cairo`, instructions toggled on
/// `*ScanConverterBenchmark*torFills*` or `*cairoFills*`).
package enum ScanConverterBenchmark {
  /// The polygon's subpaths in 24.8 fixed point: `ring`, a 270° arc 30 px wide at radius
  /// 200 flattened as Cairo flattens it at 512 px (a spinner's stroke); `small`, a quad
  /// 2 px across; `band`, a hairline's one-pixel band along a sloped 100 px segment; `bands`,
  /// a hairline of a flattened quarter circle, 24 bands in one fill.
  static func polygon(_ kind: String) -> [[(Int32, Int32)]]? {
    func fixed(_ x: Double, _ y: Double) -> (Int32, Int32) {
      (Int32((x * 256).rounded()), Int32((y * 256).rounded()))
    }
    switch kind {
    case "ring":
      let n = 75
      var outer: [(Int32, Int32)] = []
      var inner: [(Int32, Int32)] = []
      for i in 0...n {
        let a = -Double.pi / 2 + Double(i) / Double(n) * 1.5 * .pi
        outer.append(fixed(256 + 215 * cos(a), 256 + 215 * sin(a)))
        inner.append(fixed(256 + 185 * cos(a), 256 + 185 * sin(a)))
      }
      return [outer + inner.reversed()]
    case "small":
      return [[fixed(100.3, 100.6), fixed(102.1, 100.9), fixed(101.8, 102.4), fixed(100.1, 102.2)]]
    case "band":
      return [[fixed(10.3, 20.2), fixed(110.6, 49.7), fixed(110.6, 50.7), fixed(10.3, 21.2)]]
    case "bands":
      // A hairline of a quarter circle of radius 120 flattened into 24 segments: one band a
      // segment, a pixel across its minor axis, wound alike (`HairlineStroke`'s fill).
      var bands: [[(Int32, Int32)]] = []
      func at(_ i: Int) -> (Double, Double) {
        let a = Double(i) / 24 * .pi / 2
        return (130 + 120 * cos(a), 140 + 120 * sin(a))
      }
      for i in 0..<24 {
        let (ax, ay) = at(i)
        let (bx, by) = at(i + 1)
        let (ox, oy) = abs(bx - ax) >= abs(by - ay) ? (0.0, 0.5) : (0.5, 0.0)
        let flip = (bx - ax) * oy - (by - ay) * ox < 0 ? -1.0 : 1.0
        bands.append([
          fixed(ax - ox * flip, ay - oy * flip), fixed(bx - ox * flip, by - oy * flip),
          fixed(bx + ox * flip, by + oy * flip), fixed(ax + ox * flip, ay + oy * flip),
        ])
      }
      return bands
    default:
      return nil
    }
  }

  /// Runs the benchmark; returns a checksum of the buffer, or nil for an unknown kind or
  /// mode.
  package static func run(kind: String, count: Int, mode: String) -> UInt64? {
    guard let subpaths = polygon(kind), mode == "tor" || mode == "cairo" else { return nil }
    return checksumOfA8Canvas { surface, sink in
      if mode == "tor" {
        torFills(subpaths, count: count, into: sink)
      } else {
        cairoFills(subpaths, count: count, surface: surface)
      }
    }
  }

  /// Draws with `draw` on a cleared 512 × 512 A8 surface (handed over as Cairo's surface and
  /// as a sink onto its bytes) and returns a checksum of its bytes, or nil when Cairo cannot
  /// make the surface. Shared by the benchmarks that compare Bezel's copies of Cairo's
  /// rasterisation with Cairo's own.
  static func checksumOfA8Canvas(_ draw: (OpaquePointer, A8CoverageSink) -> Void) -> UInt64? {
    let size = 512
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size), Int32(size))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    draw(surface, A8CoverageSink(bytes: data, stride: stride))
    cairo_surface_mark_dirty(surface)
    var sum: UInt64 = 0
    for i in 0..<(stride * size) { sum = sum &* 31 &+ UInt64(data[i]) }
    return sum
  }

  /// `count` fills with the converter: the polygon built and clipped as Cairo builds it,
  /// converted, written.
  @inline(never)
  static func torFills(_ subpaths: [[(Int32, Int32)]], count: Int, into sink: A8CoverageSink) {
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var sink = sink
    for _ in 0..<count {
      polygon.reset(minX: 0, minY: 0, maxX: 512, maxY: 512)
      for points in subpaths {
        var a = points[points.count - 1]
        for b in points {
          polygon.addLine(x1: a.0, y1: a.1, x2: b.0, y2: b.1)
          a = b
        }
      }
      guard let box = polygon.pixelBox else { continue }
      converter.reset(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
      for edge in polygon.edges { converter.add(edge) }
      converter.render(evenOdd: false, into: &sink)
    }
  }

  /// `count` fills with `cairo_fill`: the path built, filled in one opaque colour.
  @inline(never)
  static func cairoFills(_ subpaths: [[(Int32, Int32)]], count: Int, surface: OpaquePointer) {
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    for _ in 0..<count {
      for points in subpaths {
        for (i, p) in points.enumerated() {
          if i == 0 {
            cairo_move_to(cr, Double(p.0) / 256, Double(p.1) / 256)
          } else {
            cairo_line_to(cr, Double(p.0) / 256, Double(p.1) / 256)
          }
        }
      }
      cairo_fill(cr)
    }
  }
}
