import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation
import Testing

/// Playback in a layer: loop modes, speed and marker ranges, as functions of local time.
@MainActor @Suite struct LottieLayerTests {
  /// `keyframes.json`: 10 fps, frames 0…20, a marker "middle" at 5 lasting 10 frames.
  func layer(_ mode: LottieLoopMode, speed: Double = 1) throws -> LottieLayer {
    let layer = LottieLayer(animation: try LottieFixture.load("keyframes.json"))
    layer.animationSpeed = speed
    layer.play(loopMode: mode, at: 0)
    return layer
  }

  @Test func loopWrapsAround() throws {
    // 2.5 s = 25 frames; the range is 20 frames long.
    #expect(try layer(.loop).frame(atLocalTime: 2.5) == 5)
  }

  @Test func autoReverseComesBack() throws {
    // 25 frames into a 40-frame forward-and-back cycle: 5 frames back from the end.
    #expect(try layer(.autoReverse).frame(atLocalTime: 2.5) == 15)
  }

  @Test func playOnceHoldsTheLastFrame() throws {
    let layer = try layer(.playOnce)
    #expect(layer.frame(atLocalTime: 1) == 10)
    #expect(abs(layer.frame(atLocalTime: 5) - 20) < 1e-3)
    #expect(layer.isFinished(atLocalTime: 2))
    #expect(!layer.isFinished(atLocalTime: 1.9))
  }

  @Test func repeatCountsPlays() throws {
    let layer = try layer(.repeat(2))
    #expect(layer.frame(atLocalTime: 3) == 10)
    #expect(!layer.isFinished(atLocalTime: 3.9))
    #expect(layer.isFinished(atLocalTime: 4))
  }

  @Test func speedScalesTime() throws {
    #expect(try layer(.loop, speed: 2).frame(atLocalTime: 0.5) == 10)
    #expect(try layer(.loop, speed: -1).frame(atLocalTime: 0.5) == 15)
  }

  @Test func markerRangeLoops() throws {
    let layer = LottieLayer(animation: try LottieFixture.load("keyframes.json"))
    #expect(layer.play(marker: "middle", loopMode: .loop, at: 0))
    // 1.2 s = 12 frames into a 10-frame range starting at frame 5.
    #expect(abs(layer.frame(atLocalTime: 1.2) - 7) < 1e-9)
    #expect(!layer.play(marker: "missing"))
  }

  @Test func stoppedLayerShowsTheFirstFrameAndPauseHolds() throws {
    let layer = try layer(.loop)
    layer.pause(at: 0.7)
    #expect(layer.frame(atLocalTime: 3) == 7)
    layer.stop()
    #expect(layer.frame(atLocalTime: 3) == 0)
  }

  @Test func drawsTheAnimationFittedToItsBounds() throws {
    let layer = try layer(.loop)
    layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    let list = layer.displayList(at: 0.5)
    let animation = try LottieFixture.load("keyframes.json")
    let expected = animation.displayList(atFrame: 5, fitting: CGSize(width: 200, height: 200))
    #expect(list.size == CGSize(width: 200, height: 200))
    #expect(list.items.leaves.map(\.transform) == expected.items.leaves.map(\.transform))
  }
}
