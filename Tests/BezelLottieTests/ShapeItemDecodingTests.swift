import Foundation
import Testing

@testable import BezelLottie

/// A shape list decodes item by item whatever the nesting: groups inside groups, every kind of
/// item at each level, hidden, untyped and unknown items skipped, and keys whose name is not
/// their text (a polystar's `is`) read from the file.
///
/// The model reads every object with one key type (``LottieCodingKey``) instead of a key enum
/// a type; this checks the keys read are the file's.
@Suite struct ShapeItemDecodingTests {
  /// One of each kind of item the player draws, and three it skips.
  private static let leaves = [
    #"{"ty":"rc","p":{"a":0,"k":[1,2]},"s":{"a":0,"k":[3,4]},"r":{"a":0,"k":5}}"#,
    #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[6,6]},"d":3}"#,
    #"{"ty":"sr","sy":2,"pt":{"a":0,"k":6},"ir":{"a":0,"k":4},"is":{"a":0,"k":37},"os":{"a":0,"k":11}}"#,
    #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[1,0],[1,1]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}"#,
    #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":2}"#,
    #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3}}"#,
    #"{"ty":"tm","s":{"a":0,"k":10},"e":{"a":0,"k":90},"o":{"a":0,"k":0},"m":1}"#,
    #"{"ty":"rd","r":{"a":0,"k":7}}"#,
    #"{"ty":"mm","mm":3}"#,
    #"{"ty":"pb","a":{"a":0,"k":20}}"#,
    #"{"ty":"fl","hd":true,"c":{"a":0,"k":[0,1,0,1]}}"#,
    #"{"c":{"a":0,"k":[0,1,0,1]}}"#,
    #"{"ty":"xx"}"#,
    #"{"ty":"tr","p":{"a":0,"k":[5,5]},"o":{"a":0,"k":50}}"#,
  ]

  /// The names ``describe(_:)`` gives the leaves, in order.
  private static let leafNames = [
    "rectangle", "ellipse", "polystar(is 37)", "path", "fill(even-odd)", "stroke", "trim",
    "roundCorners", "merge(3)", "puckerBloat", "ignored", "ignored", "ignored", "transform",
  ]

  /// A group `depth` levels deep: each level holds every leaf, then the next level's group.
  private static func nested(_ depth: Int) -> String {
    let inner = depth > 1 ? "," + nested(depth - 1) : ""
    return #"{"ty":"gr","nm":"level \#(depth)","it":["# + leaves.joined(separator: ",") + inner
      + "]}"
  }

  private static func describe(_ item: ShapeItemModel) -> String {
    switch item {
    case .group(let items, let name):
      return "group \(name ?? "?")[" + items.map(describe).joined(separator: " ") + "]"
    case .rectangle: return "rectangle"
    case .ellipse: return "ellipse"
    case .polystar(let star):
      guard case .fixed(let roundness) = star.innerRoundness.content else { return "polystar" }
      return "polystar(is \(Int(roundness)))"
    case .path: return "path"
    case .fill(let fill): return fill.evenOdd ? "fill(even-odd)" : "fill"
    case .stroke: return "stroke"
    case .trim: return "trim"
    case .roundCorners: return "roundCorners"
    case .merge(let mode): return "merge(\(mode))"
    case .puckerBloat: return "puckerBloat"
    case .transform: return "transform"
    case .ignored: return "ignored"
    default: return "other"
    }
  }

  private static func expected(_ depth: Int) -> String {
    let inner = depth > 1 ? " " + expected(depth - 1) : ""
    return "group level \(depth)[" + leafNames.joined(separator: " ") + inner + "]"
  }

  @Test(arguments: [1, 2, 5, 12])
  func nestedGroupsDecodeEveryItem(depth: Int) throws {
    let text =
      #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"ks":{},"shapes":["#
      + Self.nested(depth) + "]}]}"
    let tape = try LottieJSONReader.tape(Array(text.utf8))
    let log = FeatureLog()
    let model = try ModelDecoder.decode(tape, log: log)
    guard case .shape(let shapes) = try #require(model.layers.first).kind else {
      Issue.record("not a shape layer")
      return
    }
    #expect(shapes.map(Self.describe) == [Self.expected(depth)])
    // The skipped items are reported: no type, an unknown type.
    #expect(log.all.contains { $0.feature.contains("without a type") })
    #expect(log.all.contains { $0.feature.contains("'xx'") })
  }
}
