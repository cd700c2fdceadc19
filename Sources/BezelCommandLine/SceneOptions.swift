/// The options particular to each scene, beyond the common render options.
enum SceneOptions {
  static let ring: Set<String> = [
    "countdown", "line-width", "track-color", "progress-color", "value", "start-angle", "gradient",
  ]
  static let meeting: Set<String> = ["speakers", "minutes", "theme", "completed"]
  static let loading: Set<String> = [
    "animation", "show-at", "hide-at", "mode", "value", "status", "detail", "state",
  ]
  static let focus: Set<String> = [
    "color", "radius", "thickness", "length", "padding", "tap-at", "snap-to",
  ]
  static let focusFlags: Set<String> = ["scan"]
  /// Scene options that take no value.
  static let flags: Set<String> = focusFlags

  static let all: Set<String> = ring.union(meeting).union(loading).union(focus)

  static func names(for scene: SceneKind) -> Set<String> {
    switch scene {
    case .ring: return ring
    case .meeting, .meetingTimer: return meeting
    case .loading: return loading
    case .focus: return focus.union(focusFlags)
    case .lottie: return []
    }
  }
}
