import Foundation

/// Data footage (the JSON file a data layer shows) as scripts read it.
extension ExpressionHost {
  /// A data footage node as lottie-web's outline interface shows it: calling it with a key
  /// gives that member (a value, or another node), and an array's items are named after the
  /// array (`("weather")("weather 0")`).
  static func outline(_ node: any ExpressionTreeNode, name: String) -> JSValue {
    func wrap(_ child: any ExpressionTreeNode, _ key: String) -> JSValue {
      child.scalar ?? outline(child, name: key)
    }
    return native { a throws(JSThrow) in
      let key = try ExpressionHost.arg(a, 0).primitive.stringValue
      if let child = node.member(key) { return wrap(child, key) }
      if let items = node.items, !name.isEmpty, let range = key.range(of: name),
        let index = Int(key[range.upperBound...].trimmingCharacters(in: .whitespaces)),
        items.indices.contains(index)
      {
        return wrap(items[index], name)
      }
      return .string("")
    }
  }
}
