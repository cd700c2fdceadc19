import BezelDrawing

/// Scrumdinger's 16 meeting themes: a main colour for the card and arcs, and an accent colour
/// (white on the dark themes, black on the others) for the border ring and text.
public enum Theme: String, CaseIterable, Hashable, Sendable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  /// The theme's colour.
  public var mainColor: Color {
    switch self {
    case .bubblegum: Color(red: 0.933, green: 0.502, blue: 0.820)
    case .buttercup: Color(red: 1, green: 0.945, blue: 0.588)
    case .indigo: Color(red: 0.212, green: 0, blue: 0.443)
    case .lavender: Color(red: 0.812, green: 0.808, blue: 1)
    case .magenta: Color(red: 0.647, green: 0.075, blue: 0.467)
    case .navy: Color(red: 0, green: 0.078, blue: 0.255)
    case .orange: Color(red: 1, green: 0.545, blue: 0.259)
    case .oxblood: Color(red: 0.290, green: 0.027, blue: 0.043)
    case .periwinkle: Color(red: 0.525, green: 0.510, blue: 1)
    case .poppy: Color(red: 1, green: 0.369, blue: 0.369)
    case .purple: Color(red: 0.569, green: 0.294, blue: 0.949)
    case .seafoam: Color(red: 0.796, green: 0.918, blue: 0.898)
    case .sky: Color(red: 0.431, green: 0.573, blue: 1)
    case .tan: Color(red: 0.761, green: 0.608, blue: 0.494)
    case .teal: Color(red: 0.133, green: 0.561, blue: 0.620)
    case .yellow: Color(red: 1, green: 0.875, blue: 0.302)
    }
  }

  /// Readable over ``mainColor``: white for the five dark themes, black otherwise.
  public var accentColor: Color {
    switch self {
    case .indigo, .magenta, .navy, .oxblood, .purple: .white
    default: .black
    }
  }

  /// The theme's name, capitalised ("Bubblegum").
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The theme called `name`, ignoring case, or `nil`.
  public init?(named name: String) {
    self.init(rawValue: name.lowercased())
  }
}
