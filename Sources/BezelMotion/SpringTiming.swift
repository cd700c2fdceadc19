import Foundation

/// A damped spring pulling a value from 0 towards 1, as `CASpringAnimation` moves its
/// property: `mass·x″ + damping·x′ + stiffness·(x − 1) = 0` with `x(0) = 0` and
/// `x′(0) = initialVelocity` (1 = the whole distance per second).
///
/// ```swift
/// let spring = SpringTiming(mass: 1, stiffness: 100, damping: 10)
/// spring.value(at: 0.3)          // overshoots past 1
/// spring.settlingDuration        // ≈ 1.5 s
/// ```
public struct SpringTiming: Hashable, Sendable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  public let initialVelocity: Double
  /// How close to the target counts as settled, as a fraction of the distance.
  public static let settlingThreshold = 0.001

  /// A spring; Core Animation's defaults are mass 1, stiffness 100, damping 10, velocity 0.
  /// Non-positive or non-finite mass and stiffness fall back to those defaults, and negative
  /// damping to 0, so the motion is always defined.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.mass = mass > 0 && mass.isFinite ? mass : 1
    self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    self.damping = damping >= 0 && damping.isFinite ? damping : 0
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// A spring described the way designers think of it (SwiftUI's `Spring(duration:bounce:)`,
  /// `CASpringAnimation(perceptualDuration:bounce:)`): `duration` is the period of the
  /// undamped oscillation and `bounce` 0 is critically damped, towards 1 bouncier, below 0
  /// over-damped. Mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration (or
  /// 4π / (duration·(1 + bounce)) when bounce is negative).
  public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
    let period = duration > 0 && duration.isFinite ? duration : 0.5
    let b = bounce.isFinite ? min(1, max(-0.99, bounce)) : 0
    let stiffness = (2 * Double.pi / period) * (2 * Double.pi / period)
    let damping = b >= 0 ? 4 * Double.pi * (1 - b) / period : 4 * Double.pi / (period * (1 + b))
    self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// Undamped angular frequency ω₀ = √(k/m).
  var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The fraction of the distance covered `time` seconds after the start (0 before it).
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time.isFinite else { return dampingRatio > 0 ? 1 : 0 }
    return 1 + displacement(at: time)
  }

  /// x(t) − 1: the closed-form solution for each damping regime.
  func displacement(at t: Double) -> Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * w0) / wd
      return exp(-zeta * w0 * t) * (-cos(wd * t) + b * sin(wd * t))
    } else if zeta == 1 {
      return exp(-w0 * t) * (-1 + (v0 - w0) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let c2 = (v0 + r1) / (r2 - r1)
      let c1 = -1 - c2
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// An upper bound on |x(t) − 1| that only falls once it starts falling.
  func envelope(at t: Double) -> Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * w0) / wd
      return (1 + b * b).squareRoot() * exp(-zeta * w0 * t)
    } else if zeta == 1 {
      return exp(-w0 * t) * (1 + abs(v0 - w0) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let c2 = (v0 + r1) / (r2 - r1)
      let c1 = -1 - c2
      return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }
  }

  /// The time after which the value stays within ``settlingThreshold`` of 1 for good: where
  /// an envelope of the motion falls below the threshold. Undamped springs never settle
  /// (`.infinity`).
  public var settlingDuration: Double {
    guard dampingRatio > 0 else { return .infinity }
    let epsilon = SpringTiming.settlingThreshold
    var high = 1.0
    while envelope(at: high) >= epsilon {
      high *= 2
      if high > 1e9 { return .infinity }
    }
    // The envelope is above the threshold at 0 and rises at most once before falling, so
    // the region above it is one interval starting at 0: bisect for its end.
    var low = 0.0
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if envelope(at: mid) >= epsilon { low = mid } else { high = mid }
    }
    return high
  }
}
