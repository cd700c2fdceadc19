import Testing

@testable import BezelComponents

@Suite struct FocusAnimationTests {
  @Test func appearsLargeShrinksHoldsAndFades() {
    let animation = FocusAnimation()
    #expect(animation.duration == 1.5)
    #expect(animation.state(at: -0.01) == nil)
    #expect(animation.state(at: 0) == .init(scale: 1.5, opacity: 1))
    // Ease-out: past halfway in scale by half the time.
    let mid = animation.state(at: 0.15)!
    #expect(mid.scale < 1.25 && mid.scale > 1)
    #expect(animation.state(at: 0.3) == .init(scale: 1, opacity: 1))
    #expect(animation.state(at: 0.9) == .init(scale: 1, opacity: 1))
    // Ease-in-out is symmetric: half faded at the middle of the fade.
    #expect(abs(animation.state(at: 1.25)!.opacity - 0.5) < 1e-9)
    #expect(animation.state(at: 1.2)!.opacity > 0.5)
    #expect(animation.state(at: 1.5) == nil)
  }

  @Test func scaleNeverGoesBackUp() {
    let animation = FocusAnimation(initialScale: 2)
    var last = 3.0
    for step in 0..<150 {
      guard let state = animation.state(at: Double(step) * 0.01) else { break }
      #expect(state.scale <= last)
      last = state.scale
    }
  }

  @Test func badValuesAreCleaned() {
    let animation = FocusAnimation(
      initialScale: -1, shrinkDuration: .nan, holdDuration: -2, fadeDuration: .infinity)
    #expect(animation.initialScale == 1)
    #expect(animation.duration == 0)
    #expect(animation.state(at: 0) == nil)
  }
}
