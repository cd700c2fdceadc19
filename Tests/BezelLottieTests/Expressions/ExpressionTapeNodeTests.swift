import BezelLottieExpressions
import Foundation
import Testing

@testable import BezelLottie

/// Expressions walk the tape the model was decoded from (``LottieExpressionTapeNode``), not a
/// tree made of the whole document: every read gives what the tree's node
/// (``LottieExpressionNode``) gives for the same value, duplicate keys, booleans read as
/// numbers and missing members included.
@Suite struct ExpressionTapeNodeTests {
  /// Documents with what the tree and the tape could read differently: a key given twice,
  /// booleans where numbers are read (`ix`, `en`, `s`, `ty`), `null` members, non-objects
  /// asked for members, properties with and without expressions, keyframes and shapes.
  private static let documents = [
    #"""
    {"layers":[{"nm":"A","ind":1,"ty":4,"ks":{"p":{"a":0,"k":[1,2],"x":"wiggle(1,2)","ix":2},
     "o":{"a":0,"k":50,"ix":11},"s":{"s":true,"x":{"k":3},"y":{"k":4,"x":"time"}},
     "r":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[90]}],"x":"loopOut()","ix":10}},
     "shapes":[{"ty":"gr","nm":"G","mn":"ADBE Vector Group","ix":1,"it":[
       {"ty":"sh","ix":1,"ks":{"a":0,"k":{"c":true,"v":[[0,0],[1,0],[1,1]],"i":[[0,0],[0,0],[0,0]],
        "o":[[0,0],[0,0],[0,0]]},"x":"thisProperty"}},{"ty":"tr","nm":"T","ix":true}]}],
     "ef":[{"ty":5,"nm":"Slider","en":false,"ef":[{"ty":0,"nm":"S","ix":1,"v":{"k":7,"x":"3"}}]},
      {"ty":5,"nm":"Off","en":0,"ef":[]},{"nm":"On","en":null}]}],
     "assets":[{"id":"p","layers":[{"nm":"B","ks":{"o":{"k":1,"x":"1"},"o":{"k":2,"x":"2"}}}]}],
     "nm":"dup","nm":"last","x":"not a property","ix":"two"}
    """#,
    #"""
    [1,true,null,"s",[],{},{"k":null,"x":"a"},{"x":"b"},{"k":1,"x":5},{"ix":1,"ix":2,"ty":false}]
    """#,
  ]

  @Test func tapeNodesReadAsTreeNodes() throws {
    for text in Self.documents {
      let tree = try LottieJSONReader.read(Array(text.utf8))
      let tape = try LottieJSONReader.tape(Array(text.utf8))
      var compared = 0
      Self.compare(
        LottieExpressionNode(json: tree),
        LottieExpressionTapeNode(tape: tape, index: LottieJSONTape.root), tree, "$", &compared)
      #expect(compared > 5)
    }
  }

  @Test func expressionSitesAreTheTreesInKeyOrder() throws {
    for text in Self.documents {
      let tree = try LottieJSONReader.read(Array(text.utf8))
      let tape = try LottieJSONReader.tape(Array(text.utf8))
      let node = LottieExpressionTapeNode(tape: tape, index: LottieJSONTape.root)
      #expect(node.expressionSites() == Self.sites(in: tree, path: []))
    }
    let tape = try LottieJSONReader.tape(Array(Self.documents[0].utf8))
    let layers =
      LottieExpressionTapeNode(tape: tape, index: LottieJSONTape.root)
      .child("layers")?.children ?? []
    #expect(
      layers.first?.expressionSites()
        == [
          [.key("ef"), .index(0), .key("ef"), .index(0), .key("v")], [.key("ks"), .key("p")],
          [.key("ks"), .key("r")], [.key("ks"), .key("s"), .key("y")],
          [.key("shapes"), .index(0), .key("it"), .index(0), .key("ks")],
        ])
  }

  /// Every read of `a` and `b` (the same value, `json`), then of each member and item.
  private static func compare(
    _ a: any ExpressionTreeNode, _ b: any ExpressionTreeNode, _ json: LottieJSON,
    _ path: String, _ compared: inout Int
  ) {
    compared += 1
    #expect(a.name == b.name, "\(path)")
    #expect(a.matchName == b.matchName, "\(path)")
    #expect(a.propertyIndex == b.propertyIndex, "\(path)")
    #expect(a.hasPropertyIndex == b.hasPropertyIndex, "\(path)")
    #expect(a.itemType == b.itemType, "\(path)")
    #expect(a.controlType == b.controlType, "\(path)")
    #expect(a.isEnabled == b.isEnabled, "\(path)")
    #expect(a.isSeparated == b.isSeparated, "\(path)")
    #expect(a.isProperty == b.isProperty, "\(path)")
    #expect(a.expression == b.expression, "\(path)")
    #expect(describe(a.scalar) == describe(b.scalar), "\(path)")
    for spatial in [false, true] {
      let (ta, tb) = (a.track(spatial: spatial), b.track(spatial: spatial))
      #expect((ta == nil) == (tb == nil), "\(path)")
      if let ta, let tb {
        #expect(ta.keyTimes == tb.keyTimes, "\(path)")
        for frame in [-1.0, 0, 2.5, 10, 20] {
          #expect(ta.value(at: frame) == tb.value(at: frame), "\(path) at \(frame)")
        }
      }
    }
    #expect(a.member("missing") == nil && b.member("missing") == nil, "\(path)")
    #expect((a.items == nil) == (b.items == nil), "\(path)")
    #expect(a.items?.count == b.items?.count, "\(path)")
    #expect(a.item(at: -1) == nil && b.item(at: -1) == nil, "\(path)")
    switch json {
    case .object(let object):
      for (key, value) in object {
        guard let ma = a.member(key), let mb = b.member(key) else {
          Issue.record("\(path).\(key) missing")
          continue
        }
        compare(ma, mb, value, path + "." + key, &compared)
        if let ix = value["ix"]?.numberValue,
          object.values.filter({ $0["ix"]?.numberValue == ix }).count == 1
        {
          #expect(a.memberKey(withPropertyIndex: ix) == key, "\(path).\(key)")
          #expect(b.memberKey(withPropertyIndex: ix) == key, "\(path).\(key)")
        }
      }
      #expect(b.memberKey(withPropertyIndex: -7) == nil, "\(path)")
    case .array(let items):
      #expect(a.item(at: items.count) == nil && b.item(at: items.count) == nil, "\(path)")
      for (i, item) in items.enumerated() {
        guard let ia = a.item(at: i), let ib = b.item(at: i) else {
          Issue.record("\(path)[\(i)] missing")
          continue
        }
        compare(ia, ib, item, path + "[\(i)]", &compared)
      }
    default:
      #expect(a.memberKey(withPropertyIndex: 1) == nil && b.memberKey(withPropertyIndex: 1) == nil)
    }
  }

  private static func describe(_ value: JSValue?) -> String {
    value.map { "\($0)" } ?? "nil"
  }

  /// The walk of the tree the document's sites were found with before the tape was walked.
  private static func sites(in node: LottieJSON, path: [ExpressionStep]) -> [[ExpressionStep]] {
    switch node {
    case .object(let o):
      var found: [[ExpressionStep]] = []
      if case .string = o["x"], o["k"] != nil { found.append(path) }
      for (key, child) in o.sorted(by: { $0.key < $1.key }) where child.isContainer {
        found += sites(in: child, path: path + [.key(key)])
      }
      return found
    case .array(let a):
      var found: [[ExpressionStep]] = []
      for (i, child) in a.enumerated() where child.isContainer {
        found += sites(in: child, path: path + [.index(i)])
      }
      return found
    default: return []
    }
  }
}
