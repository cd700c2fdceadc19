import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// A turned image redrawn only inside the damage of a retained frame gives the pixels of the
/// whole frame drawn afresh: pixman steps a transformed image's sample point along each row
/// from where the composite starts, so an image composited from a damage box's left edge came
/// out a level apart from the whole image (`rlottie__image_embedded`, a rotating photograph,
/// depended on the frames drawn before).
@Suite struct RetainedTurnedImageTests {
  /// A photograph-like 60 × 90 bitmap: smooth ramps and a sharp stripe, no flat runs.
  static let photograph: Bitmap = {
    var pixels: [UInt8] = []
    for y in 0..<90 {
      for x in 0..<60 {
        let stripe = (x / 7 + y / 11).isMultiple(of: 2)
        pixels += [
          UInt8((x * 251 / 59 + y) % 256), UInt8(y * 255 / 89), stripe ? 210 : 37, 255,
        ]
      }
    }
    return Bitmap(width: 60, height: 90, premultipliedRGBA: pixels)!
  }()

  /// Frame `frame`: the image turning by `turn(frame)` radians about its centre, two small
  /// squares moving across it so the damage is several boxes that cut it.
  static func list(_ frame: Int, turn: (Int) -> Double) -> DisplayList {
    let image = DisplayItem.group(
      GroupItem(
        transform: Transform(translationX: 80, y: 70).rotated(by: turn(frame))
          .translatedBy(x: -30, y: -45),
        children: [.image(photograph, rect: CGRect(x: 0, y: 0, width: 60, height: 90))]))
    let squares = [(30.0, 40.0), (95.0, 100.0)].map { x, y in
      DisplayItem.fill(
        Path(rect: CGRect(x: x + Double(frame) * 2.5, y: y - Double(frame), width: 9, height: 9)),
        paint: .color(Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)))
    }
    return DisplayList(size: CGSize(width: 160, height: 140), items: [image] + squares)
  }

  @Test(arguments: [RenderPolicy.browserLike, .exact], [false, true])
  func retainedFramesOfATurnedImageMatchFreshDrawing(policy: RenderPolicy, turning: Bool) throws {
    let turn: (Int) -> Double = { turning ? 0.31 + Double($0) * 0.04 : 0.31 }
    let canvas = Canvas()
    for frame in 0..<6 {
      let list = Self.list(frame, turn: turn)
      let drawn = try canvas.render(list, scale: 1.25, policy: policy)
      let fresh = try Canvas().render(list, scale: 1.25, policy: policy)
      #expect(drawn == fresh, "frame \(frame) differs from a fresh drawing")
    }
    // Frames after the first must have been drawn in part, or this checks nothing.
    #expect(canvas.retainedFrameStatistics.partial >= 4)
  }
}
