import Foundation

/// The outline of a stroke: a ``Path`` whose non-zero fill covers exactly what stroking a path
/// with a ``StrokeStyle`` covers, so a stroke can be drawn by the same rasteriser as a fill
/// (Skia strokes this way, and lottie-web draws with Skia).
///
/// ```swift
/// let band = StrokeOutline.outline(of: line, style: StrokeStyle(lineWidth: 4), tolerance: 0.1)
/// ```
///
/// Curves are flattened within `tolerance` (in the path's units: scale Cairo's 0.1 device
/// pixel by the transform), then the polyline is cut into pieces that each have positive
/// area and overlap where they meet, so non-zero winding unions them whatever their overlap:
/// - a run of pieces that turn by less than an angle whose round, miter and bevel joins all
///   lie within the tolerance is one band (both offset sides joined at their ends), when each
///   of its quadrilaterals is convex and positively wound — else those pieces are separate
///   rectangles with a bevel between them;
/// - each sharper corner gets the wedge of its join on its outer side (a round one inside a
///   curve, where a stroke is the union of discs), the inner side being covered by the
///   overlapping bands;
/// - each open end gets its cap; a subpath of zero length a dot (round and square caps);
/// - dashes cut the polyline by arc length first, each dash stroked as an open polyline, the
///   last joined to the first when a closed subpath starts and ends inside a dash.
///
/// Where nothing folds (every quadrilateral convex), an open polyline is one contour (one
/// offset side forwards, the end cap, the other side back, the start cap) and a closed one two
/// rings, each corner's join on its outer side and its inner side through the corner point:
/// the sum of the pieces above with the edges they share taken away, so a rasteriser sees
/// no pieces overlapping where they meet (pixels crossed by unconnected lines cost it an
/// exact resolution each). Elsewhere the pieces are separate contours.
///
/// Round joins and caps are flattened here into as few chords as keep within the tolerance,
/// and every point is mapped into the outline's space as it is made
/// (``StrokeOutlinePolygons``), so a filler takes the outline's lines as they are.
package struct StrokeOutline {
  /// The most polyline points one outline is built from; beyond it ``outline(of:style:tolerance:)``
  /// gives `nil` and the caller strokes another way, so a huge path costs bounded memory.
  package static let maximumPoints = 1 << 20

  private let halfWidth: Double
  private let style: StrokeStyle
  private let tolerance: Double
  /// The cosine of the largest turn merged into a band: at that turn a round join's arc, a
  /// miter's tip and a bevel's chord are all within the tolerance of each other.
  private let smoothCosine: Double
  private let miterLimit: Double
  /// Points shorter than this from the previous one are the same point (no direction).
  private let minimumStep: Double
  private var out: StrokeOutlinePolygons
  /// The angle of one chord of a round join or cap, whose sagitta is the tolerance.
  private let arcStep: Double
  /// The offset normals of each point for the chain arriving at it and the chain leaving
  /// it (the same but at corners), and whether it is a corner (``contour(closed:)``).
  private var normalsIn: [SIMD2<Double>] = []
  private var normalsOut: [SIMD2<Double>] = []
  private var cornerAt: [Bool] = []
  /// The polyline being stroked, and for each point whether two path segments meet there
  /// (the style's join applies) rather than two pieces of one flattened curve.
  private var points: [SIMD2<Double>] = []
  private var corners: [Bool] = []
  /// The path's own unit tangents arriving at and leaving each point where a segment ends
  /// or starts (caps and joins face along them, as Cairo's and Skia's do); zero elsewhere,
  /// where the chord to the neighbour stands for it.
  private var arriving: [SIMD2<Double>] = []
  private var leaving: [SIMD2<Double>] = []
  /// The chain being stroked (``stroke(chainFrom:to:)``) and its points' offset normals.
  private var chain: [SIMD2<Double>] = []
  private var chainNormals: [SIMD2<Double>] = []
  /// Points accumulated so far over the whole path, against ``maximumPoints``.
  private var spent = 0
  /// Which way a square dot faces: along its dash's piece, else the x axis.
  private var dotDirection = SIMD2<Double>(1, 0)

  /// Whether runs without folds are one contour (``contour(closed:)``), else every piece is
  /// its own.
  private let merges: Bool

  private init(
    style: StrokeStyle, tolerance: Double, transform: Transform, merges: Bool,
    buffers: StrokeOutlineBuffers?
  ) {
    out = StrokeOutlinePolygons(transform: transform)
    self.merges = merges
    self.style = style
    halfWidth = style.lineWidth / 2
    self.tolerance = tolerance
    let ratio = min(1, tolerance / halfWidth)
    smoothCosine = cos(min(0.5, 2 * acos(1 - ratio)))
    miterLimit = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
    minimumStep = tolerance * 1e-4
    arcStep = 2 * acos(1 - ratio)
    // Without kept buffers, new ones with room for a typical stroke (a flattened arc is
    // 50–150 points): grown from empty, each buffer was copied six or seven times per stroke.
    take(buffers ?? StrokeOutlineBuffers(), transform: transform)
  }

  /// How many polyline points the buffers have room for before they grow.
  static let initialRoom = 128

  /// Takes the buffers `buffers` holds (emptied, their room kept), its polygons' included.
  private mutating func take(_ buffers: StrokeOutlineBuffers, transform: Transform) {
    exchangeBuffers(with: buffers)
    swap(&out, &buffers.polygons)
    out.reset(transform: transform)
  }

  /// Trades the polyline's buffers for those `buffers` holds: taking them, or giving them
  /// back once the outline is made (the polygons go back through
  /// ``StrokeOutlineBuffers/recycle(_:)`` once used).
  private mutating func exchangeBuffers(with buffers: StrokeOutlineBuffers) {
    swap(&points, &buffers.points)
    swap(&corners, &buffers.corners)
    swap(&arriving, &buffers.arriving)
    swap(&leaving, &buffers.leaving)
    swap(&normalsIn, &buffers.normalsIn)
    swap(&normalsOut, &buffers.normalsOut)
    swap(&cornerAt, &buffers.cornerAt)
    swap(&chain, &buffers.chain)
    swap(&chainNormals, &buffers.chainNormals)
  }

  /// The outline of `path` stroked with `style`, its curves flattened within `tolerance`;
  /// `nil` when the width, the tolerance or a point is not finite, or the path flattens into
  /// more than ``maximumPoints`` points (or dashes). An empty path when nothing is drawn.
  ///
  /// Each piece is its own contour here: a path cannot carry the marks
  /// (``StrokeOutlinePolygons/breaks``) that make a merged contour's corners exact for a
  /// rasteriser summing connected lines' areas.
  package static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path? {
    polygons(of: path, style: style, tolerance: tolerance, merging: false)?.path
  }

  /// The outline of `path` stroked with `style` as ``outline(of:style:tolerance:)`` makes it,
  /// as polygons whose points are mapped through `transform` (the tolerance is in the
  /// path's own units); `merging` makes each run without folds one contour. With `buffers`
  /// the outline is made in buffers kept from earlier outlines (give the polygons back with
  /// ``StrokeOutlineBuffers/recycle(_:)``), so a stroke allocates nothing once they have
  /// grown.
  package static func polygons(
    of path: Path, style: StrokeStyle, tolerance: Double, transform: Transform = .identity,
    merging: Bool = true, buffers: StrokeOutlineBuffers? = nil
  ) -> StrokeOutlinePolygons? {
    guard style.lineWidth.isFinite, tolerance.isFinite, tolerance > 0, path.isFinite else {
      return nil
    }
    guard style.lineWidth > 0 else { return StrokeOutlinePolygons(transform: transform) }
    var builder = StrokeOutline(
      style: style, tolerance: tolerance, transform: transform, merges: merging,
      buffers: buffers)
    defer { if let buffers { builder.exchangeBuffers(with: buffers) } }
    let dashes = StrokeOutline.dashes(style)
    var failed = false
    path.forEachSubpath { span in
      guard !failed else { return }
      guard builder.collect(path, span) else {
        failed = true
        return
      }
      let ok: Bool
      if let dashes {
        ok = builder.strokeDashed(closed: span.isClosed, dashes: dashes)
      } else {
        builder.strokePolyline(closed: span.isClosed)
        ok = true
      }
      if !ok { failed = true }
    }
    guard !failed else { return nil }
    builder.out.close()
    return builder.out
  }

  /// The dash pattern as Cairo takes it (an odd count repeats twice), or `nil` for a solid
  /// line: no dashes, or any negative or non-finite length, or all of them zero (as the
  /// painter strokes such patterns solid).
  private static func dashes(_ style: StrokeStyle) -> (lengths: [Double], phase: Double)? {
    let pattern = style.dashPattern
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    var lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    // A gap of zero between two dashes: with butt or round caps the two dashes' union is the
    // one dash over both (their caps meet inside a piece of the polyline, where it runs
    // straight), so they are one dash and their caps do not overlap. Positions along the
    // pattern, and so the phase, do not move. The gap closing the pattern is left alone.
    if style.lineCap != .square {
      var i = 1
      while i + 2 < lengths.count {
        if lengths[i] == 0 {
          lengths[i - 1] += lengths[i + 1]
          lengths.removeSubrange(i...(i + 1))
        } else {
          i += 2
        }
      }
    }
    var phase = style.dashPhase.isFinite ? style.dashPhase : 0
    phase = phase.truncatingRemainder(dividingBy: total)
    if phase < 0 { phase += total }
    return (lengths, phase)
  }

  // MARK: Polyline

  /// Flattens the subpath `span` of `path` into ``points`` / ``corners``; `false` when the
  /// point budget is spent.
  private mutating func collect(_ path: Path, _ span: Path.SubpathSpan) -> Bool {
    points.removeAll(keepingCapacity: true)
    corners.removeAll(keepingCapacity: true)
    arriving.removeAll(keepingCapacity: true)
    leaving.removeAll(keepingCapacity: true)
    points.append(span.start)
    corners.append(true)
    arriving.append(.zero)
    leaving.append(.zero)
    var budgetLeft = StrokeOutline.maximumPoints - spent
    var hasSegment = false
    let step = minimumStep
    path.forEachSegment(of: span) { segment, _ in
      hasSegment = true
      guard budgetLeft > 0, !segment.isPoint else { return }
      let startIndex = points.count - 1
      segment.flatten(tolerance: tolerance) { p in
        guard budgetLeft > 0 else { return }
        guard let last = points.last, distance(last, p) > step else { return }
        points.append(p)
        corners.append(false)
        arriving.append(.zero)
        leaving.append(.zero)
        budgetLeft -= 1
      }
      let last = points.count - 1
      corners[last] = true
      // Only a segment that moved the pen has tangents worth keeping.
      guard last > startIndex else { return }
      leaving[startIndex] = StrokeOutline.unit(segment.direction(at: 0))
      arriving[last] = StrokeOutline.unit(segment.direction(at: 1))
    }
    // A subpath drawn back onto its start (a degenerate move-close, or a closed one whose
    // last point is its first) has no closing piece.
    if span.isClosed, points.count > 1, let last = points.last,
      distance(last, span.start) <= step
    {
      points.removeLast()
      corners.removeLast()
      leaving.removeLast()
      arriving[0] = arriving.removeLast()
    }
    // A lone move draws nothing; any drawing element keeps one point, a dot.
    if !hasSegment && !span.isClosed { points.removeAll(keepingCapacity: true) }
    guard budgetLeft > 0 else { return false }
    spent = StrokeOutline.maximumPoints - budgetLeft
    return true
  }

  /// Strokes ``points``: as a closed loop (joined at its start) or open (capped at both
  /// ends).
  private mutating func strokePolyline(closed: Bool) {
    let count = points.count
    guard count > 0 else { return }
    if count == 1 {
      return dot(at: points[0], direction: dotDirection)
    }
    if contour(closed: closed) { return }
    if !closed {
      cap(at: points[0], outward: -outgoing(0, to: 1))
      cap(at: points[count - 1], outward: incoming(count - 1, from: count - 2))
      var start = 0
      for i in 1..<(count - 1) where isCorner(i, previous: i - 1, next: i + 1) {
        stroke(chainFrom: start, to: i)
        join(at: i, from: incoming(i, from: i - 1), to: outgoing(i, to: i + 1), corner: corners[i])
        start = i
      }
      stroke(chainFrom: start, to: count - 1)
      return
    }
    // Closed: chains run from corner to corner around the loop.
    let firstCorner = (0..<count).first {
      isCorner($0, previous: ($0 + count - 1) % count, next: ($0 + 1) % count)
    }
    guard let first = firstCorner ?? (ringIsConvex() ? nil : 0) else {
      return ring()
    }
    var start = first
    for k in 1...count {
      let i = (first + k) % count
      let previous = (i + count - 1) % count
      let next = (i + 1) % count
      guard k == count || isCorner(i, previous: previous, next: next) else { continue }
      stroke(chainFrom: start, to: i)
      join(at: i, from: incoming(i, from: previous), to: outgoing(i, to: next), corner: corners[i])
      start = i
    }
  }

  // MARK: Dashes

  /// Strokes ``points`` cut into dashes by arc length, each dash an open polyline; a closed
  /// loop that starts and ends inside a dash has those two joined into one. `false` when the
  /// dashes spend the point budget.
  private mutating func strokeDashed(
    closed: Bool, dashes: (lengths: [Double], phase: Double)
  ) -> Bool {
    let source = (points, corners, arriving, leaving)
    let count = source.0.count
    guard count > 0 else { return true }
    let lengths = dashes.lengths
    var entry = 0
    var remaining = lengths[0]
    var on = true
    var phase = dashes.phase
    while phase > 0 {
      if phase >= remaining {
        phase -= remaining
        entry = (entry + 1) % lengths.count
        remaining = lengths[entry]
        on.toggle()
      } else {
        remaining -= phase
        phase = 0
      }
    }
    if count == 1 {
      if on {
        dotDirection = SIMD2(1, 0)
        strokePolyline(closed: false)
      }
      return true
    }
    /// A dash's points, whether each is a corner, and their tangents (zero: the chord's).
    var dash: ([SIMD2<Double>], [Bool], [SIMD2<Double>], [SIMD2<Double>]) = ([], [], [], [])
    func add(_ p: SIMD2<Double>, _ index: Int?) {
      dash.0.append(p)
      dash.1.append(index.map { source.1[$0] } ?? false)
      dash.2.append(index.map { source.2[$0] } ?? .zero)
      dash.3.append(index.map { source.3[$0] } ?? .zero)
    }
    func clear() {
      dash.0.removeAll(keepingCapacity: true)
      dash.1.removeAll(keepingCapacity: true)
      dash.2.removeAll(keepingCapacity: true)
      dash.3.removeAll(keepingCapacity: true)
    }
    if on { add(source.0[0], 0) }
    let startsOn = on
    var first: ([SIMD2<Double>], [Bool], [SIMD2<Double>], [SIMD2<Double>])?
    var cut = false
    let pieces = closed ? count : count - 1
    for j in 0..<pieces {
      let a = source.0[j]
      let end = (j + 1) % count
      let b = source.0[end]
      let length = distance(a, b)
      var travelled = 0.0
      while remaining <= length - travelled {
        travelled += remaining
        let p = a + (b - a) * (travelled / length)
        spent += 1
        guard spent <= StrokeOutline.maximumPoints else { return false }
        if on {
          if let last = dash.0.last, distance(last, p) > minimumStep { add(p, nil) }
          if closed && startsOn && !cut {
            first = dash
          } else {
            emitDash(dash, direction: (b - a) / length)
          }
          cut = true
          clear()
        } else {
          add(p, nil)
        }
        on.toggle()
        entry = (entry + 1) % lengths.count
        remaining = lengths[entry]
      }
      remaining -= length - travelled
      if on, let last = dash.0.last, distance(last, b) > minimumStep { add(b, end) }
    }
    let tail =
      closed ? source.0[0] - source.0[count - 1] : source.0[count - 1] - source.0[count - 2]
    let unit = StrokeOutline.unit(tail)
    if on && !dash.0.isEmpty {
      if closed && startsOn && !cut {
        // One dash all the way round: the loop itself.
        (points, corners, arriving, leaving) = source
        strokePolyline(closed: true)
      } else if closed && startsOn, let first {
        // The dash over the start: the last dash runs on into the first.
        var joined = dash
        joined.0 += first.0.dropFirst()
        joined.1 += first.1.dropFirst()
        joined.2 += first.2.dropFirst()
        joined.3 += first.3.dropFirst()
        joined.2[dash.0.count - 1] = source.2[0]
        joined.3[dash.0.count - 1] = source.3[0]
        emitDash(joined, direction: unit)
      } else {
        emitDash(dash, direction: unit)
      }
    } else if let first {
      emitDash(first, direction: unit)
    }
    return true
  }

  /// Strokes one dash as an open polyline (a dot along `direction` when it has one point).
  private mutating func emitDash(
    _ dash: ([SIMD2<Double>], [Bool], [SIMD2<Double>], [SIMD2<Double>]),
    direction: SIMD2<Double>
  ) {
    guard !dash.0.isEmpty else { return }
    // Copied into the polyline's own buffers: sharing the dash's would make its next
    // `removeAll(keepingCapacity:)` allocate, once per dash.
    points.removeAll(keepingCapacity: true)
    points.append(contentsOf: dash.0)
    corners.removeAll(keepingCapacity: true)
    corners.append(contentsOf: dash.1)
    arriving.removeAll(keepingCapacity: true)
    arriving.append(contentsOf: dash.2)
    leaving.removeAll(keepingCapacity: true)
    leaving.append(contentsOf: dash.3)
    dotDirection = direction
    strokePolyline(closed: false)
  }

  /// The unit direction from point `a` to point `b` (distinct by construction).
  private func direction(_ a: Int, _ b: Int) -> SIMD2<Double> {
    let d = points[b] - points[a]
    return d / (d * d).sum().squareRoot()
  }

  /// Whether the polyline turns at point `i` by more than a band absorbs.
  private func isCorner(_ i: Int, previous: Int, next: Int) -> Bool {
    (incoming(i, from: previous) * outgoing(i, to: next)).sum() < smoothCosine
  }

  /// The unit direction the polyline arrives at point `i` with, from `previous`.
  private func incoming(_ i: Int, from previous: Int) -> SIMD2<Double> {
    arriving[i] == .zero ? direction(previous, i) : arriving[i]
  }

  /// The unit direction the polyline leaves point `i` with, towards `next`.
  private func outgoing(_ i: Int, to next: Int) -> SIMD2<Double> {
    leaving[i] == .zero ? direction(i, next) : leaving[i]
  }

  // MARK: Bands

  /// The left normal of a unit direction (a quarter turn towards positive angles).
  private static func normal(_ d: SIMD2<Double>) -> SIMD2<Double> { SIMD2(-d.y, d.x) }

  /// The offset of point `i` of a chain for a unit width: its piece's normal at an end, and
  /// inside the miter of both pieces' normals, where the two offset lines meet (they turn by
  /// less than the smooth turn, so it reaches at most the tolerance beyond a round join), so
  /// each band edge stays parallel to its piece: a horizontal line's edges stay horizontal
  /// for the quarter-row snap of fills.
  private func offsetNormal(_ i: Int, previous: Int?, next: Int?) -> SIMD2<Double> {
    guard let previous, let next else {
      if let previous { return StrokeOutline.normal(direction(previous, i)) }
      return StrokeOutline.normal(direction(i, next ?? i))
    }
    return StrokeOutline.miter(
      StrokeOutline.normal(direction(previous, i)), StrokeOutline.normal(direction(i, next)))
  }

  /// The point where the unit-offset lines of normals `a` and `b` meet, from their vertex.
  private static func miter(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    (a + b) / (1 + (a * b).sum())
  }

  /// Strokes the chain of points `from`, `from + 1`, …, `to` (indices wrapping around the
  /// loop; the whole loop when they are equal), whose inner points turn smoothly: bands of
  /// convex quadrilaterals, and separate rectangles with bevels where a quadrilateral would
  /// fold (a curve tighter than half the width).
  private mutating func stroke(chainFrom from: Int, to: Int) {
    let count = points.count
    var length = (to - from + count) % count
    if length == 0 { length = count }
    chain.removeAll(keepingCapacity: true)
    chainNormals.removeAll(keepingCapacity: true)
    for k in 0...length { chain.append(points[(from + k) % count]) }
    // The ends face along the path's tangents there, where caps and joins meet them.
    chainNormals.append(StrokeOutline.normal(outgoing(from, to: (from + 1) % count)))
    for k in 1..<length {
      chainNormals.append(
        StrokeOutline.miter(
          StrokeOutline.normal(StrokeOutline.unit(chain[k] - chain[k - 1])),
          StrokeOutline.normal(StrokeOutline.unit(chain[k + 1] - chain[k]))))
    }
    chainNormals.append(StrokeOutline.normal(incoming(to, from: (to + count - 1) % count)))
    let h = halfWidth
    var bandStart = 0
    for k in 0..<length {
      let (a, b) = (chain[k], chain[k + 1])
      let (na, nb) = (chainNormals[k], chainNormals[k + 1])
      if StrokeOutline.isConvex(a - h * na, b - h * nb, b + h * nb, a + h * na) { continue }
      // The piece folds: the band so far ends at its start, the piece is its own
      // rectangle, and miter wedges close the gaps to the bands' offsets either side.
      if k > bandStart { band(from: bandStart, to: k) }
      let d = StrokeOutline.unit(b - a)
      let own = StrokeOutline.normal(d)
      polygon(a - h * own, b - h * own, b + h * own, a + h * own)
      if k > 0 {
        miterWedge(at: a, from: StrokeOutline.unit(a - chain[k - 1]), to: d)
      } else {
        fan(at: a, chainNormals[0], own)
      }
      if k + 1 < length {
        miterWedge(at: b, from: d, to: StrokeOutline.unit(chain[k + 2] - b))
      } else {
        fan(at: b, own, chainNormals[length])
      }
      bandStart = k + 1
    }
    if length > bandStart { band(from: bandStart, to: length) }
  }

  /// Emits the band over chain points `from`…`to`: one offset side forwards, the other back.
  private mutating func band(from: Int, to: Int) {
    let h = halfWidth
    out.move(chain[from] - h * chainNormals[from])
    for k in (from + 1)...to { out.line(chain[k] - h * chainNormals[k]) }
    for k in stride(from: to, through: from, by: -1) {
      out.line(chain[k] + h * chainNormals[k])
    }
    out.close()
  }

  private static func unit(_ v: SIMD2<Double>) -> SIMD2<Double> {
    v / (v * v).sum().squareRoot()
  }

  /// Whether every quadrilateral of the closed loop is convex, so the loop strokes as two
  /// rings.
  private func ringIsConvex() -> Bool {
    let count = points.count
    let h = halfWidth
    var normals: [SIMD2<Double>] = []
    normals.reserveCapacity(count)
    for i in 0..<count {
      normals.append(offsetNormal(i, previous: (i + count - 1) % count, next: (i + 1) % count))
    }
    for i in 0..<count {
      let j = (i + 1) % count
      let (a, b) = (points[i], points[j])
      guard
        StrokeOutline.isConvex(
          a - h * normals[i], b - h * normals[j], b + h * normals[j], a + h * normals[i])
      else { return false }
    }
    return true
  }

  /// A closed loop without corners whose quadrilaterals are all convex: the outer and inner
  /// offset rings, wound oppositely, which is the sum of the quadrilaterals.
  private mutating func ring() {
    let count = points.count
    let h = halfWidth
    func offset(_ i: Int, _ sign: Double) -> SIMD2<Double> {
      points[i] + sign * h
        * offsetNormal(i, previous: (i + count - 1) % count, next: (i + 1) % count)
    }
    out.move(offset(0, -1))
    for i in 1..<count { out.line(offset(i, -1)) }
    out.close()
    out.move(offset(0, 1))
    for i in stride(from: count - 1, to: 0, by: -1) { out.line(offset(i, 1)) }
    out.close()
  }

  /// Whether the quadrilateral `a b c d` is convex and wound towards positive angles (a
  /// degenerate, flat corner counts).
  private static func isConvex(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>
  ) -> Bool {
    func cross(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double { u.x * v.y - u.y * v.x }
    let (e0, e1, e2, e3) = (b - a, c - b, d - c, a - d)
    return cross(e0, e1) >= 0 && cross(e1, e2) >= 0 && cross(e2, e3) >= 0 && cross(e3, e0) >= 0
  }

  // MARK: One contour

  /// Strokes ``points`` as one contour (open) or two rings (closed) when no piece folds:
  /// the right offsets (`p − h n`) forwards with each corner's join where it is the outer
  /// side and the corner point itself where it is the inner one, then the end cap, the left
  /// offsets back likewise and the start cap. `false`, adding nothing, when a piece's
  /// quadrilateral is not convex (the caller then strokes piece by piece).
  private mutating func contour(closed: Bool) -> Bool {
    guard merges else { return false }
    let count = points.count
    normalsIn.removeAll(keepingCapacity: true)
    normalsOut.removeAll(keepingCapacity: true)
    cornerAt.removeAll(keepingCapacity: true)
    for i in 0..<count {
      let previous = (i + count - 1) % count
      let next = (i + 1) % count
      if !closed && (i == 0 || i == count - 1) {
        let n = StrokeOutline.normal(
          i == 0 ? outgoing(0, to: 1) : incoming(i, from: i - 1))
        normalsIn.append(n)
        normalsOut.append(n)
        cornerAt.append(false)
      } else if isCorner(i, previous: previous, next: next) {
        normalsIn.append(StrokeOutline.normal(incoming(i, from: previous)))
        normalsOut.append(StrokeOutline.normal(outgoing(i, to: next)))
        cornerAt.append(true)
      } else {
        let n = offsetNormal(i, previous: previous, next: next)
        normalsIn.append(n)
        normalsOut.append(n)
        cornerAt.append(false)
      }
    }
    let h = halfWidth
    for k in 0..<(closed ? count : count - 1) {
      let j = (k + 1) % count
      let (a, b) = (points[k], points[j])
      let (na, nb) = (normalsOut[k], normalsIn[j])
      guard StrokeOutline.isConvex(a - h * na, b - h * nb, b + h * nb, a + h * na) else {
        return false
      }
    }
    if closed {
      out.begin()
      for i in 0..<count { offsets(at: i, side: -1) }
      out.close()
      out.begin()
      for i in stride(from: count - 1, through: 0, by: -1) { offsets(at: i, side: 1) }
      out.close()
      return true
    }
    let last = count - 1
    out.begin()
    for i in 0..<count { offsets(at: i, side: -1) }
    endCap(at: points[last], normal: normalsIn[last], outward: incoming(last, from: last - 1))
    for i in stride(from: last, through: 0, by: -1) { offsets(at: i, side: 1) }
    endCap(at: points[0], normal: -normalsOut[0], outward: -outgoing(0, to: 1))
    out.close()
    return true
  }

  /// Adds the offsets of point `i` on one side (−1: right, walked forwards; +1: left,
  /// walked back): one point, or at a corner the offsets of both chains with the join
  /// between them on the turn's outer side and the corner point itself on the inner one.
  private mutating func offsets(at i: Int, side: Double) {
    let p = points[i]
    let h = halfWidth
    let (nIn, nOut) = (normalsIn[i], normalsOut[i])
    guard cornerAt[i] else { return out.line(p + side * h * nIn) }
    // Walking back, the chain leaving the corner comes first.
    let (first, last) = side < 0 ? (side * nIn, side * nOut) : (side * nOut, side * nIn)
    let a = SIMD2(nIn.y, -nIn.x)
    let b = SIMD2(nOut.y, -nOut.x)
    let cross = a.x * b.y - a.y * b.x
    let dot = (a * b).sum()
    let turn = atan2(cross, dot)
    // Turning towards the left normal puts the outer side on the right.
    let straight = cross == 0 && dot > 0
    if !straight, (turn >= 0) != (side < 0), let m = innerCorner(at: i, side: side) {
      return out.line(m)
    }
    out.line(p + h * first)
    if !straight {
      let outer = (turn >= 0) == (side < 0)
      if !outer {
        // Through the corner point and back out: the lines either side overlap there.
        out.breakNext()
        out.line(p)
        out.line(p + h * last)
        out.breakNext()
        return
      } else {
        switch cornerKind(i) {
        case .round:
          arc(p, from: first, toward: side < 0 ? a : -b, angle: abs(turn))
        case .miter where cos(turn / 2) * miterLimit >= 1:
          out.line(p + h * (first + last) / (1 + (first * last).sum()))
        case .miter, .bevel:
          break
        }
      }
    }
    out.line(p + h * last)
  }

  /// Where the inner offset edges of the pieces either side of corner `i` cross (on `side`),
  /// when that is in the later half of the one arriving and the earlier half of the one
  /// leaving: the inner side's own corner, so the contour need not go through the corner
  /// point and back (no overlap to resolve); `nil` otherwise (short pieces, sharp turns).
  private func innerCorner(at i: Int, side: Double) -> SIMD2<Double>? {
    let count = points.count
    let previous = (i + count - 1) % count
    let next = (i + 1) % count
    let h = side * halfWidth
    let p = points[i]
    let x = points[previous] + h * normalsOut[previous]
    let b1 = p + h * normalsIn[i]
    let a2 = p + h * normalsOut[i]
    let y = points[next] + h * normalsIn[next]
    func cross(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double { u.x * v.y - u.y * v.x }
    let (d1, d2) = (b1 - x, y - a2)
    let denominator = cross(d1, d2)
    guard denominator != 0 else { return nil }
    let t = cross(a2 - x, d2) / denominator
    let u = cross(a2 - x, d1) / denominator
    guard t > 0.5, t <= 1, u >= 0, u < 0.5 else { return nil }
    return x + t * d1
  }

  /// The join at point `i`: the style's where two path segments meet, round inside a curve.
  private func cornerKind(_ i: Int) -> LineJoin {
    corners[i] ? style.lineJoin : .round
  }

  /// Adds the cap at the end `e` of the contour, from its side `e − h n` to `e + h n`,
  /// facing `outward`.
  private mutating func endCap(
    at e: SIMD2<Double>, normal n: SIMD2<Double>, outward d: SIMD2<Double>
  ) {
    let h = halfWidth
    switch style.lineCap {
    case .butt:
      return
    case .square:
      out.line(e - h * n + h * d)
      out.line(e + h * n + h * d)
    case .round:
      arc(e, from: -n, toward: d, angle: .pi)
    }
  }

  /// Adds the points strictly inside the arc of radius half the width around `c` that
  /// starts in unit direction `s` and turns by `angle` towards the unit `t` (a quarter
  /// turn from `s`), in chords whose sagitta is at most the tolerance.
  private mutating func arc(
    _ c: SIMD2<Double>, from s: SIMD2<Double>, toward t: SIMD2<Double>, angle: Double
  ) {
    guard arcStep > 0, angle > 0 else { return }
    let n = Int(min(4096, (angle / arcStep).rounded(.up)))
    guard n > 1 else { return }
    let delta = angle / Double(n)
    let (cd, sd) = (cos(delta), sin(delta))
    var (co, si) = (cd, sd)
    let h = halfWidth
    for _ in 1..<n {
      out.line(c + h * (co * s + si * t))
      (co, si) = (co * cd - si * sd, si * cd + co * sd)
    }
  }

  // MARK: Joins and caps

  /// The wedge of the join at point `i` between unit directions `a` and `b`, on the turn's
  /// outer side: the style's join where two path segments meet, a round one inside a curve.
  private mutating func join(at i: Int, from a: SIMD2<Double>, to b: SIMD2<Double>, corner: Bool) {
    let kind = corner ? style.lineJoin : .round
    let cross = a.x * b.y - a.y * b.x
    let dot = (a * b).sum()
    if cross == 0 && dot > 0 { return }
    let turn = atan2(cross, dot)
    let p = points[i]
    let h = halfWidth
    // Turning towards the left normal puts the outer side on the right.
    let side = turn >= 0 ? -1.0 : 1.0
    let o0 = side * StrokeOutline.normal(a)
    let o1 = side * StrokeOutline.normal(b)
    switch kind {
    case .round:
      // Round from the first offset to the last one through the side ahead of the corner.
      let (s, t, e) = turn >= 0 ? (o0, a, o1) : (o1, -b, o0)
      out.move(p)
      out.line(p + h * s)
      arc(p, from: s, toward: t, angle: abs(turn))
      out.line(p + h * e)
      out.close()
    case .miter where cos(turn / 2) * miterLimit >= 1:
      let tip = p + h * (o0 + o1) / (1 + (o0 * o1).sum())
      wedge(p, p + h * o0, tip, p + h * o1, turn: turn)
    case .miter, .bevel:
      bevel(at: p, from: a, to: b)
    }
  }

  /// The bevel triangle at `p` between unit directions `a` and `b`.
  private mutating func bevel(at p: SIMD2<Double>, from a: SIMD2<Double>, to b: SIMD2<Double>) {
    let cross = a.x * b.y - a.y * b.x
    let side = cross >= 0 ? -1.0 : 1.0
    let h = halfWidth
    let first = p + side * h * StrokeOutline.normal(a)
    let last = p + side * h * StrokeOutline.normal(b)
    if cross >= 0 {
      polygon(p, first, last)
    } else {
      polygon(p, last, first)
    }
  }

  /// Both thin triangles between the offsets `p ± h n0` and `p ± h n1`, where a rectangle
  /// along a chord meets a join or cap facing along the tangent.
  private mutating func fan(at p: SIMD2<Double>, _ n0: SIMD2<Double>, _ n1: SIMD2<Double>) {
    let h = halfWidth
    let positive = n0.x * n1.y - n0.y * n1.x >= 0
    for side in [1.0, -1.0] {
      if positive {
        polygon(p, p + side * h * n0, p + side * h * n1)
      } else {
        polygon(p, p + side * h * n1, p + side * h * n0)
      }
    }
  }

  /// The miter wedge at `p` between unit directions `a` and `b` of a smooth turn, whose tip
  /// is where a band's offset lines meet.
  private mutating func miterWedge(at p: SIMD2<Double>, from a: SIMD2<Double>, to b: SIMD2<Double>)
  {
    let cross = a.x * b.y - a.y * b.x
    let side = cross >= 0 ? -1.0 : 1.0
    let h = halfWidth
    let (o0, o1) = (side * StrokeOutline.normal(a), side * StrokeOutline.normal(b))
    wedge(p, p + h * o0, p + h * StrokeOutline.miter(o0, o1), p + h * o1, turn: cross)
  }

  /// The fan `p, a, tip, b`, reversed for a negative turn so it winds positively.
  private mutating func wedge(
    _ p: SIMD2<Double>, _ a: SIMD2<Double>, _ tip: SIMD2<Double>, _ b: SIMD2<Double>,
    turn: Double
  ) {
    if turn >= 0 {
      polygon(p, a, tip, b)
    } else {
      polygon(p, b, tip, a)
    }
  }

  /// The cap at the end point `e` of an open polyline leaving it along `outward`.
  private mutating func cap(at e: SIMD2<Double>, outward d: SIMD2<Double>) {
    let h = halfWidth
    let n = StrokeOutline.normal(d)
    switch style.lineCap {
    case .butt:
      return
    case .square:
      polygon(e - h * n, e - h * n + h * d, e + h * n + h * d, e + h * n)
    case .round:
      out.move(e - h * n)
      arc(e, from: -n, toward: d, angle: .pi)
      out.line(e + h * n)
      out.close()
    }
  }

  /// A subpath (or dash) of zero length: a disc with round caps, a square along `d` with
  /// square caps, nothing with butt caps (as Cairo draws it).
  private mutating func dot(at e: SIMD2<Double>, direction d: SIMD2<Double>) {
    let h = halfWidth
    switch style.lineCap {
    case .butt:
      return
    case .square:
      let n = StrokeOutline.normal(d)
      polygon(e - h * n - h * d, e - h * n + h * d, e + h * n + h * d, e + h * n - h * d)
    case .round:
      out.move(SIMD2(e.x + h, e.y))
      arc(e, from: SIMD2(1, 0), toward: SIMD2(0, 1), angle: 2 * .pi)
      out.close()
    }
  }

  /// A closed triangle (an array per polygon would allocate on every piece).
  private mutating func polygon(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) {
    out.move(a)
    out.line(b)
    out.line(c)
    out.close()
  }

  /// A closed quadrilateral.
  private mutating func polygon(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>
  ) {
    out.move(a)
    out.line(b)
    out.line(c)
    out.line(d)
    out.close()
  }
}
