import Foundation

/// Distances in from the edges of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  public static let zero = EdgeInsets()

  /// `rect` shrunk by the insets (sizes never below zero).
  public func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top,
      width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
  }
}
