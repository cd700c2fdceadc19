@testable import BezelLottieExpressions

/// A property tree node made in code.
final class FakeNode {
  var members: [String: FakeNode] = [:]
  var list: [FakeNode]?
  var name: String?
  var matchName: String?
  var propertyIndex: Double?
  var itemType: String?
  var controlType: Double?
  var values: FakeTrack?
  var expression: String?

  init(
    _ members: [String: FakeNode] = [:], list: [FakeNode]? = nil, name: String? = nil,
    matchName: String? = nil, itemType: String? = nil
  ) {
    self.members = members
    self.list = list
    self.name = name
    self.matchName = matchName
    self.itemType = itemType
  }

  /// An animatable property with these keyframes (time, value) and expression.
  static func property(_ keys: [(Double, [Double])], expression: String? = nil) -> FakeNode {
    let node = FakeNode()
    node.values = FakeTrack(keys)
    node.expression = expression
    return node
  }

}

extension FakeNode: ExpressionTreeNode {
  func member(_ key: String) -> (any ExpressionTreeNode)? { members[key] }
  func memberKey(withPropertyIndex index: Double) -> String? {
    members.first { $0.value.propertyIndex == index }?.key
  }
  var items: [any ExpressionTreeNode]? { list }
  func item(at index: Int) -> (any ExpressionTreeNode)? {
    guard let list, list.indices.contains(index) else { return nil }
    return list[index]
  }
  var hasPropertyIndex: Bool { propertyIndex != nil }
  var isEnabled: Bool { true }
  var isSeparated: Bool { false }
  var isProperty: Bool { values != nil }
  func track(spatial: Bool) -> (any ExpressionTrack)? { values }
  var scalar: JSValue? { nil }
}
