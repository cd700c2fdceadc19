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

@Test func readerRefusesMalformedInput() {
  for bad in [
    "", "[1,]", "{\"a\" 1}", "[1 2]", "tru", "-", "1.", "1e", "\"abc", "[\"\\x\"]",
    "\"\\ud83d\"", "{\"a\":1}}", "\"line\nbreak\"",
  ] {
    #expect(throws: LottieJSONReader.Malformed.self) { try read(bad) }
  }
}

@Test func writerOutputReadsBackTheSame() throws {
  let doc: LottieJSON = .object([
    "n": .array([.number(0.1), .number(-3), .number(1e-7), .number(123_456_789.125)]),
    "s": .string("quote \" slash \\ tab \t bell \u{7} é"),
    "flags": .array([.bool(true), .null]),
  ])
  let bytes = LottieJSONReader.write(doc)
  #expect(try LottieJSONReader.read(bytes) == doc)
  // Foundation reads it too, to the same values.
  #expect(try JSONDecoder().decode(LottieJSON.self, from: Data(bytes)) == doc)
  // JSON has no infinity: it is written as 0.
  #expect(LottieJSONReader.write(.number(.infinity)) == Array("0.0".utf8))
}
