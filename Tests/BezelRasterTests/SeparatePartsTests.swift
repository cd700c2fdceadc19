import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A composited group whose children lie apart is composited only over their boxes
/// (``DisplayListPainter/separateBoxes(of:)``); these check it gives the bytes of compositing
/// the whole box around them, under every blend mode that keeps the destination where the
/// source is transparent.
@Suite struct SeparatePartsTests {
  /// The modes a group may be composited with in parts (all but the clearing ones).
  private static let modes: [BlendMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
    .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
    .plus, .destinationOut, .sourceAtop,
  ]

  /// A random ellipse or rectangle with its corner near (`x`, `y`).
  private static func shape(_ rng: inout SeededGenerator, x: Double, y: Double) -> Path {
    let rect = CGRect(
      x: x + .random(in: -4...4, using: &rng), y: y + .random(in: -4...4, using: &rng),
      width: .random(in: 2...30, using: &rng), height: .random(in: 2...30, using: &rng))
    return Bool.random(using: &rng) ? Path(ellipseIn: rect) : Path(rect: rect)
  }

  /// A random fill, stroke or gradient fill near (`x`, `y`).
  private static func item(_ rng: inout SeededGenerator, x: Double, y: Double) -> DisplayItem {
    let path = shape(&rng, x: x, y: y)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      return .stroke(
        path, paint: .color(FastPathEquivalence.color(&rng)),
        style: StrokeStyle(lineWidth: .random(in: 0.5...5, using: &rng)))
    case 1:
      let gradient = Gradient(stops: [
        Gradient.Stop(location: 0, color: FastPathEquivalence.color(&rng)),
        Gradient.Stop(location: 1, color: FastPathEquivalence.color(&rng)),
      ])
      return .fill(
        path,
        paint: .linearGradient(
          gradient, start: CGPoint(x: x, y: y), end: CGPoint(x: x + 20, y: y + 9)),
        rule: .nonZero)
    default:
      return .fill(path, paint: .color(FastPathEquivalence.color(&rng)), rule: .nonZero)
    }
  }

  /// A 160 × 120 frame: shapes under groups of two to five children, each group in a random
  /// mode and opacity, its children far apart, close or overlapping, some held in a lone
  /// child group that moves them (a layer's content).
  static func list(seed: UInt64, shift: Double = 0) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    var items: [DisplayItem] = []
    for _ in 0..<4 {
      items.append(
        item(&rng, x: .random(in: 0...140, using: &rng), y: .random(in: 0...100, using: &rng)))
    }
    for _ in 0..<6 {
      let spread = Double.random(in: 5...150, using: &rng)
      var children: [DisplayItem] = []
      for _ in 0..<Int.random(in: 2...5, using: &rng) {
        children.append(
          item(
            &rng, x: .random(in: 0...spread, using: &rng) + shift,
            y: .random(in: 0...(spread * 0.7), using: &rng)))
      }
      let opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.2...0.95, using: &rng)
      let mode = modes[Int.random(in: 0..<modes.count, using: &rng)]
      let move = Transform(
        translationX: .random(in: -6...6, using: &rng), y: .random(in: -6...6, using: &rng)
      ).concatenating(Transform(rotationAngle: .random(in: -0.3...0.3, using: &rng)))
      if Bool.random(using: &rng) {
        let content = GroupItem(transform: move, children: children)
        items.append(
          .group(GroupItem(opacity: opacity, blendMode: mode, children: [.group(content)])))
      } else {
        items.append(
          .group(GroupItem(transform: move, opacity: opacity, blendMode: mode, children: children)))
      }
    }
    return DisplayList(size: CGSize(width: 160, height: 120), items: items)
  }

  @Test(arguments: 0..<24)
  func partsGiveTheWholeCompositesBytes(seed: Int) throws {
    try FastPathEquivalence.expectSameBytes(
      Self.list(seed: UInt64(seed)), scales: [1.0, 1.7], label: "seed \(seed)"
    ) { try DisplayListPainter.$compositesSeparateParts.withValue(false, operation: $0) }
  }

  /// Frames that move drawn into one reused buffer (redrawn in part, over kept pixels) hold
  /// the bytes of each frame drawn afresh with whole composites.
  @Test func retainedFramesHoldTheWholeCompositesBytes() throws {
    try FastPathEquivalence.expectRetainedFramesMatch {
      Self.list(seed: UInt64($0 % 5), shift: Double($0 % 7) * 0.7)
    } general: {
      try DisplayListPainter.$compositesSeparateParts.withValue(false, operation: $0)
    }
  }

  /// Merged boxes share no pixel (nor an edge) and hold every box they were made from.
  @Test func mergedBoxesAreApartAndCoverTheirSources() {
    var rng = SeededGenerator(seed: 5)
    for _ in 0..<300 {
      var boxes: [FrameDamage.Box] = []
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        let x = Int.random(in: 0...100, using: &rng)
        let y = Int.random(in: 0...100, using: &rng)
        boxes.append(
          FrameDamage.Box(
            minX: x, minY: y, maxX: x + .random(in: 1...30, using: &rng),
            maxY: y + .random(in: 1...30, using: &rng)))
      }
      var merged = boxes
      DisplayListPainter.mergeOverlapping(&merged)
      for (i, a) in merged.enumerated() {
        for b in merged[(i + 1)...] { #expect(!a.overlaps(b)) }
      }
      for box in boxes { #expect(merged.contains { $0.contains(box) }) }
    }
  }
}
