/// A token of the expression language (a JavaScript subset).
enum ExpressionToken: Equatable {
  case number(Double)
  case string(String)
  case identifier(String)
  case keyword(String)
  case punctuator(String)
  case end

  static let keywords: Set<String> = [
    "var", "let", "const", "function", "return", "if", "else", "for", "while", "do", "break",
    "continue", "true", "false", "null", "undefined", "typeof", "new", "try", "catch", "finally",
    "throw", "in", "this", "switch", "case", "default", "delete", "void", "instanceof",
  ]
}

/// Splits expression source into tokens.
struct ExpressionLexer {
  /// Longest first, so `>>>=` wins over `>>`.
  private static let punctuators: [String] = [
    ">>>=", "===", "!==", ">>>", "<<=", ">>=", "**", "==", "!=", "<=", ">=", "&&", "||", "++",
    "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "=>", "{", "}", "(", ")",
    "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "?", ":", "=",
    ".",
  ]

  /// The punctuators as scalars, matched without building strings.
  private static let punctuatorScalars: [(String, [Unicode.Scalar])] = punctuators.map {
    ($0, Array($0.unicodeScalars))
  }

  static func tokenize(_ source: String) throws(ExpressionError) -> [ExpressionToken] {
    let chars = Array(source.unicodeScalars)
    var tokens: [ExpressionToken] = []
    var i = 0
    // ASCII answers first: Unicode property look-ups dominated parsing large rigs.
    func isIdentStart(_ c: Unicode.Scalar) -> Bool {
      if c.isASCII {
        let v = c.value
        return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || c == "$" || c == "_"
      }
      return c.properties.isAlphabetic
    }
    func isWhitespace(_ c: Unicode.Scalar) -> Bool {
      if c.isASCII { return c == " " || (c.value >= 0x09 && c.value <= 0x0D) }
      return c.properties.isWhitespace || c == "\u{FEFF}"
    }
    func isNumeric(_ c: Unicode.Scalar) -> Bool {
      c.isASCII ? c.value >= 0x30 && c.value <= 0x39 : c.properties.numericType != nil
    }
    while i < chars.count {
      let c = chars[i]
      if isWhitespace(c) {
        i += 1
        continue
      }
      if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
        while i < chars.count && chars[i] != "\n" && chars[i] != "\r" { i += 1 }
        continue
      }
      if c == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
        i += 2
        while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
        i += 2
        continue
      }
      if c.properties.numericType != nil && c.isASCII
        || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII
          && chars[i + 1].properties.numericType != nil)
      {
        var text = ""
        if c == "0", i + 1 < chars.count, chars[i + 1] == "x" || chars[i + 1] == "X" {
          i += 2
          while i < chars.count, chars[i].properties.isASCIIHexDigit {
            text.unicodeScalars.append(chars[i])
            i += 1
          }
          tokens.append(.number(Double(UInt64(text, radix: 16) ?? 0)))
          continue
        }
        while i < chars.count {
          let d = chars[i]
          let isDigit = d.isASCII && d.properties.numericType != nil
          if isDigit || d == "." {
            text.unicodeScalars.append(d)
            i += 1
          } else if d == "e" || d == "E" {
            text.unicodeScalars.append(d)
            i += 1
            if i < chars.count, chars[i] == "+" || chars[i] == "-" {
              text.unicodeScalars.append(chars[i])
              i += 1
            }
          } else {
            break
          }
        }
        guard let value = Double(text) else { throw .syntax("bad number '\(text)'") }
        tokens.append(.number(value))
        continue
      }
      if isIdentStart(c) {
        var text = ""
        while i < chars.count, isIdentStart(chars[i]) || isNumeric(chars[i]) {
          text.unicodeScalars.append(chars[i])
          i += 1
        }
        tokens.append(ExpressionToken.keywords.contains(text) ? .keyword(text) : .identifier(text))
        continue
      }
      if c == "\"" || c == "'" {
        i += 1
        var text = ""
        while i < chars.count && chars[i] != c {
          if chars[i] == "\\" && i + 1 < chars.count {
            i += 1
            switch chars[i] {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "x" where i + 2 < chars.count:
              let hex = String(String.UnicodeScalarView(chars[(i + 1)...(i + 2)]))
              if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
                text.unicodeScalars.append(s)
              }
              i += 2
            case "u" where i + 4 < chars.count:
              let hex = String(String.UnicodeScalarView(chars[(i + 1)...(i + 4)]))
              if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
                text.unicodeScalars.append(s)
              }
              i += 4
            default: text.unicodeScalars.append(chars[i])
            }
          } else {
            text.unicodeScalars.append(chars[i])
          }
          i += 1
        }
        guard i < chars.count else { throw .syntax("unterminated string") }
        i += 1
        tokens.append(.string(text))
        continue
      }
      var matched = false
      for (p, scalars) in punctuatorScalars where i + scalars.count <= chars.count {
        if scalars.indices.allSatisfy({ chars[i + $0] == scalars[$0] }) {
          tokens.append(.punctuator(p))
          i += scalars.count
          matched = true
          break
        }
      }
      if !matched { throw .syntax("unexpected character '\(c)'") }
    }
    tokens.append(.end)
    return tokens
  }
}
