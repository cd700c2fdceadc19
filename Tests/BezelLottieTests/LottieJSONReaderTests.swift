import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

private func read(_ text: String) throws -> LottieJSON {
  try LottieJSONReader.read(Array(text.utf8))
}

@Test func readerReadsEveryKindOfValue() throws {
  let doc = try read(#" {"a": [1, -2.5e2, 0.125, true, false, null], "b": {"c": "d"}, "e": {}} "#)
  #expect(
    doc
      == .object([
        "a": .array([.number(1), .number(-250), .number(0.125), .bool(true), .bool(false), .null]),
        "b": .object(["c": .string("d")]),
        "e": .object([:]),
      ]))
}

@Test func readerDecodesEscapes() throws {
  // \u00e9 is é (2 UTF-8 bytes); the surrogate pair \ud83d\ude00 is U+1F600 (4 bytes).
  let doc = try read(#"["a\"b\\c\/d\n\t", "caf\u00e9", "\ud83d\ude00"]"#)
  #expect(doc == .array([.string("a\"b\\c/d\n\t"), .string("café"), .string("😀")]))
}

@Test func readerSkipsAByteOrderMark() throws {
  #expect(
    try LottieJSONReader.read([0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8))
      == .object(["a": .number(1)]))
}

@Test func readerRefusesMalformedInput() {
  for bad in [
    "", "[1,]", "{\"a\" 1}", "[1 2]", "tru", "-", "1.", "1e", "\"abc", "[\"\\x\"]",
    "\"\\ud83d\"", "{\"a\":1}}", "\"line\nbreak\"", "[01]", "[+1]", "{a:1}", "[.5]",
  ] {
    #expect(throws: LottieError.self) { try read(bad) }
    do {
      _ = try read(bad)
    } catch {
      guard case .malformedJSON = error as? LottieError else {
        Issue.record("\(bad): \(error)")
        continue
      }
    }
  }
}

/// The message says what was expected, what was found, and where (line and column count from 1).
@Test func malformedInputNamesLineAndColumn() {
  #expect(
    throws: LottieError.malformedJSON("expected a value, found ']' at line 2, column 5 (byte 10)")
  ) {
    try read("{\"a\":\n [1,]}")
  }
  #expect(
    throws: LottieError.malformedJSON(
      "expected ',' or '}' in an object, found the end of the data at line 1, column 9 (byte 8)")
  ) {
    try read(#"{"a":[1]"#)
  }
}

/// The short-number fast path gives the same doubles as `Double(String)` (correct rounding),
/// on hand-picked hard cases and on seeded random decimals.
@Test func numbersReadAsDoubleParsesThem() throws {
  var texts = [
    "0", "-0", "0.1", "0.2", "0.3", "-1.5", "123.456", "1e-7", "2.5E+3", "9007199254740993",
    "0.30000000000000004", "2.2250738585072014e-308", "1.7976931348623157e308", "1e400",
    "123456789012345.6", "999999999999999", "0.0000000000000000000001", "0.00000000000000000000001",
    "4.35", "100.00000000000001",
  ]
  var random = SeededGenerator(seed: 18)
  for _ in 0..<2_000 {
    let digits = Int.random(in: 1...17, using: &random)
    var text = String(Int.random(in: 0...9, using: &random))
    for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &random)) }
    let point = Int.random(in: 0...digits, using: &random)
    if point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
    if text.hasPrefix(".") { text = "0" + text }
    while text.count > 1 && text.hasPrefix("0") && !text.hasPrefix("0.") { text.removeFirst() }
    texts.append(Bool.random(using: &random) ? "-" + text : text)
  }
  for text in texts {
    let expected = try #require(Double(text), "\(text)")
    let read = try read("[\(text)]")
    guard case .array(let items) = read, case .number(let n) = items.first else {
      Issue.record("\(text) read as \(read)")
      continue
    }
    #expect(n.bitPattern == expected.bitPattern, "\(text): \(n) vs \(expected)")
  }
}

@Test func nestingPastTheLimitNamesItsPath() throws {
  var text = "1"
  for _ in 0..<3 { text = #"{"it":[\#(text)]}"# }
  // Six levels: an object and an array three times.
  #expect(throws: Never.self) { try LottieJSONReader.read(Array(text.utf8), maxDepth: 6) }
  #expect(
    throws: LottieError.limitExceeded(
      path: "$.it[0].it[0]", reason: "JSON nested deeper than 4 levels")
  ) {
    try LottieJSONReader.read(Array(text.utf8), maxDepth: 4)
  }
}

/// A key written twice takes its last value, as `JSON.parse` (and so lottie-web) reads it.
@Test func duplicateKeysTakeTheLastValue() throws {
  #expect(try read(#"{"k":[{"t":1}],"k":{"v":[]}}"#) == .object(["k": .object(["v": .array([])])]))
}

/// Containers read inside containers (whose items and fields wait while the inner ones are
/// read) come out whole and in order, each made at its final size.
@Test func nestedContainersKeepTheirItemsInOrder() throws {
  let doc = try read(#"[[1,[2,3],{"a":[4,{"b":5}],"c":6}],7,{"d":[],"e":{"f":[8,9]}},[10]]"#)
  #expect(
    doc
      == .array([
        .array([
          .number(1), .array([.number(2), .number(3)]),
          .object(["a": .array([.number(4), .object(["b": .number(5)])]), "c": .number(6)]),
        ]),
        .number(7),
        .object(["d": .array([]), "e": .object(["f": .array([.number(8), .number(9)])])]),
        .array([.number(10)]),
      ]))
  // Nine items appended one by one would leave room for sixteen.
  let nine = try #require(try read("[1,2,3,4,5,6,7,8,9]").arrayValue)
  #expect(nine.count == 9)
  #expect(nine.capacity < 16)
}

/// The path of a value nested too deep counts the items before it in each array.
@Test func nestingPastTheLimitCountsEarlierItems() {
  #expect(
    throws: LottieError.limitExceeded(
      path: "$.a[2][0]", reason: "JSON nested deeper than 3 levels")
  ) {
    try LottieJSONReader.read(Array(#"{"a":[0,[1],[[[1]]]]}"#.utf8), maxDepth: 3)
  }
}
