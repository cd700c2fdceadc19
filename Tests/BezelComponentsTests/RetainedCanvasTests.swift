import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
@_spi(Cairo) import BezelRaster
import BezelTestSupport
import Foundation
import Testing

/// The preview's retained rendering never shows a stale pixel: every frame of a sequence drawn
/// over the kept underlay equals the same frame drawn from scratch, exactly.
@MainActor
@Suite struct RetainedCanvasTests {
  /// Forwards at 60 fps, a jump, backwards, and seeded random times.
  static func times(span: Double, seed: UInt64) -> [Double] {
    var times = (0..<40).map { Double($0) / 60 }
    times += [span / 2, span / 2 + 1 / 60, span / 2 + 2 / 60]
    times += (0..<10).map { span / 3 - Double($0) / 30 }
    var random = SeededGenerator(seed: seed)
    times += (0..<25).map { _ in Double.random(in: 0...span, using: &random) }
    return times
  }

  private func check(
    _ frames: [DisplayList], scale: Double = 1
  ) throws -> RetainedCanvas.Statistics {
    let retained = RetainedCanvas()
    let fresh = Canvas()
    var expected: [UInt32] = []
    for (index, list) in frames.enumerated() {
      try retained.update(list, scale: scale)
      try fresh.render(list, scale: scale, background: .white, into: &expected)
      let stale = zip(retained.pixels, expected).filter { $0 != $1 }.count
      #expect(retained.pixels.count == expected.count)
      #expect(stale == 0, "frame \(index): \(stale) pixels differ from a fresh render")
    }
    return retained.statistics
  }

  @Test(arguments: [1.0, 2.0])
  func theRunningRingMatchesAFreshRenderEveryFrame(scale: Double) throws {
    let scene = RingScene(options: RingScene.Options(size: CGSize(width: 160, height: 160)))
    let frames = Self.times(span: 20, seed: 7).map { time in
      scene.window.tick(at: time)
      return scene.displayList(at: time)
    }
    let statistics = try check(frames, scale: scale)
    // The photo and track stayed in the underlay on most frames.
    #expect(statistics.reused > frames.count / 2, "\(statistics)")
  }

  @Test func theLoadingOverlayMatchesAFreshRenderEveryFrame() throws {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 195, height: 422), clock: clock)
    window.backgroundColor = .white
    let label = TextLayer()
    label.string = "로딩 시작"
    label.frame = CGRect(x: 40, y: 200, width: 120, height: 24)
    window.contentLayer.addSublayer(label)
    let overlay = LoadingOverlay()
    overlay.window = window
    overlay.show(at: 0)
    let frames = Self.times(span: 3, seed: 11).map { window.displayList(at: $0) }
    let statistics = try check(frames)
    #expect(statistics.reused > 0, "\(statistics)")
  }

  @Test func anUnchangedFrameIsSkippedAndAResizeStartsOver() throws {
    let scene = RingScene(options: RingScene.Options(size: CGSize(width: 80, height: 80)))
    let retained = RetainedCanvas()
    let list = scene.displayList(at: 3)
    #expect(try retained.update(list, scale: 1))
    let pixels = retained.pixels
    #expect(try !retained.update(list, scale: 1))
    #expect(retained.pixels == pixels)
    #expect(retained.statistics.skipped == 1)
    #expect(try retained.update(list, scale: 2))
    #expect(retained.width == 160 && retained.statistics.rebuilt == 2)
  }

  /// A changed pass-through group is cut inside: its unchanged first child stays in front.
  @Test func aChangeInsideAGroupKeepsItsUnchangedSiblings() {
    let square = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)
    let dot = { (x: Double) in
      DisplayItem.fill(Path(rect: CGRect(x: x, y: 0, width: 1, height: 1)), .blue)
    }
    let group = { (x: Double) in
      DisplayItem.group(
        GroupItem(transform: Transform(translationX: 2, y: 3), children: [square, dot(x)]))
    }
    let (kept, rest) = RetainedCanvas.split(old: [square, group(1)], new: [square, group(2)])
    #expect(
      kept == [
        square, .group(GroupItem(transform: Transform(translationX: 2, y: 3), children: [square])),
      ])
    #expect(
      rest == [.group(GroupItem(transform: Transform(translationX: 2, y: 3), children: [dot(2)]))])
    // A group with an opacity is composited as a whole: drawn again entirely.
    var faded = GroupItem(children: [square, dot(1)])
    faded.opacity = 0.5
    var faded2 = faded
    faded2.children = [square, dot(2)]
    let (k2, r2) = RetainedCanvas.split(old: [.group(faded)], new: [.group(faded2)])
    #expect(k2.isEmpty && r2 == [.group(faded2)])
  }
}
