import BezelDrawing
import BezelLayers
import BezelMotion
import BezelRaster
import Foundation

/// Plays a preview scene without a display, as the host's tick and draw do, on a manual
/// clock: a click at the view's centre (the loading scene's again every 5.2 s), then frames
/// at 60 per second, each built, compared with the one shown and drawn into the frame's
/// pixels when it differs. For measuring the frame path with callgrind (load-independent)
/// and for checking its pixels: one checksum of the pixels per frame.
@MainActor
public enum HeadlessFrames {
  /// The view's size in the preview's default window (its header bar and hint taken off).
  static let viewSize = CGSize(width: 440, height: 500)

  /// Plays `frames` frames of `scene` from 0.5 s after a click at 0.5 s; returns one
  /// checksum (FNV-1a of the pixels) per frame, or `nil` for an unknown scene name.
  public static func run(scene: String, frames: Int) -> [UInt64]? {
    guard let name = SceneName(argument: scene) else { return nil }
    let clock = ManualClock()
    let scene = PreviewSceneFactory.make(name, clock: clock)
    scene.layout(size: viewSize, time: 0)
    let pixels = FramePixels()
    let canvas = Canvas()
    // A first frame before the click, as the window draws on opening.
    clock.set(0.25)
    drawFrame(scene, at: 0.25, into: pixels, with: canvas)
    clock.set(0.5)
    scene.press(at: CGPoint(x: viewSize.width / 2, y: viewSize.height / 2), time: 0.5)
    return drawFrames(
      scene, count: frames, from: 0.5, clicksEvery: name == .loading ? reclick : nil,
      clock: clock, into: pixels, with: canvas)
  }

  /// How long after a click the loading scene is clicked again, as `Scripts/preview-cpu.sh`
  /// does (its overlay shows for 5 s).
  static let reclick = 5.2

  /// `count` frames, 1/60 s apart after `start`, each with its checksum; with `interval`, a
  /// click at the centre that long after the last.
  private static func drawFrames(
    _ scene: PreviewScene, count: Int, from start: Double, clicksEvery interval: Double?,
    clock: ManualClock, into pixels: FramePixels, with canvas: Canvas
  ) -> [UInt64] {
    var sums: [UInt64] = []
    sums.reserveCapacity(count)
    var lastClick = start
    for index in 1...max(1, count) {
      let time = start + Double(index) / 60
      if let interval, time >= lastClick + interval {
        lastClick = time
        clock.set(time)
        scene.press(at: CGPoint(x: viewSize.width / 2, y: viewSize.height / 2), time: time)
      }
      clock.set(time)
      drawFrame(scene, at: time, into: pixels, with: canvas)
      sums.append(checksum(pixels.pixels))
    }
    return sums
  }

  /// What the host does for one frame: build the list, draw it when it shows something new.
  /// The part to measure (`Scripts/preview-tick-cost.sh` collects only inside it).
  @inline(never)
  static func drawFrame(
    _ scene: PreviewScene, at time: Double, into pixels: FramePixels, with canvas: Canvas
  ) {
    let list = scene.displayList(at: time)
    guard !pixels.shows(list, scale: 1) else { return }
    try? pixels.update(list, scale: 1, background: .white, with: canvas)
    _ = scene.isAnimating(at: time)
  }

  /// FNV-1a over the pixels.
  private static func checksum(_ pixels: [UInt32]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for pixel in pixels {
      hash = (hash ^ UInt64(pixel)) &* 0x100_0000_01b3
    }
    return hash
  }
}
