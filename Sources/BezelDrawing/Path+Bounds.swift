import Foundation

extension Path {
  /// The smallest rectangle containing every point of the path — curves by their true
  /// extent, not their control points (Core Graphics' `boundingBoxOfPath`).
  ///
  /// Subpath start points count even when nothing is drawn from them. An empty path has
  /// `CGRect.null` bounds (test with `isNull`; `union` with it returns the other rectangle).
  /// A line or a lone point gives a rectangle of zero width or height.
  ///
  /// ```swift
  /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).bounds  // (0, 0, 20, 10)
  /// ```
  ///
  /// Complexity: O(elements); a curve whose control points lie inside its end points' box costs
  /// no more than a line, otherwise the derivative's roots are solved in closed form.
  public var bounds: CGRect {
    guard !elements.isEmpty else { return .null }
    var lo = SIMD2<Double>(repeating: .infinity)
    var hi = SIMD2<Double>(repeating: -.infinity)
    forEachSubpath { span in
      lo = pointwiseMin(lo, span.start)
      hi = pointwiseMax(hi, span.start)
      forEachSegment(of: span) { segment, _ in
        let box = segment.bounds()
        lo = pointwiseMin(lo, box.min)
        hi = pointwiseMax(hi, box.max)
      }
    }
    return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// The smallest rectangle containing every point of the path including Bézier control
  /// points (Core Graphics' `boundingBox`): cheaper than ``bounds`` and never smaller.
  /// `CGRect.null` for an empty path.
  public var controlPointBounds: CGRect {
    guard !elements.isEmpty else { return .null }
    var lo = SIMD2<Double>(repeating: .infinity)
    var hi = SIMD2<Double>(repeating: -.infinity)
    func include(_ p: CGPoint) {
      lo = pointwiseMin(lo, p.simd)
      hi = pointwiseMax(hi, p.simd)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .quadCurve(let p, let c):
        include(p)
        include(c)
      case .curve(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
      case .closeSubpath: break
      }
    }
    return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}
