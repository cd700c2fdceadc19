import BezelComponents
import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation

/// Builds the timeline a render request asks for, checking the scene's own options.
@MainActor
enum SceneFactory {
  /// Length rendered for a scene without a natural one when `--duration` is not given.
  static let fallbackDuration = 3.0
  static let defaultFPS = 30.0

  static func make(_ request: RenderRequest) throws(CommandError) -> PreparedScene {
    let options = SceneValues(request.sceneOptions)
    let timeline: any Timeline
    switch request.scene {
    case .lottie(let path):
      return try LottieScene.make(path: path, request: request)
    case .ring:
      var ring = RingScene.Options()
      if let size = request.size { ring.size = size }
      ring.background = background(request, default: ring.background)
      ring.duration =
        try options.positive("countdown", maximum: 86_400) ?? request.duration ?? 5
      ring.lineWidth = try options.positive("line-width", maximum: 1000) ?? ring.lineWidth
      ring.trackColor = try options.color("track-color") ?? ring.trackColor
      ring.progressColor = try options.color("progress-color") ?? ring.progressColor
      ring.image = try image(request, default: ring.image)
      ring.value = try options.number("value", in: 0...100)
      if let degrees = try options.number("start-angle", in: -360...360) {
        ring.startAngle = degrees * .pi / 180
      }
      ring.gradientColors = try options.colors("gradient")
      timeline = RingScene(options: ring)
    case .meeting, .meetingTimer:
      var meeting = MeetingScene.Options()
      meeting.size = request.size
      meeting.background = background(request, default: meeting.background)
      if let list = request.sceneOptions["speakers"] {
        meeting.speakers = list.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
      }
      if let minutes = try options.positive("minutes", maximum: 1440) {
        guard minutes == minutes.rounded() else {
          throw .usage("--minutes: expected a whole number of minutes, got \(minutes)")
        }
        meeting.minutes = Int(minutes)
      }
      if let name = request.sceneOptions["theme"] {
        guard let theme = Theme(rawValue: name.lowercased()) else {
          throw .usage(
            "--theme: unknown theme '\(name)'; use one of "
              + Theme.allCases.map(\.rawValue).joined(separator: ", "))
        }
        meeting.theme = theme
      }
      if let completed = try options.number("completed", in: 0...10_000) {
        let speakers = max(1, meeting.speakers.count)
        guard completed == completed.rounded(), Int(completed) <= speakers else {
          throw .usage("--completed: expected a whole number from 0 to \(speakers) (the speakers)")
        }
        meeting.completed = Int(completed)
      }
      timeline = MeetingScene(request.scene == .meeting ? .card : .timer, options: meeting)
    case .loading:
      var loading = LoadingScene.Options()
      if let size = request.size { loading.size = size }
      loading.background = background(request, default: loading.background)
      if let path = request.sceneOptions["animation"] {
        loading.animation = try LottieScene.load(path, option: "animation")
      }
      if let name = request.sceneOptions["mode"] {
        guard let mode = HUDMode(rawValue: name.lowercased()) else {
          throw .usage("--mode: expected indeterminate, annular, pie or bar, got '\(name)'")
        }
        loading.mode = mode
      }
      if let name = request.sceneOptions["state"] {
        guard let state = HUDState(rawValue: name.lowercased()) else {
          throw .usage("--state: expected success, error or info, got '\(name)'")
        }
        loading.state = state
      }
      loading.value = try options.number("value", in: 0...1) ?? 0
      loading.status = request.sceneOptions["status"]
      loading.detail = request.sceneOptions["detail"]
      let hud = Set(["mode", "state", "value", "status", "detail"])
      if !hud.isDisjoint(with: request.sceneOptions.keys), request.sceneOptions["show-at"] == nil {
        // A HUD asked for by its options is on screen from the first frame.
        loading.hideAt -= loading.showAt
        loading.showAt = 0
        loading.fadeInDuration = 0
      }
      let showAt = try options.number("show-at", in: 0...86_400) ?? loading.showAt
      // Without --hide-at the overlay stays as long as the seed's does after its show.
      let hideAt =
        try options.number("hide-at", in: 0...86_400) ?? showAt + loading.hideAt - loading.showAt
      guard hideAt >= showAt else {
        throw .usage("--hide-at must not come before --show-at")
      }
      loading.showAt = showAt
      loading.hideAt = hideAt
      timeline = LoadingScene(options: loading)
    case .focus:
      var focus = FocusScene.Options()
      if let size = request.size { focus.size = size }
      focus.background = background(request, default: focus.background)
      focus.color = try options.color("color") ?? focus.color
      focus.radius = try options.number("radius", in: 0...10_000) ?? focus.radius
      focus.thickness = try options.positive("thickness", maximum: 1000) ?? focus.thickness
      focus.length = try options.number("length", in: 0...10_000) ?? focus.length
      focus.padding = try options.number("padding", in: 0...10_000) ?? focus.padding
      focus.tapAt = try options.number("tap-at", in: 0...86_400)
      focus.image = try image(request, default: focus.image)
      focus.scans = request.sceneOptions["scan"] != nil
      if let text = request.sceneOptions["snap-to"] {
        focus.snapTo = try ValueParser.rect(text, option: "snap-to")
      }
      timeline = FocusScene(options: focus)
    }
    return PreparedScene(
      timeline: timeline, defaultDuration: timeline.duration ?? fallbackDuration,
      defaultFPS: defaultFPS, defaultBackground: nil)
  }

  /// The scene background: `--background`'s colour, clear for `transparent`, else `fallback`.
  static func background(_ request: RenderRequest, default fallback: Color) -> Color {
    switch request.background {
    case .some(.color(let color)): return color
    case .some(.transparent): return .clear
    case .none: return fallback
    }
  }

  /// The picture `--image` names: decoded (66 when missing, 65 when not an image), none, or
  /// the scene's own.
  static func image(_ request: RenderRequest, default fallback: SceneImage) throws(CommandError)
    -> SceneImage
  {
    switch request.image {
    case .none: return fallback
    case .some(.plain): return .none
    case .some(.path(let path)):
      let data = try InputFile.read(path, option: "image")
      do {
        return .bitmap(try BezelRaster.ImageDecoder.decode(data))
      } catch {
        throw CommandError(.dataError, "--image: cannot decode '\(path)': \(error)")
      }
    }
  }
}
