import Foundation

/// Property objects: `value`, `valueAtTime`, `velocity`, keys, `propertyGroup` and the rest of
/// what a script can ask a property.
extension ExpressionHost {
  func propertyObject(_ p: ExpressionProperty, time: Double, isThis: Bool) -> JSValue {
    let o = makeObject()
    let frame = time * frameRate
    o.primitive = { [self] () throws(JSThrow) -> JSValue in
      script(isThis ? p.rawValue(at: p.layer.localFrame(frame)) : value(p, compFrame: frame))
    }
    o.getter = { [self] key throws(JSThrow) in
      try propertyMember(p, key, time: time, object: o)
    }
    o.call = { [self] a throws(JSThrow) in
      // `path(1)` style access on a property has nothing below it; `prop(n)` on a split
      // position picks a dimension.
      guard let n = ExpressionHost.arg(a, 0).numbers?.first,
        p.components.indices.contains(Int(n) - 1)
      else { return try o.primitiveValue() ?? .undefined }
      return propertyObject(p.components[Int(n) - 1], time: time, isThis: false)
    }
    return .object(o)
  }

  func rawNumbers(_ p: ExpressionProperty, _ localFrame: Double) -> [Double] {
    if case .numbers(let n) = p.rawValue(at: localFrame) { return n }
    return []
  }

  func velocity(_ p: ExpressionProperty, time: Double) -> [Double] {
    let f = p.layer.localFrame(time * frameRate)
    let df = 0.001 * frameRate
    let a = rawNumbers(p, f)
    let b = rawNumbers(p, f - df)
    return zip(a, b).map { ($0 - $1) / 0.001 }
  }

  func numbersValue(_ n: [Double]) -> JSValue {
    n.count == 1 ? .number(n[0]) : .vector(n)
  }

  func keyObject(_ p: ExpressionProperty, _ index: Int) -> JSValue {
    let t = p.keyTimes[index]
    let o = makeObject()
    let sample = p.rawValue(at: t)
    let v = script(sample)
    o.set("index", .number(Double(index + 1)))
    o.set("time", .number(t / frameRate))
    o.set("value", v)
    // As in lottie-web, a key's components are its own indexed fields, one-dimensional
    // values included: `key(1)[0]` is the value and `key(1)[1]` is undefined there.
    if case .numbers(let numbers) = sample {
      for (i, n) in numbers.enumerated() { o.set(String(i), .number(n)) }
    }
    o.primitive = { () throws(JSThrow) -> JSValue in v }
    return .object(o)
  }

  func propertyMember(
    _ p: ExpressionProperty, _ key: String, time: Double, object: JSObject
  ) throws(JSThrow) -> JSValue? {
    let fr = frameRate
    func local(_ t: Double) -> Double { p.layer.localFrame(t * fr) }
    switch key {
    case "value": return try object.primitiveValue()
    case "valueAtTime":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        script(p.rawValue(at: local(try ExpressionHost.arg(a, 0).primitive.numberValue)))
      }
    case "velocityAtTime":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        numbersValue(velocity(p, time: try ExpressionHost.arg(a, 0).primitive.numberValue))
      }
    case "velocity": return numbersValue(velocity(p, time: time))
    case "speed":
      return .number(velocity(p, time: time).reduce(0) { $0 + $1 * $1 }.squareRoot())
    case "numKeys": return .number(Double(p.keyTimes.count))
    case "key":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        let n = Int(try ExpressionHost.arg(a, 0).primitive.numberValue.rounded())
        guard n >= 1 && n <= p.keyTimes.count else { throw JSThrow.error("no key \(n)") }
        return keyObject(p, n - 1)
      }
    case "nearestKey":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        guard !p.keyTimes.isEmpty else { throw JSThrow.error("property has no keys") }
        let f = local(try ExpressionHost.arg(a, 0).primitive.numberValue)
        var best = 0
        for (i, t) in p.keyTimes.enumerated() where abs(t - f) < abs(p.keyTimes[best] - f) {
          best = i
        }
        return keyObject(p, best)
      }
    case "loopOut", "loopIn", "loopOutDuration", "loopInDuration":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        let type =
          ExpressionHost.arg(a, 0).isNullish ? "cycle" : ExpressionHost.arg(a, 0).stringValue
        let amount = ExpressionHost.arg(a, 1).isNullish ? 0 : try a[1].primitive.numberValue
        let loop = PropertyLoop(
          out: key.hasPrefix("loopOut"), type: type, amount: amount,
          isDuration: key.hasSuffix("Duration"))
        return script(
          loop.value(of: p, atFrame: p.layer.localFrame(time * fr), frameRate: fr))
      }
    case "wiggle", "temporalWiggle":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        try wiggle(p, a, time: time)
      }
    case "propertyIndex":
      return ExpressionHost.propertyIndex(of: p.layer.node(p.steps))
    case "propertyGroup":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        let levels = a.isEmpty ? 1 : max(1, Int(try a[0].primitive.numberValue))
        var steps = p.steps
        guard !steps.isEmpty else { return layerObject(p.layer, time: time) }
        steps.removeLast()
        for _ in 1..<min(levels, 32) { steps = ExpressionHost.parent(of: steps) }
        return groupObject(p.layer, steps, time: time)
      }
    case "smooth":
      return ExpressionHost.native { _ throws(JSThrow) in try object.primitiveValue() ?? .undefined
      }
    case "points", "inTangents", "outTangents", "isClosed", "pointOnPath", "tangentOnPath",
      "normalOnPath":
      guard p.isShape, case .object(let shape) = try object.primitiveValue() ?? .undefined else {
        return nil
      }
      return try shape.getter?(key)
    default: return nil
    }
  }
}
