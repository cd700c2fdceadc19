import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelComponents

/// A ring drawn on a kept circle gives the items a fresh circle gives, frame after frame,
/// through changes of bounds and shape.
@MainActor
@Suite struct RingCircleTests {
  @Test func keptCircleTrimsAsAFreshPathDoes() {
    let bounds = CGRect(x: 3, y: 5, width: 252, height: 240)
    for direction in [RingDirection.clockwise, .counterclockwise] {
      let shape = RingShape(lineWidth: 12, direction: direction, startAngle: 0.3)
      let circle = RingCircle(shape: shape, in: bounds)
      let fresh = shape.path(in: bounds)
      #expect(circle.path == fresh)
      for fraction in [-1, 0, 1e-9, 0.001, 0.25, 0.3333, 0.5, 0.75, 0.999_999, 1, 1.5, .nan] {
        #expect(circle.trimmed(to: fraction) == fresh.trimmed(from: 0, to: fraction))
      }
    }
  }

  @Test func ringLayerOnAKeptCircleDrawsAsAFreshDrawing() {
    let layer = RingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    layer.model.start(duration: 10, at: 0)
    var compared = 0
    for frame in 0..<180 {
      let time = Double(frame) / 12
      if frame == 60 { layer.bounds = CGRect(x: 0, y: 0, width: 180, height: 220) }
      if frame == 90 { layer.lineWidth = 17 }
      if frame == 120 { layer.drawing.direction = .counterclockwise }
      let fresh = layer.drawing.items(fraction: layer.model.progress(at: time), in: layer.bounds)
      let kept = layer.drawContents(localTime: time)
      #expect(kept == fresh, "frame \(frame)")
      #expect(!kept.isEmpty)
      compared += 1
    }
    #expect(compared == 180)
  }

  @Test func keptCircleIsReusedOnlyWhileShapeAndBoundsStay() {
    let kept = KeptRingCircle()
    var drawing = RingDrawing()
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let first = kept.circle(of: drawing, in: bounds)
    #expect(kept.circle(of: drawing, in: bounds).matches(drawing.shape(), in: bounds))
    drawing.progressWidth = 20
    let wider = kept.circle(of: drawing, in: bounds)
    #expect(!first.matches(drawing.shape(), in: bounds))
    #expect(wider.path == drawing.shape().path(in: bounds))
    let moved = kept.circle(of: drawing, in: bounds.offsetBy(dx: 1, dy: 0))
    #expect(moved.path == drawing.shape().path(in: bounds.offsetBy(dx: 1, dy: 0)))
    #expect(moved.path != wider.path)
  }
}
