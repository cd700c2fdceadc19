import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// ``SampledScanConverter`` against the installed Cairo: seeded random polygons with every
/// point on the 1/256 grid (so Cairo's path holds them unrounded), filled by `cairo_fill`
/// into A8 and ARGB32 surfaces, whole and under clips smaller than the polygon, nonzero and
/// even-odd, must come out byte for byte the same.
///
/// Polygons whose edges all lie along the axes are left out: Cairo fills those as boxes,
/// without its scan converter.
@Suite struct SampledScanConverterTests {
  /// A polygon in 24.8 fixed point, one point list per subpath, and the surface it is
  /// drawn on.
  struct Case {
    var subpaths: [[(Int32, Int32)]]
    var width: Int
    var height: Int
    /// A clip on whole pixels, or nil.
    var clip: (x: Int, y: Int, width: Int, height: Int)?
    var evenOdd: Bool
  }

  /// Writes coverage into an A8 buffer.
  struct A8Sink: CoverageSpanSink {
    var bytes: [UInt8]
    let stride: Int
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      for i in 0..<count { bytes[y * stride + x + i] = alpha }
    }
  }

  // MARK: Polygons

  private static func point(
    _ x: Double, _ y: Double, _ rng: inout SeededGenerator
  ) -> (Int32, Int32) {
    // Any 1/256 position near the point.
    (
      Int32((x * 256).rounded()) + Int32.random(in: -8...8, using: &rng),
      Int32((y * 256).rounded()) + Int32.random(in: -8...8, using: &rng)
    )
  }

  /// A random polygon of one of several kinds, `size` pixels across, around (`cx`, `cy`).
  static func polygon(
    kind: Int, cx: Double, cy: Double, size: Double, rng: inout SeededGenerator
  ) -> [[(Int32, Int32)]] {
    let r = size / 2
    switch kind {
    case 0:
      // Convex.
      let n = Int.random(in: 3...12, using: &rng)
      let angles = (0..<n).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }.sorted()
      return [angles.map { point(cx + r * cos($0), cy + r * sin($0), &rng) }]
    case 1:
      // Concave: a star.
      let n = Int.random(in: 3...10, using: &rng) * 2
      let inner = Double.random(in: 0.2...0.8, using: &rng)
      return [
        (0..<n).map { i in
          let a = Double(i) / Double(n) * 2 * .pi
          let rr = i % 2 == 0 ? r : r * inner
          return point(cx + rr * cos(a), cy + rr * sin(a), &rng)
        }
      ]
    case 2:
      // Self-intersecting: points anywhere.
      let n = Int.random(in: 3...14, using: &rng)
      return [
        (0..<n).map { _ in
          point(
            cx + .random(in: -r...r, using: &rng), cy + .random(in: -r...r, using: &rng), &rng)
        }
      ]
    case 3:
      // A flattened curve: an ellipse or a ring of many short edges, the inner circle the
      // same way round or reversed.
      let n = Int.random(in: 16...160, using: &rng)
      let ry = r * .random(in: 0.3...1, using: &rng)
      let outer = (0..<n).map { i in
        let a = Double(i) / Double(n) * 2 * .pi
        return point(cx + r * cos(a), cy + ry * sin(a), &rng)
      }
      guard Bool.random(using: &rng) else { return [outer] }
      let k = Double.random(in: 0.5...0.95, using: &rng)
      var inner = (0..<n).map { i in
        let a = Double(i) / Double(n) * 2 * .pi
        return point(cx + k * r * cos(a), cy + k * ry * sin(a), &rng)
      }
      if Bool.random(using: &rng) { inner.reverse() }
      return [outer, inner]
    case 4:
      // Nearly horizontal and nearly vertical edges.
      let w = r * .random(in: 0.2...2, using: &rng)
      let h = r * .random(in: 0.2...2, using: &rng)
      let tilt = Double.random(in: -0.05...0.05, using: &rng)
      return [
        [
          point(cx - w, cy - h, &rng), point(cx + w, cy - h + tilt, &rng),
          point(cx + w + tilt, cy + h, &rng), point(cx - w, cy + h + tilt, &rng),
        ]
      ]
    case 5:
      // Hairline bands: a pixel across the minor axis of each segment of a polyline, wound
      // the same way, one subpath each (as `HairlineStroke` draws them).
      let n = Int.random(in: 1...8, using: &rng)
      var x = cx + .random(in: -r...r, using: &rng)
      var y = cy + .random(in: -r...r, using: &rng)
      var bands: [[(Int32, Int32)]] = []
      for _ in 0..<n {
        let nx = cx + .random(in: -r...r, using: &rng)
        let ny = cy + .random(in: -r...r, using: &rng)
        let dx = nx - x
        let dy = ny - y
        let (ox, oy) = abs(dx) >= abs(dy) ? (0.0, 0.5) : (0.5, 0.0)
        let flip = dx * oy - dy * ox < 0 ? -1.0 : 1.0
        bands.append([
          point(x - ox * flip, y - oy * flip, &rng), point(nx - ox * flip, ny - oy * flip, &rng),
          point(nx + ox * flip, ny + oy * flip, &rng), point(x + ox * flip, y + oy * flip, &rng),
        ])
        x = nx
        y = ny
      }
      return bands
    default:
      // A random walk of short edges.
      let n = Int.random(in: 8...60, using: &rng)
      var x = cx
      var y = cy
      return [
        (0..<n).map { _ in
          x = min(max(x + .random(in: -r / 4...r / 4, using: &rng), cx - r), cx + r)
          y = min(max(y + .random(in: -r / 4...r / 4, using: &rng), cy - r), cy + r)
          return point(x, y, &rng)
        }
      ]
    }
  }

  /// A seeded case: a polygon of `kind` 1–3, 10–60 or 300 pixels across on a surface around
  /// it (sometimes hanging off it), sometimes under a clip cutting it.
  static func randomCase(kind: Int, rng: inout SeededGenerator) -> Case {
    let size: Double
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1: size = .random(in: 1...3, using: &rng)
    case 2, 3, 4: size = .random(in: 10...60, using: &rng)
    default: size = 300
    }
    let side = Int(size) + 8
    let width = side + Int.random(in: 0...6, using: &rng)
    let height = side + Int.random(in: 0...6, using: &rng)
    let cx = Double(width) / 2 + .random(in: -size / 4...size / 4, using: &rng)
    let cy = Double(height) / 2 + .random(in: -size / 4...size / 4, using: &rng)
    let subpaths = polygon(kind: kind, cx: cx, cy: cy, size: size, rng: &rng)
    var clip: (x: Int, y: Int, width: Int, height: Int)?
    if Int.random(in: 0..<3, using: &rng) == 0 {
      let x = Int.random(in: 0...(width / 2), using: &rng)
      let y = Int.random(in: 0...(height / 2), using: &rng)
      clip = (
        x, y, Int.random(in: 1...(width - x), using: &rng),
        Int.random(in: 1...(height - y), using: &rng)
      )
    }
    return Case(
      subpaths: subpaths, width: width, height: height, clip: clip,
      evenOdd: Bool.random(using: &rng))
  }

  // MARK: Both sides

  /// Whether every edge of the path, closing ones too, lies along an axis: Cairo then fills
  /// boxes instead of scan converting.
  static func isRectilinear(_ subpaths: [[(Int32, Int32)]]) -> Bool {
    for points in subpaths where points.count > 1 {
      for (i, a) in points.enumerated() {
        let b = points[(i + 1) % points.count]
        if a.0 != b.0 && a.1 != b.1 { return false }
      }
    }
    return true
  }

  /// `cairo_fill` of the case into a cleared surface of `format` (A8, or ARGB32 with an
  /// opaque colour), and the path as Cairo holds it (`cairo_copy_path`, exact for points
  /// on the grid; collinear and repeated points already merged).
  static func cairoFill(
    _ c: Case, format: cairo_format_t
  ) -> (bytes: [UInt8], stride: Int, path: [[(Int32, Int32)]]) {
    let surface = cairo_image_surface_create(format, Int32(c.width), Int32(c.height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if let clip = c.clip {
      cairo_rectangle(
        cr, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
      cairo_clip(cr)
    }
    cairo_set_fill_rule(cr, c.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_source_rgb(cr, 0.2, 0.6, 1.0)
    for points in c.subpaths {
      for (i, p) in points.enumerated() {
        let x = Double(p.0) / 256
        let y = Double(p.1) / 256
        if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
      }
      cairo_close_path(cr)
    }
    var path: [[(Int32, Int32)]] = []
    let copy = cairo_copy_path(cr)!
    var i = 0
    while i < Int(copy.pointee.num_data) {
      let header = copy.pointee.data[i].header
      let point = { () -> (Int32, Int32) in
        let p = copy.pointee.data[i + 1].point
        return (Int32(p.x * 256), Int32(p.y * 256))
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: path.append([point()])
      case CAIRO_PATH_LINE_TO: path[path.count - 1].append(point())
      default: break
      }
      i += Int(header.length)
    }
    cairo_path_destroy(copy)
    cairo_fill(cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let bytes = Array(UnsafeBufferPointer(start: data, count: stride * c.height))
    return (bytes, stride, path)
  }

  /// The converter's coverage of Cairo's path of the case, as an A8 image `width` wide:
  /// the polygon clipped to the operation's extents (the clip, or the surface, cut to the
  /// path's extents rounded out) as Cairo's fill clips it, converted in the box Cairo
  /// converts it in (that cut to the polygon's extents).
  static func converted(
    _ c: Case, path: [[(Int32, Int32)]], policy: SampledScanConverter.WholeRowPolicy = .cairo,
    polygon: inout FixedPolygon, converter: inout SampledScanConverter
  ) -> [UInt8] {
    var sink = A8Sink(bytes: Array(repeating: 0, count: c.width * c.height), stride: c.width)
    convert(c, path: path, policy: policy, polygon: &polygon, converter: &converter, into: &sink)
    return sink.bytes
  }

  /// Converts Cairo's path of the case as ``converted(_:path:policy:polygon:converter:)``
  /// does, into `sink`.
  static func convert<Sink: CoverageSpanSink>(
    _ c: Case, path: [[(Int32, Int32)]], policy: SampledScanConverter.WholeRowPolicy = .cairo,
    polygon: inout FixedPolygon, converter: inout SampledScanConverter, into sink: inout Sink
  ) {
    var box = c.clip ?? (0, 0, c.width, c.height)
    box.width += box.x
    box.height += box.y
    let xs = path.flatMap { $0.map(\.0) }
    let ys = path.flatMap { $0.map(\.1) }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return }
    let x0 = Int32(max(box.x, Int(minX >> 8)))
    let y0 = Int32(max(box.y, Int(minY >> 8)))
    let x1 = Int32(min(box.width, Int((maxX + 255) >> 8)))
    let y1 = Int32(min(box.height, Int((maxY + 255) >> 8)))
    guard x0 < x1, y0 < y1 else { return }
    polygon.reset(minX: x0, minY: y0, maxX: x1, maxY: y1)
    for points in path where points.count > 1 {
      for (i, a) in points.enumerated() {
        let b = points[(i + 1) % points.count]
        polygon.addLine(x1: a.0, y1: a.1, x2: b.0, y2: b.1)
      }
    }
    guard let b = polygon.pixelBox else { return }
    converter.wholeRows = policy
    converter.reset(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
    for edge in polygon.edges { converter.add(edge) }
    converter.render(evenOdd: c.evenOdd, into: &sink)
  }

  /// The first differing pixel of two A8 images, or nil.
  static func firstDifference(
    _ ours: [UInt8], _ cairo: [UInt8], stride: Int, width: Int, height: Int
  ) -> (x: Int, y: Int, ours: UInt8, cairo: UInt8)? {
    for y in 0..<height {
      for x in 0..<width where ours[y * width + x] != cairo[y * stride + x] {
        return (x, y, ours[y * width + x], cairo[y * stride + x])
      }
    }
    return nil
  }

  /// Pixman's rounded `a × b / 255`.
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let t = UInt32(a) * UInt32(b) + 0x80
    return UInt8(((t >> 8) + t) >> 8)
  }

  // MARK: Tests

  /// 2,100 polygons of seven kinds, each as drawn and with the other fill rule: A8 bytes
  /// identical to `cairo_fill`'s.
  @Test(arguments: 0..<7)
  func matchesCairoInA8(kind: Int) {
    var rng = SeededGenerator(seed: 0x7A5C_0000 + UInt64(kind))
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var compared = 0
    var failures = 0
    for n in 0..<300 {
      var c = Self.randomCase(kind: kind, rng: &rng)
      guard !Self.isRectilinear(c.subpaths) else { continue }
      for _ in 0..<2 {
        c.evenOdd.toggle()
        let reference = Self.cairoFill(c, format: CAIRO_FORMAT_A8)
        let ours = Self.converted(
          c, path: reference.path, polygon: &polygon, converter: &converter)
        compared += 1
        if let d = Self.firstDifference(
          ours, reference.bytes, stride: reference.stride, width: c.width, height: c.height)
        {
          failures += 1
          if failures <= 3 {
            Issue.record(
              "kind \(kind) case \(n) evenOdd \(c.evenOdd) clip \(String(describing: c.clip)): pixel (\(d.x), \(d.y)) is \(d.ours), Cairo's \(d.cairo); path \(reference.path)"
            )
          }
        }
      }
    }
    #expect(failures == 0)
    #expect(compared >= 500)
  }

  /// The same spans composited as Cairo's image compositor does with an opaque colour into
  /// a cleared ARGB32 surface: each channel the colour times the coverage, pixman-rounded.
  @Test func matchesCairoInARGB32() {
    var rng = SeededGenerator(seed: 0xA4_6B32)
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var failures = 0
    // The source colour 0.2, 0.6, 1.0 as Cairo rounds it to 8 bits.
    let colour: [UInt8] = [255, 153, 51, 255]  // B, G, R, A in memory
    for n in 0..<210 {
      let c = Self.randomCase(kind: n % 7, rng: &rng)
      guard !Self.isRectilinear(c.subpaths) else { continue }
      let reference = Self.cairoFill(c, format: CAIRO_FORMAT_ARGB32)
      let ours = Self.converted(c, path: reference.path, polygon: &polygon, converter: &converter)
      var expected = Array(repeating: UInt8(0), count: reference.bytes.count)
      for y in 0..<c.height {
        for x in 0..<c.width {
          for k in 0..<4 {
            expected[y * reference.stride + x * 4 + k] = Self.multiply(
              colour[k], ours[y * c.width + x])
          }
        }
      }
      if expected != reference.bytes {
        failures += 1
        if failures <= 3 { Issue.record("case \(n): ARGB32 bytes differ from Cairo's") }
      }
    }
    #expect(failures == 0)
  }

  /// The polygons tell Cairo's choice of whole rows from a broken one: sampling every row,
  /// or measuring rows whole where edges cross, moves pixels of some of them.
  @Test(arguments: [SampledScanConverter.WholeRowPolicy.never, .ignoringCrossings])
  func brokenWholeRowRuleIsCaught(policy: SampledScanConverter.WholeRowPolicy) {
    var rng = SeededGenerator(seed: 0x0B0E)
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var differing = 0
    for n in 0..<140 {
      let c = Self.randomCase(kind: n % 7, rng: &rng)
      guard !Self.isRectilinear(c.subpaths) else { continue }
      let reference = Self.cairoFill(c, format: CAIRO_FORMAT_A8)
      let ours = Self.converted(
        c, path: reference.path, policy: policy, polygon: &polygon, converter: &converter)
      if Self.firstDifference(
        ours, reference.bytes, stride: reference.stride, width: c.width, height: c.height)
        != nil
      {
        differing += 1
      }
    }
    #expect(differing > 0)
  }
}
