import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// The walk of a frame's damage lists its clip from the damage boxes
/// (``DeviceClipMemo/list(boxes:within:)``) instead of asking Cairo: the rectangles must be
/// exactly those Cairo lists, and frames so drawn equal frames that ask Cairo for every
/// item, in any frame order, on a kept canvas and on a fresh one.
@Suite struct DamageClipMemoTests {
  /// Under seeded clips of up to eight whole-pixel boxes (apart, touching, overlapping, in
  /// shared bands, reaching past the surface), on surfaces placed by a device offset, the
  /// rectangles listed from the boxes are the list Cairo gives.
  @Test func listedRectanglesAreCairosList() throws {
    var random = SeededGenerator(seed: 0xda3a)
    let spares = ImageSurfaceCache()
    let item = DisplayItem.fill(ClipMemoFrames.rect(0, 0, 4, 4), .red)
    var several = 0
    for round in 0..<600 {
      let (width, height) = (
        Int.random(in: 20...96, using: &random), Int.random(in: 20...80, using: &random)
      )
      let surface = try #require(
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
      defer { cairo_surface_destroy(surface) }
      if round % 3 != 0 {
        cairo_surface_set_device_offset(
          surface, Double(-Int.random(in: -10...40, using: &random)),
          Double(-Int.random(in: -10...40, using: &random)))
      }
      let cr = try #require(cairo_create(surface))
      defer { cairo_destroy(cr) }
      // Boxes on a coarse grid meet, touch and share edges often.
      let step = round % 2 == 0 ? 8 : 1
      var boxes: [FrameDamage.Box] = []
      for _ in 0..<Int.random(in: 1...FrameDamage.maximumBoxes, using: &random) {
        let minX = step * Int.random(in: -2...(100 / step), using: &random)
        let minY = step * Int.random(in: -2...(100 / step), using: &random)
        boxes.append(
          FrameDamage.Box(
            minX: minX, minY: minY,
            maxX: minX + step * Int.random(in: 1...(40 / step), using: &random),
            maxY: minY + step * Int.random(in: 1...(40 / step), using: &random)))
      }
      FrameDamage.addBoxes(boxes, to: cr)
      cairo_clip(cr)
      let extents = try #require(Canvas.deviceExtents(of: surface))
      let memo = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
      defer { memo.retire(to: spares) }
      memo.list(boxes: boxes, within: extents)
      let listed = memo.withRectangles(of: cr) { DerivedClipMemoTests.numbers($0) }
      let asked = DisplayListPainter.withDeviceClipRectangles(of: cr) {
        DerivedClipMemoTests.numbers($0)
      }
      #expect(listed != nil)
      #expect(listed == asked, "round \(round): \(boxes) in \(extents)")
      if (listed?.count ?? 0) > 2 { several += 1 }
    }
    // The seeds make lists of several rectangles, not only one or two.
    #expect(several > 100, "\(several) lists of several rectangles")
  }

  /// Device extents follow the device offset, and are not claimed for a surface off whole
  /// pixels or at another device scale.
  @Test func deviceExtents() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 30, 20))
    defer { cairo_surface_destroy(surface) }
    #expect(
      Canvas.deviceExtents(of: surface) == FrameDamage.Box(minX: 0, minY: 0, maxX: 30, maxY: 20))
    cairo_surface_set_device_offset(surface, -7, 4)
    #expect(
      Canvas.deviceExtents(of: surface) == FrameDamage.Box(minX: 7, minY: -4, maxX: 37, maxY: 16))
    cairo_surface_set_device_offset(surface, -7.5, 4)
    #expect(Canvas.deviceExtents(of: surface) == nil)
    cairo_surface_set_device_offset(surface, 0, 0)
    cairo_surface_set_device_scale(surface, 2, 2)
    #expect(Canvas.deviceExtents(of: surface) == nil)
  }

  /// Small shapes moving in several places at once, so that a frame's damage is several
  /// boxes: spread over the canvas (`apart`, each box drawn on the frame's own pixels in turn)
  /// or near one another (drawn together on scratch pixels under one clip of all of them),
  /// with translucent groups on surfaces of their own, clipped groups whose walks derive
  /// their rectangles, strokes and gradients, boxes that meet and part as the shapes move.
  static func list(_ frame: Int, apart: Bool) -> DisplayList {
    let t = Double(frame)
    let (rect, oval) = (ClipMemoFrames.rect, ClipMemoFrames.oval)
    let spread = apart ? 1.0 : 0.25
    let translucent = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.6)
    let linear = Paint.linearGradient(
      Gradient(stops: [
        .init(location: 0, color: Color(red: 1, green: 0.8, blue: 0.5, alpha: 1)),
        .init(location: 1, color: Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.7)),
      ]), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 20, y: 0))
    func at(_ x: Double, _ y: Double) -> (Double, Double) { (10 + spread * x, 10 + spread * y) }
    let (ax, ay) = at(t * 3, 0)
    let (bx, by) = at(150, 10 + t * 2)
    let (cx, cy) = at(20, 120 - t)
    let (dx, dy) = at(140 - 4 * t, 110)
    let (ex, ey) = at(80, 60 + t / 2)
    return DisplayList(
      size: CGSize(width: 200, height: 160),
      items: [
        .fill(rect(0, 0, 200, 160), paint: .color(Color(red: 1, green: 1, blue: 0.8, alpha: 1))),
        .fill(oval(ax, ay, 12, 12), paint: .color(.red)),
        .group(
          GroupItem(
            opacity: 0.7,
            children: [
              .fill(rect(bx, by, 14, 9.5), paint: .color(translucent)),
              .stroke(
                oval(bx + 2, by, 10, 10), paint: .color(.green), style: StrokeStyle(lineWidth: 2)),
            ])),
        .group(
          GroupItem(
            transform: Transform(translationX: cx, y: cy), clip: rect(0, 0, 12, 9),
            children: [
              .fill(oval(-2, -2, 16, 14), paint: linear),
              .fill(rect(3, 2, 6, 4), paint: .color(translucent)),
            ])),
        .stroke(oval(dx, dy, 11, 8), paint: .color(.blue), style: StrokeStyle(lineWidth: 3)),
        .group(GroupItem(opacity: 0.5, children: [.fill(oval(ex, ey, 9, 9), paint: linear)])),
      ])
  }

  static let apart = ClipMemoFrames(count: 8, seed: 0xb0c5) { list($0, apart: true) }
  static let near = ClipMemoFrames(count: 8, seed: 0xb0c6) { list($0, apart: false) }

  @Test(arguments: [RenderPolicy.exact, .browserLike], [0, 1, 2])
  func framesEqualThoseAskingCairoForEveryItem(policy: RenderPolicy, order: Int) throws {
    try Self.apart.expectEqualToAskingCairo(order: order, policy: policy)
    try Self.near.expectEqualToAskingCairo(order: order, policy: policy)
  }

  /// A kept canvas in any frame order gives a fresh canvas's pixels, with and without kept
  /// coverage.
  @Test(arguments: [0, 1, 2], [true, false])
  func keptFramesEqualFreshOnes(order: Int, keepsCoverage: Bool) throws {
    try Self.apart.expectKeptEqualToFresh(
      order: order, keepsCoverage: keepsCoverage, freshAsks: true)
    try Self.near.expectKeptEqualToFresh(
      order: order, keepsCoverage: keepsCoverage, freshAsks: true)
  }
}
