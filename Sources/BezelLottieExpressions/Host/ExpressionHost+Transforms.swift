import Foundation

/// Transform groups of layers and shape groups, by property name or match name.
extension ExpressionHost {
  static let transformNames: [(String, [String], [String])] = [
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

  static let transformDefaults: [String: [Double]] = [
    "anchorPoint": [0, 0], "position": [0, 0], "scale": [100, 100], "opacity": [100],
  ]

  func transformMember(
    _ l: ExpressionLayer, _ base: [ExpressionStep], _ key: String, time: Double
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

  func transformObject(_ l: ExpressionLayer, _ base: [ExpressionStep], time: Double) -> JSValue {
    let o = makeObject()
    o.getter = { [self] key throws(JSThrow) in try transformMember(l, base, key, time: time) }
    o.call = { [self] a throws(JSThrow) in
      let k = try ExpressionHost.arg(a, 0).primitive
      var name = k.stringValue
      if case .number(let n) = k,
        let key = l.node(base)?.memberKey(withPropertyIndex: n),
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
  static func parent(of steps: [ExpressionStep]) -> [ExpressionStep] {
    guard let last = steps.last else { return [] }
    if case .index = last, steps.count >= 2 { return Array(steps.dropLast(2)) }
    return Array(steps.dropLast())
  }
}
