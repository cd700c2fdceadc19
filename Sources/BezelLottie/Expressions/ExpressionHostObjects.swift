import BezelDrawing
import Foundation

/// The After Effects objects scripts see: `thisLayer`, `thisComp`, transforms, contents,
/// effects and properties, built fresh for each evaluation.
extension ExpressionHost {
  private typealias Step = LottieJSON.Step

  private static func arg(_ a: [JSValue], _ i: Int) -> JSValue {
    i < a.count ? a[i] : .undefined
  }

  private static func native(_ f: @escaping ([JSValue]) throws(JSThrow) -> JSValue) -> JSValue {
    JSFunction.native { _, a throws(JSThrow) in try f(a) }
  }

  /// The scope a property's expression runs in at composition frame `frame`.
  func globals(for property: ExpressionProperty, compFrame frame: Double) -> JSScope {
    let time = frame / frameRate
    let layer = property.layer
    let scope = JSScope(parent: builtins)
    let thisProperty = propertyObject(property, time: time, isThis: true)
    let thisLayer = layerObject(layer, time: time)
    scope.variables["time"] = .number(time)
    scope.variables["value"] = property.rawValue(at: layer.localFrame(frame)).jsValue
    scope.variables["thisProperty"] = thisProperty
    scope.variables["thisLayer"] = thisLayer
    scope.variables["thisComp"] = compositionObject(layer.composition, time: time)
    scope.fallback = { [self] name in
      if case .object(let o) = thisProperty, let v = try? o.getter?(name) { return v }
      if name != "name", case .object(let o) = thisLayer, let v = try? o.getter?(name) {
        return v
      }
      return globalFunction(name, time: time)
    }
    return scope
  }

  private func globalFunction(_ name: String, time: Double) -> JSValue? {
    let fr = frameRate
    switch name {
    case "comp":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        guard let c = composition(named: ExpressionHost.arg(a, 0).stringValue) else {
          throw JSThrow.error("no composition named \(ExpressionHost.arg(a, 0).stringValue)")
        }
        return compositionObject(c, time: time)
      }
    case "framesToTime":
      return ExpressionHost.native { a throws(JSThrow) in
        let fps = a.count > 1 ? try a[1].primitive.numberValue : fr
        return .number(try ExpressionHost.arg(a, 0).primitive.numberValue / fps)
      }
    case "timeToFrames":
      return ExpressionHost.native { a throws(JSThrow) in
        let t = a.isEmpty || a[0].isNullish ? time : try a[0].primitive.numberValue
        let fps = a.count > 1 && !a[1].isNullish ? try a[1].primitive.numberValue : fr
        return .number(t * fps)
      }
    case "createPath":
      return ExpressionHost.native { a throws(JSThrow) in ExpressionShape.create(a) }
    case "posterizeTime": return ExpressionHost.native { _ throws(JSThrow) in .undefined }
    case "colorDepth": return .number(8)
    default: return nil
    }
  }

  // MARK: Properties

  func propertyObject(_ p: ExpressionProperty, time: Double, isThis: Bool) -> JSValue {
    let o = makeObject()
    let frame = time * frameRate
    o.primitive = { [self] () throws(JSThrow) -> JSValue in
      isThis
        ? p.rawValue(at: p.layer.localFrame(frame)).jsValue : value(p, compFrame: frame).jsValue
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

  private func rawNumbers(_ p: ExpressionProperty, _ localFrame: Double) -> [Double] {
    if case .numbers(let n) = p.rawValue(at: localFrame) { return n }
    return []
  }

  private func velocity(_ p: ExpressionProperty, time: Double) -> [Double] {
    let f = p.layer.localFrame(time * frameRate)
    let df = 0.001 * frameRate
    let a = rawNumbers(p, f)
    let b = rawNumbers(p, f - df)
    return zip(a, b).map { ($0 - $1) / 0.001 }
  }

  private func numbersValue(_ n: [Double]) -> JSValue {
    n.count == 1 ? .number(n[0]) : .vector(n)
  }

  private func keyObject(_ p: ExpressionProperty, _ index: Int) -> JSValue {
    let t = p.keyTimes[index]
    let o = makeObject()
    let sample = p.rawValue(at: t)
    let v = sample.jsValue
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

  private func propertyMember(
    _ p: ExpressionProperty, _ key: String, time: Double, object: JSObject
  ) throws(JSThrow) -> JSValue? {
    let fr = frameRate
    func local(_ t: Double) -> Double { p.layer.localFrame(t * fr) }
    switch key {
    case "value": return try object.primitiveValue()
    case "valueAtTime":
      return ExpressionHost.native { a throws(JSThrow) in
        p.rawValue(at: local(try ExpressionHost.arg(a, 0).primitive.numberValue)).jsValue
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
        return loop(
          p, out: key.hasPrefix("loopOut"), type: type, amount: amount,
          isDuration: key.hasSuffix("Duration"), time: time)
      }
    case "wiggle", "temporalWiggle":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        try wiggle(p, a, time: time)
      }
    case "propertyIndex":
      let relative = Array(p.steps.dropFirst(p.layer.steps.count))
      return node(p.layer, relative)?["ix"].map { .number($0.numberValue ?? 0) } ?? nil
    case "propertyGroup":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        let levels = a.isEmpty ? 1 : max(1, Int(try a[0].primitive.numberValue))
        var steps = Array(p.steps.dropFirst(p.layer.steps.count))
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

  /// `loopOut`/`loopIn` as lottie-web computes them, on the keyframed values.
  private func loop(
    _ p: ExpressionProperty, out: Bool, type rawType: String, amount: Double, isDuration: Bool,
    time: Double
  ) -> JSValue {
    let f = p.layer.localFrame(time * frameRate)
    let keys = p.keyTimes
    let current = p.rawValue(at: f)
    guard keys.count >= 2, let firstKey = keys.first, let lastKey = keys.last else {
      return current.jsValue
    }
    let type = rawType.lowercased()
    var first = firstKey
    var last = lastKey
    if out {
      if f <= lastKey { return current.jsValue }
      if isDuration {
        first = amount > 0 ? lastKey - amount * frameRate : firstKey
      } else {
        var n = Int(amount.isFinite ? amount : 0)
        if n <= 0 || n > keys.count - 1 { n = keys.count - 1 }
        first = keys[keys.count - 1 - n]
      }
    } else {
      if f >= firstKey { return current.jsValue }
      if isDuration {
        last = amount > 0 ? firstKey + amount * frameRate : lastKey
      } else {
        var n = Int(amount.isFinite ? amount : 0)
        if n <= 0 || n > keys.count - 1 { n = keys.count - 1 }
        last = keys[n]
      }
    }
    let cycle = last - first
    guard cycle > 0 else { return current.jsValue }
    func at(_ x: Double) -> ExpressionProperty.Sample { p.rawValue(at: x) }
    func combine(
      _ a: ExpressionProperty.Sample, _ b: ExpressionProperty.Sample,
      _ c: ExpressionProperty.Sample, _ f: (Double, Double, Double) -> Double
    ) -> JSValue {
      guard case .numbers(let x) = a, case .numbers(let y) = b, case .numbers(let z) = c else {
        return c.jsValue
      }
      return numbersValue((0..<min(x.count, y.count, z.count)).map { f(x[$0], y[$0], z[$0]) })
    }
    if out {
      let elapsed = f - first
      let within = elapsed.truncatingRemainder(dividingBy: cycle)
      let iterations = floor(elapsed / cycle)
      switch type {
      case "pingpong":
        if Int(iterations) % 2 != 0 { return at(cycle - within + first).jsValue }
        return at(within + first).jsValue
      case "offset":
        return combine(at(first), at(last), at(within + first)) { a, b, c in
          (b - a) * iterations + c
        }
      case "continue":
        let d = f - last
        return combine(at(last), at(last - 0.001), at(last)) { l, prev, _ in
          l + (l - prev) * d / 0.001
        }
      default: return at(within + first).jsValue
      }
    } else {
      let before = first - f
      let within = before.truncatingRemainder(dividingBy: cycle)
      let iterations = floor(before / cycle)
      switch type {
      case "pingpong":
        if Int(iterations) % 2 == 0 { return at(within + first).jsValue }
        return at(cycle - within + first).jsValue
      case "offset":
        let repeats = iterations + 1
        return combine(at(first), at(last), at(cycle - within + first)) { a, b, c in
          c - (b - a) * repeats
        }
      case "continue":
        return combine(at(first), at(first + 0.001), at(first)) { v, next, _ in
          v + (v - next) * before / 0.001
        }
      default: return at(cycle - within + first).jsValue
      }
    }
  }

  /// Deterministic wiggle: smooth value noise seeded by the property's path. lottie-web draws
  /// fresh `Math.random` numbers every frame, so no player can match it exactly.
  private func wiggle(_ p: ExpressionProperty, _ a: [JSValue], time: Double) throws(JSThrow)
    -> JSValue
  {
    let freq = try ExpressionHost.arg(a, 0).primitive.numberValue
    let amp = try ExpressionHost.arg(a, 1).primitive.numbers ?? [0]
    let octaves = a.count > 2 ? max(1, min(10, Int(try a[2].primitive.numberValue))) : 1
    let ampMult = a.count > 3 ? try a[3].primitive.numberValue : 0.5
    let t = a.count > 4 ? try a[4].primitive.numberValue : time
    let base = value(p, compFrame: time * frameRate)
    guard case .numbers(let values) = base, freq.isFinite else { return base.jsValue }
    var seed: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in p.path.utf8 {
      seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    let out = values.enumerated().map { d, v -> Double in
      var total = 0.0
      var scale = 1.0
      var f = freq
      for o in 0..<octaves {
        total += scale * ExpressionHost.noise(t * f, seed: seed &+ UInt64(d * 31 + o))
        scale *= ampMult
        f *= 2
      }
      let amplitude = d < amp.count ? amp[d] : (amp.first ?? 0)
      return v + amplitude * total
    }
    return numbersValue(out)
  }

  static func noise(_ x: Double, seed: UInt64) -> Double {
    guard x.isFinite else { return 0 }
    let i = floor(x)
    let f = x - i
    func lattice(_ n: Int64) -> Double {
      var h = UInt64(bitPattern: n) &* 0x9E37_79B9_7F4A_7C15 ^ seed
      h ^= h >> 31
      h = h &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 27
      return Double(h >> 11) / Double(1 << 53) * 2 - 1
    }
    let n = Int64(max(-1e15, min(1e15, i)))
    let u = f * f * (3 - 2 * f)
    let a = lattice(n)
    return a + (lattice(n + 1) - a) * u
  }

  // MARK: Layers and compositions

  func compositionObject(_ c: ExpressionComposition, time: Double) -> JSValue {
    let o = makeObject()
    let fr = frameRate
    o.getter = { [self] key throws(JSThrow) in
      switch key {
      case "layer":
        return ExpressionHost.native { [self] a throws(JSThrow) in
          let k = try ExpressionHost.arg(a, 0).primitive
          let found: ExpressionLayer?
          if case .number(let n) = k {
            found =
              c.layers.first { $0.index == Int(n) }
              ?? (c.layers.indices.contains(Int(n) - 1) ? c.layers[Int(n) - 1] : nil)
          } else {
            found = c.layers.first { $0.name == k.stringValue }
          }
          guard let found else { throw JSThrow.error("no layer \(k.stringValue)") }
          return layerObject(found, time: time)
        }
      case "numLayers": return .number(Double(c.layers.count))
      case "width": return .number(c.width)
      case "height": return .number(c.height)
      case "frameDuration": return .number(1 / fr)
      case "duration": return .number(duration)
      case "name": return .string(c.name)
      case "displayStartTime": return .number(0)
      case "pixelAspect": return .number(1)
      default: return nil
      }
    }
    return .object(o)
  }

  /// A data footage node as lottie-web's outline interface shows it: calling it with a key
  /// gives that member (a value, or another node), and an array's items are named after the
  /// array (`("weather")("weather 0")`).
  static func outline(_ node: LottieJSON, name: String) -> JSValue {
    func wrap(_ child: LottieJSON, _ key: String) -> JSValue {
      switch child {
      case .null: return .null
      case .bool(let b): return .bool(b)
      case .number(let n): return .number(n)
      case .string(let s): return .string(s)
      case .array, .object: return outline(child, name: key)
      }
    }
    return native { a throws(JSThrow) in
      let key = try ExpressionHost.arg(a, 0).primitive.stringValue
      if let child = node[key] { return wrap(child, key) }
      if let items = node.arrayValue, !name.isEmpty, let range = key.range(of: name),
        let index = Int(key[range.upperBound...].trimmingCharacters(in: .whitespaces)),
        items.indices.contains(index)
      {
        return wrap(items[index], name)
      }
      return .string("")
    }
  }

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
        guard let ref = l.json["refId"]?.stringValue, let data = footage[ref] else {
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

  private func layerMember(_ l: ExpressionLayer, _ key: String, time: Double) throws(JSThrow)
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
    case "width": return .number(l.json["w"]?.numberValue ?? l.json["sw"]?.numberValue ?? 0)
    case "height": return .number(l.json["h"]?.numberValue ?? l.json["sh"]?.numberValue ?? 0)
    case "inPoint": return .number(l.inPoint / fr)
    case "outPoint": return .number(l.outPoint / fr)
    case "startTime": return .number(l.startTime / fr)
    case "active", "enabled":
      let f = time * fr
      return .bool(f >= l.inPoint && f < l.outPoint && l.json["hd"] != .bool(true))
    case "timeRemap":
      guard let p = property(l, [.key("tm")]) else { return nil }
      return propertyObject(p, time: time, isThis: false)
    case "source":
      guard l.json["refId"] != nil, let c = composition(named: l.name) else { return nil }
      return compositionObject(c, time: time)
    default: return nil
    }
  }

  /// The layer's matrix from its own space to its composition's, through its parents.
  private func worldMatrix(_ l: ExpressionLayer, time: Double) -> Transform {
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

  private func layerMatrix(_ l: ExpressionLayer, time: Double) -> Transform {
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

  // MARK: Transforms, contents and effects

  private static let transformNames: [(String, [String], [String])] = [
    ("anchorPoint", ["a"], ["Anchor Point", "ADBE Anchor Point", "ADBE Vector Anchor"]),
    ("position", ["p"], ["Position", "ADBE Position", "ADBE Vector Position"]),
    ("scale", ["s"], ["Scale", "ADBE Scale", "ADBE Vector Scale"]),
    ("skew", ["sk"], ["Skew", "ADBE Vector Skew"]),
    ("skewAxis", ["sa"], ["Skew Axis", "ADBE Vector Skew Axis"]),
    ("rotation", ["r", "rz"], ["Rotation", "ADBE Rotate Z", "ADBE Vector Rotation", "zRotation"]),
    ("opacity", ["o"], ["Opacity", "ADBE Opacity", "ADBE Vector Group Opacity"]),
    ("xRotation", ["rx"], ["X Rotation", "ADBE Rotate X"]),
    ("yRotation", ["ry"], ["Y Rotation", "ADBE Rotate Y"]),
    ("orientation", ["or"], ["Orientation", "ADBE Orientation"]),
  ]

  private static let transformDefaults: [String: [Double]] = [
    "anchorPoint": [0, 0], "position": [0, 0], "scale": [100, 100], "opacity": [100],
  ]

  private func transformMember(
    _ l: ExpressionLayer, _ base: [Step], _ key: String, time: Double
  ) throws(JSThrow) -> JSValue? {
    if key == "xPosition" || key == "yPosition" {
      guard let p = property(l, base + [.key("p"), .key(key == "xPosition" ? "x" : "y")]) else {
        return nil
      }
      return propertyObject(p, time: time, isThis: false)
    }
    guard
      let entry = ExpressionHost.transformNames.first(where: {
        $0.0 == key || $0.2.contains(key) || (key == "zRotation" && $0.0 == "rotation")
      })
    else { return nil }
    for k in entry.1 {
      if let p = property(l, base + [.key(k)]) {
        return propertyObject(p, time: time, isThis: false)
      }
    }
    let d = ExpressionHost.transformDefaults[entry.0] ?? [0]
    return numbersValue(d)
  }

  private func transformObject(_ l: ExpressionLayer, _ base: [Step], time: Double) -> JSValue {
    let o = makeObject()
    o.getter = { [self] key throws(JSThrow) in try transformMember(l, base, key, time: time) }
    o.call = { [self] a throws(JSThrow) in
      let k = try ExpressionHost.arg(a, 0).primitive
      var name = k.stringValue
      if case .number(let n) = k,
        let (key, _) = node(l, base)?.objectValue?.first(where: { $0.value["ix"]?.numberValue == n }
        ),
        let p = property(l, base + [.key(key)])
      {
        return propertyObject(p, time: time, isThis: false)
      }
      if case .number(let n) = k {
        // A shape group's transform lists these in After Effects' order.
        let order = ["anchorPoint", "position", "scale", "skew", "skewAxis", "rotation", "opacity"]
        guard Int(n) >= 1 && Int(n) <= order.count else { throw JSThrow.error("no property \(n)") }
        name = order[Int(n) - 1]
      }
      guard let v = try transformMember(l, base, name, time: time) else {
        throw JSThrow.error("transform has no \(name)")
      }
      return v
    }
    return .object(o)
  }

  /// The group holding the item or transform at `steps`.
  private static func parent(of steps: [Step]) -> [Step] {
    guard let last = steps.last else { return [] }
    if case .index = last, steps.count >= 2 { return Array(steps.dropLast(2)) }
    return Array(steps.dropLast())
  }

  /// The script object for the group at `steps` inside a layer.
  private func groupObject(_ l: ExpressionLayer, _ steps: [Step], time: Double) -> JSValue {
    guard let last = steps.last else { return layerObject(l, time: time) }
    if last == .key("ks") { return transformObject(l, steps, time: time) }
    if case .index(let i) = last, steps.count == 2, steps[0] == .key("ef") {
      return (try? effect(l, .number(Double(i + 1)), time: time)) ?? .undefined
    }
    if node(l, steps)?["ty"]?.stringValue != nil { return itemObject(l, steps, time: time) }
    return groupObject(l, ExpressionHost.parent(of: steps), time: time)
  }

  private func node(_ l: ExpressionLayer, _ steps: [Step]) -> LottieJSON? {
    var n: LottieJSON? = .object(l.json)
    for s in steps {
      switch s {
      case .key(let k): n = n?[k]
      case .index(let i):
        guard let a = n?.arrayValue, a.indices.contains(i) else { return nil }
        n = a[i]
      }
    }
    return n
  }

  /// The item called (or numbered) `key` in the shape list at `listSteps`.
  private func find(_ l: ExpressionLayer, _ listSteps: [Step], _ key: JSValue, time: Double)
    throws(JSThrow) -> JSValue
  {
    let items = node(l, listSteps)?.arrayValue ?? []
    let k = try key.primitive
    var found: Int?
    if case .number(let n) = k {
      // Property numbers (`ix`) first, as lottie-web matches them; else the position.
      found = items.firstIndex { $0["ix"]?.numberValue == n }
      let visible = items.indices.filter { items[$0]["ty"]?.stringValue != "tr" }
      let i = Int(n) - 1
      if found == nil && visible.indices.contains(i) { found = visible[i] }
    } else {
      let name = k.stringValue
      found = items.firstIndex { $0["nm"]?.stringValue == name || $0["mn"]?.stringValue == name }
    }
    guard let found else { throw JSThrow.error("no content \(k.stringValue)") }
    return itemObject(l, listSteps + [.index(found)], time: time)
  }

  private func itemsObject(_ l: ExpressionLayer, _ listSteps: [Step], time: Double) -> JSValue {
    let o = makeObject()
    o.call = { [self] a throws(JSThrow) in
      try find(l, listSteps, ExpressionHost.arg(a, 0), time: time)
    }
    o.getter = { [self] key throws(JSThrow) in
      if key == "numProperties" {
        return .number(
          Double(
            (node(l, listSteps)?.arrayValue ?? []).filter { $0["ty"]?.stringValue != "tr" }.count))
      }
      if key == "content" {
        return ExpressionHost.native { [self] a throws(JSThrow) in
          try find(l, listSteps, ExpressionHost.arg(a, 0), time: time)
        }
      }
      return try? find(l, listSteps, .string(key), time: time)
    }
    return .object(o)
  }

  private static let itemProperties: [String: [(String, String, [String])]] = [
    "sh": [("path", "ks", ["Path", "ADBE Vector Shape"])],
    "rc": [
      ("size", "s", ["Size", "ADBE Vector Rect Size"]),
      ("position", "p", ["Position", "ADBE Vector Rect Position"]),
      ("roundness", "r", ["Roundness", "ADBE Vector Rect Roundness"]),
    ],
    "el": [
      ("size", "s", ["Size", "ADBE Vector Ellipse Size"]),
      ("position", "p", ["Position", "ADBE Vector Ellipse Position"]),
    ],
    "sr": [
      ("points", "pt", ["Points"]), ("position", "p", ["Position"]),
      ("rotation", "r", ["Rotation"]), ("innerRadius", "ir", ["Inner Radius"]),
      ("outerRadius", "or", ["Outer Radius"]), ("innerRoundness", "is", ["Inner Roundness"]),
      ("outerRoundness", "os", ["Outer Roundness"]),
    ],
    "fl": [
      ("color", "c", ["Color", "ADBE Vector Fill Color"]),
      ("opacity", "o", ["Opacity", "ADBE Vector Fill Opacity"]),
    ],
    "st": [
      ("color", "c", ["Color", "ADBE Vector Stroke Color"]),
      ("opacity", "o", ["Opacity", "ADBE Vector Stroke Opacity"]),
      ("strokeWidth", "w", ["Stroke Width", "ADBE Vector Stroke Width"]),
    ],
    "gf": [
      ("startPoint", "s", ["Start Point"]), ("endPoint", "e", ["End Point"]),
      ("opacity", "o", ["Opacity"]),
    ],
    "gs": [
      ("startPoint", "s", ["Start Point"]), ("endPoint", "e", ["End Point"]),
      ("opacity", "o", ["Opacity"]), ("strokeWidth", "w", ["Stroke Width"]),
    ],
    "tm": [
      ("start", "s", ["Start", "ADBE Vector Trim Start"]),
      ("end", "e", ["End", "ADBE Vector Trim End"]),
      ("offset", "o", ["Offset", "ADBE Vector Trim Offset"]),
    ],
    "rp": [("copies", "c", ["Copies"]), ("offset", "o", ["Offset"])],
    "rd": [("radius", "r", ["Radius"])],
  ]

  private func itemObject(_ l: ExpressionLayer, _ steps: [Step], time: Double) -> JSValue {
    let item = node(l, steps)
    let type = item?["ty"]?.stringValue ?? ""
    if type == "tr" { return transformObject(l, steps, time: time) }
    let o = makeObject()
    if type == "gr" {
      let list = steps + [.key("it")]
      let transform: () -> JSValue = { [self] in
        let items = node(l, list)?.arrayValue ?? []
        guard let t = items.firstIndex(where: { $0["ty"]?.stringValue == "tr" }) else {
          return .undefined
        }
        return transformObject(l, list + [.index(t)], time: time)
      }
      o.getter = { [self] key throws(JSThrow) in
        switch key {
        case "content":
          return ExpressionHost.native { [self] a throws(JSThrow) in
            try find(l, list, ExpressionHost.arg(a, 0), time: time)
          }
        case "transform": return transform()
        case "name", "_name": return .string(item?["nm"]?.stringValue ?? "")
        case "numProperties": return .number(2)
        case "propertyIndex": return item?["ix"].map { .number($0.numberValue ?? 0) } ?? nil
        default: return nil
        }
      }
      o.call = { [self] a throws(JSThrow) in
        let k = try ExpressionHost.arg(a, 0).primitive
        // As lottie-web: 2 or "Contents" is the contents, anything else the transform.
        switch k {
        case .number(2), .string("Contents"), .string("ADBE Vectors Group"):
          return itemsObject(l, list, time: time)
        default: return transform()
        }
      }
      return .object(o)
    }
    let table = ExpressionHost.itemProperties[type] ?? []
    func member(_ key: String) -> JSValue? {
      guard let entry = table.first(where: { $0.0 == key || $0.2.contains(key) }),
        let p = property(l, steps + [.key(entry.1)])
      else { return nil }
      return propertyObject(p, time: time, isThis: false)
    }
    o.getter = { key throws(JSThrow) in
      if key == "name" || key == "_name" { return .string(item?["nm"]?.stringValue ?? "") }
      // An item's number in its group, as `content(n)` finds it (RubberHose reads it).
      if key == "propertyIndex" { return item?["ix"].map { .number($0.numberValue ?? 0) } ?? nil }
      return member(key)
    }
    o.call = { [self] a throws(JSThrow) in
      let k = try ExpressionHost.arg(a, 0).primitive
      var name = k.stringValue
      if case .number(let n) = k {
        if let (key, _) = item?.objectValue?.first(where: { $0.value["ix"]?.numberValue == n }),
          let p = property(l, steps + [.key(key)])
        {
          return propertyObject(p, time: time, isThis: false)
        }
        if table.indices.contains(Int(n) - 1) { name = table[Int(n) - 1].0 }
      }
      guard let v = member(name) else { throw JSThrow.error("shape has no \(name)") }
      return v
    }
    return .object(o)
  }

  private func effectsObject(_ l: ExpressionLayer, time: Double) -> JSValue {
    let o = makeObject()
    o.call = { [self] a throws(JSThrow) in try effect(l, ExpressionHost.arg(a, 0), time: time) }
    o.getter = { [self] key throws(JSThrow) in try? effect(l, .string(key), time: time) }
    return .object(o)
  }

  /// `effect(name)`: the layer's effect by name, match name or number; call it with a parameter.
  private func effect(_ l: ExpressionLayer, _ key: JSValue, time: Double) throws(JSThrow)
    -> JSValue
  {
    let effects = l.json["ef"]?.arrayValue ?? []
    let k = try key.primitive
    var found: Int?
    if case .number(let n) = k {
      found = effects.indices.contains(Int(n) - 1) ? Int(n) - 1 : nil
    } else {
      let name = k.stringValue
      found = effects.firstIndex {
        $0["nm"]?.stringValue == name || $0["mn"]?.stringValue == name
      }
    }
    guard let found else { throw JSThrow.error("no effect \(k.stringValue)") }
    let base: [Step] = [.key("ef"), .index(found), .key("ef")]
    let params = effects[found]["ef"]?.arrayValue ?? []
    func parameter(_ key: JSValue) throws(JSThrow) -> JSValue {
      var index: Int?
      if case .number(let n) = key {
        index = params.indices.contains(Int(n) - 1) ? Int(n) - 1 : nil
      } else {
        let name = key.stringValue
        index = params.firstIndex {
          $0["nm"]?.stringValue == name || $0["mn"]?.stringValue == name
        }
      }
      guard let index, let p = property(l, base + [.index(index), .key("v")]) else {
        throw JSThrow.error("effect has no parameter \(key.stringValue)")
      }
      // A layer control (type 10) holds a layer's `ind` and reads as that layer, or null
      // when it names none (lottie-web's compInterface lookup).
      if params[index]["ty"]?.numberValue == 10 {
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
      case "name": return .string(effects[found]["nm"]?.stringValue ?? "")
      case "active", "enabled": return .bool(effects[found]["en"]?.numberValue != 0)
      case "numProperties": return .number(Double(params.count))
      default: return try? parameter(.string(key))
      }
    }
    return .object(o)
  }
}
