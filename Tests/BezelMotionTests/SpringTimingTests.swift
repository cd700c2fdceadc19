import BezelMotion
import Foundation
import Testing

struct SpringTimingTests {
  static let springs = [
    SpringTiming(),  // Core Animation's defaults: under-damped, ζ = 0.5
    SpringTiming(mass: 2, stiffness: 300, damping: 8, initialVelocity: 3),
    SpringTiming(mass: 1, stiffness: 100, damping: 20),  // critically damped
    SpringTiming(mass: 1, stiffness: 100, damping: 40, initialVelocity: -2),  // over-damped
  ]

  @Test(arguments: springs)
  func solvesTheSpringEquation(spring: SpringTiming) {
    // m·x″ + c·x′ + k·(x − 1) = 0, checked with central differences.
    let h = 1e-4
    for i in 1...200 {
      let t = Double(i) * 0.01
      let x = spring.value(at: t)
      let velocity = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
      let acceleration =
        (spring.value(at: t + h) - 2 * x + spring.value(at: t - h)) / (h * h)
      let residual =
        spring.mass * acceleration + spring.damping * velocity + spring.stiffness * (x - 1)
      #expect(abs(residual) < 1e-3 * spring.stiffness, "t = \(t)")
    }
    // Starts at rest at 0 with the initial velocity.
    #expect(spring.value(at: 0) == 0)
    let startSlope = (spring.value(at: 1e-7) - 0) / 1e-7
    #expect(abs(startSlope - spring.initialVelocity) < 1e-3)
  }

  @Test func underDampedOvershootPeaksWhereTheoryPredicts() {
    // ζ = c / (2√(km)) = 0.5, ω_d = ω₀√(1 − ζ²) = 10·√0.75; from rest the first peak is at
    // π / ω_d with overshoot exp(−ζπ / √(1 − ζ²)).
    let spring = SpringTiming(mass: 1, stiffness: 100, damping: 10)
    let peakTime = Double.pi / (10 * 0.75.squareRoot())
    let overshoot = exp(-0.5 * Double.pi / 0.75.squareRoot())
    #expect(abs(spring.value(at: peakTime) - (1 + overshoot)) < 1e-12)
    #expect(spring.value(at: peakTime - 0.01) < spring.value(at: peakTime))
    #expect(spring.value(at: peakTime + 0.01) < spring.value(at: peakTime))
  }

  @Test func settlingDurationOfTheDefaultSpring() {
    // Envelope √(1 + b²)·e^(−ζω₀t) with ζω₀ = 5 and b = −ζω₀/ω_d = −1/√3 falls to 0.001 at
    // ln(√(4/3) / 0.001) / 5.
    let expected = log((4.0 / 3).squareRoot() / 0.001) / 5
    #expect(abs(SpringTiming().settlingDuration - expected) < 1e-9)
  }

  @Test(arguments: springs)
  func staysSettledAfterTheSettlingDuration(spring: SpringTiming) {
    let settling = spring.settlingDuration
    #expect(settling.isFinite && settling > 0)
    for i in 0...2000 {
      let t = settling + Double(i) * 0.005
      #expect(abs(spring.value(at: t) - 1) <= SpringTiming.settlingThreshold + 1e-12)
    }
    // And it has not settled long before (the bound is not wildly loose).
    let earlier = stride(from: 0, to: settling * 0.6, by: 0.001).map {
      abs(spring.value(at: $0) - 1)
    }
    #expect((earlier.max() ?? 0) > SpringTiming.settlingThreshold)
  }

  @Test func criticalAndOverDampedSpringsDoNotOvershootFromRest() {
    for spring in [
      SpringTiming(stiffness: 100, damping: 20), SpringTiming(stiffness: 100, damping: 60),
    ] {
      var previous = 0.0
      for i in 1...500 {
        let x = spring.value(at: Double(i) * 0.01)
        #expect(x <= 1)
        #expect(x >= previous)
        previous = x
      }
    }
  }

  @Test func undampedSpringNeverSettles() {
    #expect(SpringTiming(damping: 0).settlingDuration == .infinity)
  }

  @Test func invalidParametersFallBack() {
    let spring = SpringTiming(mass: -1, stiffness: .nan, damping: -3, initialVelocity: .infinity)
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 100)
    #expect(spring.damping == 0)
    #expect(spring.initialVelocity == 0)
  }

  @Test func perceptualSprings() {
    // No bounce is critical damping; half bounce halves the damping ratio; the duration is
    // the undamped period 2π / ω₀.
    let critical = SpringTiming(duration: 0.5)
    #expect(abs(critical.dampingRatio - 1) < 1e-12)
    #expect(abs(2 * Double.pi / (critical.stiffness / critical.mass).squareRoot() - 0.5) < 1e-12)
    #expect(abs(SpringTiming(duration: 0.5, bounce: 0.5).dampingRatio - 0.5) < 1e-12)
    #expect(SpringTiming(duration: 0.5, bounce: -0.5).dampingRatio > 1)
  }
}
