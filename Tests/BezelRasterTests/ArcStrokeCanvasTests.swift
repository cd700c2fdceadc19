import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Arcs drawn from their exact coverage (``DisplayListPainter/drawsArcStrokes``) on a
/// canvas: close to Cairo's stroke of the same path, and the same pixels however a frame is
/// drawn (whole, from its damage, over a retained frame).
@Suite struct ArcStrokeCanvasTests {
  /// A spinner's frame: a translucent track, an arc trimmed and turned by `frame`, and a
  /// square-capped arc that holds still.
  static func list(_ frame: Int) -> DisplayList {
    let turn = Double(frame) * 0.37
    var moving = Path()
    moving.addArc(
      center: .zero, radius: 30, startAngle: 0.2 * Double(frame % 5),
      endAngle: 1.4 + 0.45 * Double(frame), clockwise: true)
    var still = Path()
    still.addArc(
      center: CGPoint(x: 80, y: 30), radius: 14.3, startAngle: 2.8, endAngle: 0.9,
      clockwise: false)
    let blue = Color(red: 0.22, green: 0.47, blue: 0.96)
    let items: [DisplayItem] = [
      .stroke(
        ArcStrokeRecognitionTests.lottieEllipse(48, 48, 30, 30),
        paint: .color(Color(white: 1, alpha: 0.35)), style: StrokeStyle(lineWidth: 6)),
      .group(
        GroupItem(
          transform: Transform(rotationAngle: turn).concatenating(
            Transform(translationX: 48, y: 48)),
          children: [
            .stroke(moving, paint: .color(blue), style: StrokeStyle(lineWidth: 6, lineCap: .round))
          ])),
      .stroke(
        still, paint: .color(.black), style: StrokeStyle(lineWidth: 5.5, lineCap: .square)),
    ]
    return DisplayList(size: CGSize(width: 110, height: 96), items: items)
  }

  static func render(_ list: DisplayList, on canvas: Canvas = Canvas()) throws -> Bitmap {
    try DisplayListPainter.$drawsArcStrokes.withValue(true) {
      try canvas.render(list, scale: 1.7, policy: .browserLike)
    }
  }

  @Test func framesMatchAFreshDrawingWhateverIsKept() throws {
    let frames = 0..<12
    let fresh = try KeptCoverage.disabled {
      try frames.map { try Self.render(Self.list($0)) }
    }
    // Retained frames redraw only the damage; kept coverage may keep the still shapes.
    let canvas = Canvas()
    for frame in frames {
      let drawn = try Self.render(Self.list(frame), on: canvas)
      #expect(drawn == fresh[frame], "frame \(frame) differs from a fresh drawing")
    }
    let whole = Canvas()
    whole.retainsFrames = false
    for frame in frames.reversed() {
      #expect(try Self.render(Self.list(frame), on: whole) == fresh[frame])
    }
  }

  @Test func pixelsAreCloseToCairosStroke() throws {
    for frame in [0, 3, 7, 11] {
      let arcs = try Self.render(Self.list(frame))
      let cairo = try DisplayListPainter.$drawsArcStrokes.withValue(false) {
        try Canvas().render(Self.list(frame), scale: 1.7, policy: .browserLike)
      }
      #expect(arcs != cairo, "frame \(frame) drew no arc")
      var worst = 0
      var far = 0
      var (ink, cairoInk) = (0, 0)
      for y in 0..<arcs.height {
        for x in 0..<arcs.width {
          let (a, b) = (arcs.pixel(x: x, y: y), cairo.pixel(x: x, y: y))
          let d = max(
            abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
            abs(Int(a.a) - Int(b.a)))
          worst = max(worst, d)
          if d > 24 { far += 1 }
          ink += Int(a.a)
          cairoInk += Int(b.a)
        }
      }
      // Cairo flattens the curve within 0.1 pixel and the cubic strays from the circle by
      // up to 1/16: an edge pixel may move by some 40 levels, a few by more than 24. Cairo's
      // chords cut inside the outer circle, so it draws a little less ink (0.15 % here).
      #expect(worst <= 48, "frame \(frame): \(worst) levels from Cairo")
      #expect(far <= 12, "frame \(frame): \(far) pixels more than 24 levels from Cairo")
      #expect(ink >= cairoInk, "frame \(frame): ink \(ink) vs \(cairoInk)")
      #expect((ink - cairoInk) * 200 <= cairoInk, "frame \(frame): ink \(ink) vs \(cairoInk)")
    }
  }
}
