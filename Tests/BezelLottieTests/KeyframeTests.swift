import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation
import Testing

/// Keyframes: easing per dimension, hold keyframes, values before and after the keys.
@Suite struct KeyframeTests {
  /// The solid layer's translation and colour at `frame`.
  func solid(at frame: Double) throws -> (x: Double, y: Double, alpha: Double) {
    let animation = try LottieFixture.load("keyframes.json")
    let leaf = try #require(animation.displayList(atFrame: frame).items.leaves.first)
    return (leaf.transform.tx, leaf.transform.ty, leaf.item.color?.alpha ?? -1)
  }

  @Test func linearDimensionIsProportional() throws {
    // x runs 0 → 100 over frames 0…10 with a linear easing.
    #expect(abs(try solid(at: 5).x - 50) < 1e-6)
    #expect(abs(try solid(at: 2.5).x - 25) < 1e-6)
  }

  @Test func easedDimensionUsesItsOwnCurve() throws {
    // y eases with handles (0.5, 0) and (0.5, 1): symmetric, so the midpoint is half way
    // (40 of 80); at a quarter of the time the curve solved by bisection gives 8.4714.
    #expect(abs(try solid(at: 5).y - 40) < 1e-4)
    #expect(abs(try solid(at: 2.5).y - 8.471403) < 1e-3)
  }

  @Test func holdKeyframeKeepsItsValueUntilTheNextKey() throws {
    #expect(try solid(at: 9.9).alpha == 1)
    #expect(abs(try solid(at: 10).alpha - 0.4) < 1e-9)
  }

  @Test func valuesHoldAfterTheLastKey() throws {
    #expect(try solid(at: 15).x == 100)
    #expect(try solid(at: 15).y == 80)
  }

  @Test func progressMapsOntoTheFrameRange() throws {
    let animation = try LottieFixture.load("keyframes.json")
    #expect(animation.frame(atProgress: 0.25) == 5)
    #expect(animation.seconds == 2)
    #expect(animation.duration == 2)
    #expect(animation.displayList(atProgress: 0.25) == animation.displayList(atFrame: 5))
  }
}
