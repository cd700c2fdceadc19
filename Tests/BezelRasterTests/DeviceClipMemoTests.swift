import BezelDrawing
import BezelLayers
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A list's walk asks Cairo for the clip's rectangles once (``DeviceClipMemo``); every fill
/// and stroke must still be drawn under the clip in effect when it is drawn, so frames drawn
/// with the memo equal frames that ask Cairo for every item.
@Suite struct DeviceClipMemoTests {
  /// Fills and strokes of frame `frame` (shapes move from frame to frame, so a kept canvas
  /// redraws damage boxes) under every kind of clip a fill can meet: whole-pixel and
  /// fractional rectangles, a path, a group's lone faded child under a path (drawn inside
  /// the group's clip with the parent painter), nested clips, a mask and a soft clip.
  static func list(_ frame: Int) -> DisplayList {
    let t = Double(frame)
    let (rect, oval) = (ClipMemoFrames.rect, ClipMemoFrames.oval)
    let translucent = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.6)
    let shapes: [DisplayItem] = [
      .fill(rect(4 + t, 6, 30, 20), paint: .color(.red)),
      .fill(oval(20, 10 + t, 40, 30), paint: .color(translucent)),
      .fill(rect(50 - t, 30, 25.5, 17.25), paint: .color(.blue)),
      .stroke(oval(10, 40 - t, 50, 30), paint: .color(.green), style: StrokeStyle(lineWidth: 3)),
      .fill(oval(70 + t / 2, 50, 22, 22), paint: .color(translucent)),
    ]
    let still: [DisplayItem] = [
      .fill(rect(0, 0, 120, 100), paint: .color(Color(red: 1, green: 1, blue: 0.8, alpha: 1))),
      .fill(oval(80, 5, 30, 30), paint: .color(.black)),
    ]
    return DisplayList(
      size: CGSize(width: 120, height: 100),
      items: still + [
        .group(GroupItem(clip: rect(10, 8, 70, 60), children: shapes)),
        .group(GroupItem(clip: rect(30.3, 20.6, 60.45, 50.2), children: shapes)),
        .group(GroupItem(clip: oval(15, 15, 80, 70), children: shapes)),
        .group(GroupItem(opacity: 0.7, clip: oval(40 + t, 30, 50, 40), children: [shapes[1]])),
        .group(GroupItem(opacity: 0.8, clip: rect(5.5, 50.5, 60, 40), children: [shapes[0]])),
        .group(
          GroupItem(
            transform: Transform(translationX: 3, y: 2), clip: rect(0, 0, 90, 80),
            children: [
              .group(GroupItem(clip: oval(10, 10, 60, 50), children: shapes)),
              .group(GroupItem(clip: rect(20, 20, 50, 40), children: shapes)),
            ] + shapes)),
        .group(
          GroupItem(
            mask: Mask(items: [.fill(oval(30, 20, 60, 60), paint: .color(.black))]),
            children: shapes)),
      ] + shapes)
  }

  static func frames(policy: RenderPolicy) throws -> [Bitmap] {
    let canvas = Canvas()
    return try (0..<8).map { try canvas.render(list($0 % 5), scale: 1.5, policy: policy) }
  }

  @Test(arguments: [RenderPolicy.exact, .browserLike])
  func framesEqualThoseAskingCairoForEveryItem(policy: RenderPolicy) throws {
    let memo = try Self.frames(policy: policy)
    let asking = try DeviceClipMemo.$isEnabled.withValue(false) {
      try Self.frames(policy: policy)
    }
    #expect(memo.count == asking.count)
    for (index, (a, b)) in zip(memo, asking).enumerated() {
      #expect(a == b, "frame \(index)")
    }
  }

  /// A kept canvas, redrawing only the damage, gives a fresh canvas's pixels.
  @Test func keptFramesEqualFreshOnes() throws {
    let canvas = Canvas()
    for frame in 0..<6 {
      let list = Self.list(frame)
      let kept = try canvas.render(list, scale: 1.5, policy: .browserLike)
      let fresh = try Canvas().render(list, scale: 1.5, policy: .browserLike)
      #expect(kept == fresh, "frame \(frame)")
    }
  }

  /// A memo a walk is done with goes back to the canvas and serves a later walk: it must
  /// ask Cairo again there, under that walk's clip, and not hand out the clip it kept.
  @Test func aRetiredMemoForgetsItsClip() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let spares = ImageSurfaceCache()
    let items: [DisplayItem] = [.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)]
    func rectangles(_ memo: DeviceClipMemo) -> [Double]? {
      memo.withRectangles(of: cr) { list in list.flatMap { [$0.x, $0.y, $0.width, $0.height] } }
    }
    cairo_save(cr)
    cairo_rectangle(cr, 2, 3, 20, 10)
    cairo_clip(cr)
    let first = try #require(DeviceClipMemo.forWalk(over: items + items, spares: spares))
    #expect(rectangles(first) == [2, 3, 20, 10])
    first.retire(to: spares)
    cairo_restore(cr)
    cairo_rectangle(cr, 30, 31, 8, 9)
    cairo_clip(cr)
    let second = try #require(DeviceClipMemo.forWalk(over: items + items, spares: spares))
    #expect(second === first)
    #expect(rectangles(second) == [30, 31, 8, 9])
    // A lone shape asks once anyway and takes no memo.
    #expect(DeviceClipMemo.forWalk(over: items, spares: spares) == nil)
  }

  /// Asking for the clip's rectangles leaves the context exactly as it was, down to the
  /// inverse of its transform: Cairo keeps the inverse built step by step from the
  /// transforms applied, and setting the same matrix again recomputes it with other
  /// rounding. Gradients, images and strokes are placed through that inverse, so a frame's
  /// pixels would depend on which earlier items asked (the memo asks once a walk, and a
  /// redraw of damage skips items), and a kept frame would differ from a whole redraw.
  @Test func askingForTheClipKeepsTheTransformsInverse() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_rectangle(cr, 2, 3, 50, 40)
    cairo_clip(cr)
    // Steps whose inverses multiplied together round differently from the product's inverse.
    cairo_scale(cr, 512.0 / 1013.0, 512.0 / 1013.0)
    cairo_translate(cr, 506.5, 506.5)
    cairo_rotate(cr, 0.3)
    cairo_scale(cr, 1.37, 0.91)
    cairo_translate(cr, -17.25, 3.125)
    func userPoints() -> [Double] {
      var points: [Double] = []
      for (x, y) in [(0.5, 0.5), (63.25, 1.75), (31.1, 47.9)] {
        var (u, v) = (x, y)
        cairo_device_to_user(cr, &u, &v)
        points += [u, v]
      }
      return points
    }
    let before = userPoints()
    let listed = DisplayListPainter.copyDeviceClipRectangles(of: cr)
    if let listed { cairo_rectangle_list_destroy(listed) }
    #expect(listed != nil)
    #expect(userPoints() == before)
  }
}
