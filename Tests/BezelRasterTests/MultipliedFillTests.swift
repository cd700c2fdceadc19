import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A multiplied group holding one solid fill is multiplied into the target from the fill's
/// coverage; these check it gives the bytes of pushing the group and painting it with
/// Cairo's `MULTIPLY`, and that it is taken where it should be.
@Suite struct MultipliedFillTests {
  /// A random shape in a 120 × 90 frame: an ellipse, a rectangle or a star.
  private static func shape(_ rng: inout SeededGenerator) -> Path {
    let x = Double.random(in: -10...100, using: &rng)
    let y = Double.random(in: -10...70, using: &rng)
    let w = Double.random(in: 2...60, using: &rng)
    let h = Double.random(in: 2...50, using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h))
    case 1: return Path(rect: CGRect(x: x, y: y, width: w, height: h))
    default:
      var star = Path()
      for i in 0..<10 {
        let r = i % 2 == 0 ? w / 2 : w / 5
        let a = Double(i) * .pi / 5
        let p = CGPoint(x: x + w / 2 + r * cos(a), y: y + h / 2 + r * sin(a))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
      }
      star.closeSubpath()
      return star
    }
  }

  /// A frame of random fills and strokes with multiplied groups among them (some first on
  /// the cleared frame, some nested under groups that only move them, some clipped, some
  /// that must still be composited: two fills, a stroke, a faded one).
  static func list(seed: UInt64, shift: Double = 0) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    var items: [DisplayItem] = []
    for _ in 0..<14 {
      let fill = DisplayItem.fill(
        shape(&rng), paint: .color(FastPathEquivalence.color(&rng)), rule: .nonZero)
      let move = Transform(
        translationX: Double.random(in: -5...5, using: &rng) + shift,
        y: Double.random(in: -5...5, using: &rng)
      ).concatenating(Transform(rotationAngle: .random(in: -0.3...0.3, using: &rng)))
      switch Int.random(in: 0..<8, using: &rng) {
      case 0:
        items.append(fill)
      case 1:
        items.append(
          .stroke(
            shape(&rng), paint: .color(FastPathEquivalence.color(&rng)),
            style: StrokeStyle(lineWidth: .random(in: 0.5...6, using: &rng))))
      case 2:
        items.append(.group(GroupItem(transform: move, blendMode: .multiply, children: [fill])))
      case 3:
        let inner = GroupItem(
          transform: Transform(scaleX: 1.3, y: 0.8), children: [fill])
        items.append(
          .group(GroupItem(transform: move, blendMode: .multiply, children: [.group(inner)])))
      case 4:
        // A clip on whole pixels, and one that cuts pixels.
        let clip =
          Bool.random(using: &rng)
          ? Path(rect: CGRect(x: 10, y: 8, width: 70, height: 50))
          : Path(ellipseIn: CGRect(x: 5.3, y: 4.7, width: 90, height: 60))
        items.append(
          .group(GroupItem(transform: move, clip: clip, blendMode: .multiply, children: [fill])))
      case 5:
        let other = DisplayItem.fill(
          shape(&rng), paint: .color(FastPathEquivalence.color(&rng)), rule: .evenOdd)
        items.append(.group(GroupItem(blendMode: .multiply, children: [fill, other])))
      case 6:
        items.append(.group(GroupItem(opacity: 0.6, blendMode: .multiply, children: [fill])))
      default:
        items.append(
          .group(
            GroupItem(
              blendMode: .multiply,
              children: [
                .stroke(
                  shape(&rng), paint: .color(FastPathEquivalence.color(&rng)),
                  style: StrokeStyle(lineWidth: 3))
              ])))
      }
    }
    return DisplayList(size: CGSize(width: 120, height: 90), items: items)
  }

  @Test(arguments: 0..<24)
  func multipliedFillsGiveTheCompositedGroupsBytes(seed: Int) throws {
    try FastPathEquivalence.expectSameBytes(
      Self.list(seed: UInt64(seed)), scales: [1.0, 1.5], label: "seed \(seed)"
    ) { try DisplayListPainter.$multipliesFillsInPlace.withValue(false, operation: $0) }
  }

  /// Frames that move drawn into one reused buffer (redrawn in part, over kept pixels) hold
  /// the bytes of each frame drawn afresh with the group composited.
  @Test func retainedFramesHoldTheCompositedBytes() throws {
    try FastPathEquivalence.expectRetainedFramesMatch {
      Self.list(seed: UInt64($0 % 5), shift: Double($0 % 7) * 0.7)
    } general: {
      try DisplayListPainter.$multipliesFillsInPlace.withValue(false, operation: $0)
    }
  }

  /// pixman's multiply leaves a pixel under a transparent source as it is, so pixels the
  /// fill does not cover need not be read.
  @Test func aTransparentSourceLeavesThePixel() {
    var rng = SeededGenerator(seed: 7)
    for _ in 0..<1000 {
      let alpha = UInt32.random(in: 0...255, using: &rng)
      let d =
        alpha << 24 | UInt32.random(in: 0...alpha, using: &rng) << 16
        | UInt32.random(in: 0...alpha, using: &rng) << 8 | UInt32.random(in: 0...alpha, using: &rng)
      #expect(CoverageCompositor.multiplied(0, d) == d)
    }
  }

  /// Runs multiplied four pixels at a time give the bytes of one pixel at a time.
  @Test func runsGiveTheBytesOfSinglePixels() {
    var rng = SeededGenerator(seed: 11)
    func premultiplied() -> UInt32 {
      let alpha = UInt32.random(in: 0...255, using: &rng)
      return alpha << 24 | UInt32.random(in: 0...alpha, using: &rng) << 16
        | UInt32.random(in: 0...alpha, using: &rng) << 8
        | UInt32.random(in: 0...alpha, using: &rng)
    }
    for _ in 0..<300 {
      let source = premultiplied()
      let count = Int.random(in: 1...23, using: &rng)
      var row = (0..<count).map { _ in premultiplied() }
      let expected = row.map { CoverageCompositor.multiplied(source, $0) }
      row.withUnsafeMutableBufferPointer {
        CoverageCompositor.multiply(source, into: $0.baseAddress!, count: count)
      }
      #expect(row == expected)
    }
  }

  /// One fill, under groups that only move it, is drawn in place; two fills, a clip on the
  /// inner group or a gradient are left to the composited group.
  @Test func loneFillsAreDrawnInPlace() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 60, 60))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let painter = DisplayListPainter(
      cr: cr, images: ImageSurfaceCache(), text: TextLayoutCache(), policy: .browserLike)
    let fill = DisplayItem.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 20)), .red)
    let moved = GroupItem(transform: Transform(translationX: 3, y: 4), children: [fill])
    #expect(painter.drawMultiplied([fill]))
    #expect(painter.drawMultiplied([.group(moved)]))
    #expect(!painter.drawMultiplied([fill, fill]))
    var clipped = moved
    clipped.clip = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!painter.drawMultiplied([.group(clipped)]))
    let gradient = DisplayItem.fill(
      Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
      paint: .linearGradient(
        Gradient(stops: [.init(location: 0, color: .red), .init(location: 1, color: .blue)]),
        start: .zero, end: CGPoint(x: 10, y: 0)),
      rule: .nonZero)
    #expect(!painter.drawMultiplied([gradient]))
    // What it drew is red multiplied onto clear: red.
    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixel = UnsafeRawPointer(data + 15 * stride + 20 * 4).load(as: UInt32.self)
    #expect(pixel == 0xFFFF_0000)
  }
}
