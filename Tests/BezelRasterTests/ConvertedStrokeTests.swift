import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Strokes drawn through ``ConvertedStrokes`` (Cairo's stroker and scan converter rebuilt,
/// blended as Cairo's span renderer blends, or written as Cairo's coverage) give the bytes
/// of `cairo_stroke`, frame after frame.
@Suite struct ConvertedStrokeTests {
  /// A random stroked path in `size`: a polyline, curves, an ellipse, a star, an arc, or a
  /// rectangle (which Cairo strokes as boxes when mitred, so it stays Cairo's).
  static func path(_ rng: inout SeededGenerator, in size: CGSize) -> Path {
    let x = Double.random(in: -8...(size.width - 10), using: &rng)
    let y = Double.random(in: -8...(size.height - 10), using: &rng)
    let w = Double.random(in: 2...70, using: &rng)
    let h = Double.random(in: 2...60, using: &rng)
    var path = Path()
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      path.move(to: CGPoint(x: x, y: y))
      for _ in 0..<Int.random(in: 1...9, using: &rng) {
        path.addLine(
          to: CGPoint(
            x: x + .random(in: 0...w, using: &rng), y: y + .random(in: 0...h, using: &rng)))
      }
      if Bool.random(using: &rng) { path.closeSubpath() }
    case 1:
      path.move(to: CGPoint(x: x, y: y))
      path.addCurve(
        to: CGPoint(x: x + w, y: y + h), control1: CGPoint(x: x + w, y: y - h),
        control2: CGPoint(x: x - w / 2, y: y + h / 3))
      path.addQuadCurve(to: CGPoint(x: x, y: y + h), control: CGPoint(x: x + w / 3, y: y))
    case 2:
      path = Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h))
    case 3:
      let r = min(w, h) / 2
      for i in 0..<10 {
        let a = Double(i) / 10 * 2 * .pi
        let q = CGPoint(
          x: x + r + (i % 2 == 0 ? r : r / 2.5) * cos(a),
          y: y + r + (i % 2 == 0 ? r : r / 2.5) * sin(a))
        if i == 0 { path.move(to: q) } else { path.addLine(to: q) }
      }
      path.closeSubpath()
    case 4:
      path.addArc(
        center: CGPoint(x: x + w / 2, y: y + h / 2), radius: min(w, h) / 2,
        startAngle: .random(in: 0...6, using: &rng), endAngle: .random(in: 0...6, using: &rng),
        clockwise: Bool.random(using: &rng))
    default:
      path = Path(rect: CGRect(x: x.rounded(), y: y.rounded(), width: w.rounded(), height: h))
    }
    return path
  }

  /// A random stroke style: widths from under two pixels to fifteen, every cap and join,
  /// mitre limits low and high.
  static func style(_ rng: inout SeededGenerator) -> StrokeStyle {
    StrokeStyle(
      lineWidth: .random(in: 1.2...15, using: &rng),
      lineCap: [LineCap.butt, .round, .square][Int.random(in: 0..<3, using: &rng)],
      lineJoin: [LineJoin.miter, .round, .bevel][Int.random(in: 0..<3, using: &rng)],
      miterLimit: [1.0, 4, 10][Int.random(in: 0..<3, using: &rng)])
  }

  /// Frame `frame` of scene `seed`: a backdrop (or none), strokes in translucent and opaque
  /// colours moving by a fraction of a pixel each frame, under rotations, scales and skews,
  /// some fading, some growing, all under clip `clip`.
  static func list(seed: UInt64, clip: Int, backdrop: Bool, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed &+ 9_100)
    let size = CGSize(width: 120, height: 100)
    var moving: [DisplayItem] = []
    for index in 0..<8 {
      let color =
        index % 2 == 0
        ? FastPathEquivalence.color(&rng).withAlpha(1)
        : KeptTranslucentStrokeTests.translucent(&rng)
      var style = style(&rng)
      if index % 5 == 2 { style.lineWidth += 0.3 * Double(frame) }
      let stroke = DisplayItem.stroke(path(&rng, in: size), paint: .color(color), style: style)
      let turns: [KeptTranslucentStrokeTests.Turn] = [.rotation, .scale, .skew, .none]
      let opacity = index % 3 == 1 ? 0.25 + 0.1 * Double(frame % 7) : 1
      moving.append(
        KeptTranslucentStrokeTests.moving(
          stroke, frame: frame, turn: turns[index % 4], opacity: opacity, &rng))
    }
    let items = KeptTranslucentStrokeTests.backdropped(moving, clip: clip, backdrop: backdrop)
    return DisplayList(size: size, items: items)
  }

  /// Every case of ``KeptTranslucentStrokeTests/forEachCase(clip:_:)`` (seeds, backdrop or
  /// none, both policies, frames forwards, backwards and shuffled, retaining the last frame
  /// or not) against the same frames stroked by Cairo, and against each frame drawn afresh.
  @Test(arguments: 0..<5)
  func convertedStrokesMatchCairosStroke(clip: Int) throws {
    var converted = 0
    try cases(clip: clip, converted: &converted)
    // Strokes must have gone through the converter, or this checks nothing.
    #expect(converted > 100, "clip \(clip): \(converted) converted strokes")
  }

  /// The cases of ``convertedStrokesMatchCairosStroke(clip:)``, adding up the strokes
  /// converted.
  private func cases(clip: Int, converted: inout Int) throws {
    try KeptTranslucentStrokeTests.forEachCase(clip: clip) {
      seed, backdrop, policy, scale, order, retaining, label in
      let (statistics, cairoStatistics) = try KeptTranslucentStrokeTests.expectSameFrames(
        { Self.list(seed: seed, clip: clip, backdrop: backdrop, frame: $0) }, order: order,
        scale: scale, policy: policy, retaining: retaining, label: label
      ) { try DisplayListPainter.$convertsStrokes.withValue(false, operation: $0) }
      #expect(cairoStatistics.convertedStrokes == 0, "\(label)")
      converted += statistics.convertedStrokes
    }
  }

  /// Still scenes of the same strokes with and without the converter, with and without kept
  /// coverage, at several scales, on a clear and a translucent background.
  @Test(arguments: [true, false])
  func stillScenesMatchWithAndWithoutCaches(caches: Bool) throws {
    try CoverageCache.$isEnabled.withValue(caches) { try stillScenes() }
  }

  /// The scenes of ``stillScenesMatchWithAndWithoutCaches(caches:)``.
  private func stillScenes() throws {
    for seed in 300..<310 {
      for clip in KeptTranslucentStrokeTests.clips.indices {
        try FastPathEquivalence.expectSameBytes(
          Self.list(seed: UInt64(seed), clip: clip, backdrop: seed % 2 == 0, frame: seed % 5),
          scales: [1.0, 1.5, 0.7], label: "seed \(seed), clip \(clip)"
        ) { try DisplayListPainter.$convertsStrokes.withValue(false, operation: $0) }
      }
    }
  }
}
