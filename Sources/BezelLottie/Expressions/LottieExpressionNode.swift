import BezelLottieExpressions

/// A node of the document tree as expressions walk it (see ``ExpressionTreeNode``).
struct LottieExpressionNode {
  let json: LottieJSON
}

extension LottieExpressionNode: ExpressionTreeNode {
  func member(_ key: String) -> (any ExpressionTreeNode)? {
    json[key].map(LottieExpressionNode.init)
  }

  func memberKey(withPropertyIndex index: Double) -> String? {
    json.objectValue?.first { $0.value["ix"]?.numberValue == index }?.key
  }

  var items: [any ExpressionTreeNode]? {
    json.arrayValue?.map(LottieExpressionNode.init)
  }

  func item(at index: Int) -> (any ExpressionTreeNode)? {
    guard let a = json.arrayValue, a.indices.contains(index) else { return nil }
    return LottieExpressionNode(json: a[index])
  }

  var name: String? { json["nm"]?.stringValue }
  var matchName: String? { json["mn"]?.stringValue }
  var propertyIndex: Double? { json["ix"]?.numberValue }
  var hasPropertyIndex: Bool { json["ix"] != nil }
  var itemType: String? { json["ty"]?.stringValue }
  var controlType: Double? { json["ty"]?.numberValue }
  var isEnabled: Bool { json["en"]?.numberValue != 0 }
  var isSeparated: Bool { json["s"]?.numberValue == 1 }
  var isProperty: Bool { json["k"] != nil }

  var expression: String? {
    guard json["k"] != nil else { return nil }
    return json["x"]?.stringValue
  }

  func track(spatial: Bool) -> (any ExpressionTrack)? {
    guard case .object(let object) = json else { return nil }
    return LottieExpressionTrack(node: object, spatial: spatial)
  }

  var scalar: JSValue? {
    switch json {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let n): return .number(n)
    case .string(let s): return .string(s)
    case .array, .object: return nil
    }
  }
}
