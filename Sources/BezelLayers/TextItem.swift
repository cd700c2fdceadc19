import BezelDrawing
import Foundation

/// A font request, resolved by the renderer with font fallback (Hangul renders in any family).
public struct Font: Hashable, Sendable {
  public enum Weight: Int, Hashable, Sendable {
    case ultraLight = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900
  }

  /// A family name or a comma-separated list (`"Helvetica, sans-serif"`).
  public var family: String
  public var size: Double
  public var weight: Weight
  public var italic: Bool

  public init(
    family: String = "sans-serif", size: Double = 17, weight: Weight = .regular,
    italic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }

  public static func system(size: Double, weight: Weight = .regular) -> Font {
    Font(family: "sans-serif", size: size, weight: weight)
  }
}

/// Horizontal placement of lines inside a text item's frame.
public enum TextAlignment: Hashable, Sendable {
  case left
  case center
  case right
  case justified
}

/// Vertical placement of a block of text inside a text item's frame.
public enum TextVerticalAlignment: Hashable, Sendable {
  case top
  case center
  case bottom
}

/// Text laid out inside a frame: lines are wrapped at the frame's width when `wraps` is true,
/// aligned horizontally, and the block placed vertically by `verticalAlignment`.
public struct TextItem: Sendable, Equatable {
  public var string: String
  public var font: Font
  public var color: Color
  public var frame: CGRect
  public var alignment: TextAlignment
  public var verticalAlignment: TextVerticalAlignment
  public var wraps: Bool
  /// Extra space between letters, in points.
  public var tracking: Double
  /// Distance between baselines in points; `nil` for the font's own.
  public var lineHeight: Double?
  /// Optional outline drawn over the fill.
  public var stroke: (color: Color, width: Double)?

  public init(
    string: String, font: Font = Font(), color: Color = .black, frame: CGRect,
    alignment: TextAlignment = .left, verticalAlignment: TextVerticalAlignment = .top,
    wraps: Bool = true, tracking: Double = 0,
    lineHeight: Double? = nil, stroke: (color: Color, width: Double)? = nil
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.frame = frame
    self.alignment = alignment
    self.verticalAlignment = verticalAlignment
    self.wraps = wraps
    self.tracking = tracking
    self.lineHeight = lineHeight
    self.stroke = stroke
  }

  public static func == (lhs: TextItem, rhs: TextItem) -> Bool {
    lhs.string == rhs.string && lhs.font == rhs.font && lhs.color == rhs.color
      && lhs.frame == rhs.frame && lhs.alignment == rhs.alignment
      && lhs.verticalAlignment == rhs.verticalAlignment && lhs.wraps == rhs.wraps
      && lhs.tracking == rhs.tracking && lhs.lineHeight == rhs.lineHeight
      && lhs.stroke?.color == rhs.stroke?.color && lhs.stroke?.width == rhs.stroke?.width
  }
}
