import Foundation

/// Operators, with After Effects' vector arithmetic on arrays (as `$bm_sum` and friends).
enum JSOperators {
  static func int32(_ d: Double) -> Int32 {
    guard d.isFinite else { return 0 }
    return Int32(truncatingIfNeeded: Int64(d.truncatingRemainder(dividingBy: 4_294_967_296)))
  }

  static func negate(_ v: JSValue) throws(JSThrow) -> JSValue {
    let p = try v.primitive
    if case .array(let a) = p { return .array(JSArray(a.items.map { .number(-$0.numberValue) })) }
    return .number(-p.numberValue)
  }

  private static func isNumeric(_ v: JSValue) -> Bool {
    switch v {
    case .number, .bool: return true
    default: return false
    }
  }

  /// `a + b` as After Effects' `sum`/`$bm_sum`: arrays add element by element; a number added
  /// to an array changes its first element.
  static func sum(_ x: JSValue, _ y: JSValue) throws(JSThrow) -> JSValue {
    let a = try x.primitive
    let b = try y.primitive
    switch (a, b) {
    case (.string, _), (_, .string): return .string(a.stringValue + b.stringValue)
    case (.array(let p), .array(let q)): return try elementwise(p, q) { $0 + $1 }
    case (.array(let p), _) where isNumeric(b) || b.isNullish:
      var items = p.items
      if !items.isEmpty { items[0] = .number(items[0].numberValue + b.numberValue) }
      return .array(JSArray(items))
    case (_, .array(let q)) where isNumeric(a) || a.isNullish:
      var items = q.items
      if !items.isEmpty { items[0] = .number(a.numberValue + items[0].numberValue) }
      return .array(JSArray(items))
    default: return .number(a.numberValue + b.numberValue)
    }
  }

  static func sub(_ x: JSValue, _ y: JSValue) throws(JSThrow) -> JSValue {
    let a = try x.primitive
    let b = try y.primitive
    switch (a, b) {
    case (.array(let p), .array(let q)): return try elementwise(p, q) { $0 - $1 }
    case (.array(let p), _):
      var items = p.items
      if !items.isEmpty { items[0] = .number(items[0].numberValue - b.numberValue) }
      return .array(JSArray(items))
    case (_, .array(let q)):
      var items = q.items
      if !items.isEmpty { items[0] = .number(a.numberValue - items[0].numberValue) }
      return .array(JSArray(items))
    default: return .number(a.numberValue - b.numberValue)
    }
  }

  static func mul(_ x: JSValue, _ y: JSValue) throws(JSThrow) -> JSValue {
    let a = try x.primitive
    let b = try y.primitive
    switch (a, b) {
    case (.array(let p), .array(let q)):
      // After Effects multiplies vectors element by element where both have a value.
      return try elementwise(p, q) { $0 * $1 }
    case (.array(let p), _):
      let k = b.numberValue
      return .array(JSArray(p.items.map { .number($0.numberValue * k) }))
    case (_, .array(let q)):
      let k = a.numberValue
      return .array(JSArray(q.items.map { .number(k * $0.numberValue) }))
    default: return .number(a.numberValue * b.numberValue)
    }
  }

  static func div(_ x: JSValue, _ y: JSValue) throws(JSThrow) -> JSValue {
    let a = try x.primitive
    let b = try y.primitive
    switch (a, b) {
    case (.array(let p), .array(let q)): return try elementwise(p, q) { $0 / $1 }
    case (.array(let p), _):
      let k = b.numberValue
      return .array(JSArray(p.items.map { .number($0.numberValue / k) }))
    case (_, .array(let q)):
      let k = a.numberValue
      return .array(JSArray(q.items.map { .number(k / $0.numberValue) }))
    default: return .number(a.numberValue / b.numberValue)
    }
  }

  static func mod(_ x: JSValue, _ y: JSValue) throws(JSThrow) -> JSValue {
    let a = try x.primitive
    let b = try y.primitive
    if case .array(let p) = a {
      let k = b.numberValue
      return .array(JSArray(p.items.map { .number(fmod($0.numberValue, k)) }))
    }
    return .number(fmod(a.numberValue, b.numberValue))
  }

  private static func elementwise(
    _ p: JSArray, _ q: JSArray, _ f: (Double, Double) -> Double
  ) throws(JSThrow) -> JSValue {
    let n = max(p.items.count, q.items.count)
    var out: [JSValue] = []
    out.reserveCapacity(n)
    for i in 0..<n {
      let x = i < p.items.count ? p.items[i] : .undefined
      let y = i < q.items.count ? q.items[i] : .undefined
      if x.isNullish {
        out.append(y)
      } else if y.isNullish {
        out.append(x)
      } else {
        out.append(.number(f(x.numberValue, y.numberValue)))
      }
    }
    return .array(JSArray(out))
  }

  static func compare(_ a: JSValue, _ b: JSValue) -> Double? {
    if case .string(let x) = a, case .string(let y) = b { return x < y ? -1 : (x == y ? 0 : 1) }
    let x = a.numberValue
    let y = b.numberValue
    if x.isNaN || y.isNaN { return nil }
    return x < y ? -1 : (x == y ? 0 : 1)
  }

  static func binary(_ op: String, _ x: JSValue, _ y: JSValue, _ interpreter: JSInterpreter)
    throws(JSThrow) -> JSValue
  {
    switch op {
    case "+":
      let r = try sum(x, y)
      if case .string(let s) = r, s.utf8.count > interpreter.limits.stringLength {
        throw .limit("string longer than \(interpreter.limits.stringLength)")
      }
      return r
    case "-": return try sub(x, y)
    case "*": return try mul(x, y)
    case "/": return try div(x, y)
    case "%": return try mod(x, y)
    case "**": return .number(pow(try x.primitive.numberValue, try y.primitive.numberValue))
    case "==": return .bool(JSValue.looseEquals(try x.primitive, try y.primitive))
    case "!=": return .bool(!JSValue.looseEquals(try x.primitive, try y.primitive))
    case "===": return .bool(JSValue.strictEquals(try x.primitive, try y.primitive))
    case "!==": return .bool(!JSValue.strictEquals(try x.primitive, try y.primitive))
    case "<": return .bool(compare(try x.primitive, try y.primitive).map { $0 < 0 } ?? false)
    case ">": return .bool(compare(try x.primitive, try y.primitive).map { $0 > 0 } ?? false)
    case "<=": return .bool(compare(try x.primitive, try y.primitive).map { $0 <= 0 } ?? false)
    case ">=": return .bool(compare(try x.primitive, try y.primitive).map { $0 >= 0 } ?? false)
    case "&", "|", "^", "<<", ">>", ">>>":
      let a = int32(try x.primitive.numberValue)
      let b = int32(try y.primitive.numberValue)
      switch op {
      case "&": return .number(Double(a & b))
      case "|": return .number(Double(a | b))
      case "^": return .number(Double(a ^ b))
      case "<<": return .number(Double(a << (b & 31)))
      case ">>": return .number(Double(a >> (b & 31)))
      default: return .number(Double(UInt32(bitPattern: a) >> UInt32(b & 31)))
      }
    case "in":
      switch y {
      case .object(let o): return .bool(o.fields[x.stringValue] != nil)
      case .array(let a):
        let i = Int(exactly: x.numberValue) ?? -1
        return .bool(i >= 0 && i < a.items.count)
      default: return .bool(false)
      }
    case "instanceof":
      if case .array = x, case .function = y { return .bool(true) }
      return .bool(false)
    default: throw JSThrow.error("unknown operator \(op)")
    }
  }
}
