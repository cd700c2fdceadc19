import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Translucent strokes that move every frame (never kept) are drawn once through coverage
/// made for them (``DisplayListPainter/blendFreshStroke(_:style:pixel:key:matrix:clip:)``)
/// with exactly `cairo_stroke`'s bytes: pixman's `OVER` where the target is shown inked,
/// Cairo's own stroke where it may be one Cairo thinks clear or where a clip or an edge cuts
/// the stroke.
@Suite struct FreshTranslucentStrokeTests {
  /// Frame `frame` of scene `seed`: an opaque backdrop (or none), translucent strokes
  /// moving by a fraction of a pixel each frame under clip `clip` (some in a group faded by
  /// an opacity that changes every frame, as Lottie's animated group opacity is folded into
  /// the colour), and opaque strokes among them.
  static func list(seed: UInt64, clip: Int, backdrop: Bool, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    let size = CGSize(width: 120, height: 100)
    var moving: [DisplayItem] = []
    for index in 0..<7 {
      let color =
        index % 4 == 3
        ? FastPathEquivalence.color(&rng).withAlpha(1)
        : KeptTranslucentStrokeTests.translucent(&rng)
      let stroke = KeptTranslucentStrokeTests.stroke(&rng, in: size, color: color)
      let step = CGPoint(
        x: .random(in: -1.7...1.7, using: &rng), y: .random(in: -1.3...1.3, using: &rng))
      let shift = Transform(
        translationX: step.x * Double(frame), y: step.y * Double(frame))
      let opacity = index % 3 == 1 ? 0.25 + 0.1 * Double(frame % 7) : 1
      moving.append(.group(GroupItem(transform: shift, opacity: opacity, children: [stroke])))
    }
    let items = KeptTranslucentStrokeTests.backdropped(moving, clip: clip, backdrop: backdrop)
    return DisplayList(size: size, items: items)
  }

  @Test(arguments: 0..<5)
  func freshTranslucentStrokesMatchCairosStrokes(clip: Int) throws {
    var fresh = 0
    try KeptTranslucentStrokeTests.forEachCase(clip: clip) {
      seed, backdrop, policy, scale, order, retaining, label in
      let (statistics, strokedStatistics) = try KeptTranslucentStrokeTests.expectSameFrames(
        { Self.list(seed: seed, clip: clip, backdrop: backdrop, frame: $0) }, order: order,
        scale: scale, policy: policy, retaining: retaining, label: label
      ) { try DisplayListPainter.$blendsFreshStrokes.withValue(false, operation: $0) }
      #expect(strokedStatistics.freshStrokes == 0, "\(label)")
      fresh += statistics.freshStrokes
    }
    // The moving strokes must have been blended through made coverage, or this checks
    // nothing; under the clip through the middle (2) every stroke it cuts is Cairo's.
    if clip != 2 { #expect(fresh > 100, "clip \(clip): \(fresh) fresh strokes") }
  }
}
