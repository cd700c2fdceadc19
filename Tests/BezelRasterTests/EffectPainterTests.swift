import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Groups with effects in the display list: what they paint, where, and how far.
@Suite struct EffectPainterTests {
  static let square = Path(rect: CGRect(x: 10, y: 10, width: 10, height: 10))

  static func shadow(_ x: Double, _ y: Double, sigma: Double = 0) -> LayerEffect.Kind {
    .shadow(LayerEffect.Shadow(color: .blue, offset: CGPoint(x: x, y: y), sigma: sigma))
  }

  @Test func effectsMakeAGroupComposited() {
    var group = GroupItem(children: [.fill(Self.square, .red)])
    #expect(group.isPassThrough)
    group.effects = [LayerEffect(.invert(.rgb, blend: 0))]
    #expect(!group.isPassThrough)
  }

  /// Content effects grow the box before the transform, styles after it.
  @Test func boundsGrowByWhatEffectsReach() throws {
    var group = GroupItem(
      transform: Transform(scaleX: 2, y: 2), children: [.fill(Self.square, .red)])
    group.effects = [LayerEffect(.blur(LayerEffect.Blur(size: 2)))]
    let blurred = try #require(ContentBounds.of(.group(group)))
    // 10…20 grown by 3σ = 6 (4…26), then doubled.
    #expect(blurred == CGRect(x: 8, y: 8, width: 44, height: 44))
    group.effects = [LayerEffect(Self.shadow(4, 0), space: .parent)]
    let styled = try #require(ContentBounds.of(.group(group)))
    // 20…40, grown by the offset and a pixel of margin in the parent's units.
    #expect(styled == CGRect(x: 15, y: 15, width: 30, height: 30))
    group.effects = [LayerEffect(Self.shadow(.infinity, 0))]
    #expect(ContentBounds.of(.group(group)) == nil)
  }

  /// A shadow lands outside the group's clip, offset by the transform's scale.
  @Test func shadowsFallOutsideTheClipThroughTheTransform() throws {
    var group = GroupItem(
      transform: Transform(scaleX: 2, y: 2),
      clip: Path(rect: CGRect(x: 0, y: 0, width: 25, height: 25)),
      children: [.fill(Self.square, .red)])
    group.effects = [LayerEffect(Self.shadow(15, 0))]
    let bitmap = try Canvas().render(
      DisplayList(size: CGSize(width: 100, height: 60), items: [.group(group)]))
    // The square covers 20…40; its shadow 50…70 (15 × 2 to the right), past the clip at 50.
    #expect(bitmap.pixel(x: 30, y: 30) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 60, y: 30) == (0, 0, 255, 255))
    #expect(bitmap.pixel(x: 45, y: 30).a == 0)
    #expect(bitmap.pixel(x: 75, y: 30).a == 0)
  }

  /// The mask applies before effects: inverting a half-masked square leaves the masked-out
  /// half transparent (an invert after the mask would not touch it either way) and the
  /// group's opacity applies after.
  @Test func maskThenEffectsThenOpacity() throws {
    var group = GroupItem(
      opacity: 0.5,
      mask: Mask(items: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 15, height: 30)), .white)]),
      children: [.fill(Self.square, .red)])
    group.effects = [LayerEffect(.invert(.rgb, blend: 0))]
    let bitmap = try Canvas().render(
      DisplayList(size: CGSize(width: 30, height: 30), items: [.group(group)]))
    // Cyan at half opacity (premultiplied).
    let inside = bitmap.pixel(x: 12, y: 15)
    #expect([inside.r, inside.g, inside.b, inside.a] == [0, 128, 128, 128], "\(inside)")
    #expect(bitmap.pixel(x: 17, y: 15).a == 0)
  }
}
