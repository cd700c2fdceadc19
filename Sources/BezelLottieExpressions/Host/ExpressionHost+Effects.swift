import Foundation

/// Effects (`effect("Slider Control")("Slider")`) and their parameters.
extension ExpressionHost {
  func effectsObject(_ l: ExpressionLayer, time: Double) -> JSValue {
    let o = makeObject()
    o.call = { [self] a throws(JSThrow) in try effect(l, ExpressionHost.arg(a, 0), time: time) }
    o.getter = { [self] key throws(JSThrow) in try? effect(l, .string(key), time: time) }
    return .object(o)
  }

  /// `effect(name)`: the layer's effect by name, match name or number; call it with a parameter.
  func effect(_ l: ExpressionLayer, _ key: JSValue, time: Double) throws(JSThrow)
    -> JSValue
  {
    let effects = l.node([.key("ef")])?.items ?? []
    let k = try key.primitive
    var found: Int?
    if case .number(let n) = k {
      found = effects.indices.contains(Int(n) - 1) ? Int(n) - 1 : nil
    } else {
      let name = k.stringValue
      found = effects.firstIndex {
        $0.name == name || $0.matchName == name
      }
    }
    guard let found else { throw JSThrow.error("no effect \(k.stringValue)") }
    let base: [ExpressionStep] = [.key("ef"), .index(found), .key("ef")]
    let params = effects[found].member("ef")?.items ?? []
    func parameter(_ key: JSValue) throws(JSThrow) -> JSValue {
      var index: Int?
      if case .number(let n) = key {
        index = params.indices.contains(Int(n) - 1) ? Int(n) - 1 : nil
      } else {
        let name = key.stringValue
        index = params.firstIndex { $0.name == name || $0.matchName == name }
      }
      guard let index, let p = property(l, base + [.index(index), .key("v")]) else {
        throw JSThrow.error("effect has no parameter \(key.stringValue)")
      }
      // A layer control (type 10) holds a layer's `ind` and reads as that layer, or null
      // when it names none (lottie-web's compInterface lookup).
      if params[index].controlType == 10 {
        let ind = value(p, compFrame: time * frameRate).first
        guard let target = l.composition.layers.first(where: { Double($0.index ?? -1) == ind })
        else { return .null }
        return layerObject(target, time: time)
      }
      return propertyObject(p, time: time, isThis: false)
    }
    let o = makeObject()
    o.call = { a throws(JSThrow) in try parameter(try ExpressionHost.arg(a, 0).primitive) }
    o.getter = { key throws(JSThrow) in
      switch key {
      case "name": return .string(effects[found].name ?? "")
      case "active", "enabled": return .bool(effects[found].isEnabled)
      case "numProperties": return .number(Double(params.count))
      default: return try? parameter(.string(key))
      }
    }
    return .object(o)
  }
}
