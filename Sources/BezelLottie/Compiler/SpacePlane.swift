import BezelDrawing
import BezelLayers
import Foundation

/// A drawn 3D layer as the intersection pass sees it: its plane in the camera's homogeneous
/// screen space (X, Y, W), where the camera sits at the origin and planes stay planes.
struct SpacePlane: Sendable {
  /// The layer's plane: layer point (x, y) lands at x·c0 + y·c1 + c2.
  var projection: PlaneProjection
  /// The layer's content box in its own coordinates, whose projection is cut by the other
  /// planes; `nil` for a layer kept whole (its extent is unknown, or After Effects does not
  /// intersect it: precompositions, layers with effects or styles, text).
  var box: CGRect?
  /// The layer's anchor point in screen space, where a layer kept whole is placed.
  var anchor: SIMD3<Double>
  /// Whether After Effects keeps the 3D layers on either side of this one in the stack from
  /// intersecting each other: a precomposition (Lottie has no collapsed transformations) or
  /// a layer with a layer style. It is depth-sorted with them all the same.
  var separates = false

  /// The plane as n·P + d = 0 with a unit normal; `nil` when the layer is edge-on to the
  /// camera or degenerate.
  var equation: (n: SIMD3<Double>, d: Double)? {
    let n = Self.cross(projection.c0, projection.c1)
    let length = (n * n).sum().squareRoot()
    guard length.isFinite, length > 1e-12 else { return nil }
    let unit = n / length
    let d = -(unit * projection.c2).sum()
    return d.isFinite ? (unit, d) : nil
  }

  /// The corners of the content box in screen space, `nil` for a layer kept whole.
  var polygon: [SIMD3<Double>]? {
    guard let box, !box.isNull, !box.isEmpty, box.width.isFinite, box.height.isFinite else {
      return nil
    }
    return [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
    ].map { projection.homogeneous($0) }
  }

  /// The screen line (a, b, c), a·u + b·v + c ≥ 0 inside, that bounds the part of this
  /// layer on the positive side of the plane n·P + d = 0; `nil` when the layer's plane map
  /// cannot be inverted (it is seen edge-on).
  func screenLine(cutBy n: SIMD3<Double>, _ d: Double) -> SIMD3<Double>? {
    let (c0, c1, c2) = (projection.c0, projection.c1, projection.c2)
    // The cut in the layer's own coordinates, l·(x, y, 1) ≥ 0, moved to the screen by the
    // inverse transpose of the plane map; the depth W > 0 of visible points keeps the sign.
    let l = SIMD3((n * c0).sum(), (n * c1).sum(), (n * c2).sum() + d)
    let det = (c0 * Self.cross(c1, c2)).sum()
    guard det.isFinite, abs(det) > 1e-300 else { return nil }
    let line =
      (Self.cross(c1, c2) * l.x + Self.cross(c2, c0) * l.y + Self.cross(c0, c1) * l.z) / det
    return line.x.isFinite && line.y.isFinite && line.z.isFinite ? line : nil
  }

  /// A box around what `items` paint, in their coordinates; `nil` when unknown (text).
  /// Curves count by their control points, strokes by their width on every side.
  static func extent(of items: [DisplayItem]) -> CGRect? {
    var box = CGRect.null
    for item in items {
      switch item {
      case .fill(let path, _, _):
        box = box.union(path.controlPointBounds)
      case .stroke(let path, _, let style):
        let w = style.lineWidth.isFinite ? max(0, style.lineWidth) : 0
        box = box.union(path.controlPointBounds.insetBy(dx: -w, dy: -w))
      case .text:
        return nil
      case .image(_, let rect, _):
        box = box.union(rect.standardized)
      case .group(let group):
        guard group.effects.isEmpty, var inner = extent(of: group.children) else { return nil }
        if let clip = group.clip { inner = inner.intersection(clip.controlPointBounds) }
        guard !inner.isNull else { continue }
        let t = group.transform
        let corners = [
          CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
          CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.maxY),
        ].map { t.apply(to: $0) }
        for c in corners { box = box.union(CGRect(origin: c, size: .zero)) }
      }
    }
    return box
  }

  static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }
}
