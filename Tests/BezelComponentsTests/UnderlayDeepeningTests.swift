import BezelComponents
import BezelDrawing
import BezelLayers
@_spi(Testing) import BezelRaster
import Foundation
import Testing

/// The kept pixels follow a cut that settles further on: once a fading group reaches full
/// opacity, the unchanged children in front of its change join the underlay (drawn again
/// once), and every frame still equals a whole redraw.
@MainActor
@Suite struct UnderlayDeepeningTests {
  /// Renders `frames` with retention on into one buffer, requiring each to equal a whole
  /// redraw; returns the canvas and the underlay's cut after each frame.
  private func render(_ frames: [DisplayList]) throws -> (Canvas, [[Int]?]) {
    let retained = Canvas()
    let whole = Canvas()
    whole.retainsFrames = false
    var pixels: [UInt32] = []
    var expected: [UInt32] = []
    var cuts: [[Int]?] = []
    for (index, list) in frames.enumerated() {
      try retained.render(list, scale: 1, background: .white, into: &pixels)
      try whole.render(list, scale: 1, background: .white, into: &expected)
      #expect(pixels == expected, "frame \(index) differs from a whole redraw")
      cuts.append(retained.retainedUnderlayCut)
    }
    return (retained, cuts)
  }

  @Test func aGroupThatStopsFadingJoinsTheUnderlay() throws {
    let size = CGSize(width: 60, height: 60)
    let back = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 60, height: 60)), .white)
    let track = DisplayItem.stroke(
      Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)),
      paint: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.35)), style: StrokeStyle(lineWidth: 6)
    )
    let frames = (0..<16).map { k in
      var group = GroupItem(
        transform: Transform(translationX: 1, y: 2),
        children: [
          track,
          .fill(Path(rect: CGRect(x: 5 + Double(k) * 3, y: 28, width: 6, height: 6)), .red),
        ])
      group.opacity = k < 4 ? 0.5 + Double(k) * 0.1 : 1
      return DisplayList(size: size, items: [back, .group(group)])
    }
    let (canvas, cuts) = try render(frames)
    // Fading, the group is the rest whole; at full opacity its track is kept too.
    #expect(cuts[3] == [1])
    // The new cut holds from frame 5 on; the underlay follows it once it has held for
    // `deepeningFrames`.
    #expect(cuts[9] == [1])
    #expect(cuts[15] == [1, 1])
    #expect(canvas.retainedFrameStatistics.underlayBuilds == 2, "\(canvas.retainedFrameStatistics)")
  }

  @Test func theLoadingOverlayKeepsItsTrackOnceTheFadeInEnds() throws {
    let window = CanvasRetentionTests.overlayWindow()
    // The content fades in over 0.7 s from the show at 0.
    let frames = (0..<90).map { window.displayList(at: Double($0) / 60) }
    let (canvas, cuts) = try render(frames)
    let last = try #require(cuts.last ?? nil)
    // A cut inside the spinner's group, past its track.
    #expect(last.count > 1 && last.last == 1, "\(last)")
    #expect(canvas.retainedFrameStatistics.underlayBuilds == 2, "\(canvas.retainedFrameStatistics)")
  }
}
