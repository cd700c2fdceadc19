import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1.
///
/// ```swift
/// Color.gray                 // UIColor.gray: white 0.5
/// try Color(parsing: "#FF8000")
/// Color(named: "orange")     // (1, 0.5, 0)
/// ```
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  public var isOpaque: Bool { alpha >= 1 }
  public var isClear: Bool { alpha <= 0 }
}

extension Color {
  // UIKit's named colours, with UIKit's component values.
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.5)
  public static let lightGray = Color(white: 2.0 / 3.0)
  public static let darkGray = Color(white: 1.0 / 3.0)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  public static let clear = Color(white: 0, alpha: 0)

  /// UIKit's named colours by their lower-camel-case or lower-case name.
  public static let named: [String: Color] = [
    "black": .black, "white": .white, "gray": .gray, "grey": .gray,
    "lightgray": .lightGray, "lightgrey": .lightGray, "darkgray": .darkGray,
    "darkgrey": .darkGray, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
    "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple,
    "brown": .brown, "clear": .clear,
  ]

  /// The UIKit colour called `name` (case-insensitive), or `nil`.
  public init?(named name: String) {
    guard let color = Color.named[name.lowercased()] else { return nil }
    self = color
  }
}

/// Why a colour string could not be read.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that was not a colour.
  public var text: String

  public init(text: String) {
    self.text = text
  }

  public var description: String {
    "unknown colour '\(text)': use #RRGGBB, #RRGGBBAA or a UIKit colour name "
      + "(black, white, gray, lightGray, darkGray, red, green, blue, cyan, yellow, magenta, "
      + "orange, purple, brown, clear)"
  }
}

extension Color {
  /// Reads `#RRGGBB`, `#RRGGBBAA` or one of UIKit's colour names.
  public init(parsing text: String) throws(ColorParseError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let named = Color(named: trimmed) {
      self = named
      return
    }
    guard trimmed.hasPrefix("#") else { throw ColorParseError(text: text) }
    let hex = trimmed.dropFirst()
    guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit),
      let value = UInt64(hex, radix: 16)
    else { throw ColorParseError(text: text) }
    let rgba = hex.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
      blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
  }
}
