import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// A hairline's bands (``HairlineStroke``) are left open for Cairo's fill to close; these
/// check it gives the bytes of the bands closed one by one.
@Suite struct HairlineBandTests {
  /// A random open or closed path in a 120 × 90 frame: lines, curves, an ellipse, or a
  /// zigzag of many short segments (the bands overlap at every corner), a rectangle, or lines
  /// along the axes.
  private static func shape(_ rng: inout SeededGenerator, shift: Double) -> Path {
    let x = Double.random(in: -10...100, using: &rng) + shift
    let y = Double.random(in: -10...70, using: &rng)
    let w = Double.random(in: 0.5...60, using: &rng)
    let h = Double.random(in: 0.5...50, using: &rng)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h))
    case 1:
      var path = Path()
      path.move(to: CGPoint(x: x, y: y))
      path.addCurve(
        to: CGPoint(x: x + w, y: y + h), control1: CGPoint(x: x + w, y: y - h),
        control2: CGPoint(x: x - w / 2, y: y + h / 3))
      if Bool.random(using: &rng) { path.closeSubpath() }
      return path
    case 2:
      var path = Path()
      path.move(to: CGPoint(x: x, y: y))
      for i in 1...12 {
        path.addLine(
          to: CGPoint(
            x: x + w * Double(i) / 12,
            y: y + (i % 2 == 0 ? 0 : h) + .random(in: -1...1, using: &rng)
          ))
      }
      return path
    case 3:
      // Axis-aligned rectangles and lines: bands Cairo fills as boxes when all are.
      return Bool.random(using: &rng)
        ? Path(rect: CGRect(x: x.rounded(), y: y, width: w, height: h.rounded()))
        : Path(rect: CGRect(x: x, y: y, width: w, height: h))
    default:
      // Nearly or exactly axis-aligned lines.
      let tilt = Bool.random(using: &rng) ? 0 : Double.random(in: -0.3...0.3, using: &rng)
      var path = Path()
      path.move(to: CGPoint(x: x, y: y))
      path.addLine(to: CGPoint(x: x + w, y: y + tilt))
      path.move(to: CGPoint(x: x, y: y + 3))
      path.addLine(to: CGPoint(x: x + tilt, y: y + h))
      return path
    }
  }

  /// A frame of hairlines (strokes at most a pixel wide) among fills, some first on the
  /// cleared frame, some rotated, some under a clip on whole pixels or one that cuts pixels,
  /// some in a faded group.
  static func list(seed: UInt64, shift: Double = 0) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    var items: [DisplayItem] = []
    for _ in 0..<16 {
      let hairline = DisplayItem.stroke(
        shape(&rng, shift: shift), paint: .color(FastPathEquivalence.color(&rng)),
        style: StrokeStyle(lineWidth: .random(in: 0.05...0.66, using: &rng)))
      switch Int.random(in: 0..<6, using: &rng) {
      case 0, 1:
        items.append(hairline)
      case 2:
        items.append(
          .fill(
            shape(&rng, shift: shift), paint: .color(FastPathEquivalence.color(&rng)),
            rule: .nonZero))
      case 3:
        let turn = Transform(rotationAngle: .random(in: -0.8...0.8, using: &rng))
          .concatenating(Transform(translationX: shift, y: 2))
        items.append(.group(GroupItem(transform: turn, children: [hairline])))
      case 4:
        let clip =
          Bool.random(using: &rng)
          ? Path(rect: CGRect(x: 10, y: 8, width: 70, height: 50))
          : Path(ellipseIn: CGRect(x: 5.3, y: 4.7, width: 90, height: 60))
        items.append(.group(GroupItem(clip: clip, children: [hairline])))
      default:
        items.append(.group(GroupItem(opacity: 0.6, children: [hairline, hairline])))
      }
    }
    return DisplayList(size: CGSize(width: 120, height: 90), items: items)
  }

  @Test(arguments: 0..<24)
  func openBandsGiveTheClosedBandsBytes(seed: Int) throws {
    try FastPathEquivalence.expectSameBytes(
      Self.list(seed: UInt64(seed)), scales: [1.0, 1.5], label: "seed \(seed)"
    ) { try HairlineStroke.$closesBands.withValue(true, operation: $0) }
  }

  /// With kept coverage and without.
  @Test(arguments: [true, false])
  func openBandsGiveTheClosedBandsBytesWithAndWithoutCaches(caches: Bool) throws {
    try CoverageCache.$isEnabled.withValue(caches) {
      for seed in 100..<106 {
        try FastPathEquivalence.expectSameBytes(
          Self.list(seed: UInt64(seed)), scales: [1.0, 1.5], label: "seed \(seed)"
        ) { try HairlineStroke.$closesBands.withValue(true, operation: $0) }
      }
    }
  }

  /// Frames drawn into one reused buffer (redrawn in part, over kept pixels) forwards,
  /// backwards and in a random order hold the bytes of each frame drawn afresh with the
  /// bands closed.
  @Test(arguments: ["forwards", "backwards", "random"])
  func retainedFramesHoldTheClosedBandsBytes(order: String) throws {
    var frames = Array(0..<40)
    if order == "backwards" { frames.reverse() }
    if order == "random" {
      var rng = SeededGenerator(seed: 17)
      frames.shuffle(using: &rng)
    }
    func list(_ frame: Int) -> DisplayList {
      Self.list(seed: UInt64(frame % 5), shift: Double(frame % 7) * 0.7)
    }
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in frames {
      try canvas.render(list(frame), scale: 1.5, policy: .browserLike, into: &pixels)
      var fresh: [UInt32] = []
      try HairlineStroke.$closesBands.withValue(true) {
        _ = try Canvas().render(list(frame), scale: 1.5, policy: .browserLike, into: &fresh)
      }
      #expect(pixels == fresh, "\(order), frame \(frame)")
    }
  }
}
