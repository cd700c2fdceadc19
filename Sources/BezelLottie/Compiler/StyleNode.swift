import BezelDrawing
import BezelLayers
import Foundation

/// A compiled fill or stroke, solid or gradient.
///
/// A class, as ``GeometryNode`` is: a shape walk binds the nodes it meets every frame.
final class StyleNode: Sendable {
  enum PaintSource: Sendable {
    case color(Track<SIMD4<Double>>)
    case gradient(GradientTracks)
  }

  struct GradientTracks: Sendable {
    var colorCount: Int
    var stops: Track<Numbers>
    var start: Track<SIMD4<Double>>
    var end: Track<SIMD4<Double>>
    var isRadial: Bool
    var highlightLength: Track<Double>
    var highlightAngle: Track<Double>
    /// The gradient at full opacity when its stops do not move: made once, where each frame
    /// made its lists anew (about ten allocations a gradient a frame).
    var fixed: Gradient?
  }

  struct StrokeTracks: Sendable {
    var width: Track<Double>
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// Dash lengths and gaps in order, and the offset.
    var dashes: [Track<Double>]
    var dashOffset: Track<Double>?
    /// The pattern ``StyleNode/dashPattern(_:at:)`` gives when no dash length moves: made
    /// once and shared by every frame's style, where each frame made it anew (one or two
    /// allocations a dashed stroke a frame). `nil` when a length is animated.
    var fixedPattern: [Double]?
  }

  let paint: PaintSource
  let opacity: Track<Double>
  let rule: FillRule
  let stroke: StrokeTracks?

  init(fill: FillModel) {
    paint = .color(StyleNode.colorTrack(fill.color))
    opacity = Track(fill.opacity, default: 100) { $0 }
    rule = fill.evenOdd ? .evenOdd : .nonZero
    stroke = nil
  }

  init(stroke: StrokeModel) {
    paint = .color(StyleNode.colorTrack(stroke.color))
    opacity = Track(stroke.opacity, default: 100) { $0 }
    rule = .nonZero
    self.stroke = StyleNode.strokeTracks(stroke.settings)
  }

  init(gradientFill: GradientFillModel) {
    paint = .gradient(StyleNode.gradientTracks(gradientFill.gradient))
    opacity = Track(gradientFill.gradient.opacity, default: 100) { $0 }
    rule = gradientFill.evenOdd ? .evenOdd : .nonZero
    stroke = nil
  }

  init(gradientStroke: GradientStrokeModel) {
    paint = .gradient(StyleNode.gradientTracks(gradientStroke.gradient))
    opacity = Track(gradientStroke.gradient.opacity, default: 100) { $0 }
    rule = .nonZero
    stroke = StyleNode.strokeTracks(gradientStroke.settings)
  }

  static func colorTrack(_ model: AnimatableModel<NumberList>) -> Track<SIMD4<Double>> {
    Track(model, default: SIMD4<Double>(0, 0, 0, 1)) { list in
      var v = SIMD4<Double>(lottie: list.values, fill: 1)
      if list.values.count < 3 { v = SIMD4<Double>(list[0], list[0], list[0], 1) }
      // Some old exporters wrote 0–255 components.
      if v.x > 1 || v.y > 1 || v.z > 1 {
        v = SIMD4<Double>(v.x / 255, v.y / 255, v.z / 255, v.w > 1 ? v.w / 255 : v.w)
      }
      return v
    }
  }

  private static func strokeTracks(_ s: StrokeSettings) -> StrokeTracks {
    var dashes: [Track<Double>] = []
    var offset: Track<Double>?
    for dash in s.dashes {
      let track = Track(dash.value, default: 0) { $0 }
      if dash.kind == "o" { offset = track } else { dashes.append(track) }
    }
    return StrokeTracks(
      width: Track(s.width, default: 1) { $0 },
      cap: s.cap == 1 ? .butt : (s.cap == 3 ? .square : .round),
      join: s.join == 1 ? .miter : (s.join == 3 ? .bevel : .round),
      miterLimit: s.miterLimit, dashes: dashes, dashOffset: offset,
      fixedPattern: dashes.allSatisfy(\.isConstant) ? dashPattern(dashes, at: 0) : nil)
  }

  /// The dash pattern of `dashes` at `frame` as a stroke style takes it: each length at
  /// least zero, an odd count repeated twice; empty (a solid line) when none is above zero.
  static func dashPattern(_ dashes: [Track<Double>], at frame: Double) -> [Double] {
    guard !dashes.isEmpty else { return [] }
    var pattern = dashes.map { max(0, $0.value(at: frame)) }
    if pattern.count % 2 == 1 { pattern += pattern }
    return pattern.contains(where: { $0 > 0 }) ? pattern : []
  }

  private static func gradientTracks(_ g: GradientModel) -> GradientTracks {
    let stops = Track(g.stops, default: Numbers(values: [])) { Numbers(values: $0.values) }
    return GradientTracks(
      colorCount: g.colorCount,
      stops: stops,
      start: Track(g.start, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) },
      end: Track(g.end, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) },
      isRadial: g.isRadial,
      highlightLength: Track(g.highlightLength, default: 0) { $0 },
      highlightAngle: Track(g.highlightAngle, default: 0) { $0 },
      fixed: stops.isConstant
        ? gradient(stops.value(at: 0).values, count: g.colorCount, alpha: 1) : nil)
  }

  /// The paint at `frame`, with `alpha` (style opacity × group opacity) folded in, or `nil`
  /// when nothing would show.
  func paint(at frame: Double, alpha: Double) -> Paint? {
    let a = alpha * min(1, max(0, opacity.value(at: frame) / 100))
    guard a > 0 else { return nil }
    switch paint {
    case .color(let track):
      let c = track.value(at: frame)
      let color = Color(
        red: clamp(c.x), green: clamp(c.y), blue: clamp(c.z), alpha: clamp(c.w) * a)
      return color.alpha > 0 ? .color(color) : nil
    case .gradient(let g):
      let gradient =
        g.fixed.map { Self.faded($0, by: a) }
        ?? StyleNode.gradient(g.stops.value(at: frame).values, count: g.colorCount, alpha: a)
      let s = g.start.value(at: frame).point
      let e = g.end.value(at: frame).point
      guard g.isRadial else { return .linearGradient(gradient, start: s, end: e) }
      let radius = hypot(e.x - s.x, e.y - s.y)
      // A radial gradient of no length puts every point at or past its end, so the shape
      // shows the last stop (as After Effects, lottie-ios and ThorVG draw it); a zero-radius
      // pattern would draw nothing.
      guard radius > 0 else {
        return gradient.stops.last.flatMap { $0.color.alpha > 0 ? .color($0.color) : nil }
      }
      var h = g.highlightLength.value(at: frame) / 100
      h = min(0.99, max(-0.99, h))
      let angle = atan2(e.y - s.y, e.x - s.x) + g.highlightAngle.value(at: frame) * .pi / 180
      let focus = CGPoint(x: s.x + cos(angle) * radius * h, y: s.y + sin(angle) * radius * h)
      return .radialGradient(gradient, center: s, radius: radius, focus: focus)
    }
  }

  /// `gradient`, made at full opacity, with each stop's alpha times `alpha`: the stops
  /// ``gradient(_:count:alpha:)`` makes at `alpha` (its alpha is the stop's times `alpha`).
  static func faded(_ gradient: Gradient, by alpha: Double) -> Gradient {
    guard alpha != 1 else { return gradient }
    return Gradient(
      stops: gradient.stops.map {
        Gradient.Stop(location: $0.location, color: $0.color.withAlpha($0.color.alpha * alpha))
      })
  }

  /// Builds stops from Lottie's flat list: `count` colour stops (position, r, g, b), then
  /// optional opacity stops (position, alpha), merged at the union of their positions.
  ///
  /// Two stops at one position make a hard edge (After Effects' way of drawing a sharp band,
  /// which the canvas keeps as two stops at the same offset): the colour up to the position
  /// is the first of them and past it the last, so both are kept, as a pair of stops at that
  /// position. Stops out of order are put in order first, as the canvas does (stably, so
  /// stops at one position keep the file's order).
  static func gradient(_ values: [Double], count: Int, alpha: Double) -> Gradient {
    let n = max(0, min(count, values.count / 4))
    var colors: [(Double, SIMD3<Double>)] = []
    colors.reserveCapacity(n)
    for k in 0..<n {
      colors.append(
        (values[4 * k], SIMD3(values[4 * k + 1], values[4 * k + 2], values[4 * k + 3])))
    }
    var alphas: [(Double, SIMD3<Double>)] = []
    var k = 4 * n
    alphas.reserveCapacity(max(0, values.count - k) / 2)
    while k + 1 < values.count {
      alphas.append((values[k], SIMD3(repeating: values[k + 1])))
      k += 2
    }
    if colors.isEmpty { return Gradient(stops: []) }
    colors = stablySorted(colors)
    alphas = stablySorted(alphas)
    var positions: [Double] = []
    positions.reserveCapacity(colors.count + alphas.count)
    positions.append(contentsOf: colors.lazy.map(\.0))
    if !alphas.isEmpty {
      positions.append(contentsOf: alphas.lazy.map(\.0))
      positions.sort()
    }
    func stop(_ p: Double, _ c: SIMD3<Double>, _ a: Double) -> Gradient.Stop {
      Gradient.Stop(
        location: min(1, max(0, p)),
        color: Color(
          red: clamp(c.x), green: clamp(c.y), blue: clamp(c.z), alpha: clamp(a) * alpha))
    }
    var stops: [Gradient.Stop] = []
    // A stop a position, two at a hard edge.
    stops.reserveCapacity(2 * positions.count)
    var last = -Double.infinity
    for p in positions where p > last + 1e-9 || stops.isEmpty {
      last = p
      let before = (value(colors, at: p, after: false), value(alphas, at: p, after: false)?.x)
      let after = (value(colors, at: p, after: true), value(alphas, at: p, after: true)?.x)
      stops.append(stop(p, before.0 ?? .zero, before.1 ?? 1))
      if before.0 != after.0 || before.1 != after.1 {
        stops.append(stop(p, after.0 ?? .zero, after.1 ?? 1))
      }
    }
    return Gradient(stops: stops)
  }

  /// `stops` ordered by position, stops at one position in their original order.
  private static func stablySorted(_ stops: [(Double, SIMD3<Double>)]) -> [(Double, SIMD3<Double>)]
  {
    // Most files list their stops in order: a stable sort leaves them as they are.
    if zip(stops, stops.dropFirst()).allSatisfy({ $0.0 <= $1.0 }) { return stops }
    return stops.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map(\.element)
  }

  /// The value of sorted `stops` at position `p`, interpolated between the stops around it:
  /// where stops sit at `p`, the first of them approached from below, the last `after` it.
  /// Past either end, the end stop's value; `nil` without stops.
  private static func value(_ stops: [(Double, SIMD3<Double>)], at p: Double, after: Bool)
    -> SIMD3<Double>?
  {
    guard let first = stops.first, let final = stops.last else { return nil }
    if p < first.0 || (p == first.0 && !after) { return first.1 }
    if p > final.0 || (p == final.0 && after) { return final.1 }
    // The first stop past `p` (or at it, from below).
    let j = stops.firstIndex { after ? $0.0 > p : $0.0 >= p } ?? stops.count - 1
    let b = stops[j]
    if b.0 == p { return b.1 }
    let a = stops[j - 1]
    if a.0 == p { return a.1 }
    let t = b.0 > a.0 ? (p - a.0) / (b.0 - a.0) : 0
    return a.1 + (b.1 - a.1) * t
  }

  /// The stroke style at `frame`, or `nil` for a zero width.
  func strokeStyle(at frame: Double) -> StrokeStyle? {
    guard let stroke else { return nil }
    let width = stroke.width.value(at: frame)
    guard width > 0 else { return nil }
    var style = StrokeStyle(
      lineWidth: width, lineCap: stroke.cap, lineJoin: stroke.join, miterLimit: stroke.miterLimit)
    if !stroke.dashes.isEmpty {
      let pattern = stroke.fixedPattern ?? StyleNode.dashPattern(stroke.dashes, at: frame)
      if !pattern.isEmpty {
        style.dashPattern = pattern
        style.dashPhase = stroke.dashOffset?.value(at: frame) ?? 0
      }
    }
    return style
  }
}

func clamp(_ v: Double) -> Double { min(1, max(0, v)) }

extension StyleNode: StillWalkable {
  /// The paint's, opacity's and stroke's tracks; a fixed gradient, the rule, caps and joins
  /// are constants.
  var walkedStillSpans: StillSpans {
    var spans = opacity.stillSpans
    switch paint {
    case .color(let color): spans = spans.intersection(color.stillSpans)
    case .gradient(let g):
      spans = spans.intersection(g.stops.stillSpans).intersection(g.start.stillSpans)
        .intersection(g.end.stillSpans).intersection(g.highlightLength.stillSpans)
        .intersection(g.highlightAngle.stillSpans)
    }
    if let stroke {
      spans = spans.intersection(stroke.width.stillSpans)
        .intersection(stroke.dashOffset?.stillSpans ?? .always)
      for dash in stroke.dashes { spans = spans.intersection(dash.stillSpans) }
    }
    return spans
  }
}
