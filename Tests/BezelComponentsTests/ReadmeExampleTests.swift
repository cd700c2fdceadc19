import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
import BezelRaster
import Foundation
import Testing

/// The README's code example, kept compiling and true.
@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmeRingExampleDoesWhatItSays() throws {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 300, height: 300), clock: clock)
    let ring = CountdownRing()
    ring.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    window.contentLayer.addSublayer(ring.layer)
    var completions = 0
    ring.onComplete = { completions += 1 }
    ring.start(duration: 20)

    clock.advance(by: 5)
    #expect(abs(ring.progress - 0.25) < 1e-12)
    let bitmap = try window.displayList(at: clock.now).render(scale: 2)
    #expect(bitmap.width == 600 && bitmap.height == 600)
    // A quarter of the ring, 12 to 3 o'clock, is grey; the 6 o'clock side is still green.
    let grey = bitmap.color(x: 2 * 150 + 2 * 105, y: 2 * 150 - 2 * 105)
    #expect(abs(grey.red - 0.5) < 0.02 && abs(grey.green - 0.5) < 0.02)
    let green = bitmap.color(x: 300, y: 600 - 2 * 5)
    #expect(green.green > 0.98 && green.red < 0.02)

    clock.advance(by: 15)
    window.tick()
    #expect(completions == 1)
  }
}
