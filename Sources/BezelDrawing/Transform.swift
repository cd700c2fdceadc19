import Foundation

/// An affine transform with Core Graphics' matrix layout and composition order.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// `t1.concatenating(t2)` applies `t1` first, then `t2` — as `CGAffineTransform`.
/// `translatedBy`, `scaledBy` and `rotated(by:)` prepend the new operation, so
/// `Transform.identity.translatedBy(x: 10, y: 0).rotated(by: .pi / 2)` rotates a point
/// first and then moves it, exactly like `CGAffineTransform`.
///
/// ```swift
/// let t = Transform(translationX: 100, y: 0).rotated(by: .pi / 2)
/// t.apply(to: CGPoint(x: 1, y: 0))  // (100, 1)
/// ```
public struct Transform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first, then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  public func rotated(by angle: Double) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  public var determinant: Double { a * d - b * c }

  /// The inverse, or `nil` when the transform is singular.
  public func inverted() -> Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }

  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Maps a vector (no translation).
  public func applyToVector(_ vector: CGPoint) -> CGPoint {
    CGPoint(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
  }
}
