/// The scenes `bezel render` draws.
enum SceneKind: Equatable, Sendable {
  case ring
  case meeting
  case meetingTimer
  case loading
  case focus
  /// A Lottie file (`.json`, `.tgs`, `.lottie`).
  case lottie(path: String)

  /// The scene names in the order help lists them.
  static let names = ["ring", "meeting", "meeting-timer", "loading", "focus", "lottie"]

  var name: String {
    switch self {
    case .ring: return "ring"
    case .meeting: return "meeting"
    case .meetingTimer: return "meeting-timer"
    case .loading: return "loading"
    case .focus: return "focus"
    case .lottie: return "lottie"
    }
  }

  /// Scenes that draw a picture under the outline and so take `--image`.
  var takesImage: Bool {
    switch self {
    case .ring, .focus: return true
    default: return false
    }
  }

  var isLottie: Bool {
    if case .lottie = self { return true }
    return false
  }
}
