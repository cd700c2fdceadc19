/// Reads a JSON document from UTF-8 bytes, in one pass, into a ``LottieJSONTape`` (or a
/// ``LottieJSON`` tree made from one).
///
/// This is the only place a Lottie document is parsed: the model, slots and expressions all
/// work from what it returns. It is strict JSON (RFC 8259; a leading UTF-8 byte order mark
/// is skipped), takes the last of duplicate keys, and refuses nesting deeper than `maxDepth`
/// with the JSON path of the value that goes too deep, so nothing after it recurses without
/// bound.
///
/// ```swift
/// let doc = try LottieJSONReader.read(Array(#"{"a":[1,true,"x"]}"#.utf8))
/// doc["a"]?.arrayValue?.count  // 3
/// ```
enum LottieJSONReader {
  /// The nesting a document may have; real files stay far below it.
  static let defaultMaxDepth = 160

  /// Reads `bytes` as one JSON value, as a tree.
  ///
  /// - Throws: ``LottieError/malformedJSON(_:)`` naming the line and column where the syntax
  ///   breaks, or ``LottieError/limitExceeded(path:reason:)`` for nesting past `maxDepth`.
  static func read(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(LottieError)
    -> LottieJSON
  {
    try tape(bytes, maxDepth: maxDepth).json(at: LottieJSONTape.root)
  }

  /// Reads `bytes` as one JSON value, as a tape (what the model is decoded from).
  static func tape(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(LottieError)
    -> LottieJSONTape
  {
    try bytes.withUnsafeBufferPointer { buffer throws(LottieError) in
      try tape(buffer, maxDepth: maxDepth)
    }
  }

  /// Reads the bytes at `buffer`; the tape keeps none of them, so they may go after.
  static func tape(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth)
    throws(LottieError) -> LottieJSONTape
  {
    // A string's place in the tape is 31 bits; inputs are capped far below (ContainerLimits).
    guard buffer.count < 1 << 31 else {
      throw .limitExceeded(path: "$", reason: "JSON text of 2 GiB or more")
    }
    do throws(Failure) {
      var reader = Cursor(bytes: buffer, maxDepth: maxDepth)
      if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
      try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.index == buffer.count else {
        throw .malformed(offset: reader.index, "unexpected text after the document")
      }
      return reader.tape.finish()
    } catch {
      switch error {
      case .malformed(let offset, let reason):
        throw .malformedJSON("\(reason) at \(position(of: offset, in: buffer))")
      case .tooDeep(let path):
        var text = "$"
        for step in path.reversed() {
          switch step {
          case .key(let key): text += ".\(key)"
          case .index(let index): text += "[\(index)]"
          }
        }
        throw .limitExceeded(path: text, reason: "JSON nested deeper than \(maxDepth) levels")
      }
    }
  }

  /// At most how many records a document of `bytes` makes: one per value and per key, and a
  /// value is the document, or follows a `,`, or is the first item of an array or object
  /// (each counted once at its `[` or `{`), and a key precedes a `:`. Bytes in strings count
  /// too, so this is a little over; it is the tape's size reserved once.
  private static func recordBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var structural = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
        structural += 1
      default: break
      }
    }
    return structural + 2
  }

  /// Why reading stopped; a too-deep path is collected innermost step first as the reader
  /// unwinds, so reading a well-formed document never builds paths.
  private enum Failure: Error {
    case malformed(offset: Int, String)
    case tooDeep([LottieJSON.Step])
  }

  /// `line 3, column 14 (byte 57)`, counting from 1, for a byte offset.
  private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "line \(line), column \(column) (byte \(offset))"
  }

  /// A position in the input and the recursive-descent reading from it, writing each value's
  /// records as it is read.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0
    var tape: LottieJSONTapeBuilder

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
      self.bytes = bytes
      self.maxDepth = maxDepth
      tape = LottieJSONTapeBuilder(capacity: LottieJSONReader.recordBound(bytes))
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What the reader found instead of what it expected, for the message.
    private var found: String {
      guard let c = current else { return "the end of the data" }
      if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
      return "byte 0x\(String(c, radix: 16, uppercase: true))"
    }

    private func malformed(_ expected: String) -> Failure {
      .malformed(offset: index, "expected \(expected), found \(found)")
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(Failure) {
      skipSpace()
      guard let c = current else { throw malformed("a value") }
      switch c {
      case UInt8(ascii: "{"):
        guard depth < maxDepth else { throw .tooDeep([]) }
        try object(depth: depth + 1)
      case UInt8(ascii: "["):
        guard depth < maxDepth else { throw .tooDeep([]) }
        try array(depth: depth + 1)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try literal("true", .bool, 1)
      case UInt8(ascii: "f"): try literal("false", .bool, 0)
      case UInt8(ascii: "n"): try literal("null", .null, 0)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        tape.append(number: try number())
      default: throw malformed("a value")
      }
    }

    private mutating func literal(
      _ word: StaticString, _ kind: LottieJSONTape.Kind, _ payload: UInt64
    ) throws(Failure) {
      let count = word.utf8CodeUnitCount
      for i in 0..<count {
        guard index < bytes.count, bytes[index] == word.utf8Start[i] else {
          throw malformed("'\(word)'")
        }
        index += 1
      }
      tape.append(kind, payload)
    }

    private mutating func object(depth: Int) throws(Failure) {
      index += 1
      let container = tape.open(.object)
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        tape.close(container, count: 0)
        return
      }
      var count = 0
      while true {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { throw malformed("a key in quotes") }
        let key = tape.count
        try string()
        skipSpace()
        guard current == UInt8(ascii: ":") else { throw malformed("':' after a key") }
        index += 1
        do throws(Failure) {
          try value(depth: depth)
        } catch {
          guard case .tooDeep(let path) = error else { throw error }
          throw .tooDeep(path + [.key(tape.string(key))])
        }
        count += 1
        skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          tape.close(container, count: count)
          return
        default: throw malformed("',' or '}' in an object")
        }
      }
    }

    private mutating func array(depth: Int) throws(Failure) {
      index += 1
      let container = tape.open(.array)
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        tape.close(container, count: 0)
        return
      }
      var count = 0
      while true {
        do throws(Failure) {
          try value(depth: depth)
        } catch {
          guard case .tooDeep(let path) = error else { throw error }
          throw .tooDeep(path + [.index(count)])
        }
        count += 1
        skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"):
          index += 1
          tape.close(container, count: count)
          return
        default: throw malformed("',' or ']' in an array")
        }
      }
    }

    /// Reads a number to the same double as `Double(text)` (correctly rounded). Most numbers
    /// in a Lottie file have at most 15 significant digits and a short fraction; those are an
    /// exact integer divided by an exact power of ten, one correctly rounded operation.
    private mutating func number() throws(Failure) -> Double {
      let start = index
      var mantissa: UInt64 = 0
      var significant = 0
      var fractionDigits = 0
      func digits(_ mantissa: inout UInt64, _ significant: inout Int) -> Int {
        let from = index
        while let c = current, c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
          if significant < 19 {
            mantissa = mantissa &* 10 &+ UInt64(c - UInt8(ascii: "0"))
            if mantissa != 0 { significant += 1 }
          } else {
            significant += 1
          }
          index += 1
        }
        return index - from
      }
      let negative = current == UInt8(ascii: "-")
      if negative { index += 1 }
      guard current.map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true else {
        throw malformed("a digit")
      }
      if current == UInt8(ascii: "0") {
        index += 1
      } else {
        _ = digits(&mantissa, &significant)
      }
      var simple = true
      if current == UInt8(ascii: ".") {
        index += 1
        fractionDigits = digits(&mantissa, &significant)
        guard fractionDigits > 0 else { throw malformed("a digit after '.'") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        simple = false
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        var ignored: UInt64 = 0
        var count = 0
        guard digits(&ignored, &count) > 0 else { throw malformed("a digit in the exponent") }
      }
      if simple && significant <= 15 && fractionDigits <= 22 {
        let value = Double(mantissa) / Cursor.powersOfTen[fractionDigits]
        return negative ? -value : value
      }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let n = Double(text) else { throw .malformed(offset: start, "unreadable number") }
      return n
    }

    /// 10⁰ … 10²², every one exact in a double.
    private static let powersOfTen: [Double] = (0...22).map { i in
      var p = 1.0
      for _ in 0..<i { p *= 10 }
      return p
    }

    /// Reads a string (or key) and writes its record.
    private mutating func string() throws(Failure) {
      index += 1
      let start = index
      // Fast path: no escapes, the bytes are the string.
      while let c = current, c != UInt8(ascii: "\""), c != UInt8(ascii: "\\") {
        guard c >= 0x20 else { throw malformed("no control characters in a string") }
        index += 1
      }
      guard let stop = current else { throw malformed("'\"' to end the string") }
      if stop == UInt8(ascii: "\"") {
        tape.append(string: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        index += 1
        return
      }
      var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      while let c = current {
        switch c {
        case UInt8(ascii: "\""):
          index += 1
          out.withUnsafeBufferPointer { tape.append(string: $0) }
          return
        case UInt8(ascii: "\\"):
          index += 1
          try escape(into: &out)
        case 0..<0x20: throw malformed("no control characters in a string")
        default:
          out.append(c)
          index += 1
        }
      }
      throw malformed("'\"' to end the string")
    }

    private mutating func escape(into out: inout [UInt8]) throws(Failure) {
      guard let e = current else { throw malformed("an escape") }
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        index += 1
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
          // A high surrogate must be followed by an escaped low one.
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw malformed("a low surrogate after a high one") }
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else {
            throw malformed("a low surrogate after a high one")
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw malformed("a high surrogate before a low one")
        }
        guard let u = Unicode.Scalar(scalar) else { throw malformed("a Unicode scalar") }
        UTF8.encode(u) { out.append($0) }
        return
      default: throw malformed("an escape ('\\\"', '\\n', '\\u00e9'…)")
      }
      index += 1
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
      var v: UInt32 = 0
      for _ in 0..<4 {
        guard let c = current else { throw malformed("four hex digits") }
        let d: UInt8
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
        default: throw malformed("four hex digits")
        }
        v = v << 4 | UInt32(d)
        index += 1
      }
      return v
    }
  }
}
