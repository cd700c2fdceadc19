import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// `Canvas.lastBufferChange` bounds what a render into a reused buffer changed: a view that
/// compares only there (the preview's tiles) never misses a changed pixel.
@MainActor
@Suite struct CanvasBufferChangeTests {
  /// Renders `frames` in turn into one buffer and requires every pixel outside the reported
  /// bounds, and outside the reported boxes, to keep its value; returns the share of frames
  /// whose bounds were not the whole buffer and the share whose boxes were finer than the
  /// bounds.
  @discardableResult
  private func check(_ frames: [DisplayList], scale: Double) throws -> (
    bounded: Double, finer: Double
  ) {
    let canvas = Canvas()
    var pixels: [UInt32] = []
    var bounded = 0
    var finer = 0
    for (index, list) in frames.enumerated() {
      let before = pixels
      let (width, height) = try canvas.render(list, scale: scale, background: .white, into: &pixels)
      let change = canvas.lastBufferChange
      let boxes = canvas.lastBufferChangeBoxes
      #expect(
        boxes.allSatisfy { change.union($0) == change }, "frame \(index): a box leaves the bounds")
      #expect(boxes.isEmpty == change.isEmpty)
      if boxes != [change], !boxes.isEmpty { finer += 1 }
      guard before.count == pixels.count else {
        #expect(change == PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height))
        continue
      }
      if change != PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height) { bounded += 1 }
      var outside = 0
      var outsideBoxes = 0
      for y in 0..<height {
        for x in 0..<width where pixels[y * width + x] != before[y * width + x] {
          let inside = x >= change.minX && x < change.maxX && y >= change.minY && y < change.maxY
          if !inside { outside += 1 }
          if !boxes.contains(where: { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY })
          {
            outsideBoxes += 1
          }
        }
      }
      #expect(outside == 0, "frame \(index): \(outside) pixels changed outside \(change)")
      #expect(outsideBoxes == 0, "frame \(index): \(outsideBoxes) pixels changed outside the boxes")
    }
    return (Double(bounded) / Double(frames.count), Double(finer) / Double(frames.count))
  }

  /// A square moving over a still picture (a disc, a ring's track), one frame in four the
  /// same as the one before, then jumps back and forth.
  static func movingSquareFrames() -> [DisplayList] {
    let size = CGSize(width: 320, height: 240)
    let still: [DisplayItem] = [
      .fill(Path(ellipseIn: CGRect(x: 40, y: 20, width: 200, height: 200)), paint: .color(.blue)),
      .stroke(
        Path(ellipseIn: CGRect(x: 60, y: 40, width: 160, height: 160)), paint: .color(.green),
        style: StrokeStyle(lineWidth: 8)),
    ]
    let steps = (0..<40).map { $0 - $0 / 4 } + [3, 30, 12, 12, 25]
    return steps.map { step in
      let square = CGRect(x: 10 + 6 * Double(step), y: 30 + 3 * Double(step), width: 14, height: 14)
      return DisplayList(
        size: size, items: still + [.fill(Path(rect: square), paint: .color(.red))])
    }
  }

  @Test(arguments: [1.0, 2.0])
  func aMovingSquareChangesOnlyInsideTheReportedBounds(scale: Double) throws {
    let share = try check(Self.movingSquareFrames(), scale: scale)
    // Most frames are bounded, or this checks little.
    #expect(share.bounded > 0.8)
  }

  @Test(arguments: [1.0, 2.0])
  func theRunningRingChangesOnlyInsideTheReportedBounds(scale: Double) throws {
    let share = try check(CanvasRetentionTests.ringFrames(side: 400), scale: scale)
    // The arc's cover, finer than its box, bounds most frames drawn over the kept photo.
    #expect(share.finer > 0.3, "\(share)")
  }

  @Test func theLoadingOverlayChangesOnlyInsideTheReportedBounds() throws {
    let window = CanvasRetentionTests.overlayWindow()
    let frames = CanvasRetentionTests.times(span: 3, seed: 11).map { window.displayList(at: $0) }
    let share = try check(frames, scale: 1)
    #expect(share.finer > 0.3, "\(share)")
  }

  @Test func anUnchangedFrameChangesNothingAndTheFirstChangesAll() throws {
    let frames = CanvasRetentionTests.ringFrames(side: 80)
    let canvas = Canvas()
    var pixels: [UInt32] = []
    try canvas.render(frames[0], scale: 1, into: &pixels)
    #expect(canvas.lastBufferChange == PixelBounds(minX: 0, minY: 0, maxX: 80, maxY: 80))
    try canvas.render(frames[0], scale: 1, into: &pixels)
    #expect(canvas.lastBufferChange.isEmpty)
    // Another buffer holds unknown pixels: all of it is drawn.
    var other: [UInt32] = []
    try canvas.render(frames[1], scale: 1, into: &other)
    #expect(canvas.lastBufferChange == PixelBounds(minX: 0, minY: 0, maxX: 80, maxY: 80))
  }
}
