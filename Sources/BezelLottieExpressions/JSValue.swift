import Foundation

/// A value of the expression language.
///
/// Arrays, objects and functions are references, as in JavaScript. Values live only for one
/// evaluation on one thread; nothing of them is kept between frames.
package enum JSValue {
  case undefined
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array(JSArray)
  case object(JSObject)
  case function(JSFunction)

  package static func vector(_ values: [Double]) -> JSValue {
    .array(JSArray(values.map { .number($0) }))
  }

  /// Host objects standing for a property behave as their value in arithmetic.
  package var primitive: JSValue {
    get throws(JSThrow) {
      if case .object(let o) = self, let p = try o.primitiveValue() { return p }
      return self
    }
  }

  package var isNullish: Bool {
    switch self {
    case .undefined, .null: return true
    default: return false
    }
  }

  package var truthy: Bool {
    switch self {
    case .undefined, .null: return false
    case .bool(let b): return b
    case .number(let n): return n != 0 && !n.isNaN
    case .string(let s): return !s.isEmpty
    case .array, .object, .function: return true
    }
  }

  /// JavaScript's ToNumber (arrays of one number convert to it).
  package var numberValue: Double {
    switch self {
    case .undefined: return .nan
    case .null: return 0
    case .bool(let b): return b ? 1 : 0
    case .number(let n): return n
    case .string(let s):
      let t = s.trimmingCharacters(in: .whitespacesAndNewlines)
      if t.isEmpty { return 0 }
      if t.hasPrefix("0x"), let v = UInt64(t.dropFirst(2), radix: 16) { return Double(v) }
      if t == "Infinity" || t == "+Infinity" { return .infinity }
      if t == "-Infinity" { return -.infinity }
      if t.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" }) { return .nan }
      return Double(t) ?? .nan
    case .array(let a):
      if a.items.isEmpty { return 0 }
      return a.items.count == 1 ? a.items[0].numberValue : .nan
    case .object(let o):
      if let p = try? o.primitiveValue() { return p.numberValue }
      return .nan
    case .function: return .nan
    }
  }

  /// JavaScript's ToString.
  package var stringValue: String {
    switch self {
    case .undefined: return "undefined"
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return JSValue.format(n)
    case .string(let s): return s
    case .array(let a):
      return a.items.map { $0.isNullish ? "" : $0.stringValue }.joined(separator: ",")
    case .object(let o):
      if let p = try? o.primitiveValue() { return p.stringValue }
      return "[object Object]"
    case .function: return "function"
    }
  }

  package var typeName: String {
    switch self {
    case .undefined: return "undefined"
    case .null: return "object"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "object"
    case .object(let o): return o.primitive != nil ? "number" : "object"
    case .function: return "function"
    }
  }

  static func format(_ n: Double) -> String {
    if n.isNaN { return "NaN" }
    if n.isInfinite { return n > 0 ? "Infinity" : "-Infinity" }
    if n == n.rounded() && abs(n) < 1e21 { return String(Int64(n)) }
    return String(n)
  }

  /// The numbers of an array (or a single number), as a vector.
  package var numbers: [Double]? {
    switch self {
    case .number(let n): return [n]
    case .bool(let b): return [b ? 1 : 0]
    case .array(let a): return a.items.map { $0.numberValue }
    case .object(let o):
      if let p = try? o.primitiveValue() { return p.numbers }
      return nil
    default: return nil
    }
  }

  /// Strict equality (`===`).
  static func strictEquals(_ a: JSValue, _ b: JSValue) -> Bool {
    switch (a, b) {
    case (.undefined, .undefined), (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x === y
    case (.object(let x), .object(let y)): return x === y
    case (.function(let x), .function(let y)): return x === y
    default: return false
    }
  }

  /// Loose equality (`==`).
  static func looseEquals(_ a: JSValue, _ b: JSValue) -> Bool {
    switch (a, b) {
    case (.undefined, .null), (.null, .undefined): return true
    case (.undefined, _), (.null, _), (_, .undefined), (_, .null): return strictEquals(a, b)
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x === y
    case (.object(let x), .object(let y)) where x.primitive == nil || y.primitive == nil:
      return x === y
    case (.function(let x), .function(let y)): return x === y
    case (.string, .array), (.array, .string): return a.stringValue == b.stringValue
    default: return a.numberValue == b.numberValue
    }
  }
}

/// A JavaScript array (a reference).
package final class JSArray {
  package var items: [JSValue]

  package init(_ items: [JSValue] = []) {
    self.items = items
  }
}

/// A JavaScript object; host objects answer properties and calls with closures.
package final class JSObject {
  package var fields: [String: JSValue] = [:]
  var order: [String] = []
  /// Answers properties not in `fields` (host objects), or `nil` for undefined.
  package var getter: ((String) throws(JSThrow) -> JSValue?)?
  /// Makes the object callable (After Effects' `layer(1)`, `effect("x")("Slider")`).
  package var call: (([JSValue]) throws(JSThrow) -> JSValue)?
  /// The value the object stands for in arithmetic (a property's current value).
  package var primitive: (() throws(JSThrow) -> JSValue)?
  private var cachedPrimitive: JSValue?

  package init() {}

  package func primitiveValue() throws(JSThrow) -> JSValue? {
    guard let primitive else { return nil }
    if let cachedPrimitive { return cachedPrimitive }
    let value = try primitive()
    cachedPrimitive = value
    return value
  }

  package func get(_ key: String) throws(JSThrow) -> JSValue {
    if let v = fields[key] { return v }
    if let getter, let v = try getter(key) { return v }
    if let p = try primitiveValue() {
      switch p {
      case .array, .string: return try JSBuiltins.member(of: p, key, interpreter: nil)
      default: break
      }
    }
    return .undefined
  }

  package func set(_ key: String, _ value: JSValue) {
    if fields.updateValue(value, forKey: key) == nil { order.append(key) }
  }
}

/// A function value: a closure over a scope, or a native function.
package final class JSFunction {
  package enum Body {
    case script(FunctionDeclaration, JSScope)
    case native((JSValue, [JSValue]) throws(JSThrow) -> JSValue)
  }

  package let body: Body
  package var fields: [String: JSValue] = [:]

  package init(_ body: Body) {
    self.body = body
  }

  package static func native(_ f: @escaping (JSValue, [JSValue]) throws(JSThrow) -> JSValue)
    -> JSValue
  {
    .function(JSFunction(.native(f)))
  }
}

/// A variable scope.
package final class JSScope {
  package var variables: [String: JSValue] = [:]
  package let parent: JSScope?
  /// Answers names not declared here (the After Effects host's lazily built globals).
  package var fallback: ((String) -> JSValue?)?
  package init(parent: JSScope?) {
    self.parent = parent
  }

  package func lookup(_ name: String) -> JSValue? {
    var scope: JSScope? = self
    while let s = scope {
      if let v = s.variables[name] { return v }
      if let fallback = s.fallback, let v = fallback(name) {
        s.variables[name] = v
        return v
      }
      scope = s.parent
    }
    return nil
  }

  /// Assigns to the nearest scope declaring `name` (or whose host answers it) and returns
  /// whether there was one: scripts run in strict mode, as lottie-web's do.
  @discardableResult
  func assign(_ name: String, _ value: JSValue) -> Bool {
    var scope: JSScope? = self
    while let s = scope {
      if s.variables[name] != nil || s.fallback?(name) != nil {
        s.variables[name] = value
        return true
      }
      scope = s.parent
    }
    return false
  }
}

/// What leaves an evaluation abnormally: a JavaScript exception, or a hard limit (not catchable).
package enum JSThrow: Error {
  case exception(JSThrownValue)
  case limit(String)

  package static func error(_ message: String) -> JSThrow {
    let o = JSObject()
    o.set("message", .string(message))
    o.set("name", .string("Error"))
    return .exception(JSThrownValue(.object(o)))
  }
}

/// The value of a `throw`. Errors must be `Sendable`; this one never leaves the evaluation's
/// thread (the interpreter turns it into an ``ExpressionError`` before returning).
package final class JSThrownValue: @unchecked Sendable {
  package let value: JSValue

  init(_ value: JSValue) {
    self.value = value
  }
}
