/// Removes the whitespace between JSON tokens without touching the tokens, so numbers keep
/// their exact spelling (re-serialising would respell them, often longer).
enum JSONMinifier {
  static func minify(_ json: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(json.count)
    var inString = false
    var escaped = false
    var start = 0
    // A UTF-8 byte order mark is not JSON.
    if json.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    for byte in json[start...] {
      if inString {
        output.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case UInt8(ascii: "\""): inString = true
      default: break
      }
      output.append(byte)
    }
    return output
  }

  /// `member` (`"key":value`) inserted as the first member of the minified top-level object.
  static func addingFirstMember(_ member: String, to object: [UInt8]) -> [UInt8] {
    guard object.first == UInt8(ascii: "{") else { return object }
    let rest = object.dropFirst()
    let separator: [UInt8] = rest.first == UInt8(ascii: "}") ? [] : [UInt8(ascii: ",")]
    return [UInt8(ascii: "{")] + Array(member.utf8) + separator + rest
  }
}
