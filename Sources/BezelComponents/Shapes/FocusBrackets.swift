import BezelDrawing
import Foundation

/// The four corner brackets of a camera focus frame, as one path.
///
/// For the top-left corner: a line from (p, p + r + length) up to (p, p + r), a quarter arc of
/// radius r centred at (p + r, p + r) from π to 3π/2, and a line to (p + r + length, p); the
/// other three corners are its mirror images. Points are relative to the rect's origin.
public struct FocusBrackets: Shape, Hashable {
  /// The corners' radius.
  public var radius: Double
  /// The straight part of each arm.
  public var length: Double
  /// The inset from the rect's edges.
  public var padding: Double

  public init(radius: Double = 5, length: Double = 30, padding: Double = 0) {
    self.radius = radius
    self.length = length
    self.padding = padding
  }

  public func path(in rect: CGRect) -> Path {
    let r = max(0, radius.isFinite ? radius : 0)
    let len = max(0, length.isFinite ? length : 0)
    let p = padding.isFinite ? padding : 0
    let (x0, y0, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
    func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x0 + x, y: y0 + y) }
    var path = Path()
    // Top left.
    path.move(to: pt(p, len + r + p))
    path.addLine(to: pt(p, r + p))
    path.addArc(
      center: pt(r + p, r + p), radius: r, startAngle: .pi, endAngle: .pi * 3 / 2,
      clockwise: true)
    path.addLine(to: pt(len + r + p, p))
    // Top right.
    path.move(to: pt(w - p, len + r + p))
    path.addLine(to: pt(w - p, r + p))
    path.addArc(
      center: pt(w - r - p, r + p), radius: r, startAngle: 0, endAngle: .pi * 3 / 2,
      clockwise: false)
    path.addLine(to: pt(w - len - r - p, p))
    // Bottom left.
    path.move(to: pt(p, h - len - r - p))
    path.addLine(to: pt(p, h - r - p))
    path.addArc(
      center: pt(r + p, h - r - p), radius: r, startAngle: .pi, endAngle: .pi / 2,
      clockwise: false)
    path.addLine(to: pt(len + r + p, h - p))
    // Bottom right.
    path.move(to: pt(w - p, h - len - r - p))
    path.addLine(to: pt(w - p, h - r - p))
    path.addArc(
      center: pt(w - r - p, h - r - p), radius: r, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    path.addLine(to: pt(w - len - r - p, h - p))
    return path
  }
}
