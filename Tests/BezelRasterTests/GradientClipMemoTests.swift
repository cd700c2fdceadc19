import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// Gradient fills read the clip through the walk's ``DeviceClipMemo`` and shade into the
/// clip's boxes held in a temporary buffer (``GradientShader/withClipBoxes(_:within:clip:_:)``);
/// frames so drawn equal frames that ask Cairo for every item, in any frame order, on a kept
/// canvas and on a fresh one.
@Suite struct GradientClipMemoTests {
  /// Linear and radial gradient fills, moving from frame to frame, under whole-pixel clips
  /// of one and several rectangles, a fractional clip, a path clip and a faded group.
  static func list(_ frame: Int) -> DisplayList {
    let t = Double(frame)
    let (rect, oval) = (ClipMemoFrames.rect, ClipMemoFrames.oval)
    let stops = Gradient(stops: [
      .init(location: 0, color: Color(red: 1, green: 0.87, blue: 0.53, alpha: 1)),
      .init(location: 0.4, color: Color(red: 0.1, green: 0.6, blue: 0.9, alpha: 0.5)),
      .init(location: 1, color: Color(red: 0.9, green: 0.1, blue: 0.2, alpha: 1)),
    ])
    let linear = Paint.linearGradient(
      stops, start: CGPoint(x: 5 + t, y: 10), end: CGPoint(x: 90, y: 70 - t))
    let radial = Paint.radialGradient(
      stops, center: CGPoint(x: 50, y: 40), radius: 30 + t,
      focus: CGPoint(x: 44 + t, y: 38))
    let shapes: [DisplayItem] = [
      .fill(oval(8 + t, 6, 50, 40), paint: linear),
      .fill(rect(30, 20 + t, 45, 35), paint: radial),
      .fill(oval(50 - t, 40, 40.5, 30.25), paint: radial, rule: .evenOdd),
      .fill(rect(2, 2, 116, 96), paint: linear),
    ]
    // A clip of two disjoint rectangles: a group clipped by a path made of both.
    var twoBoxes = rect(10, 10, 30, 70)
    twoBoxes.addRect(CGRect(x: 60, y: 15, width: 40, height: 60))
    return DisplayList(
      size: CGSize(width: 120, height: 100),
      items: [
        .group(GroupItem(clip: rect(10, 8, 70, 60), children: shapes)),
        .group(GroupItem(clip: twoBoxes, children: shapes)),
        .group(GroupItem(clip: rect(30.3, 20.6, 60.45, 50.2), children: shapes)),
        .group(GroupItem(clip: oval(15, 15, 80, 70), children: shapes)),
        .group(GroupItem(opacity: 0.7, clip: rect(20, 30, 50, 40), children: [shapes[1]])),
      ] + shapes)
  }

  static let scene = ClipMemoFrames(count: 6, seed: 0x5eed, list: list)

  @Test(arguments: [RenderPolicy.exact, .browserLike], [0, 1, 2])
  func framesEqualThoseAskingCairoForEveryItem(policy: RenderPolicy, order: Int) throws {
    try Self.scene.expectEqualToAskingCairo(order: order, policy: policy)
  }

  /// A kept canvas in any frame order gives a fresh canvas's pixels, with and without
  /// kept coverage.
  @Test(arguments: [0, 1, 2], [true, false])
  func keptFramesEqualFreshOnes(order: Int, keepsCoverage: Bool) throws {
    try Self.scene.expectKeptEqualToFresh(
      order: order, keepsCoverage: keepsCoverage, freshAsks: false)
  }

  /// The boxes handed over are those of the clip inside the reach, disjoint whole pixels,
  /// the same through a memo, and none for a clip that cuts pixels.
  @Test func clipBoxesAreTheClipsWholePixels() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_rectangle(cr, 2, 3, 20, 10)
    cairo_rectangle(cr, 30, 31, 8, 9)
    cairo_clip(cr)
    let reach = FrameDamage.Box(minX: 0, minY: 0, maxX: 64, maxY: 64)
    let boxes = GradientShader.withClipBoxes(cr, within: reach) { Array($0) }
    #expect(
      boxes == [
        FrameDamage.Box(minX: 2, minY: 3, maxX: 22, maxY: 13),
        FrameDamage.Box(minX: 30, minY: 31, maxX: 38, maxY: 40),
      ])
    let spares = ImageSurfaceCache()
    let item = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)
    let memo = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
    defer { memo.retire(to: spares) }
    #expect(GradientShader.withClipBoxes(cr, within: reach, clip: memo) { Array($0) } == boxes)
    cairo_reset_clip(cr)
    cairo_rectangle(cr, 2.5, 3, 20, 10)
    cairo_clip(cr)
    #expect(GradientShader.withClipBoxes(cr, within: reach) { Array($0) } == nil)
  }
}
