import Foundation

/// Shape contents (`content("Group 1")`): groups, items and their properties.
extension ExpressionHost {
  /// The script object for the group at `steps` inside a layer.
  func groupObject(_ l: ExpressionLayer, _ steps: [ExpressionStep], time: Double) -> JSValue {
    guard let last = steps.last else { return layerObject(l, time: time) }
    if last == .key("ks") { return transformObject(l, steps, time: time) }
    if case .index(let i) = last, steps.count == 2, steps[0] == .key("ef") {
      return (try? effect(l, .number(Double(i + 1)), time: time)) ?? .undefined
    }
    if l.node(steps)?.itemType != nil { return itemObject(l, steps, time: time) }
    return groupObject(l, ExpressionHost.parent(of: steps), time: time)
  }

  /// The item called (or numbered) `key` in the shape list at `listSteps`.
  func find(_ l: ExpressionLayer, _ listSteps: [ExpressionStep], _ key: JSValue, time: Double)
    throws(JSThrow) -> JSValue
  {
    let items = l.node(listSteps)?.items ?? []
    let k = try key.primitive
    var found: Int?
    if case .number(let n) = k {
      // Property numbers (`ix`) first, as lottie-web matches them; else the position.
      found = items.firstIndex { $0.propertyIndex == n }
      let visible = items.indices.filter { items[$0].itemType != "tr" }
      let i = Int(n) - 1
      if found == nil && visible.indices.contains(i) { found = visible[i] }
    } else {
      let name = k.stringValue
      found = items.firstIndex { $0.name == name || $0.matchName == name }
    }
    guard let found else { throw JSThrow.error("no content \(k.stringValue)") }
    return itemObject(l, listSteps + [.index(found)], time: time)
  }

  /// A node's property number as scripts read it (0 when it is not a number), if it has one.
  static func propertyIndex(of node: (any ExpressionTreeNode)?) -> JSValue? {
    guard let node, node.hasPropertyIndex else { return nil }
    return .number(node.propertyIndex ?? 0)
  }

  func itemsObject(_ l: ExpressionLayer, _ listSteps: [ExpressionStep], time: Double) -> JSValue {
    let o = makeObject()
    o.call = { [self] a throws(JSThrow) in
      try find(l, listSteps, ExpressionHost.arg(a, 0), time: time)
    }
    o.getter = { [self] key throws(JSThrow) in
      if key == "numProperties" {
        return .number(
          Double(
            (l.node(listSteps)?.items ?? []).filter { $0.itemType != "tr" }.count))
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

  static let itemProperties: [String: [(String, String, [String])]] = [
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

  func itemObject(_ l: ExpressionLayer, _ steps: [ExpressionStep], time: Double) -> JSValue {
    let item = l.node(steps)
    let type = item?.itemType ?? ""
    if type == "tr" { return transformObject(l, steps, time: time) }
    let o = makeObject()
    if type == "gr" {
      let list = steps + [.key("it")]
      let transform: () -> JSValue = { [self] in
        let items = l.node(list)?.items ?? []
        guard let t = items.firstIndex(where: { $0.itemType == "tr" }) else {
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
        case "name", "_name": return .string(item?.name ?? "")
        case "numProperties": return .number(2)
        case "propertyIndex": return ExpressionHost.propertyIndex(of: item)
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
      if key == "name" || key == "_name" { return .string(item?.name ?? "") }
      // An item's number in its group, as `content(n)` finds it (RubberHose reads it).
      if key == "propertyIndex" { return ExpressionHost.propertyIndex(of: item) }
      return member(key)
    }
    o.call = { [self] a throws(JSThrow) in
      let k = try ExpressionHost.arg(a, 0).primitive
      var name = k.stringValue
      if case .number(let n) = k {
        if let key = item?.memberKey(withPropertyIndex: n),
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
}
