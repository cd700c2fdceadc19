/// The scenes `bezel preview` can show, in the order of the scene switcher.
enum SceneName: String, CaseIterable, Sendable {
  case ring
  case meeting
  case loading
  case focus

  /// Parses a scene argument; `meeting-timer` is accepted as `bezel render` accepts it.
  init?(argument: String) {
    switch argument.lowercased() {
    case "meeting-timer": self = .meeting
    default:
      guard let name = SceneName(rawValue: argument.lowercased()) else { return nil }
      self = name
    }
  }

  /// The label shown in the scene switcher and the window title.
  var title: String {
    switch self {
    case .ring: "Countdown ring"
    case .meeting: "Meeting timer"
    case .loading: "Loading overlay"
    case .focus: "Focus frame"
    }
  }
}
