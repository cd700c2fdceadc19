import BezelTestSupport
import Testing

@testable import BezelComponents

@Suite struct OverlayScheduleTests {
  typealias Options = OverlaySchedule.Options

  @Test func theSeedFlow() {
    var overlay = OverlaySchedule()
    overlay.show(at: 1)
    #expect(overlay.phase(at: 0.5) == .hidden)
    #expect(overlay.phase(at: 1) == .shown)
    #expect(overlay.opacity(at: 1) == 1)
    #expect(overlay.contentFadeFraction(at: 1) == 0)
    #expect(abs(overlay.contentFadeFraction(at: 1.35) - 0.5) < 1e-12)
    #expect(overlay.contentFadeFraction(at: 1.7) == 1)
    let id = overlay.hide(at: 6)
    #expect(overlay.phase(at: 5.99) == .shown)
    #expect(overlay.phase(at: 6) == .hidden)
    #expect(overlay.completions(through: 100) == [.init(id: id, time: 6)])
  }

  @Test func showIsIdempotent() {
    var overlay = OverlaySchedule()
    overlay.show(at: 1)
    overlay.show(at: 1.3)
    #expect(overlay.appearTime(at: 2) == 1)  // the fade-in did not restart
    let id = overlay.hide(at: 3)
    #expect(overlay.completions(through: 3).map(\.id) == [id])
  }

  @Test func doubleHideCallsEachCompletionOnce() {
    var overlay = OverlaySchedule(options: Options(fadeOutDuration: 0.5))
    overlay.show(at: 0)
    let a = overlay.hide(at: 2)
    let b = overlay.hide(at: 2.2)
    #expect(overlay.phase(at: 2.2) == .fadingOut)
    #expect(abs(overlay.opacity(at: 2.25) - 0.5) < 1e-12)
    #expect(overlay.completions(through: 2.49).isEmpty)
    #expect(overlay.completions(through: 10) == [.init(id: a, time: 2.5), .init(id: b, time: 2.5)])
  }

  @Test func hideBeforeAnyShowCompletesAtOnceAndALaterShowWorks() {
    var overlay = OverlaySchedule()
    let id = overlay.hide(at: 1)
    #expect(overlay.completions(through: 1) == [.init(id: id, time: 1)])
    overlay.show(at: 2)
    #expect(overlay.phase(at: 2) == .shown)
  }

  @Test func aHideWithinTheGraceTimeMeansItNeverAppears() {
    var overlay = OverlaySchedule(options: Options(graceTime: 0.5))
    overlay.show(at: 1)
    #expect(overlay.phase(at: 1.2) == .waiting)
    #expect(!overlay.isVisible(at: 1.2))
    let id = overlay.hide(at: 1.3)
    for t in stride(from: 1.0, through: 5, by: 0.05) { #expect(!overlay.isVisible(at: t)) }
    #expect(overlay.completions(through: 1.3) == [.init(id: id, time: 1.3)])
  }

  @Test func showHideShowWithinTheGraceTimeShowsFromTheLastShow() {
    var overlay = OverlaySchedule(options: Options(graceTime: 0.5))
    overlay.show(at: 1)
    overlay.hide(at: 1.2)
    overlay.show(at: 1.3)
    #expect(!overlay.isVisible(at: 1.7))
    #expect(overlay.isVisible(at: 1.8))
    #expect(overlay.appearTime(at: 2) == 1.8)
  }

  @Test func minimumShowTimeDefersTheHide() {
    var overlay = OverlaySchedule(options: Options(minimumShowTime: 2))
    overlay.show(at: 1)
    let id = overlay.hide(at: 1.5)
    #expect(overlay.isVisible(at: 2.9))
    #expect(!overlay.isVisible(at: 3))
    #expect(overlay.completions(through: 10) == [.init(id: id, time: 3)])
  }

  @Test func showCancelsADeferredHideAndItsCompletionWaits() {
    var overlay = OverlaySchedule(options: Options(minimumShowTime: 2))
    overlay.show(at: 0)
    let id = overlay.hide(at: 1)
    overlay.show(at: 1.5)
    #expect(overlay.isVisible(at: 100))
    #expect(overlay.completions(through: 100).isEmpty)
    let second = overlay.hide(at: 100)
    #expect(!overlay.isVisible(at: 100))
    #expect(
      overlay.completions(through: 100) == [.init(id: id, time: 100), .init(id: second, time: 100)])
  }

  @Test func showDuringTheFadeOutFadesBackIn() {
    var overlay = OverlaySchedule(options: Options(fadeOutDuration: 1))
    overlay.show(at: 0)
    overlay.hide(at: 5)
    #expect(abs(overlay.opacity(at: 5.75) - 0.25) < 1e-12)
    overlay.show(at: 5.75)
    #expect(overlay.phase(at: 5.75) == .shown)
    #expect(abs(overlay.opacity(at: 6.25) - 0.75) < 1e-12)
    #expect(overlay.opacity(at: 7) == 1)
    // Hiding again while fading back in fades out from where it stands.
    let id = overlay.hide(at: 6.25)
    #expect(abs(overlay.opacity(at: 6.5) - 0.5) < 1e-12)
    #expect(overlay.completions(through: 100).last == .init(id: id, time: 7))
    #expect(overlay.completions(through: 100).count == 2)
  }

  /// Random calls at random times: the overlay is never stuck, never hidden while it owes a
  /// show, and every completion arrives exactly once.
  @Test func randomRacesNeverLeaveItStuck() {
    var rng = SeededGenerator(seed: 99)
    for round in 0..<300 {
      let options = Options(
        graceTime: Double(rng.next() % 3) * 0.25, minimumShowTime: Double(rng.next() % 3) * 0.5,
        fadeOutDuration: Double(rng.next() % 3) * 0.3)
      var overlay = OverlaySchedule(options: options)
      var t = 0.0
      var ids: [Int] = []
      var wantsShown = false
      for _ in 0..<30 {
        t += Double(rng.next() % 8) * 0.125
        if rng.next() % 2 == 0 {
          overlay.show(at: t)
          wantsShown = true
        } else {
          ids.append(overlay.hide(at: t))
          wantsShown = false
        }
      }
      // Long after the last call the overlay matches the last call.
      let late = t + 10
      #expect(overlay.isVisible(at: late) == wantsShown, "round \(round)")
      let due = overlay.completions(through: late).map(\.id)
      if wantsShown {
        #expect(Set(due).count == due.count)
        #expect(Set(due).isSubset(of: Set(ids)))
      } else {
        #expect(due.sorted() == ids, "round \(round)")
      }
    }
  }
}
