/// Reads and writes `LottieJSON` straight from and to UTF-8 bytes.
///
/// Baking expressions reads the whole document once and writes it back once; going through
/// `Codable` for that cost most of a load (every value was tried as each type in turn). The
/// reader is strict JSON (RFC 8259) and takes the last of duplicate keys; its callers have
/// already bounded the nesting depth.
///
/// ```swift
/// let doc = try LottieJSONReader.read(Array(#"{"a":[1,true,"x"]}"#.utf8))
/// let bytes = LottieJSONReader.write(doc)  // {"a":[1.0,true,"x"]}
/// ```
enum LottieJSONReader {
  /// Malformed input; `offset` is the byte where reading stopped.
  struct Malformed: Error, Equatable {
    var offset: Int
  }

  static func read(_ bytes: [UInt8]) throws(Malformed) -> LottieJSON {
    try bytes.withUnsafeBufferPointer { buffer throws(Malformed) in
      var reader = Cursor(bytes: buffer)
      let value = try reader.value()
      reader.skipSpace()
      guard reader.index == buffer.count else { throw Malformed(offset: reader.index) }
      return value
    }
  }

  static func write(_ value: LottieJSON) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    write(value, into: &out)
    return out
  }

  private static func write(_ value: LottieJSON, into out: inout [UInt8]) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let n):
      // Swift prints the shortest text that reads back as the same double, which is valid
      // JSON for finite values; JSON has no infinities, so those become 0 (as before).
      out.append(contentsOf: (n.isFinite ? n : 0).description.utf8)
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        write(item, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let fields):
      out.append(UInt8(ascii: "{"))
      var first = true
      for (key, item) in fields {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        writeString(key, into: &out)
        out.append(UInt8(ascii: ":"))
        write(item, into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ s: String, into out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        out.append(contentsOf: #"\u00"#.utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 15)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// A position in the input and the recursive-descent reading from it.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value() throws(Malformed) -> LottieJSON {
      skipSpace()
      guard let c = current else { throw Malformed(offset: index) }
      switch c {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return .number(try number())
      }
    }

    private mutating func literal(_ word: StaticString, _ value: LottieJSON) throws(Malformed)
      -> LottieJSON
    {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { throw Malformed(offset: index) }
      for i in 0..<count where bytes[index + i] != word.utf8Start[i] {
        throw Malformed(offset: index + i)
      }
      index += count
      return value
    }

    private mutating func object() throws(Malformed) -> LottieJSON {
      index += 1
      var fields: [String: LottieJSON] = [:]
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(fields)
      }
      while true {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { throw Malformed(offset: index) }
        let key = try string()
        skipSpace()
        guard current == UInt8(ascii: ":") else { throw Malformed(offset: index) }
        index += 1
        fields[key] = try value()
        skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          return .object(fields)
        default: throw Malformed(offset: index)
        }
      }
    }

    private mutating func array() throws(Malformed) -> LottieJSON {
      index += 1
      var items: [LottieJSON] = []
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        items.append(try value())
        skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"):
          index += 1
          return .array(items)
        default: throw Malformed(offset: index)
        }
      }
    }

    private mutating func number() throws(Malformed) -> Double {
      let start = index
      func digits() -> Int {
        let from = index
        while let c = current, c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { index += 1 }
        return index - from
      }
      if current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw Malformed(offset: index) }
      if current == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw Malformed(offset: index) }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw Malformed(offset: index) }
      }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let n = Double(text) else { throw Malformed(offset: start) }
      return n
    }

    private mutating func string() throws(Malformed) -> String {
      index += 1
      let start = index
      // Fast path: no escapes, the bytes are the string.
      while let c = current, c != UInt8(ascii: "\""), c != UInt8(ascii: "\\") {
        guard c >= 0x20 else { throw Malformed(offset: index) }
        index += 1
      }
      guard let stop = current else { throw Malformed(offset: index) }
      var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      if stop == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: out, as: UTF8.self)
      }
      while let c = current {
        index += 1
        switch c {
        case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"): try escape(into: &out)
        case 0..<0x20: throw Malformed(offset: index - 1)
        default: out.append(c)
        }
      }
      throw Malformed(offset: index)
    }

    private mutating func escape(into out: inout [UInt8]) throws(Malformed) {
      guard let e = current else { throw Malformed(offset: index) }
      index += 1
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
          // A high surrogate must be followed by an escaped low one.
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw Malformed(offset: index) }
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw Malformed(offset: index) }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw Malformed(offset: index)
        }
        guard let u = Unicode.Scalar(scalar) else { throw Malformed(offset: index) }
        UTF8.encode(u) { out.append($0) }
      default: throw Malformed(offset: index - 1)
      }
    }

    private mutating func hex4() throws(Malformed) -> UInt32 {
      guard index + 4 <= bytes.count else { throw Malformed(offset: index) }
      var v: UInt32 = 0
      for _ in 0..<4 {
        let c = bytes[index]
        let d: UInt8
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
        default: throw Malformed(offset: index)
        }
        v = v << 4 | UInt32(d)
        index += 1
      }
      return v
    }
  }
}
