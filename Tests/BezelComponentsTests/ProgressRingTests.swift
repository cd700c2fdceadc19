import BezelDrawing
import BezelLayers
import BezelMotion
import BezelRaster
import Foundation
import Testing

@testable import BezelComponents

@Suite struct ProgressTransitionTests {
  @Test func movesFromAnyValueToAnyValueOverTheDuration() {
    var value = ProgressTransition(value: 0.2)
    value.set(0.8, at: 10, duration: 2, timingFunction: .linear)
    #expect(value.value(at: 9) == 0.2)
    #expect(abs(value.value(at: 11) - 0.5) < 1e-12)
    #expect(value.value(at: 12) == 0.8)
    #expect(value.value(at: 500) == 0.8)
    // Down again, retargeted half-way: it starts from where it is, no jump.
    value.set(0, at: 20, duration: 4, timingFunction: .linear)
    let halfway = value.value(at: 22)
    #expect(abs(halfway - 0.4) < 1e-12)
    value.set(1.5, at: 22, duration: 1, timingFunction: .linear)
    #expect(abs(value.value(at: 22) - halfway) < 1e-12)
    #expect(value.value(at: 23) == 1.5)
  }

  @Test func easesWithTheTimingFunctionAndRejectsNonsense() {
    var value = ProgressTransition()
    value.set(1, at: 0, duration: 1, timingFunction: .easeInEaseOut)
    #expect(abs(value.value(at: 0.25) - TimingFunction.easeInEaseOut.value(at: 0.25)) < 1e-12)
    value.set(.nan, at: 2)
    #expect(value.value(at: 2) == 0)
    value.set(-3, at: 3)
    #expect(value.value(at: 3) == 0)
  }
}

@MainActor
@Suite struct ProgressRingTests {
  let clock = ManualClock()
  let window: Window
  let ring = ProgressRing()

  init() {
    window = Window(size: CGSize(width: 200, height: 200), clock: clock)
    window.backgroundColor = .white
    ring.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    ring.lineWidth = 20
    ring.lineCap = .butt
    ring.trackColor = nil
    window.contentLayer.addSublayer(ring.layer)
  }

  private func render() throws -> Bitmap { try Canvas().render(window.displayList()) }

  /// The pixel on the stroke's centre line (radius 90) at `degrees` clockwise from 12.
  private func probe(_ bitmap: Bitmap, degrees: Double, radius: Double = 90) -> (
    Int, Int, Int
  ) {
    let a = (degrees - 90) * .pi / 180
    let p = bitmap.pixel(
      x: Int((100 + radius * cos(a)).rounded(.down)), y: Int((100 + radius * sin(a)).rounded(.down))
    )
    return (Int(p.r), Int(p.g), Int(p.b))
  }

  private func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 4) -> Bool {
    abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
  }

  @Test func setProgressAnimatesOnTheClockAndCompletesOnce() {
    var arrived = 0
    ring.setProgress(0.6, animated: true, duration: 2, timingFunction: .linear) { arrived += 1 }
    clock.set(1)
    window.tick()
    #expect(abs(ring.progress - 0.3) < 1e-12)
    #expect(arrived == 0)
    // A frame drop: the next tick is long after the arrival.
    clock.set(9)
    window.tick()
    window.tick()
    #expect(ring.progress == 0.6)
    #expect(arrived == 1)
    // A move replaced before it arrives never completes.
    var replaced = 0
    ring.setProgress(0.1, animated: true, duration: 1) { replaced += 1 }
    clock.set(9.5)
    ring.setProgress(0.9, animated: false)
    clock.set(20)
    window.tick()
    #expect(replaced == 0)
    #expect(ring.progress == 0.9)
  }

  @Test func aGradientIsAngularAroundTheRing() throws {
    // Red at 12 o'clock turning to blue after one full turn: at fraction f of the turn the
    // colour is (1 − f) red + f blue.
    ring.gradientColors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    ring.setProgress(1, animated: false)
    let bitmap = try render()
    for (degrees, f) in [(90.0, 0.25), (180, 0.5), (270, 0.75), (45, 0.125)] {
      let expected = (Int(((1 - f) * 255).rounded()), 0, Int((f * 255).rounded()))
      #expect(near(probe(bitmap, degrees: degrees), expected), "\(degrees)°")
    }
  }

  @Test func aStartAngleMovesWhereTheRingFillsFrom() throws {
    ring.progressColor = .black
    ring.startAngle = .pi / 2  // 3 o'clock
    ring.setProgress(0.25, animated: false)
    let bitmap = try render()
    // Filled from 3 to 6 o'clock only.
    #expect(near(probe(bitmap, degrees: 135), (0, 0, 0)))
    #expect(near(probe(bitmap, degrees: 100), (0, 0, 0)))
    #expect(near(probe(bitmap, degrees: 170), (0, 0, 0)))
    for degrees in [45.0, 200, 300] {
      #expect(near(probe(bitmap, degrees: degrees), (255, 255, 255)), "\(degrees)°")
    }
  }

  @Test func pastOneLapTheRingIsFullAndTheTipCastsAShadow() throws {
    ring.progressColor = Color(red: 0, green: 1, blue: 0)
    ring.setProgress(1.25, animated: false)
    let bitmap = try render()
    // Full everywhere; the tip is at 3 o'clock; just ahead of it the shadow darkens the ring.
    #expect(near(probe(bitmap, degrees: 270), (0, 255, 0)))
    #expect(near(probe(bitmap, degrees: 60), (0, 255, 0)))
    let ahead = probe(bitmap, degrees: 95)
    #expect(ahead.1 < 220, "\(ahead)")
    #expect(ahead.0 == 0 && ahead.2 == 0)
    // Nothing leaks outside the ring's band.
    #expect(near(probe(bitmap, degrees: 95, radius: 78), (255, 255, 255)))
  }

  @Test func pastOneLapTheGradientTurnsWithTheTip() throws {
    ring.gradientColors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    ring.tipShadowColor = nil
    ring.setProgress(1.5, animated: false)  // the tip at 6 o'clock
    let bitmap = try render()
    // Just behind the tip: the last colour; just ahead of it: the first; opposite: half-way.
    #expect(near(probe(bitmap, degrees: 175), (6, 0, 249), 8))
    #expect(near(probe(bitmap, degrees: 185), (249, 0, 6), 8))
    #expect(near(probe(bitmap, degrees: 0), (128, 0, 128)))
  }

  @Test func theValueLabelFormats() {
    #expect(RingValueFormat.percent.string(for: 0.456) == "46%")
    #expect(RingValueFormat.percent.string(for: 1.5) == "150%")
    #expect(RingValueFormat.time(totalSeconds: 120).string(for: 0.625) == "1:15")
    #expect(RingValueFormat.custom { "\(Int($0 * 10))/10" }.string(for: 0.7) == "7/10")
    ring.valueFormat = .percent
    ring.setProgress(0.3, animated: false)
    let strings = window.displayList().items.flatMap(texts)
    #expect(strings == ["30%"])
  }

  @Test func itDescribesItselfToAScreenReader() {
    ring.setProgress(0.45, animated: false)
    let elements = window.rootLayer.accessibilityElements(at: clock.now)
    #expect(elements.map(\.spokenText) == ["Progress, 45 percent"])
    #expect(elements.first?.traits.contains(.progressIndicator) == true)
    #expect(elements.first?.numericValue == 0.45)
    #expect(elements.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test func groupedRingsAreConcentric() throws {
    let group = ProgressRingGroup(count: 3, lineWidth: 20)
    group.spacing = 4
    group.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    #expect(group.rings.map(\.layer.frame.width) == [200, 152, 104])
    #expect(group.rings.allSatisfy { $0.layer.frame.midX == 100 && $0.layer.frame.midY == 100 })
  }
}

@MainActor
@Suite struct CountdownAccessibilityTests {
  @Test func theCountdownReadsItsSecondsLeft() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
    let ring = CountdownRing()
    ring.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.contentLayer.addSublayer(ring.layer)
    func spoken() -> [String] {
      window.rootLayer.accessibilityElements(at: clock.now).map(\.spokenText)
    }
    #expect(spoken() == ["Countdown, not started"])
    ring.start(duration: 20)
    clock.set(8)
    #expect(spoken() == ["Countdown, 12 seconds remaining"])
    clock.set(18.5)
    #expect(spoken() == ["Countdown, 2 seconds remaining"])
    ring.pause()
    #expect(spoken() == ["Countdown, paused, 2 seconds remaining"])
    ring.resume()
    clock.set(19.5)
    #expect(spoken() == ["Countdown, 1 second remaining"])
    clock.set(30)
    #expect(spoken() == ["Countdown, done"])
    ring.layer.isHidden = true
    #expect(spoken().isEmpty)
  }
}

@MainActor
@Suite struct CountdownRingStyleTests {
  @Test func theCountdownTakesSeparateWidthsAndAStartAngle() {
    let window = Window(size: CGSize(width: 100, height: 100), clock: ManualClock())
    let ring = CountdownRing()
    ring.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.trackWidth = 4
    ring.progressWidth = 12
    ring.startAngle = .pi  // 6 o'clock
    window.contentLayer.addSublayer(ring.layer)
    ring.start(duration: 10, at: 0)
    let items = window.displayList(at: 5).items
    #expect(items.flatMap(strokeWidths) == [4, 12])
    // Half filled from 6 o'clock clockwise: the progress ends at 12 o'clock, radius (100 − 12) / 2.
    let progress = items.flatMap(strokePaths)[1]
    let end = progress.currentPoint ?? .zero
    #expect(abs(end.x - 50) < 1e-6 && abs(end.y - 6) < 1e-6)
  }
}
