import BezelDrawing
import BezelLayers
import Foundation
import Testing

@MainActor
struct HitTestingTests {
  final class Log {
    var taps: [String] = []
  }

  func box(_ name: String, _ frame: CGRect) -> Layer {
    let layer = Layer()
    layer.name = name
    layer.frame = frame
    return layer
  }

  @Test func frontmostLayerWins() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let back = box("back", CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = box("front", CGRect(x: 40, y: 40, width: 60, height: 60))
    window.contentLayer.addSublayer(back)
    window.contentLayer.addSublayer(front)
    #expect(window.hitTest(CGPoint(x: 50, y: 50))?.name == "front")
    #expect(window.hitTest(CGPoint(x: 10, y: 10))?.name == "back")
    // Containers are transparent: nothing there means no hit.
    #expect(window.hitTest(CGPoint(x: 95, y: 5)) == nil)
  }

  @Test func hitsFollowTransforms() {
    let window = Window(size: CGSize(width: 200, height: 200))
    // A 100 × 20 bar centred at (100, 100), turned a quarter: it now spans y 50…150, x 90…110.
    let bar = box("bar", CGRect(x: 50, y: 90, width: 100, height: 20))
    bar.transform = Transform(rotationAngle: .pi / 2)
    window.contentLayer.addSublayer(bar)
    #expect(window.hitTest(CGPoint(x: 100, y: 60))?.name == "bar")
    #expect(window.hitTest(CGPoint(x: 60, y: 100)) == nil)
    // Scaled down by half about its centre: x 75…125 of the original row.
    bar.transform = Transform(scaleX: 0.5, y: 0.5)
    #expect(window.hitTest(CGPoint(x: 80, y: 100))?.name == "bar")
    #expect(window.hitTest(CGPoint(x: 70, y: 100)) == nil)
  }

  @Test func hiddenTransparentAndDisabledLayersAreSkipped() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let back = box("back", CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = box("front", CGRect(x: 0, y: 0, width: 100, height: 100))
    window.contentLayer.addSublayer(back)
    window.contentLayer.addSublayer(front)
    let point = CGPoint(x: 50, y: 50)
    #expect(window.hitTest(point)?.name == "front")
    front.isHidden = true
    #expect(window.hitTest(point)?.name == "back")
    front.isHidden = false
    front.opacity = 0
    #expect(window.hitTest(point)?.name == "back")
    front.opacity = 1
    front.isUserInteractionEnabled = false
    #expect(window.hitTest(point)?.name == "back")
  }

  @Test func masksToBoundsLimitsSublayerHits() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let clip = box("clip", CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = box("child", CGRect(x: 0, y: 0, width: 100, height: 100))
    clip.addSublayer(child)
    window.contentLayer.addSublayer(clip)
    #expect(window.hitTest(CGPoint(x: 75, y: 75))?.name == "child")
    clip.masksToBounds = true
    #expect(window.hitTest(CGPoint(x: 75, y: 75)) == nil)
    #expect(window.hitTest(CGPoint(x: 25, y: 25))?.name == "child")
  }

  @Test func tapsBubbleToTheNearestHandlerInLocalCoordinates() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = Log()
    let button = box("button", CGRect(x: 20, y: 20, width: 60, height: 60))
    let icon = box("icon", CGRect(x: 10, y: 10, width: 20, height: 20))
    button.addSublayer(icon)
    button.onTap = { log.taps.append("button \($0.x),\($0.y)") }
    window.contentLayer.addSublayer(button)
    #expect(window.sendTap(at: CGPoint(x: 35, y: 35)) === button)
    #expect(log.taps == ["button 15.0,15.0"])
  }

  @Test func anOverlayBlocksTapsToTheContentWhileShown() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = Log()
    let button = box("button", CGRect(x: 0, y: 0, width: 100, height: 100))
    button.onTap = { _ in log.taps.append("button") }
    window.contentLayer.addSublayer(button)
    let overlay = Layer()
    overlay.backgroundColor = Color(white: 0, alpha: 0.3)
    window.addOverlay(overlay)
    #expect(overlay.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(window.sendTap(at: CGPoint(x: 50, y: 50)) == nil)
    #expect(log.taps.isEmpty)
    overlay.isHidden = true
    #expect(window.sendTap(at: CGPoint(x: 50, y: 50)) === button)
    overlay.isHidden = false
    window.removeOverlay(overlay)
    #expect(window.overlays.isEmpty)
    window.sendTap(at: CGPoint(x: 50, y: 50))
    #expect(log.taps == ["button", "button"])
  }

  @Test func pointConversionRoundTrips() {
    let root = Layer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let a = box("a", CGRect(x: 10, y: 20, width: 50, height: 50))
    a.transform = Transform(rotationAngle: 0.7)
    let b = box("b", CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSublayer(a)
    a.addSublayer(b)
    let p = CGPoint(x: 3, y: 4)
    let there = b.convert(p, to: nil)
    let back = b.convert(there, from: nil)
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    let viaA = a.convert(b.convert(p, to: a), to: nil)
    #expect(abs(viaA.x - there.x) < 1e-9 && abs(viaA.y - there.y) < 1e-9)
  }
}
