import BezelLottieExpressions

/// A node of the document as expressions walk it (see ``ExpressionTreeNode``), read from the
/// tape the model was decoded from rather than from a tree made of it.
///
/// The tree of a whole document (``LottieJSON``) takes several times the tape's bytes, and it
/// was alive beside the model and everything baking makes, so it set the peak of loading a
/// file with expressions (`thorvg__expressions.loopOut`). Only a property's own values are
/// made into a tree, when its track is read (once per property: the host keeps them). Reads
/// give what ``LottieExpressionNode`` gives for the tree of the same document: the last of
/// duplicate keys, numbers read from booleans as 1 and 0.
struct LottieExpressionTapeNode {
  let tape: LottieJSONTape
  let index: Int

  /// The value of `key` when this is an object that has it.
  private func field(_ key: String) -> Int? {
    guard tape.kind(index) == .object else { return nil }
    return tape.value(in: index, forKey: key)
  }

  /// The string of `key`, as `node["key"]?.stringValue` of the tree.
  func string(_ key: String) -> String? {
    guard let i = field(key), tape.kind(i) == .string else { return nil }
    return tape.string(i)
  }

  private func number(_ key: String) -> Double? {
    field(key).flatMap(number(at:))
  }

  /// A number, or a boolean as 1 or 0 (as ``LottieJSON/numberValue`` reads one).
  private func number(at i: Int) -> Double? {
    switch tape.kind(i) {
    case .number: return tape.number(i)
    case .bool: return tape.bool(i) ? 1 : 0
    default: return nil
    }
  }

  /// The indices of an array's items.
  private var itemIndices: [Int]? {
    guard tape.kind(index) == .array else { return nil }
    var indices: [Int] = []
    indices.reserveCapacity(tape.count(index))
    var item = index + 1
    let end = tape.next(index)
    while item < end {
      indices.append(item)
      item = tape.next(item)
    }
    return indices
  }

  /// The node of `key`, as `node["key"]` of the tree.
  func child(_ key: String) -> LottieExpressionTapeNode? {
    field(key).map { LottieExpressionTapeNode(tape: tape, index: $0) }
  }

  /// The items of an array; empty for anything else.
  var children: [LottieExpressionTapeNode] {
    (itemIndices ?? []).map { LottieExpressionTapeNode(tape: tape, index: $0) }
  }

  /// Relative paths of the animatable properties carrying an expression under this node, in
  /// key order (as the walk of the tree found them).
  func expressionSites(path: [ExpressionStep] = []) -> [[ExpressionStep]] {
    switch tape.kind(index) {
    case .object:
      var found: [[ExpressionStep]] = []
      if string("x") != nil, field("k") != nil { found.append(path) }
      for key in tape.keys(of: index).sorted() {
        guard let child = child(key), child.isContainer else { continue }
        found += child.expressionSites(path: path + [.key(key)])
      }
      return found
    case .array:
      var found: [[ExpressionStep]] = []
      for (i, child) in children.enumerated() where child.isContainer {
        found += child.expressionSites(path: path + [.index(i)])
      }
      return found
    default: return []
    }
  }

  private var isContainer: Bool {
    let kind = tape.kind(index)
    return kind == .object || kind == .array
  }
}

extension LottieExpressionTapeNode: ExpressionTreeNode {
  func member(_ key: String) -> (any ExpressionTreeNode)? {
    child(key)
  }

  func memberKey(withPropertyIndex index: Double) -> String? {
    guard tape.kind(self.index) == .object else { return nil }
    return tape.keys(of: self.index).first { key in
      child(key)?.propertyIndex == index
    }
  }

  var items: [any ExpressionTreeNode]? {
    itemIndices?.map { LottieExpressionTapeNode(tape: tape, index: $0) }
  }

  func item(at index: Int) -> (any ExpressionTreeNode)? {
    guard let indices = itemIndices, indices.indices.contains(index) else { return nil }
    return LottieExpressionTapeNode(tape: tape, index: indices[index])
  }

  var name: String? { string("nm") }
  var matchName: String? { string("mn") }
  var propertyIndex: Double? { number("ix") }
  var hasPropertyIndex: Bool { field("ix") != nil }
  var itemType: String? { string("ty") }
  var controlType: Double? { number("ty") }
  var isEnabled: Bool { number("en") != 0 }
  var isSeparated: Bool { number("s") == 1 }
  var isProperty: Bool { field("k") != nil }

  var expression: String? {
    guard field("k") != nil else { return nil }
    return string("x")
  }

  func track(spatial: Bool) -> (any ExpressionTrack)? {
    guard case .object(let object) = tape.json(at: index) else { return nil }
    return LottieExpressionTrack(node: object, spatial: spatial)
  }

  var scalar: JSValue? {
    switch tape.kind(index) {
    case .null: return .null
    case .bool: return .bool(tape.bool(index))
    case .number: return .number(tape.number(index))
    case .string: return .string(tape.string(index))
    case .array, .object: return nil
    }
  }
}
