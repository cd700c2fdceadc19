import CGeos
import Foundation

/// Boolean operations and offsets on Lottie outlines: curves are flattened to polygons and
/// combined by GEOS (Debian's `libgeos-dev`, through its reentrant C API).
///
/// The results are polygons (straight segments): closed outlines whose interiors fill
/// correctly under either fill rule, outer rings clockwise on screen and holes anticlockwise.
enum PathBooleans {
  /// The largest distance, in the outline's own units, between a curve and its polygon.
  static let flatness = 0.05
  /// The most polygon points one operation takes in; finer curves are flattened coarser.
  static let maxPoints = 50_000
  /// Offsets (and mask expansions) beyond this, either way, are treated as this much: nothing
  /// on a canvas needs more, and GEOS would only build enormous rings.
  static let maxOffset = 100_000.0

  // MARK: Merge paths

  /// Combines `operands` (each a list of outlines filled non-zero) by `mode`, in After
  /// Effects' order: the topmost operand (the first listed) is combined with each one below
  /// it, so subtract keeps what the first outline covers and none of the others (as After
  /// Effects' manual describes it and Skottie draws it).
  static func combine(_ operands: [[BezierShape]], mode: MergeMode) -> [BezierShape] {
    guard mode != .merge else { return operands.flatMap { $0 } }
    let rings = operands.map { flatten($0) }
    guard rings.contains(where: { !$0.isEmpty }) else { return [] }
    return withContext { g in
      // The topmost operand is the base even when it is empty (nil is an empty area):
      // nothing minus or intersected with anything stays nothing.
      var acc = operand(g, rings[0])
      for ringsOfOne in rings.dropFirst() {
        let region = operand(g, ringsOfOne)
        guard let current = acc else {
          if mode == .add || mode == .excludeIntersections {
            acc = region
          } else if let region {
            GEOSGeom_destroy_r(g, region)
          }
          continue
        }
        guard let region else {
          if mode == .intersect {
            GEOSGeom_destroy_r(g, current)
            acc = nil
          }
          continue
        }
        acc = combine(g, current, region, mode: mode)
        GEOSGeom_destroy_r(g, current)
        GEOSGeom_destroy_r(g, region)
      }
      guard let acc else { return [] }
      defer { GEOSGeom_destroy_r(g, acc) }
      return shapes(g, acc)
    } ?? []
  }

  /// The area of one operand under the non-zero rule; when its outlines cancel out entirely
  /// (the same outline twice, wound both ways, as exported files hold), the union of each
  /// outline's own area, so an operand never vanishes by its outlines' directions alone.
  private static func operand(_ g: GEOSContextHandle_t, _ rings: [[CGPoint]]) -> OpaquePointer? {
    if let area = region(g, rings) { return area }
    guard rings.count > 1 else { return nil }
    var union: OpaquePointer?
    for ring in rings {
      guard let one = region(g, [ring]) else { continue }
      guard let current = union else {
        union = one
        continue
      }
      union = combine(g, current, one, mode: .add)
      GEOSGeom_destroy_r(g, current)
      GEOSGeom_destroy_r(g, one)
    }
    return union
  }

  /// `a` combined with `b` by `mode`; when GEOS cannot node the exact coordinates (a
  /// topology error, which returns nil), again on a grid far finer than the flattening, so a
  /// frame never loses its shapes to a robustness failure.
  private static func combine(
    _ g: GEOSContextHandle_t, _ a: OpaquePointer, _ b: OpaquePointer, mode: MergeMode
  ) -> OpaquePointer? {
    let grid = flatness / 100
    switch mode {
    case .merge, .add: return GEOSUnion_r(g, a, b) ?? GEOSUnionPrec_r(g, a, b, grid)
    case .subtract: return GEOSDifference_r(g, a, b) ?? GEOSDifferencePrec_r(g, a, b, grid)
    case .intersect:
      return GEOSIntersection_r(g, a, b) ?? GEOSIntersectionPrec_r(g, a, b, grid)
    case .excludeIntersections:
      return GEOSSymDifference_r(g, a, b) ?? GEOSSymDifferencePrec_r(g, a, b, grid)
    }
  }

  // MARK: Offset

  /// Grows (positive `amount`) or shrinks each outline's filled area by `amount`, with the
  /// corners `join` makes; an open outline becomes the band `|amount|` either side of it.
  static func offset(
    _ shapes: [BezierShape], amount: Double, join: LineJoinKind, miterLimit: Double
  ) -> [BezierShape] {
    guard amount != 0, amount.isFinite else { return shapes }
    let distance = min(max(amount, -maxOffset), maxOffset)
    let joinStyle: Int32
    switch join {
    case .miter: joinStyle = Int32(GEOSBUF_JOIN_MITRE.rawValue)
    case .round: joinStyle = Int32(GEOSBUF_JOIN_ROUND.rawValue)
    case .bevel: joinStyle = Int32(GEOSBUF_JOIN_BEVEL.rawValue)
    }
    let cap =
      join == .round ? Int32(GEOSBUF_CAP_ROUND.rawValue) : Int32(GEOSBUF_CAP_FLAT.rawValue)
    let limit = miterLimit.isFinite ? min(max(miterLimit, 1), 100) : 4
    // Segments per quarter circle so that round corners stay within the flatness.
    let r = abs(distance)
    let step = r > flatness ? acos(1 - flatness / r) : Double.pi / 4
    let quadrantSegments = Int32(min(max((Double.pi / 2 / (2 * step)).rounded(.up), 2), 64))
    var out: [BezierShape] = []
    _ = withContext { g in
      for shape in shapes {
        let rings = flatten([shape])
        guard let ring = rings.first else { continue }
        let source: OpaquePointer?
        if shape.closed {
          source = region(g, rings)
        } else {
          source = lineString(g, ring.dropLast())
        }
        guard let source else { continue }
        let width = shape.closed ? distance : abs(distance)
        if let grown = GEOSBufferWithStyle_r(
          g, source, width, quadrantSegments, cap, joinStyle, limit)
        {
          out.append(contentsOf: self.shapes(g, grown))
          GEOSGeom_destroy_r(g, grown)
        }
        GEOSGeom_destroy_r(g, source)
      }
    }
    return out
  }

  // MARK: Polygons

  private static func withContext<T>(_ body: (GEOSContextHandle_t) -> T) -> T? {
    guard let g = GEOS_init_r() else { return nil }
    defer { GEOS_finish_r(g) }
    return body(g)
  }

  /// Each outline as a closed polygon ring (first point repeated last), dropping outlines
  /// with fewer than three points or with coordinates that are not finite.
  static func flatten(_ shapes: [BezierShape]) -> [[CGPoint]] {
    var tolerance = flatness
    var counts = subdivisions(shapes, tolerance: tolerance)
    let total = counts.reduce(0) { $0 + $1.reduce(0, +) }
    if total > maxPoints {
      tolerance *= pow(Double(total) / Double(maxPoints), 2)
      counts = subdivisions(shapes, tolerance: tolerance)
    }
    var rings: [[CGPoint]] = []
    for (s, shape) in shapes.enumerated() {
      guard let first = shape.knots.first?.vertex,
        shape.knots.allSatisfy({
          $0.vertex.x.isFinite && $0.vertex.y.isFinite && $0.inPoint.x.isFinite
            && $0.inPoint.y.isFinite && $0.outPoint.x.isFinite && $0.outPoint.y.isFinite
        })
      else { continue }
      var ring: [CGPoint] = [first]
      for k in 0..<shape.segmentCount {
        let seg = shape.segment(k)
        let n = counts[s][k]
        if n <= 1 {
          ring.append(CGPoint(seg.p3))
          continue
        }
        for i in 1...n { ring.append(CGPoint(seg.point(at: Double(i) / Double(n)))) }
      }
      if ring.last != first { ring.append(first) }
      if ring.count >= 4 { rings.append(ring) }
    }
    return rings
  }

  /// How many straight pieces each segment becomes (Wang's bound for a cubic).
  private static func subdivisions(_ shapes: [BezierShape], tolerance: Double) -> [[Int]] {
    shapes.map { shape in
      (0..<shape.segmentCount).map { k in
        let s = shape.segment(k)
        if s.kind == .line { return 1 }
        let ax = s.p0.x - 2 * s.p1.x + s.p2.x
        let ay = s.p0.y - 2 * s.p1.y + s.p2.y
        let bx = s.p1.x - 2 * s.p2.x + s.p3.x
        let by = s.p1.y - 2 * s.p2.y + s.p3.y
        let m = max(hypot(ax, ay), hypot(bx, by))
        let n = (0.75 * m / tolerance).squareRoot().rounded(.up)
        return n.isFinite ? Int(min(max(n, 1), 512)) : 1
      }
    }
  }

  private static func sequence(_ g: GEOSContextHandle_t, _ points: some Collection<CGPoint>)
    -> OpaquePointer?
  {
    var buffer: [Double] = []
    buffer.reserveCapacity(points.count * 2)
    for p in points {
      buffer.append(p.x)
      buffer.append(p.y)
    }
    return GEOSCoordSeq_copyFromBuffer_r(g, buffer, UInt32(points.count), 0, 0)
  }

  private static func lineString(_ g: GEOSContextHandle_t, _ points: some Collection<CGPoint>)
    -> OpaquePointer?
  {
    guard points.count >= 2, let seq = sequence(g, points) else { return nil }
    return GEOSGeom_createLineString_r(g, seq)
  }

  /// The area `rings` enclose under the non-zero rule, as a valid polygonal geometry: the
  /// rings' edges are noded into faces, and a face is kept when the winding number of a
  /// point inside it is not zero (so self-intersections, holes and overlaps all come out
  /// right).
  private static func region(_ g: GEOSContextHandle_t, _ rings: [[CGPoint]]) -> OpaquePointer? {
    guard !rings.isEmpty, isTractable(rings) else { return nil }
    var lines: [OpaquePointer?] = rings.compactMap { lineString(g, $0) }
    guard !lines.isEmpty else { return nil }
    let collection = lines.withUnsafeMutableBufferPointer {
      GEOSGeom_createCollection_r(
        g, Int32(GEOS_MULTILINESTRING.rawValue), $0.baseAddress, UInt32($0.count))
    }
    guard let collection else { return nil }
    defer { GEOSGeom_destroy_r(g, collection) }
    // The union of line work nodes it: every crossing becomes a vertex of both lines.
    guard let noded = GEOSUnaryUnion_r(g, collection) else { return nil }
    defer { GEOSGeom_destroy_r(g, noded) }
    var input: [OpaquePointer?] = [noded]
    guard
      let faces = input.withUnsafeMutableBufferPointer({ buffer in
        buffer.withMemoryRebound(to: OpaquePointer?.self) {
          GEOSPolygonize_r(g, $0.baseAddress, 1)
        }
      })
    else { return nil }
    defer { GEOSGeom_destroy_r(g, faces) }
    var kept: [OpaquePointer?] = []
    for i in 0..<max(0, GEOSGetNumGeometries_r(g, faces)) {
      guard let face = GEOSGetGeometryN_r(g, faces, i),
        let inside = GEOSPointOnSurface_r(g, face)
      else { continue }
      var x = 0.0
      var y = 0.0
      let ok = GEOSGeomGetX_r(g, inside, &x) == 1 && GEOSGeomGetY_r(g, inside, &y) == 1
      GEOSGeom_destroy_r(g, inside)
      if ok, winding(CGPoint(x: x, y: y), rings) != 0, let copy = GEOSGeom_clone_r(g, face) {
        kept.append(copy)
      }
    }
    guard !kept.isEmpty else { return nil }
    let parts = kept.withUnsafeMutableBufferPointer {
      GEOSGeom_createCollection_r(
        g, Int32(GEOS_MULTIPOLYGON.rawValue), $0.baseAddress, UInt32($0.count))
    }
    guard let parts else { return nil }
    defer { GEOSGeom_destroy_r(g, parts) }
    // Neighbouring faces merge, so no edge between them is left to stroke.
    return GEOSUnaryUnion_r(g, parts)
  }

  /// The most edge crossings an outline may have for booleans and offsets; noding costs
  /// grow with them, and a zig-zag of a million ridges folded onto itself has billions.
  static let maxCrossings = 20_000
  /// The most pairs of nearby edges ``isTractable(_:)`` examines.
  static let maxPairTests = 4_000_000

  /// False when `rings` cross themselves and each other more than ``maxCrossings`` times (or
  /// are too tangled to count within ``maxPairTests``): such outlines are left as they are.
  static func isTractable(_ rings: [[CGPoint]]) -> Bool {
    var edges: [(CGPoint, CGPoint)] = []
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for ring in rings {
      for k in 0..<(ring.count - 1) {
        edges.append((ring[k], ring[k + 1]))
        minX = min(minX, ring[k].x)
        maxX = max(maxX, ring[k].x)
        minY = min(minY, ring[k].y)
        maxY = max(maxY, ring[k].y)
      }
    }
    guard edges.count > 64 else { return true }
    // A uniform grid of about one cell per edge; each edge is listed in the cells its box
    // touches (at most `side` of them, long edges go to a shared overflow list).
    let side = max(1, Int(Double(edges.count).squareRoot()))
    let w = max(maxX - minX, 1e-9) / Double(side)
    let h = max(maxY - minY, 1e-9) / Double(side)
    var cells = [[Int32]](repeating: [], count: side * side)
    var overflow: [Int32] = []
    func cell(_ v: Double, _ origin: Double, _ size: Double) -> Int {
      min(side - 1, max(0, Int((v - origin) / size)))
    }
    for (i, e) in edges.enumerated() {
      let x0 = cell(min(e.0.x, e.1.x), minX, w)
      let x1 = cell(max(e.0.x, e.1.x), minX, w)
      let y0 = cell(min(e.0.y, e.1.y), minY, h)
      let y1 = cell(max(e.0.y, e.1.y), minY, h)
      if (x1 - x0 + 1) * (y1 - y0 + 1) > side {
        overflow.append(Int32(i))
        continue
      }
      for y in y0...y1 {
        for x in x0...x1 { cells[y * side + x].append(Int32(i)) }
      }
    }
    var tests = 0
    var crossings = 0
    func crosses(_ a: Int32, _ b: Int32) -> Bool {
      let (p, q) = edges[Int(a)]
      let (r, t) = edges[Int(b)]
      let d1 = cross(p, q, r)
      let d2 = cross(p, q, t)
      let d3 = cross(r, t, p)
      let d4 = cross(r, t, q)
      return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0))
        && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }
    tests += overflow.count * edges.count
    guard tests <= maxPairTests else { return false }
    for a in overflow {
      for b in 0..<Int32(edges.count) where b != a && crosses(a, b) { crossings += 1 }
    }
    for list in cells where list.count > 1 {
      tests += list.count * (list.count - 1) / 2
      guard tests <= maxPairTests else { return false }
      for i in 0..<(list.count - 1) {
        for j in (i + 1)..<list.count where crosses(list[i], list[j]) { crossings += 1 }
      }
      // Pairs sharing several cells count more than once: an upper bound is enough.
      if crossings > 2 * maxCrossings { return false }
    }
    return crossings <= 2 * maxCrossings
  }

  /// The winding number of `rings` about `p`.
  static func winding(_ p: CGPoint, _ rings: [[CGPoint]]) -> Int {
    var w = 0
    for ring in rings {
      for k in 0..<(ring.count - 1) {
        let a = ring[k]
        let b = ring[k + 1]
        if a.y <= p.y {
          if b.y > p.y && cross(a, b, p) > 0 { w += 1 }
        } else if b.y <= p.y && cross(a, b, p) < 0 {
          w -= 1
        }
      }
    }
    return w
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The rings of every polygon in `geometry`, as closed straight-edged outlines.
  private static func shapes(_ g: GEOSContextHandle_t, _ geometry: OpaquePointer) -> [BezierShape] {
    var out: [BezierShape] = []
    func ring(_ r: OpaquePointer?, hole: Bool) {
      guard let r, let seq = GEOSGeom_getCoordSeq_r(g, r) else { return }
      var size: UInt32 = 0
      guard GEOSCoordSeq_getSize_r(g, seq, &size) == 1, size >= 4 else { return }
      var points: [CGPoint] = []
      points.reserveCapacity(Int(size) - 1)
      for i in 0..<(size - 1) {
        var x = 0.0
        var y = 0.0
        GEOSCoordSeq_getXY_r(g, seq, i, &x, &y)
        points.append(CGPoint(x: x, y: y))
      }
      var area = 0.0
      for k in points.indices {
        let a = points[k]
        let b = points[(k + 1) % points.count]
        area += a.x * b.y - b.x * a.y
      }
      // Positive shoelace area is clockwise on a y-down screen.
      if (area < 0) != hole { points.reverse() }
      var shape = BezierShape(closed: true)
      for p in points { shape.add(vertex: p, in: p, out: p) }
      out.append(shape)
    }
    func visit(_ geom: OpaquePointer) {
      let type = GEOSGeomTypeId_r(g, geom)
      if type == Int32(GEOS_POLYGON.rawValue) {
        ring(GEOSGetExteriorRing_r(g, geom), hole: false)
        for h in 0..<max(0, GEOSGetNumInteriorRings_r(g, geom)) {
          ring(GEOSGetInteriorRingN_r(g, geom, h), hole: true)
        }
      } else if type == Int32(GEOS_MULTIPOLYGON.rawValue)
        || type == Int32(GEOS_GEOMETRYCOLLECTION.rawValue)
      {
        for i in 0..<max(0, GEOSGetNumGeometries_r(g, geom)) {
          if let part = GEOSGetGeometryN_r(g, geom, i) { visit(part) }
        }
      }
    }
    visit(geometry)
    return out
  }
}
