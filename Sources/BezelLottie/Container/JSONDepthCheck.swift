/// Refuses JSON nested deeper than a limit before it is decoded (decoding recurses).
enum JSONDepthCheck {
  private enum Frame {
    case object(key: String)
    case array(index: Int)
  }

  static func check(_ bytes: [UInt8], maxDepth: Int) throws(LottieError) {
    var stack: [Frame] = []
    var inString = false
    var escaped = false
    var stringStart = 0
    var lastString = ""
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if inString {
        if escaped {
          escaped = false
        } else if b == UInt8(ascii: "\\") {
          escaped = true
        } else if b == UInt8(ascii: "\"") {
          inString = false
          if i - stringStart < 64 {
            lastString = String(decoding: bytes[stringStart..<i], as: UTF8.self)
          }
        }
        i += 1
        continue
      }
      switch b {
      case UInt8(ascii: "\""):
        inString = true
        stringStart = i + 1
      case UInt8(ascii: ":"):
        if case .object = stack.last { stack[stack.count - 1] = .object(key: lastString) }
      case UInt8(ascii: ","):
        if case .array(let index) = stack.last { stack[stack.count - 1] = .array(index: index + 1) }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if stack.count >= maxDepth {
          var path = "$"
          for frame in stack {
            switch frame {
            case .object(let key): path += ".\(key)"
            case .array(let index): path += "[\(index)]"
            }
          }
          throw .limitExceeded(path: path, reason: "JSON nested deeper than \(maxDepth) levels")
        }
        stack.append(b == UInt8(ascii: "{") ? .object(key: "") : .array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !stack.isEmpty { stack.removeLast() }
      default: break
      }
      i += 1
    }
  }
}
