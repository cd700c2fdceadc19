import Foundation
import Testing

@testable import BezelLottie

/// The tape the model is decoded from: one record per value and key, read back as the tree
/// the reader used to make.
@Suite struct LottieJSONTapeTests {
  private static func tape(_ text: String) throws -> LottieJSONTape {
    try LottieJSONReader.tape(Array(text.utf8))
  }

  @Test func numbersAndKeysTakeOneRecordEach() throws {
    // The object, 2 keys, 2 arrays, 4 numbers, and the record for missing values.
    let tape = try Self.tape(#"{"v":[[1,2]],"k":[3,4]}"#)
    #expect(tape.kinds.count == 1 + 2 + 3 + 4 + 1)
    #expect(tape.payloads.count == tape.kinds.count)
    // Only the keys' bytes are kept.
    #expect(tape.strings == Array("vk".utf8))
    #expect(tape.kind(tape.missing) == .null)
  }

  @Test func treeMadeFromTheTapeIsTheDocument() throws {
    let text = #"{"a":[1,-2.5e2,true,null,"x\n\u00e9"],"b":{"c":{},"d":[]},"a2":[[0,1],[2]]}"#
    let tree = try LottieJSONReader.read(Array(text.utf8))
    #expect(
      tree
        == .object([
          "a": .array([.number(1), .number(-250), .bool(true), .null, .string("x\né")]),
          "b": .object(["c": .object([:]), "d": .array([])]),
          "a2": .array([.array([.number(0), .number(1)]), .array([.number(2)])]),
        ]))
    #expect(LottieJSONTape.of(tree).json(at: LottieJSONTape.root) == tree)
  }

  @Test func lookupsTakeTheLastOfDuplicateKeysAndSkipNestedValues() throws {
    let tape = try Self.tape(#"{"a":1,"b":{"a":5,"c":[{"a":6}]},"a":2,"c":3}"#)
    let a = try #require(tape.value(in: LottieJSONTape.root, forKey: "a"))
    #expect(tape.number(a) == 2)
    let c = try #require(tape.value(in: LottieJSONTape.root, forKey: "c"))
    #expect(tape.number(c) == 3)
    #expect(tape.value(in: LottieJSONTape.root, forKey: "z") == nil)
    #expect(tape.keys(of: LottieJSONTape.root) == ["a", "b", "c"])
  }

  /// Keys compare as the tree's dictionary compared them: as Swift strings, so a key
  /// canonically equivalent to another (the Kelvin sign and `K`, `é` as one or two scalars)
  /// is the same key.
  @Test func keysCompareAsStrings() throws {
    let text = #"{"\u212a":1,"e\u0301":2,"K":3}"#
    let tape = try Self.tape(text)
    let tree = try LottieJSONReader.read(Array(text.utf8))
    for key in ["K", "\u{212A}", "é", "e\u{301}", "k", "e"] {
      let value = tape.value(in: LottieJSONTape.root, forKey: key).map { tape.json(at: $0) }
      #expect(value == tree[key], "\(key)")
    }
  }

  @Test func expressionsAreFoundAsInTheTree() throws {
    let documents = [
      #"{"layers":[{"ks":{"r":{"a":0,"k":5,"x":"time"}}}]}"#,
      #"{"layers":[{"ks":{"r":{"a":0,"k":5,"x":5}}}]}"#,
      #"{"layers":[{"ks":{"r":{"a":0,"x":"time"}}}]}"#,
      #"{"x":"a","k":null}"#,
      #"[1,{"x":"","k":[]}]"#,
    ]
    for text in documents {
      let tree = try LottieJSONReader.read(Array(text.utf8))
      #expect(
        try Self.tape(text).containsExpression == Self.containsExpression(tree), "\(text)")
    }
  }

  /// Whether any property under `node` carries an expression (a string `x` beside its `k`),
  /// walked in the tree: the reference for the tape's own answer.
  static func containsExpression(_ node: LottieJSON) -> Bool {
    switch node {
    case .object(let o):
      if case .string = o["x"], o["k"] != nil { return true }
      return o.values.contains { $0.isContainer && containsExpression($0) }
    case .array(let a): return a.contains { $0.isContainer && containsExpression($0) }
    default: return false
    }
  }

  @Test func slotsAreOnlyResolvedInFilesThatHaveThem() throws {
    #expect(SlotResolver.resolved(try Self.tape(#"{"layers":[]}"#)) == nil)
    #expect(SlotResolver.resolved(try Self.tape(#"{"slots":{}}"#)) == nil)
    let text = #"{"slots":{"s":{"p":{"a":0,"k":7}}},"o":{"sid":"s"}}"#
    let resolved = try #require(SlotResolver.resolved(try Self.tape(text)))
    #expect(resolved["o"] == .object(["k": .number(7), "a": .number(0)]))
  }

  /// Outline points are kept as one array of numbers, and read back as written.
  @Test func pointListsKeepPointsAsWritten() {
    let pairs: [[Double]] = [[1, 2], [3, 4]]
    let mixed: [[Double]] = [[1, 2, 0], [], [5], [6, 7]]
    #expect(PointList(pairs).arrays == pairs)
    #expect(PointList(mixed).arrays == mixed)
    #expect(PointList(mixed)[2].count == 1 && PointList(mixed)[2][0] == 5)
    #expect(PointList(pairs) == [[1, 2], [3, 4]])
    #expect(PointList(pairs) != PointList([[1, 2, 3, 4]]))
    #expect(PointList(pairs) != PointList([[1, 2], [3], [4]]))
  }

  @Test func shapeVerticesDecodeIntoPointLists() throws {
    let text = #"{"c":true,"v":[[0,0],[10,0,0],[true,5]],"i":[[0,0],[],[1,1]],"o":[]}"#
    let shape = try ShapeValue(lottie: LottieJSONDecoder(tape: Self.tape(text)))
    #expect(shape.closed)
    #expect(shape.vertices.arrays == [[0, 0], [10, 0, 0], [1, 5]])
    #expect(shape.inTangents.arrays == [[0, 0], [], [1, 1]])
    #expect(shape.outTangents.isEmpty)
    #expect(throws: DecodingError.self) {
      try ShapeValue(lottie: LottieJSONDecoder(tape: Self.tape(#"{"v":[[0,"a"]]}"#)))
    }
  }
}
