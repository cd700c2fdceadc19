import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
@_spi(Testing) import BezelRaster
import BezelTestSupport
import Foundation
import Testing

/// A canvas's retained rendering never shows a stale pixel: every frame of a live scene's
/// sequence, drawn over what the canvas kept (damage boxes, the static part's pixels), equals
/// the same frame drawn whole with retention off, exactly, in any frame order.
@MainActor
@Suite struct CanvasRetentionTests {
  /// Forwards at 60 fps, a jump, backwards, seeded random times, and forwards again.
  static func times(span: Double, seed: UInt64) -> [Double] {
    var times = (0..<40).map { Double($0) / 60 }
    times += [span / 2, span / 2 + 1 / 60, span / 2 + 2 / 60]
    times += (0..<10).map { span / 3 - Double($0) / 30 }
    var random = SeededGenerator(seed: seed)
    times += (0..<25).map { _ in Double.random(in: 0...span, using: &random) }
    times += (0..<20).map { span * 0.7 + Double($0) / 60 }
    return times
  }

  /// Renders `frames` with retention on, into one reused buffer and into bitmaps, and
  /// requires each to equal a whole redraw; returns what retention did.
  private func check(
    _ frames: [DisplayList], scale: Double = 1, background: Color? = .white
  ) throws -> RetainedFrameStatistics {
    let retained = Canvas()
    let whole = Canvas()
    whole.retainsFrames = false
    var pixels: [UInt32] = []
    var expected: [UInt32] = []
    for (index, list) in frames.enumerated() {
      try retained.render(list, scale: scale, background: background, into: &pixels)
      try whole.render(list, scale: scale, background: background, into: &expected)
      let stale = zip(pixels, expected).filter { $0 != $1 }.count
      #expect(pixels.count == expected.count)
      #expect(stale == 0, "frame \(index): \(stale) pixels differ from a whole redraw")
      if index % 4 == 0 {
        let bitmap = try retained.render(list, scale: scale, background: background)
        let reference = try whole.render(list, scale: scale, background: background)
        #expect(bitmap == reference, "frame \(index): the bitmap differs from a whole redraw")
      }
    }
    #expect(whole.retainedFrameStatistics.underlaid == 0)
    #expect(whole.retainedFrameStatistics.full == whole.retainedFrameStatistics.frames)
    return retained.retainedFrameStatistics
  }

  static func ringFrames(side: Double = 160) -> [DisplayList] {
    let scene = RingScene(options: RingScene.Options(size: CGSize(width: side, height: side)))
    return times(span: 20, seed: 7).map { time in
      scene.window.tick(at: time)
      return scene.displayList(at: time)
    }
  }

  @Test(arguments: [1.0, 2.0])
  func theRunningRingMatchesAWholeRedrawEveryFrame(scale: Double) throws {
    let frames = Self.ringFrames()
    let statistics = try check(frames, scale: scale)
    // The photo and track stayed in the kept pixels on most frames, or this checks little.
    #expect(statistics.underlaid > frames.count / 2, "\(statistics)")
    #expect(statistics.underlayBuilds < frames.count / 4, "\(statistics)")
  }

  static func overlayWindow() -> Window {
    let window = Window(size: CGSize(width: 195, height: 422), clock: ManualClock())
    window.backgroundColor = .white
    let label = TextLayer()
    label.string = "로딩 시작"
    label.frame = CGRect(x: 40, y: 200, width: 120, height: 24)
    window.contentLayer.addSublayer(label)
    let overlay = LoadingOverlay()
    overlay.window = window
    overlay.show(at: 0)
    return window
  }

  @Test func theLoadingOverlayMatchesAWholeRedrawEveryFrame() throws {
    let window = Self.overlayWindow()
    let frames = Self.times(span: 3, seed: 11).map { window.displayList(at: $0) }
    let statistics = try check(frames)
    // The window, its label and the dimming stayed in the kept pixels under the spinner.
    #expect(statistics.underlaid > frames.count / 2, "\(statistics)")
  }

  @Test func theMeetingCardMatchesAWholeRedrawEveryFrame() throws {
    let scene = MeetingScene(.card)
    let frames = Self.times(span: 70, seed: 5).map { time in
      scene.window.tick(at: time)
      return scene.displayList(at: time)
    }
    let statistics = try check(frames, scale: 2)
    #expect(statistics.partial + statistics.reused + statistics.underlaid > frames.count / 2)
  }

  /// Over a transparent background the kept pixels start from a cleared surface, as a whole
  /// frame does.
  @Test func aTransparentBackgroundMatchesAWholeRedraw() throws {
    let frames = Self.ringFrames(side: 120)
    let statistics = try check(frames, scale: 1.5, background: nil)
    #expect(statistics.underlaid > 0, "\(statistics)")
  }

  @Test func anUnchangedFrameDrawsNothingAndAResizeStartsOver() throws {
    let frames = Self.ringFrames(side: 80)
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for list in frames.prefix(8) { try canvas.render(list, scale: 1, into: &pixels) }
    let before = canvas.retainedFrameStatistics
    let kept = pixels
    try canvas.render(frames[7], scale: 1, into: &pixels)
    #expect(pixels == kept)
    #expect(canvas.retainedFrameStatistics.reused == before.reused + 1)
    try canvas.render(frames[7], scale: 2, into: &pixels)
    #expect(pixels.count == 160 * 160)
    #expect(canvas.retainedFrameStatistics.full == before.full + 1)
    #expect(canvas.retainedFrameStatistics.underlaid == before.underlaid)
  }

  /// While frames start from the underlay, the canvas holds its pixels and nothing else: the
  /// scratch surface the first frames drew their damage on is let go, and the underlay of a
  /// flat picture, kept as runs, takes a small part of a frame. Every frame equals a whole
  /// redraw.
  @Test func framesOverTheUnderlayHoldNoScratchSurface() throws {
    let size = CGSize(width: 80, height: 80)
    // Two dots far apart: damage in two boxes, which is drawn on scratch pixels (one box is
    // drawn on the frame's own).
    let frames = (0..<8).map { k in
      DisplayList(
        size: size,
        items: [
          .fill(Path(rect: CGRect(x: 0, y: 0, width: 80, height: 80)), .white),
          .fill(Path(ellipseIn: CGRect(x: 10 + Double(k) * 3, y: 10, width: 12, height: 12)), .red),
          .fill(Path(ellipseIn: CGRect(x: 10 + Double(k) * 3, y: 60, width: 12, height: 12)), .red),
        ])
    }
    let canvas = Canvas()
    let whole = Canvas()
    whole.retainsFrames = false
    var pixels: [UInt32] = []
    var expected: [UInt32] = []
    var sawScratch = false
    for (index, list) in frames.enumerated() {
      let before = canvas.retainedFrameStatistics
      try canvas.render(list, scale: 1, into: &pixels)
      try whole.render(list, scale: 1, into: &expected)
      #expect(pixels == expected, "frame \(index)")
      let after = canvas.retainedFrameStatistics
      if after.partial > before.partial, after.underlaid == before.underlaid {
        sawScratch = canvas.heldSurfaceBytes > 0
      }
      if after.underlaid > before.underlaid {
        #expect(canvas.heldSurfaceBytes > 0)
        #expect(canvas.heldSurfaceBytes < 80 * 80 * 4 / 8)
      }
    }
    #expect(sawScratch)
    #expect(canvas.retainedFrameStatistics.underlaid > 0)
  }

  /// Damage in several boxes goes through scratch pixels (at most the boxes' bounds) and
  /// equals a whole redraw, a translucent colour first (which Cairo rounds its own way on a
  /// cleared surface).
  @Test func manyBoxesAreDrawnOnScratchPixels() throws {
    let size = CGSize(width: 120, height: 120)
    let frames = (0..<6).map { k in
      DisplayList(
        size: size,
        items: (0..<6).map { dot in
          .fill(
            Path(
              ellipseIn: CGRect(
                x: 4 + Double(dot % 3) * 40 + Double(k) * 1.5, y: 8 + Double(dot / 3) * 60,
                width: 9, height: 9)),
            .blue.withAlpha(0.7))
        })
    }
    let canvas = Canvas()
    let whole = Canvas()
    whole.retainsFrames = false
    var pixels: [UInt32] = []
    var expected: [UInt32] = []
    var sawScratch = false
    for (index, list) in frames.enumerated() {
      try canvas.render(list, scale: 1, background: .white, into: &pixels)
      try whole.render(list, scale: 1, background: .white, into: &expected)
      #expect(pixels == expected, "frame \(index)")
      sawScratch = sawScratch || canvas.heldSurfaceBytes > 0
      #expect(canvas.heldSurfaceBytes <= 120 * 120 * 4, "frame \(index)")
    }
    #expect(sawScratch)
    #expect(canvas.retainedFrameStatistics.partial == frames.count - 1)
  }

  /// Damage in boxes far apart, whose bounds are mostly not redrawn and larger than the
  /// scratch budget, is drawn box by box on the frame's own pixels: the canvas holds no
  /// scratch pixels, and every frame equals a whole redraw.
  @Test func boxesFarApartAreDrawnOneByOneOnTheFramesOwnPixels() throws {
    let size = CGSize(width: 300, height: 300)
    let frames = (0..<6).map { k in
      DisplayList(
        size: size,
        items: [
          .fill(
            Path(ellipseIn: CGRect(x: 10 + Double(k) * 1.5, y: 10, width: 10, height: 10)),
            .red.withAlpha(0.6)),
          .fill(
            Path(ellipseIn: CGRect(x: 270 - Double(k) * 1.5, y: 275, width: 10, height: 10)),
            .blue),
        ])
    }
    let canvas = Canvas()
    let whole = Canvas()
    whole.retainsFrames = false
    var pixels: [UInt32] = []
    var expected: [UInt32] = []
    for (index, list) in frames.enumerated() {
      try canvas.render(list, scale: 1, background: .white, into: &pixels)
      try whole.render(list, scale: 1, background: .white, into: &expected)
      #expect(pixels == expected, "frame \(index)")
      #expect(canvas.heldSurfaceBytes == 0, "frame \(index)")
    }
    let statistics = canvas.retainedFrameStatistics
    #expect(statistics.partial == frames.count - 1, "\(statistics)")
    #expect(statistics.underlaid == 0, "\(statistics)")
  }

  /// Damage in one box is drawn on the frame's own pixels, cleared there as a whole frame's
  /// surface is: the canvas holds no scratch pixels, and every frame equals a whole redraw
  /// (a translucent colour first, which Cairo rounds its own way on a cleared surface).
  @Test func damageInOneBoxIsDrawnOnTheFramesOwnPixels() throws {
    let size = CGSize(width: 80, height: 80)
    let frames = (0..<12).map { k in
      let x = 10 + Double(k) * 2.5
      return DisplayList(
        size: size,
        items: [
          .fill(Path(ellipseIn: CGRect(x: x, y: 30, width: 14, height: 14)), .red.withAlpha(0.6)),
          .fill(Path(rect: CGRect(x: x + 3, y: 33.5, width: 8, height: 7)), .blue),
          .stroke(
            Path(ellipseIn: CGRect(x: x - 2, y: 28, width: 18, height: 18)),
            paint: .color(.black.withAlpha(0.5)), style: StrokeStyle(lineWidth: 1.5)),
        ])
    }
    let retained = Canvas()
    let whole = Canvas()
    whole.retainsFrames = false
    var pixels: [UInt32] = []
    var expected: [UInt32] = []
    for (index, list) in frames.enumerated() {
      try retained.render(list, scale: 1.5, background: .white, into: &pixels)
      try whole.render(list, scale: 1.5, background: .white, into: &expected)
      #expect(pixels == expected, "frame \(index)")
      #expect(retained.heldSurfaceBytes == 0, "frame \(index)")
    }
    let statistics = retained.retainedFrameStatistics
    #expect(statistics.partial == frames.count - 1, "\(statistics)")
    #expect(statistics.underlaid == 0, "\(statistics)")
  }

  /// The canvas keeps its Cairo surface on a caller's buffer between frames; pixels the
  /// caller writes in place (possible with retention off, when the canvas holds no reference
  /// that would make the write copy) are drawn over all the same, even where Cairo last saw
  /// a cleared surface.
  @Test func pixelsWrittenIntoTheBufferInPlaceAreDrawnOver() throws {
    let canvas = Canvas()
    canvas.retainsFrames = false
    let empty = DisplayList(size: CGSize(width: 8, height: 8))
    var pixels: [UInt32] = []
    try canvas.render(empty, into: &pixels)
    let address = pixels.withUnsafeBufferPointer { $0.baseAddress }
    pixels.withUnsafeMutableBufferPointer { $0[9] = 0xFF12_3456 }
    #expect(pixels.withUnsafeBufferPointer { $0.baseAddress } == address)
    try canvas.render(empty, into: &pixels)
    #expect(pixels.allSatisfy { $0 == 0 })
    let dot = DisplayList(
      size: empty.size, items: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), .red)])
    try canvas.render(dot, into: &pixels)
    pixels.withUnsafeMutableBufferPointer { $0[63] = 0xFF12_3456 }
    try canvas.render(dot, into: &pixels)
    #expect(pixels[63] == 0 && pixels[0] == 0xFFFF_0000)
  }

  /// A changed pass-through group is cut inside: its unchanged first child is kept.
  @Test func aChangeInsideAGroupKeepsItsUnchangedSiblings() {
    let square = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)
    let dot = { (x: Double) in
      DisplayItem.fill(Path(rect: CGRect(x: x, y: 0, width: 1, height: 1)), .blue)
    }
    let group = { (x: Double) in
      DisplayItem.group(
        GroupItem(transform: Transform(translationX: 2, y: 3), children: [square, dot(x)]))
    }
    #expect(Canvas.retainedCut(old: [square, group(1)], new: [square, group(2)]) == [1, 1])
    #expect(Canvas.retainedCut(old: [square, group(1)], new: [square, group(1)]) == [2])
    // A group with an opacity is composited as a whole: it is the rest, entirely.
    var faded = GroupItem(children: [square, dot(1)])
    faded.opacity = 0.5
    var faded2 = faded
    faded2.children = [square, dot(2)]
    #expect(
      Canvas.retainedCut(old: [square, .group(faded)], new: [square, .group(faded2)]) == [1])
    // A group whose first child changed is the rest whole, not cut before its first child.
    let changedFirst = DisplayItem.group(
      GroupItem(transform: Transform(translationX: 2, y: 3), children: [dot(3), dot(1)]))
    #expect(Canvas.retainedCut(old: [square, group(1)], new: [square, changedFirst]) == [1])
    #expect(Canvas.retainedCut(old: [square, group(1)], new: [dot(5), group(1)]) == [0])
  }
}
