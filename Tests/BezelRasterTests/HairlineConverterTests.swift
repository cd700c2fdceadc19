import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Hairlines filled through ``HairlineBands`` (the bands' polygon built without a Cairo
/// path, converted by ``SampledScanConverter``, blended as Cairo's span renderer blends)
/// give the bytes of Cairo's fill of the bands, frame after frame.
@Suite struct HairlineConverterTests {
  /// A random hairline path in `size`: a polyline of long or very short segments, a curve,
  /// an ellipse, a closed polygon, or lines on and near the axes.
  static func path(_ rng: inout SeededGenerator, in size: CGSize) -> Path {
    let x = Double.random(in: -8...(size.width - 10), using: &rng)
    let y = Double.random(in: -8...(size.height - 10), using: &rng)
    let w = Double.random(in: 0.3...70, using: &rng)
    let h = Double.random(in: 0.3...60, using: &rng)
    var path = Path()
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      path.move(to: CGPoint(x: x, y: y))
      let steps = Int.random(in: 1...20, using: &rng)
      let reach = Bool.random(using: &rng) ? 1.0 : 0.02
      for _ in 0..<steps {
        path.addLine(
          to: CGPoint(
            x: x + .random(in: 0...w, using: &rng) * reach,
            y: y + .random(in: 0...h, using: &rng) * reach))
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
      // Collinear points, which Cairo's path merges, and 45° segments.
      path.move(to: CGPoint(x: x, y: y))
      path.addLine(to: CGPoint(x: x + w / 2, y: y + w / 2))
      path.addLine(to: CGPoint(x: x + w, y: y + w))
      path.addLine(to: CGPoint(x: x + w, y: y + w + h))
      path.addLine(to: CGPoint(x: x + 2 * w, y: y + w + 2 * h))
    case 4:
      // All on the axes: Cairo fills those bands as boxes, so they stay Cairo's.
      path = Path(rect: CGRect(x: x.rounded(), y: y, width: w, height: h))
    default:
      let tilt = Bool.random(using: &rng) ? 0 : Double.random(in: -0.3...0.3, using: &rng)
      path.move(to: CGPoint(x: x, y: y))
      path.addLine(to: CGPoint(x: x + w, y: y + tilt))
      path.addLine(to: CGPoint(x: x + w + tilt, y: y + h))
    }
    return path
  }

  /// Frame `frame` of scene `seed`: a backdrop (or none), hairlines at most a pixel wide in
  /// translucent and opaque colours, moving by a fraction of a pixel each frame, under
  /// rotations and scales, some fading, all under clip `clip`.
  static func list(seed: UInt64, clip: Int, backdrop: Bool, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed &+ 7_000)
    let size = CGSize(width: 120, height: 100)
    var moving: [DisplayItem] = []
    for index in 0..<9 {
      let color =
        index % 4 == 3
        ? FastPathEquivalence.color(&rng).withAlpha(1)
        : KeptTranslucentStrokeTests.translucent(&rng)
      let stroke = DisplayItem.stroke(
        path(&rng, in: size), paint: .color(color),
        style: StrokeStyle(lineWidth: .random(in: 0.05...0.75, using: &rng)))
      let turns: [KeptTranslucentStrokeTests.Turn] = [.rotation, .scale, .none]
      let opacity = index % 4 == 1 ? 0.25 + 0.1 * Double(frame % 7) : 1
      moving.append(
        KeptTranslucentStrokeTests.moving(
          stroke, frame: frame, turn: turns[index % 3], opacity: opacity, &rng))
    }
    let items = KeptTranslucentStrokeTests.backdropped(moving, clip: clip, backdrop: backdrop)
    return DisplayList(size: size, items: items)
  }

  /// Every case of ``KeptTranslucentStrokeTests/forEachCase(clip:_:)`` (seeds, backdrop or
  /// none, both policies, frames forwards, backwards and shuffled, retaining the last frame
  /// or not) against the same frames with the bands filled by Cairo, and against each frame
  /// drawn afresh.
  @Test(arguments: 0..<5)
  func convertedHairlinesMatchCairosFill(clip: Int) throws {
    var converted = 0
    try DisplayListPainter.$convertsHairlines.withValue(true) {
      try cases(clip: clip, converted: &converted)
    }
    // Hairlines must have gone through the converter, or this checks nothing; under the
    // clip of two rectangles (4) every hairline stays Cairo's (the painter counts such a
    // clip as cutting pixels), and there the cases check the switch changes nothing.
    if clip != 4 { #expect(converted > 100, "clip \(clip): \(converted) converted hairlines") }
  }

  /// The cases of ``convertedHairlinesMatchCairosFill(clip:)``, adding up the hairlines
  /// converted.
  private func cases(clip: Int, converted: inout Int) throws {
    try KeptTranslucentStrokeTests.forEachCase(clip: clip) {
      seed, backdrop, policy, scale, order, retaining, label in
      let (statistics, cairoStatistics) = try KeptTranslucentStrokeTests.expectSameFrames(
        { Self.list(seed: seed, clip: clip, backdrop: backdrop, frame: $0) }, order: order,
        scale: scale, policy: policy, retaining: retaining, label: label
      ) { try DisplayListPainter.$convertsHairlines.withValue(false, operation: $0) }
      #expect(cairoStatistics.convertedHairlines == 0, "\(label)")
      converted += statistics.convertedHairlines
    }
  }

  /// The open-band scenes of ``HairlineBandTests`` (rectangles, zigzags, clips that cut
  /// pixels, faded groups) with and without the converter, with and without kept coverage.
  @Test(arguments: [true, false])
  func bandScenesMatchWithAndWithoutCaches(caches: Bool) throws {
    try CoverageCache.$isEnabled.withValue(caches) {
      try DisplayListPainter.$convertsHairlines.withValue(true) {
        for seed in 200..<212 {
          try FastPathEquivalence.expectSameBytes(
            HairlineBandTests.list(seed: UInt64(seed)), scales: [1.0, 1.5, 0.7],
            label: "seed \(seed)"
          ) { try DisplayListPainter.$convertsHairlines.withValue(false, operation: $0) }
        }
      }
    }
  }

  /// Cairo's rounding to 24.8: to the nearest 1/256, ties to even.
  @Test func fixedRoundsAsCairo() {
    #expect(CairoFixed.from(1.5 / 256) == 2)
    #expect(CairoFixed.from(2.5 / 256) == 2)
    #expect(CairoFixed.from(-1.5 / 256) == -2)
    #expect(CairoFixed.from(10.25) == 2_624)
    #expect(CairoFixed.from(-0.7) == -179)
  }
}
