import Foundation

/// The clear area a ``FocusFrame``'s dim leaves, independent of where the brackets are.
public enum FocusCutOut: Hashable, Sendable {
  /// The brackets' rounded rectangle, following them when they snap (the default).
  case brackets
  /// A rounded rectangle, in the frame's coordinates.
  case roundedRect(CGRect, cornerRadius: Double)
  /// A circle (a face or a QR scanner), in the frame's coordinates.
  case circle(center: CGPoint, radius: Double)
}
