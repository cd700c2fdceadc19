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

  /// What to do with the scene, shown under it.
  var hint: String {
    switch self {
    case .ring: "Click the photo to start the 20 s ring, again to pause or resume."
    case .meeting: "▶▶ skips to the next speaker. Click the card to restart a finished meeting."
    case .loading: "Click the button: the overlay shows for 5 s and takes every click."
    case .focus: "Click anywhere to focus there."
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
