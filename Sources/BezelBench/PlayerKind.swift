/// The Lottie players the benchmark compares.
enum PlayerKind: String, CaseIterable, Sendable, Codable {
  case bezel
  case rlottie
  case thorvg

  /// The name in table headings.
  var title: String {
    switch self {
    case .bezel: return "Bezel"
    case .rlottie: return "rlottie"
    case .thorvg: return "ThorVG"
    }
  }

  /// The peers Bezel is compared with.
  static let peers: [PlayerKind] = [.rlottie, .thorvg]
}
