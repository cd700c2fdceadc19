import BezelDrawing
import BezelMotion
import Foundation
import Testing

struct AnimationTests {
  func evaluate(_ animation: any Animation, at time: Double, model: Double = 0) -> Double {
    let box = Box(value: model)
    animation.apply(atParentTime: time, to: box)
    return box.value
  }

  @Test func basicFromTo() {
    var animation = BasicAnimation(keyPath: \Box.value, from: 10, to: 20, duration: 4)
    animation.beginTime = 0
    #expect(evaluate(animation, at: 1) == 12.5)
    #expect(evaluate(animation, at: 0) == 10)
    // Removed after the end: the model value shows.
    #expect(evaluate(animation, at: 4, model: 7) == 7)
  }

  @Test func absentFromStartsAtTheModelValue() {
    var animation = BasicAnimation(keyPath: \Box.value, to: 10, duration: 2)
    animation.beginTime = 0
    #expect(evaluate(animation, at: 1, model: 4) == 7)
  }

  @Test func absentToEndsAtTheModelValue() {
    var animation = BasicAnimation(keyPath: \Box.value, from: 0, duration: 2)
    animation.beginTime = 0
    #expect(evaluate(animation, at: 1.5, model: 8) == 6)
  }

  @Test func byValues() {
    var fromBy = BasicAnimation(keyPath: \Box.value, from: 2, by: 4, duration: 2)
    fromBy.beginTime = 0
    #expect(evaluate(fromBy, at: 1) == 4)
    var byOnly = BasicAnimation(keyPath: \Box.value, by: 4, duration: 2)
    byOnly.beginTime = 0
    #expect(evaluate(byOnly, at: 1, model: 10) == 12)
    var toBy = BasicAnimation(keyPath: \Box.value, by: 4, duration: 2)
    toBy.toValue = 10
    toBy.beginTime = 0
    #expect(evaluate(toBy, at: 0) == 6)
  }

  @Test func timingFunctionShapesEachIteration() {
    var animation = BasicAnimation(
      keyPath: \Box.value, from: 0, to: 1, duration: 2, timingFunction: .easeIn)
    animation.beginTime = 0
    animation.repeatCount = 2
    let expected = TimingFunctionTests.reference((0.42, 0, 1, 1), x: 0.25)
    #expect(abs(evaluate(animation, at: 0.5) - expected) < 1e-6)
    #expect(abs(evaluate(animation, at: 2.5) - expected) < 1e-6)
  }

  @Test func fillForwardsNeedsToStayAttached() {
    var animation = BasicAnimation(keyPath: \Box.value, from: 0, to: 1, duration: 1)
    animation.beginTime = 0
    animation.fillMode = .forwards
    #expect(evaluate(animation, at: 2, model: 5) == 5)  // removed on completion
    animation.isRemovedOnCompletion = false
    #expect(evaluate(animation, at: 2, model: 5) == 1)
  }

  @Test func keyframesLinearWithKeyTimes() throws {
    var animation = try KeyframeAnimation(
      keyPath: \Box.value, values: [0, 10, 20], keyTimes: [0, 0.8, 1], duration: 10)
    animation.beginTime = 0
    #expect(evaluate(animation, at: 4) == 5)
    #expect(evaluate(animation, at: 8) == 10)
    #expect(abs(evaluate(animation, at: 9) - 15) < 1e-12)
  }

  @Test func keyframesEvenlySpacedByDefault() throws {
    let animation = try KeyframeAnimation(keyPath: \Box.value, values: [0, 4, 0, 8])
    #expect(animation.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(abs(animation.value(atFraction: 0.5) - 2) < 1e-12)
  }

  @Test func keyframesPerSegmentTimingFunctions() throws {
    let animation = try KeyframeAnimation(
      keyPath: \Box.value, values: [0, 1, 2], timingFunctions: [.easeIn, .linear])
    let eased = TimingFunctionTests.reference((0.42, 0, 1, 1), x: 0.5)
    #expect(abs(animation.value(atFraction: 0.25) - eased) < 1e-6)
    #expect(animation.value(atFraction: 0.75) == 1.5)
  }

  @Test func keyframesDiscrete() throws {
    let animation = try KeyframeAnimation(
      keyPath: \Box.value, values: [1, 2, 3], calculationMode: .discrete)
    #expect(animation.value(atFraction: 0) == 1)
    #expect(animation.value(atFraction: 0.33) == 1)
    #expect(animation.value(atFraction: 0.34) == 2)
    #expect(animation.value(atFraction: 0.99) == 3)
    #expect(animation.value(atFraction: 1) == 3)
    // Core Animation's n + 1 key times for discrete mode.
    let explicit = try KeyframeAnimation(
      keyPath: \Box.value, values: [1, 2], keyTimes: [0, 0.9, 1], calculationMode: .discrete)
    #expect(explicit.value(atFraction: 0.5) == 1)
    #expect(explicit.value(atFraction: 0.95) == 2)
  }

  @Test func keyframesPacedMoveAtConstantSpeed() throws {
    // Legs of 30 and 10 points: the corner is reached at 3/4 of the time.
    let animation = try KeyframeAnimation(
      keyPath: \Box.point,
      values: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)],
      keyTimes: [0, 0.5, 1], calculationMode: .paced)
    #expect(animation.keyTimes == [0, 0.75, 1])
    #expect(animation.value(atFraction: 0.5) == CGPoint(x: 20, y: 0))
    #expect(animation.value(atFraction: 0.875) == CGPoint(x: 30, y: 5))
  }

  @Test func keyframesCubicIsCatmullRom() throws {
    let animation = try KeyframeAnimation(
      keyPath: \Box.value, values: [0, 1, 0], keyTimes: [0, 0.5, 1], calculationMode: .cubic)
    // Passes through every key value.
    #expect(animation.value(atFraction: 0) == 0)
    #expect(abs(animation.value(atFraction: 0.5) - 1) < 1e-12)
    #expect(abs(animation.value(atFraction: 1)) < 1e-12)
    // Hermite form by hand: on the first segment the tangents are m₁ = 1 and m₂ = 0
    // (P₀ repeated at t = −0.5); at its middle h₀₀ = h₀₁ = ½, h₁₀ = −h₁₁ = ⅛ and the segment
    // lasts ½: 0·½ + ⅛·½·1 + 1·½ − ⅛·½·0 = 0.5625.
    #expect(abs(animation.value(atFraction: 0.25) - 0.5625) < 1e-12)
    // Evenly spaced collinear values stay on their line.
    let line = try KeyframeAnimation(
      keyPath: \Box.value, values: [0, 1, 2, 3], calculationMode: .cubic)
    #expect(abs(line.value(atFraction: 0.5) - 1.5) < 1e-12)
  }

  @Test func keyframeErrors() {
    #expect(throws: KeyframeAnimationError.noValues) {
      try KeyframeAnimation(keyPath: \Box.value, values: [])
    }
    #expect(throws: KeyframeAnimationError.keyTimeCount(expected: 2, got: 3)) {
      try KeyframeAnimation(keyPath: \Box.value, values: [0, 1], keyTimes: [0, 0.5, 1])
    }
    #expect(throws: KeyframeAnimationError.keyTimesOutOfOrder) {
      try KeyframeAnimation(keyPath: \Box.value, values: [0, 1], keyTimes: [1, 0])
    }
    #expect(throws: KeyframeAnimationError.timingFunctionCount(expected: 2, got: 3)) {
      try KeyframeAnimation(
        keyPath: \Box.value, values: [0, 1, 2], timingFunctions: [.linear, .linear, .linear])
    }
  }

  @Test func groupRunsChildrenInItsTime() {
    var child = BasicAnimation(keyPath: \Box.value, from: 0, to: 10, duration: 1)
    child.beginTime = 0.5
    var point = BasicAnimation(
      keyPath: \Box.point, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 8, y: 4), duration: 2)
    point.beginTime = 0
    var group = AnimationGroup([child, point], duration: 2)
    group.beginTime = 10
    let box = Box(value: -1)
    group.apply(atParentTime: 11, to: box)
    #expect(box.value == 5)
    #expect(box.point == CGPoint(x: 4, y: 2))
    // After the child's own end, without a fill, the model value shows again.
    let later = Box(value: -1)
    group.apply(atParentTime: 11.75, to: later)
    #expect(later.value == -1)
    #expect(later.point == CGPoint(x: 7, y: 3.5))
  }

  @Test func groupCutsChildrenOffAtItsEnd() {
    var child = BasicAnimation(keyPath: \Box.value, from: 0, to: 10, duration: 4)
    child.beginTime = 0
    child.fillMode = .forwards
    var group = AnimationGroup([child], duration: 1)
    group.beginTime = 0
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    #expect(evaluate(group, at: 3) == 2.5)
  }

  @Test func springAnimationOvershoots() {
    var spring = SpringAnimation(keyPath: \Box.value, from: 0, to: 100)
    spring.beginTime = 0
    #expect(spring.duration == SpringTiming().settlingDuration)
    let peakTime = Double.pi / (10 * 0.75.squareRoot())
    let expected = 100 * (1 + exp(-0.5 * Double.pi / 0.75.squareRoot()))
    #expect(abs(evaluate(spring, at: peakTime) - expected) < 1e-9)
  }

  @Test func groupTimingFunctionWarpsItsChildren() {
    var child = BasicAnimation(keyPath: \Box.value, from: 0, to: 1, duration: 2)
    child.beginTime = 0
    var group = AnimationGroup([child], duration: 2)
    group.beginTime = 0
    group.timingFunction = .easeIn
    let expected = TimingFunctionTests.reference((0.42, 0, 1, 1), x: 0.25)
    #expect(abs(evaluate(group, at: 0.5) - expected) < 1e-6)
  }

  @Test func additiveAnimationsAddToTheCurrentValue() throws {
    // A shake: ±10 around wherever the model is.
    var shake = try KeyframeAnimation(keyPath: \Box.value, values: [0, 10, -10, 0], duration: 3)
    shake.beginTime = 0
    shake.isAdditive = true
    #expect(evaluate(shake, at: 1, model: 100) == 110)
    #expect(evaluate(shake, at: 2, model: 100) == 90)
    var nudge = BasicAnimation(keyPath: \Box.value, from: 0, to: 4, duration: 2)
    nudge.beginTime = 0
    nudge.isAdditive = true
    #expect(evaluate(nudge, at: 1, model: 10) == 12)
    // Values without addition ignore the flag.
    var morph = BasicAnimation(
      keyPath: \Box.transform, from: .identity, to: Transform(translationX: 10, y: 0),
      duration: 2)
    morph.beginTime = 0
    morph.isAdditive = true
    let box = Box()
    box.transform = Transform(translationX: 100, y: 0)
    morph.apply(atParentTime: 1, to: box)
    #expect(box.transform == Transform(translationX: 5, y: 0))
  }
}
