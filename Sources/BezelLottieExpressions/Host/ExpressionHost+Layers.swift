import BezelDrawing
import Foundation

/// Layer objects (`thisLayer`, `thisComp.layer(…)`): timing, parents, `toComp` and friends.
extension ExpressionHost {
  func layerObject(_ l: ExpressionLayer, time: Double) -> JSValue {
    let o = makeObject()
    o.getter = { [self] key throws(JSThrow) in try layerMember(l, key, time: time) }
    o.call = { [self] a throws(JSThrow) in
      let k = try ExpressionHost.arg(a, 0).primitive
      switch k {
      case .number(1), .number(6), .string("Transform"), .string("transform"),
        .string("ADBE Transform Group"):
        return transformObject(l, [.key("ks")], time: time)
      case .number(2), .string("Contents"), .string("ADBE Root Vectors Group"):
        return itemsObject(l, [.key("shapes")], time: time)
      case .number(4), .string("Effects"), .string("ADBE Effect Parade"):
        return effectsObject(l, time: time)
      case .string("Data"):
        guard let ref = l.info.reference, let data = document.footage[ref] else {
          throw JSThrow.error("layer has no data")
        }
        return ExpressionHost.native { a throws(JSThrow) in
          let k = try ExpressionHost.arg(a, 0).primitive
          guard case .string("Outline") = k else { return .null }
          return ExpressionHost.outline(data, name: "")
        }
      default: throw JSThrow.error("layer has no property \(k.stringValue)")
      }
    }
    return .object(o)
  }

  func layerMember(_ l: ExpressionLayer, _ key: String, time: Double) throws(JSThrow)
    -> JSValue?
  {
    let fr = frameRate
    switch key {
    case "name", "_name": return .string(l.name)
    case "index": return .number(Double(l.index ?? (l.position + 1)))
    case "hasParent": return .bool(l.parent != nil)
    case "parent":
      guard let p = l.parent else { throw JSThrow.error("layer has no parent") }
      return layerObject(p, time: time)
    case "transform": return transformObject(l, [.key("ks")], time: time)
    case "anchorPoint", "position", "scale", "rotation", "opacity", "xPosition", "yPosition",
      "orientation", "xRotation", "yRotation", "zRotation":
      return try transformMember(l, [.key("ks")], key, time: time)
    case "content":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        try find(l, [.key("shapes")], ExpressionHost.arg(a, 0), time: time)
      }
    case "effect":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        try effect(l, ExpressionHost.arg(a, 0), time: time)
      }
    case "toComp", "toWorld", "fromComp", "fromWorld", "toCompVec", "fromCompVec",
      "toWorldVec", "fromWorldVec", "fromCompToSurface":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        let point = try ExpressionHost.arg(a, 0).primitive.numbers ?? [0, 0]
        let t = a.count > 1 ? try a[1].primitive.numberValue : time
        var m = worldMatrix(l, time: t)
        if key.hasPrefix("from") {
          guard let inverse = m.inverted() else { return .vector(point) }
          m = inverse
        }
        let p = CGPoint(x: point.count > 0 ? point[0] : 0, y: point.count > 1 ? point[1] : 0)
        let q = key.hasSuffix("Vec") ? m.applyToVector(p) : m.apply(to: p)
        return .vector([q.x, q.y] + point.dropFirst(2))
      }
    case "width": return .number(l.info.width)
    case "height": return .number(l.info.height)
    case "inPoint": return .number(l.inPoint / fr)
    case "outPoint": return .number(l.outPoint / fr)
    case "startTime": return .number(l.startTime / fr)
    case "active", "enabled":
      let f = time * fr
      return .bool(f >= l.inPoint && f < l.outPoint && !l.info.isHidden)
    case "timeRemap":
      guard let p = property(l, [.key("tm")]) else { return nil }
      return propertyObject(p, time: time, isThis: false)
    case "source":
      guard l.info.reference != nil, let c = composition(named: l.name) else { return nil }
      return compositionObject(c, time: time)
    default: return nil
    }
  }

  /// The layer's matrix from its own space to its composition's, through its parents.
  func worldMatrix(_ l: ExpressionLayer, time: Double) -> Transform {
    var m = layerMatrix(l, time: time)
    var p = l.parent
    var hops = 0
    while let q = p, hops < 64 {
      m = m.concatenating(layerMatrix(q, time: time))
      p = q.parent
      hops += 1
    }
    return m
  }

  func layerMatrix(_ l: ExpressionLayer, time: Double) -> Transform {
    let frame = time * frameRate
    func numbers(_ keys: [String], _ fallback: [Double]) -> [Double] {
      for k in keys {
        if let p = property(l, [.key("ks"), .key(k)]),
          case .numbers(let n) = value(p, compFrame: frame)
        {
          return n + fallback.dropFirst(n.count)
        }
      }
      return fallback
    }
    let a = numbers(["a"], [0, 0])
    let p = numbers(["p"], [0, 0])
    let s = numbers(["s"], [100, 100])
    let r = numbers(["r", "rz"], [0])[0] * .pi / 180
    var m = Transform(
      a: s[0] / 100, b: 0, c: 0, d: s[1] / 100, tx: -a[0] * s[0] / 100, ty: -a[1] * s[1] / 100)
    if r != 0 { m = m.concatenating(Transform(rotationAngle: r)) }
    m.tx += p[0]
    m.ty += p[1]
    return m
  }
}
