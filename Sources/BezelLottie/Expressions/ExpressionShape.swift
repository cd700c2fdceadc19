import BezelLottieExpressions
import Foundation

/// Shape (path) values in expressions: objects with `points()`, `inTangents()`,
/// `outTangents()`, `isClosed()`, `pointOnPath()` and `tangentOnPath()`.
enum ExpressionShape {
  static func object(_ shape: ShapeValue) -> JSValue {
    let o = JSObject()
    func list(_ p: [[Double]]) -> JSValue { .array(JSArray(p.map { .vector($0) })) }
    o.set("v", list(shape.vertices))
    o.set("i", list(shape.inTangents))
    o.set("o", list(shape.outTangents))
    o.set("c", .bool(shape.closed))
    o.getter = { key throws(JSThrow) in
      switch key {
      case "points": return JSFunction.native { _, _ throws(JSThrow) in list(shape.vertices) }
      case "inTangents":
        return JSFunction.native { _, _ throws(JSThrow) in list(shape.inTangents) }
      case "outTangents":
        return JSFunction.native { _, _ throws(JSThrow) in list(shape.outTangents) }
      case "isClosed": return JSFunction.native { _, _ throws(JSThrow) in .bool(shape.closed) }
      case "pointOnPath", "tangentOnPath", "normalOnPath":
        return JSFunction.native { _, a throws(JSThrow) in
          let p = min(1, max(0, a.first?.numberValue ?? 0.5))
          let (point, tangent) = locate(BezierShape(shape), p)
          switch key {
          case "pointOnPath": return .vector([point.x, point.y])
          case "tangentOnPath": return .vector([tangent.x, tangent.y])
          default: return .vector([tangent.y, -tangent.x])
          }
        }
      default: return nil
      }
    }
    return .object(o)
  }

  /// Reads a shape back from a script value (`createPath` results or path objects).
  static func shape(from value: JSValue) -> ShapeValue? {
    guard case .object(let o) = value, case .array(let v) = o.fields["v"] ?? .undefined else {
      return nil
    }
    func points(_ key: String) -> [[Double]] {
      guard case .array(let a) = o.fields[key] ?? .undefined else {
        return Array(repeating: [0, 0], count: v.items.count)
      }
      return a.items.map { $0.numbers ?? [0, 0] }
    }
    let vertices = v.items.map { $0.numbers ?? [0, 0] }
    guard vertices.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
    return ShapeValue(
      closed: (o.fields["c"] ?? .bool(false)).truthy, vertices: vertices,
      inTangents: points("i"), outTangents: points("o"))
  }

  /// `createPath(points, inTangents, outTangents, isClosed)`.
  static func create(_ a: [JSValue]) -> JSValue {
    func list(_ i: Int) -> [[Double]] {
      guard i < a.count, case .array(let arr) = a[i] else { return [] }
      return arr.items.map { $0.numbers ?? [0, 0] }
    }
    let v = list(0)
    var i = list(1)
    var o = list(2)
    if i.count != v.count { i = Array(repeating: [0, 0], count: v.count) }
    if o.count != v.count { o = Array(repeating: [0, 0], count: v.count) }
    let closed = a.count > 3 ? a[3].truthy : true
    return object(ShapeValue(closed: closed, vertices: v, inTangents: i, outTangents: o))
  }

  /// The point and unit tangent at fraction `p` of the outline's length.
  private static func locate(_ shape: BezierShape, _ p: Double) -> (CGPoint, CGPoint) {
    let n = shape.vertices.count
    guard n > 1 else { return (shape.vertices.first ?? .zero, CGPoint(x: 1, y: 0)) }
    var segments: [CubicSegment] = []
    for k in 0..<(shape.closed ? n : n - 1) {
      let j = (k + 1) % n
      segments.append(
        CubicSegment(
          p0: shape.vertices[k], p1: shape.outPoints[k], p2: shape.inPoints[j],
          p3: shape.vertices[j]))
    }
    let lengths = segments.map { $0.length() }
    let total = lengths.reduce(0, +)
    var remaining = p * total
    for (segment, length) in zip(segments, lengths) {
      if remaining <= length || segment == segments.last {
        // Arc length is close to linear in t at this scale; refine by bisection.
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<30 {
          let mid = (lo + hi) / 2
          if segment.length(upTo: mid) < remaining { lo = mid } else { hi = mid }
        }
        let t = (lo + hi) / 2
        if segment.isLine {
          // A straight segment's length is measured along the line (as lottie-web samples it),
          // so its point is found along the line too, not at the cubic's own parameter.
          let dx = segment.p3.x - segment.p0.x
          let dy = segment.p3.y - segment.p0.y
          let len = max(1e-12, hypot(dx, dy))
          return (
            CGPoint(x: segment.p0.x + dx * t, y: segment.p0.y + dy * t),
            CGPoint(x: dx / len, y: dy / len)
          )
        }
        let d = segment.derivative(at: t)
        let len = max(1e-12, hypot(d.x, d.y))
        return (segment.point(at: t), CGPoint(x: d.x / len, y: d.y / len))
      }
      remaining -= length
    }
    return (shape.vertices[0], CGPoint(x: 1, y: 0))
  }
}
