import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Damage drawn in several boxes skips the groups outside a box, which a whole frame draws
/// first: the box's first drawn item must not then take Cairo's shortcut for a surface it
/// thinks clear. Found on `C_Strokes_All_01` (UXSample), whose square stroke of animated,
/// very low opacity came out with premultiplied red 0 or 1 at frame 18 by the frames a
/// worker had drawn before it.
@Suite struct CulledGroupClearnessTests {
  /// The light blue of the corpus file's square: at alpha 13 its red rounds to 0 or 1.
  static let blue = (red: 0.0549, green: 0.6314, blue: 0.902)

  /// Frame `frame` (0..<24) of the scene, each of its three groups changing every frame (so
  /// no part settles into an underlay): a square stroke near the top left corner, drawn
  /// first; the square of animated, very low opacity in the middle, in its own group,
  /// turned slightly on odd frames (Cairo's clear-surface `lerp` and `OVER` round its edge
  /// pixels apart) and on whole pixels or off them by frame; a small fill near the bottom
  /// right corner. The damage is three boxes far apart, each drawn alone on the frame's own
  /// pixels, and the middle square's box misses both other groups, which are skipped there.
  static func list(_ frame: Int) -> DisplayList {
    let opacity = 0.02 + 0.004 * Double(frame)
    let offset = 1.3 * Double(frame % 5)
    let color = Color(red: blue.red, green: blue.green, blue: blue.blue, alpha: opacity)
    // The corpus file's scale (1920 points to 512 pixels): its 139-point square of 7.5-point
    // stroke is 37 pixels of 2.
    let scale = Transform(scaleX: 512.0 / 1920, y: 512.0 / 1920)
    let items: [DisplayItem] = [
      .group(
        GroupItem(children: [
          .stroke(
            Path(rect: CGRect(x: 60, y: 60, width: 30, height: 30)),
            paint: .color(Color(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.9 - opacity)),
            style: StrokeStyle(lineWidth: 4))
        ])),
      .group(
        GroupItem(
          transform: frame % 2 == 0 ? scale : Transform(rotationAngle: 0.05).concatenating(scale),
          children: [
            .stroke(
              Path(rect: CGRect(x: 750 + offset, y: 720 + offset, width: 139, height: 139)),
              paint: .color(color), style: StrokeStyle(lineWidth: 7.5))
          ])),
      .group(
        GroupItem(children: [
          .fill(
            Path(rect: CGRect(x: 420, y: 420, width: 30, height: 30)),
            paint: .color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.1 + opacity)))
        ])),
    ]
    return DisplayList(size: CGSize(width: 480, height: 480), items: items)
  }

  /// `frame` drawn whole by a canvas that keeps nothing: no retained frames, no kept coverage,
  /// no strokes blended by Bezel (Cairo's own bytes).
  static func general(_ frame: Int) throws -> [UInt32] {
    try CoverageCache.$isEnabled.withValue(false) {
      try DisplayListPainter.$blendsFreshStrokes.withValue(false) {
        let canvas = Canvas()
        canvas.retainsFrames = false
        var pixels: [UInt32] = []
        try canvas.render(list(frame), into: &pixels)
        return pixels
      }
    }
  }

  /// Every frame drawn in `order` by one canvas into one reused buffer holds the bytes of
  /// the frame drawn whole with everything kept switched off.
  static func expectOrder(_ order: [Int], _ label: String, expected: [[UInt32]]) throws {
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in order {
      try canvas.render(list(frame), into: &pixels)
      #expect(pixels == expected[frame], "\(label), frame \(frame)")
    }
    #expect(canvas.retainedFrameStatistics.partial > 0, "\(label): no frame drew its damage")
  }

  @Test func framesHoldTheirBytesWhateverWasDrawnBefore() throws {
    let frames = Array(0..<24)
    let expected = try frames.map(Self.general)
    // Fresh: each frame the first its canvas draws.
    for frame in frames {
      let canvas = Canvas()
      var pixels: [UInt32] = []
      try canvas.render(Self.list(frame), into: &pixels)
      #expect(pixels == expected[frame], "fresh, frame \(frame)")
    }
    try Self.expectOrder(frames, "forwards", expected: expected)
    try Self.expectOrder(frames.reversed(), "backwards", expected: expected)
    var rng = SeededGenerator(seed: 18)
    try Self.expectOrder(frames.shuffled(using: &rng), "random", expected: expected)
    // Every second frame, then the rest: each frame after a different one than above.
    let evens = frames.filter { $0 % 2 == 0 }
    try Self.expectOrder(evens + frames.filter { $0 % 2 == 1 }, "by parity", expected: expected)
  }
}
