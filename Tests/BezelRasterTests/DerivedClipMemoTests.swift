import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A group's walk works its clip's rectangles out from the walk it was entered from
/// (``DeviceClipMemo/derive(from:within:)``) instead of asking Cairo: the rectangles must be
/// exactly those Cairo lists, and frames so drawn equal frames that ask Cairo for every item,
/// in any frame order, on a kept canvas and on a fresh one.
@Suite struct DerivedClipMemoTests {
  /// The rectangles as numbers, to compare.
  static func numbers(_ rectangles: UnsafeBufferPointer<cairo_rectangle_t>) -> [[Double]] {
    rectangles.map { [$0.x, $0.y, $0.width, $0.height] }
  }

  /// Under seeded clips of whole-pixel rectangles (several in one clip, clips on clips, on
  /// surfaces placed by a device offset), the rectangles derived for a box, with and
  /// without a group pushed, are the list Cairo gives.
  @Test func derivedRectanglesAreCairosList() throws {
    var random = SeededGenerator(seed: 0xc11b)
    let spares = ImageSurfaceCache()
    let item = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)
    var several = 0
    for round in 0..<500 {
      let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 96, 80))
      defer { cairo_surface_destroy(surface) }
      if round % 3 == 0 {
        cairo_surface_set_device_offset(
          surface, Double(-Int.random(in: 0...40, using: &random)),
          Double(-Int.random(in: 0...40, using: &random)))
      }
      let cr = try #require(cairo_create(surface))
      defer { cairo_destroy(cr) }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          cairo_rectangle(
            cr, Double(Int.random(in: -10...90, using: &random)),
            Double(Int.random(in: -10...90, using: &random)),
            Double(Int.random(in: 1...50, using: &random)),
            Double(Int.random(in: 1...50, using: &random)))
        }
        cairo_clip(cr)
      }
      let parent = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
      defer { parent.retire(to: spares) }
      parent.prime(cr)
      let minX = Int.random(in: -10...90, using: &random)
      let minY = Int.random(in: -10...90, using: &random)
      let box: FrameDamage.Box? =
        round % 5 == 4
        ? nil
        : FrameDamage.Box(
          minX: minX, minY: minY, maxX: minX + Int.random(in: 1...60, using: &random),
          maxY: minY + Int.random(in: 1...60, using: &random))
      cairo_save(cr)
      if let box {
        cairo_rectangle(
          cr, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX),
          Double(box.maxY - box.minY))
        cairo_clip(cr)
      }
      let pushes = round % 2 == 1
      if pushes { cairo_push_group(cr) }
      let child = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
      defer { child.retire(to: spares) }
      #expect(child.derive(from: parent, within: box))
      let derived = child.withRectangles(of: cr) { Self.numbers($0) }
      let asked = DisplayListPainter.withDeviceClipRectangles(of: cr) { Self.numbers($0) }
      #expect(derived != nil)
      #expect(derived == asked, "round \(round)")
      if (derived?.count ?? 0) > 1 { several += 1 }
      if pushes { cairo_pattern_destroy(cairo_pop_group(cr)) }
      cairo_restore(cr)
    }
    // The seeds make lists of several rectangles, not only one.
    #expect(several > 40, "\(several) lists of several rectangles")
  }

  /// A memo under a clip Cairo cannot list derives nothing, and asks Cairo.
  @Test func unlistedClipDerivesNothing() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_arc(cr, 32, 32, 20, 0, 2 * Double.pi)
    cairo_clip(cr)
    let spares = ImageSurfaceCache()
    let item = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)
    let parent = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
    let child = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
    #expect(!child.derive(from: parent, within: nil))
    parent.prime(cr)
    #expect(!child.derive(from: parent, within: nil))
  }

  /// A lone shape's walk gets a memo only when its clip can be derived from a listed
  /// parent, and a memo handed back forgets its rectangles before the next walk takes it.
  @Test func loneShapeDerivesAndSparesForget() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_rectangle(cr, 4, 6, 40, 30)
    cairo_clip(cr)
    let spares = ImageSurfaceCache()
    let item = DisplayItem.fill(ClipMemoFrames.rect(0, 0, 4, 4), .red)
    let parent = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
    #expect(DeviceClipMemo.forWalk(over: [item], spares: spares, derivingFrom: parent) == nil)
    parent.prime(cr)
    let child = try #require(
      DeviceClipMemo.forWalk(over: [item], spares: spares, derivingFrom: parent))
    let box = FrameDamage.Box(minX: 10, minY: 0, maxX: 30, maxY: 20)
    #expect(child.derive(from: parent, within: box))
    #expect(child.isListed)
    #expect(child.withRectangles(of: cr) { Self.numbers($0) } == [[10, 6, 20, 14]])
    child.retire(to: spares)
    let again = try #require(DeviceClipMemo.forWalk(over: [item, item], spares: spares))
    #expect(again === child)
    #expect(!again.isListed)
  }

  /// Groups drawn on surfaces of their own (translucent, several children), nested, under
  /// clips of several rectangles, fractional ones and paths (also their own), with shapes
  /// that move.
  static func list(_ frame: Int) -> DisplayList {
    let t = Double(frame)
    let (rect, oval) = (ClipMemoFrames.rect, ClipMemoFrames.oval)
    let translucent = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.6)
    let linear = Paint.linearGradient(
      Gradient(stops: [
        .init(location: 0, color: Color(red: 1, green: 0.8, blue: 0.5, alpha: 1)),
        .init(location: 1, color: Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.7)),
      ]), start: CGPoint(x: 5 + t, y: 0), end: CGPoint(x: 100, y: 0))
    let shapes: [DisplayItem] = [
      .fill(rect(4 + 3 * t, 6, 30, 20), paint: .color(.red)),
      .fill(oval(20, 10 + 2 * t, 40, 30), paint: .color(translucent)),
      .fill(rect(50 - t, 30, 25.5, 17.25), paint: linear),
      .stroke(oval(10, 40 - t, 50, 30), paint: .color(.green), style: StrokeStyle(lineWidth: 3)),
      .fill(oval(70 + t / 2, 50, 22, 22), paint: linear),
    ]
    var twoBoxes = rect(10, 10, 30, 70)
    twoBoxes.addRect(CGRect(x: 45, y: 15, width: 40, height: 60))
    let faded = GroupItem(opacity: 0.8, children: shapes)
    let inner = GroupItem(
      transform: Transform(translationX: 2 + t, y: 1), opacity: 0.6,
      children: [.group(faded)] + shapes)
    return DisplayList(
      size: CGSize(width: 120, height: 100),
      items: [
        .fill(rect(0, 0, 120, 100), paint: .color(Color(red: 1, green: 1, blue: 0.8, alpha: 1))),
        .group(faded),
        .group(GroupItem(clip: twoBoxes, children: [.group(inner), .group(faded)])),
        .group(GroupItem(clip: rect(10, 8, 70, 60), children: [.group(inner)] + shapes)),
        .group(GroupItem(clip: rect(30.3, 20.6, 60.45, 50.2), children: [.group(faded)])),
        .group(GroupItem(clip: oval(15, 15, 80, 70), children: [.group(inner)])),
        .group(GroupItem(opacity: 0.9, children: [.group(inner), .group(faded)])),
        // Groups on surfaces of their own under clips of their own: theirs are Cairo's.
        .group(GroupItem(opacity: 0.7, clip: oval(20 + t, 12, 70, 60), children: shapes)),
        .group(GroupItem(opacity: 0.75, clip: twoBoxes, children: [.group(inner)] + shapes)),
      ] + shapes + groupClips(frame))
  }

  /// Groups whose own clip narrows the clip they met to whole device pixels (a clip on whole
  /// pixels, at scale 1.5 multiples of 2/3, or the box a soft clip narrows Cairo's clip to),
  /// so their walks derive their rectangles (``DisplayListPainter/applyClip(of:)``), with a
  /// lone shape, a lone faded one, one split by a moving soft clip into its covered part and
  /// edge strips, clips inside clips, a clip that cuts nothing and composited groups.
  static func groupClips(_ frame: Int) -> [DisplayItem] {
    let t = Double(frame)
    let (rect, oval) = (ClipMemoFrames.rect, ClipMemoFrames.oval)
    let blue = Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
    let lone = DisplayItem.fill(rect(8 + t, 10, 40, 30), paint: .color(.red))
    let shapes: [DisplayItem] = [
      .fill(rect(4 + 3 * t, 6, 30, 20), paint: .color(blue)),
      .fill(oval(20, 10 + 2 * t, 40, 30), paint: .color(blue.withAlpha(0.6))),
      .stroke(oval(10, 40 - t, 50, 30), paint: .color(.green), style: StrokeStyle(lineWidth: 3)),
    ]
    let soft = rect(6.3 + t / 3, 5.6, 50.45, 40.2)
    let moved = Transform(translationX: 2 + t, y: 1)
    let movedLone = DisplayItem.group(GroupItem(transform: moved, children: [lone]))
    let wholeInside = GroupItem(
      transform: moved, clip: rect(4, 6, 40 + 2 * t / 3, 60), children: shapes)
    return [
      .group(GroupItem(clip: rect(2, 4, 60, 40), children: [lone])),
      .group(GroupItem(clip: rect(10, 20, 60, 50), children: shapes)),
      .group(GroupItem(clip: rect(2, 2, 100, 80), children: [.group(wholeInside)])),
      .group(GroupItem(clip: soft, children: [lone])),
      .group(GroupItem(clip: soft, children: [movedLone])),
      .group(GroupItem(transform: moved, clip: rect(30.2, 40.7, 60.1, 45.3), children: shapes)),
      .group(GroupItem(clip: rect(-50, -50, 300, 300), children: [lone])),
      .group(GroupItem(clip: oval(15, 15, 80, 70), children: [lone] + shapes)),
      .group(GroupItem(opacity: 0.7, clip: rect(8, 10, 70, 50), children: shapes)),
      .group(GroupItem(opacity: 0.6, clip: rect(20, 20, 50, 40), children: [lone])),
      .group(GroupItem(opacity: 0.75, clip: soft, children: shapes)),
    ]
  }

  static let scene = ClipMemoFrames(count: 6, seed: 0xde71, list: list)

  @Test(arguments: [RenderPolicy.exact, .browserLike], [0, 1, 2])
  func framesEqualThoseAskingCairoForEveryItem(policy: RenderPolicy, order: Int) throws {
    try Self.scene.expectEqualToAskingCairo(order: order, policy: policy)
  }

  /// A kept canvas in any frame order gives a fresh canvas's pixels, with and without kept
  /// coverage.
  @Test(arguments: [0, 1, 2], [true, false])
  func keptFramesEqualFreshOnes(order: Int, keepsCoverage: Bool) throws {
    try Self.scene.expectKeptEqualToFresh(
      order: order, keepsCoverage: keepsCoverage, freshAsks: true)
  }
}
