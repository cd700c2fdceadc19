import BezelDrawing
import BezelLayers
import BezelMotion
import BezelTestSupport
import Foundation
import Testing

@testable import BezelComponents

@MainActor
@Suite struct CountdownRingTests {
  let clock = ManualClock()
  let window: Window
  let ring = CountdownRing()

  init() {
    window = Window(size: CGSize(width: 100, height: 100), clock: clock)
    ring.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.contentLayer.addSublayer(ring.layer)
  }

  @Test func progressFollowsTheClockThroughPauseResumeAndRestart() {
    var done = 0
    ring.onComplete = { done += 1 }
    ring.start(duration: 10)
    clock.set(2.5)
    #expect(ring.progress == 0.25)
    ring.pause()
    clock.set(100)
    window.tick()
    #expect(ring.progress == 0.25)
    #expect(ring.phase == .paused)
    ring.resume()
    clock.set(105)
    #expect(ring.progress == 0.75)
    #expect(ring.remainingTime == 2.5)
    ring.start(duration: 4)  // restart: the unfinished run never completes
    clock.set(106)
    #expect(ring.progress == 0.25)
    window.tick()
    #expect(done == 0)
    clock.set(109)
    window.tick()
    #expect(done == 1)
    clock.set(200)
    window.tick()
    #expect(done == 1)
    #expect(ring.progress == 1)
  }

  @Test func completionArrivesOnceEvenWithoutTicks() {
    var done = 0
    ring.onComplete = { done += 1 }
    ring.start(duration: 1)
    clock.set(5)
    ring.pause()  // the next call delivers the completion that happened at 1
    #expect(done == 1)
    window.tick()
    ring.reset()
    #expect(done == 1)
    #expect(ring.progress == 0)
  }

  @Test func theDrawnRingMatchesTheModel() {
    ring.start(duration: 8)
    for t in [0.0, 1, 2, 4, 6, 7.5, 8, 9] {
      let items = window.displayList(at: t).items
      let strokes = items.flatMap(strokePaths)
      // Track plus the progress part (none at 0).
      #expect(strokes.count == (t == 0 ? 1 : 2), "t=\(t)")
    }
  }

  @Test func lineWidthAppliesToBothRings() {
    ring.lineWidth = 20
    ring.start(duration: 2)
    let styles = window.displayList(at: 1).items.flatMap(strokeWidths)
    #expect(styles == [20, 20])
  }
}

func strokePaths(_ item: DisplayItem) -> [Path] {
  switch item {
  case .stroke(let path, _, _): [path]
  case .group(let group): group.children.flatMap(strokePaths)
  default: []
  }
}

func strokeWidths(_ item: DisplayItem) -> [Double] {
  switch item {
  case .stroke(_, _, let style): [style.lineWidth]
  case .group(let group): group.children.flatMap(strokeWidths)
  default: []
  }
}

func texts(_ item: DisplayItem) -> [String] {
  switch item {
  case .text(let text): [text.string]
  case .group(let group): group.children.flatMap(texts)
  default: []
  }
}

@MainActor
@Suite struct ScrumTimerTests {
  let clock = ManualClock()

  @Test func speakerChangesAreDeliveredOnceInOrderWithExactTimes() {
    let timer = ScrumTimer(lengthInMinutes: 3, attendees: ["철수", "영희", "민수"], clock: clock)
    var changes: [SpeakerChange] = []
    timer.speakerChangedAction = { changes.append($0) }
    timer.start()
    #expect(timer.activeSpeaker == "Speaker 1: 철수")
    clock.set(59.9)
    timer.update()
    #expect(changes.isEmpty)
    clock.set(130)  // two changes were due: at 60 and 120
    timer.update()
    timer.update()
    #expect(changes.map(\.time) == [60, 120])
    #expect(timer.activeSpeaker == "Speaker 3: 민수")
    timer.skipSpeaker()
    #expect(changes.last == SpeakerChange(time: 130, from: 2, to: nil, reason: .skipped))
    #expect(timer.secondsElapsed == 180)
    #expect(timer.secondsRemaining == 0)
    #expect(timer.speakers.allSatisfy { $0.isCompleted })
  }

  @Test func aWindowTickDeliversChangesForAViewShowingTheTimer() {
    let window = Window(size: CGSize(width: 300, height: 300), clock: clock)
    let timer = ScrumTimer(lengthInMinutes: 2, attendees: ["A", "B"], clock: clock)
    let view = MeetingTimerView(timer: timer, theme: .sky)
    view.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    window.contentLayer.addSublayer(view.layer)
    var changes: [Int?] = []
    timer.speakerChangedAction = { changes.append($0.to) }
    timer.start()
    clock.set(61)
    window.tick()
    #expect(changes == [1])
    #expect(view.currentSpeakerName == "B")
    clock.set(125)
    window.tick()
    #expect(changes == [1, nil])
    #expect(view.currentSpeakerName == "Someone")
  }

  @Test func theCardsNextButtonSkipsUntilTheLastSpeaker() {
    let window = Window(size: CGSize(width: 390, height: 560), clock: clock)
    let timer = ScrumTimer(lengthInMinutes: 3, attendees: ["A", "B", "C"], clock: clock)
    let card = MeetingView(timer: timer)
    card.layer.frame = CGRect(x: 0, y: 0, width: 390, height: 560)
    window.contentLayer.addSublayer(card.layer)
    timer.start()
    #expect(card.footerText == "Speaker 1 of 3")
    let button = card.nextSpeakerButton.frame
    let centre = CGPoint(x: button.midX, y: button.midY)
    #expect(window.sendTap(at: centre) === card.nextSpeakerButton)
    #expect(card.footerText == "Speaker 2 of 3")
    window.sendTap(at: centre)
    #expect(card.footerText == "Last Speaker")
    #expect(window.sendTap(at: centre) !== card.nextSpeakerButton)
    #expect(timer.activeSpeakerIndex == 2)
  }
}

@MainActor
@Suite struct LoadingOverlayTests {
  let clock = ManualClock()
  let window: Window
  let overlay = LoadingOverlay()
  let button = Layer()
  var taps: [CGPoint] = []

  init() {
    window = Window(size: CGSize(width: 390, height: 844), clock: clock)
    button.frame = CGRect(x: 95, y: 396, width: 200, height: 52)
    window.contentLayer.addSublayer(button)
    overlay.window = window
  }

  @Test func theSeedFlowSwallowsInputAndCompletesOnce() {
    var tapped = 0
    button.onTap = { _ in tapped += 1 }
    window.sendTap(at: CGPoint(x: 195, y: 420))
    #expect(tapped == 1)
    overlay.show()
    overlay.show()
    #expect(window.overlays.count == 1)
    window.sendTap(at: CGPoint(x: 195, y: 420))
    #expect(tapped == 1)  // swallowed
    clock.set(5)
    var finished = 0
    overlay.hide { finished += 1 }
    overlay.hide { finished += 1 }
    #expect(finished == 2)
    #expect(!overlay.isVisible)
    #expect(window.overlays.isEmpty)
    window.sendTap(at: CGPoint(x: 195, y: 420))
    #expect(tapped == 2)
  }

  @Test func aDeferredHideCompletesFromTheWindowTick() {
    overlay.minimumShowTime = 2
    overlay.fadeOutDuration = 0.5
    overlay.show()
    clock.set(0.5)
    var finished = 0
    overlay.hide { finished += 1 }
    clock.set(2.2)
    window.tick()
    #expect(overlay.phase == .fadingOut)
    #expect(finished == 0)
    clock.set(2.5)
    window.tick()
    #expect(finished == 1)
    #expect(window.overlays.isEmpty)
    clock.set(10)
    window.tick()
    #expect(finished == 1)
  }

  @Test func theSharedInstanceExists() {
    #expect(LoadingOverlay.shared === LoadingOverlay.shared)
  }

  @Test func theContentFadesInWithEaseInOut() {
    overlay.show()
    // The drawn content group's opacity at 0.35 s is ease-in-out's value at one half.
    let opacities = window.displayList(at: 0.35).items.flatMap(groupOpacities)
    #expect(opacities.contains { abs($0 - 0.5) < 1e-6 } || overlay.content == nil)
  }
}

func groupOpacities(_ item: DisplayItem) -> [Double] {
  guard case .group(let group) = item else { return [] }
  return [group.opacity] + group.children.flatMap(groupOpacities)
}

@MainActor
@Suite struct FocusFrameTests {
  @Test func defaultsAreTheSeeds() {
    let frame = FocusFrame()
    #expect(frame.color == .black)
    #expect(frame.radius == 5)
    #expect(frame.thickness == 2)
    #expect(frame.length == 30)
    #expect(frame.padding == 0)
  }

  @Test func changingAPropertyRedraws() {
    let frame = FocusFrame()
    frame.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let before = frame.layer.displayList(at: 0)
    frame.thickness = 10
    let after = frame.layer.displayList(at: 0)
    #expect(before != after)
    #expect(after.items.flatMap(strokeWidths) == [10])
  }

  @Test func tapToFocusAppearsShrinksAndFades() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 400, height: 400), clock: clock)
    let frame = FocusFrame()
    frame.showsFrame = false
    frame.isTapToFocusEnabled = true
    frame.layer.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    window.contentLayer.addSublayer(frame.layer)
    clock.set(1)
    window.sendTap(at: CGPoint(x: 100, y: 150))
    // At the tap: 1.5 × 80 = 120 wide, centred on the point: x from 40.
    let first = window.displayList(at: 1).items.flatMap(strokePaths)
    #expect(first.count == 1)
    let xs = first[0].elements.compactMap { element -> Double? in
      if case .move(let p) = element { return p.x }
      return nil
    }
    #expect(abs((xs.min() ?? 0) - 40) < 1e-9)
    // At rest after the shrink: 80 wide, x from 60.
    let rest = window.displayList(at: 1.5).items.flatMap(strokePaths)
    let restXs = rest[0].elements.compactMap { element -> Double? in
      if case .move(let p) = element { return p.x }
      return nil
    }
    #expect(abs((restXs.min() ?? 0) - 60) < 1e-9)
    #expect(window.displayList(at: 2.6).items.flatMap(strokePaths).isEmpty)
  }
}

@MainActor
@Suite struct ScrumTimerDayTests {
  /// A day-long meeting driven through the class with random pauses, skips and polls: the
  /// changes arrive once each, in order, one speaker at a time, and the numbers always add up.
  @Test func aDayOnAManualClock() {
    let clock = ManualClock()
    let timer = ScrumTimer(
      lengthInMinutes: 24 * 60, attendees: (1...50).map { "\($0)" }, clock: clock)
    var changes: [SpeakerChange] = []
    timer.speakerChangedAction = { changes.append($0) }
    timer.start()
    var rng = SeededGenerator(seed: 11)
    while timer.phase != .finished {
      clock.advance(by: Double(rng.next() % 1_200_000) / 1000)
      #expect(timer.secondsElapsed + timer.secondsRemaining == 24 * 3600)
      switch rng.next() % 6 {
      case 0: timer.pause()
      case 1, 2: timer.resume()
      case 3: timer.skipSpeaker()
      default: timer.update()
      }
    }
    timer.update()
    #expect(changes.count == 50)
    #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.time <= $1.time })
    #expect(changes.enumerated().allSatisfy { $1.from == $0 })
    #expect(changes.last?.to == nil)
    #expect(timer.secondsElapsed == 24 * 3600)
  }
}
