import BezelDrawing
import Foundation

/// Shape (path) values in expressions: objects with `points()`, `inTangents()`,
/// `outTangents()`, `isClosed()`, `pointOnPath()` and `tangentOnPath()`.
enum ExpressionShape {
  static func object(_ shape: ExpressionShapeValue, document: any ExpressionDocument) -> JSValue {
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
          let (point, tangent) = locate(shape, document.path(of: shape), p)
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
  static func shape(from value: JSValue) -> ExpressionShapeValue? {
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
    return ExpressionShapeValue(
      closed: (o.fields["c"] ?? .bool(false)).truthy, vertices: vertices,
      inTangents: points("i"), outTangents: points("o"))
  }

  /// `createPath(points, inTangents, outTangents, isClosed)`.
  static func create(_ a: [JSValue], document: any ExpressionDocument) -> JSValue {
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
    return object(
      ExpressionShapeValue(closed: closed, vertices: v, inTangents: i, outTangents: o),
      document: document)
  }

  /// The point and unit tangent at fraction `p` of the outline's arc length.
  private static func locate(_ shape: ExpressionShapeValue, _ path: Path, _ p: Double)
    -> (CGPoint, CGPoint)
  {
    guard shape.vertices.count > 1, let position = PathMeasure(path).position(atFraction: p) else {
      let first = shape.vertices.first.map {
        CGPoint(x: $0.count > 0 ? $0[0] : 0, y: $0.count > 1 ? $0[1] : 0)
      }
      return (first ?? .zero, CGPoint(x: 1, y: 0))
    }
    let angle = position.tangentAngle
    return (position.point, CGPoint(x: cos(angle), y: sin(angle)))
  }
}
