import BezelComponents
import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation

/// One seed scene for the engine comparison: the Bezel scene, its hand-written Cairo twin and
/// the times whose frames are drawn (chosen away from state changes, cycling through the
/// animation).
@MainActor
struct EngineCase {
  var name: String
  var size: CGSize
  var times: [Double]
  var makeScene: @MainActor () -> any Timeline
  var makeDirect: @MainActor () -> any DirectFrame

  /// The seed scenes with their default options.
  static let all: [EngineCase] = [
    EngineCase(
      name: "ring", size: CGSize(width: 300, height: 300),
      times: [0, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 19.5],
      makeScene: { RingScene() }, makeDirect: { DirectRing(width: 300, height: 300) }),
    EngineCase(
      name: "meeting", size: CGSize(width: 390, height: 560),
      times: [5.5, 15.5, 25.5, 35.5, 45.5, 55.5],
      makeScene: { MeetingScene(.card) },
      makeDirect: { DirectMeeting(width: 390, height: 560, card: true) }),
    EngineCase(
      name: "meeting-timer", size: CGSize(width: 300, height: 300),
      times: [5.5, 15.5, 25.5, 35.5, 45.5, 55.5],
      makeScene: { MeetingScene(.timer) },
      makeDirect: { DirectMeeting(width: 300, height: 300, card: false) }),
    EngineCase(
      name: "focus", size: CGSize(width: 390, height: 520), times: [0, 0.5],
      makeScene: { FocusScene() }, makeDirect: { DirectFocus(width: 390, height: 520) }),
    EngineCase(
      name: "loading", size: CGSize(width: 390, height: 844),
      times: [0.5, 1.3, 2.0, 2.6, 3.3, 4.4, 5.2, 6.5],
      makeScene: { LoadingScene() }, makeDirect: { DirectLoading(width: 390, height: 844) }),
  ]

  /// Bezel's and the hand-written frame at `time` and `scale`, as RGBA bytes of equal size.
  func renderBoth(at time: Double, scale: Double) -> (bezel: [UInt8], direct: [UInt8])? {
    let scene = makeScene()
    let direct = makeDirect()
    guard let target = CairoTarget(size: size, scale: scale),
      let bitmap = try? Canvas().render(scene.displayList(at: time), scale: scale)
    else { return nil }
    target.paint(scale: scale) { direct.draw($0, at: time) }
    return (bitmap.pixels, target.rgba())
  }
}
