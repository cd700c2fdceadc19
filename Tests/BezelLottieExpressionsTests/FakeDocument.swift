import BezelDrawing
import Foundation

@testable import BezelLottieExpressions

/// A document made in code, with no Lottie file behind it: what the interface asks of a player.
struct FakeDocument: ExpressionDocument {
  var frameRate = 10.0
  var inPoint = 0.0
  var outPoint = 40.0
  var compositions: [ExpressionCompositionInfo] = []
  var footage: [String: any ExpressionTreeNode] = [:]

  /// Straight lines between the vertices (tangents are ignored: the tests' paths have none).
  func path(of shape: ExpressionShapeValue) -> Path {
    var path = Path()
    for (i, v) in shape.vertices.enumerated() {
      let p = CGPoint(x: v[0], y: v[1])
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    if shape.closed { path.closeSubpath() }
    return path
  }

  /// A layer of the root composition with the given property tree.
  static func layer(
    _ name: String, index: Int, parent: Int? = nil, properties: FakeNode,
    sites: [[ExpressionStep]] = []
  ) -> ExpressionLayerInfo {
    ExpressionLayerInfo(
      path: "$.layers[\(index - 1)]", name: name, index: index, parentIndex: parent,
      startTime: 0, stretch: 1, inPoint: 0, outPoint: 40, isHidden: false, width: 0, height: 0,
      reference: nil, hasTimeRemap: false, expressionSites: sites, properties: properties)
  }
}

/// A property tree node made in code.
final class FakeNode: ExpressionTreeNode {
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

/// Keyframes blended linearly, held before the first and after the last.
final class FakeTrack: ExpressionTrack {
  let keys: [(time: Double, value: [Double])]

  init(_ keys: [(Double, [Double])]) {
    self.keys = keys.map { (time: $0.0, value: $0.1) }
  }

  var keyTimes: [Double] { keys.count > 1 ? keys.map(\.time) : [] }

  func value(at frame: Double) -> ExpressionValue {
    guard let first = keys.first, let last = keys.last else { return .numbers([0]) }
    if frame <= first.time { return .numbers(first.value) }
    if frame >= last.time { return .numbers(last.value) }
    let i = keys.lastIndex { $0.time <= frame } ?? 0
    let (a, b) = (keys[i], keys[i + 1])
    let f = (frame - a.time) / (b.time - a.time)
    return .numbers(zip(a.value, b.value).map { $0 + ($1 - $0) * f })
  }
}
