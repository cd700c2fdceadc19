import BezelMotion
import Foundation

/// Standard library pieces: `Math`, array and string methods, and After Effects' maths helpers.
package enum JSBuiltins {
  private typealias Native = (JSValue, [JSValue]) throws(JSThrow) -> JSValue

  private static func arg(_ a: [JSValue], _ i: Int) -> JSValue { i < a.count ? a[i] : .undefined }

  /// `object.key`, including methods of arrays, strings and numbers.
  static func member(of object: JSValue, _ key: String, interpreter: JSInterpreter?)
    throws(JSThrow) -> JSValue
  {
    switch object {
    case .undefined, .null:
      throw JSThrow.error("cannot read property '\(key)' of \(object.stringValue)")
    case .object(let o): return try o.get(key)
    case .array(let a): return try arrayMember(a, key, interpreter)
    case .string(let s): return stringMember(s, key)
    case .number(let n):
      switch key {
      case "toFixed":
        return JSFunction.native { _, a throws(JSThrow) in
          let digits = max(
            0, min(20, Int(arg(a, 0).numberValue.isFinite ? arg(a, 0).numberValue : 0)))
          return .string(String(format: "%.\(digits)f", n))
        }
      case "toString":
        return JSFunction.native { _, _ throws(JSThrow) in .string(JSValue.format(n)) }
      case "valueOf": return JSFunction.native { _, _ throws(JSThrow) in .number(n) }
      case "length": return .undefined
      default: return .undefined
      }
    case .function(let f):
      if let v = f.fields[key] { return v }
      switch key {
      case "call":
        return JSFunction.native { _, a throws(JSThrow) in
          guard let interpreter else { return .undefined }
          return try interpreter.call(.function(f), this: arg(a, 0), Array(a.dropFirst()))
        }
      case "apply":
        return JSFunction.native { _, a throws(JSThrow) in
          guard let interpreter else { return .undefined }
          var list: [JSValue] = []
          if case .array(let arr) = arg(a, 1) { list = arr.items }
          return try interpreter.call(.function(f), this: arg(a, 0), list)
        }
      default: return .undefined
      }
    case .bool: return .undefined
    }
  }

  private static func arrayMember(_ a: JSArray, _ key: String, _ interpreter: JSInterpreter?)
    throws(JSThrow) -> JSValue
  {
    if let i = Int(key) { return i >= 0 && i < a.items.count ? a.items[i] : .undefined }
    func method(_ f: @escaping Native) -> JSValue { JSFunction.native(f) }
    func callback(_ f: JSValue, _ args: [JSValue]) throws(JSThrow) -> JSValue {
      guard let interpreter else { return .undefined }
      return try interpreter.call(f, this: .undefined, args)
    }
    switch key {
    case "length": return .number(Double(a.items.count))
    case "push":
      return method { _, args throws(JSThrow) in
        try interpreter?.checkLength(a.items.count + args.count)
        a.items.append(contentsOf: args)
        return .number(Double(a.items.count))
      }
    case "pop": return method { _, _ throws(JSThrow) in a.items.popLast() ?? .undefined }
    case "shift":
      return method { _, _ throws(JSThrow) in a.items.isEmpty ? .undefined : a.items.removeFirst() }
    case "unshift":
      return method { _, args throws(JSThrow) in
        try interpreter?.checkLength(a.items.count + args.count)
        a.items.insert(contentsOf: args, at: 0)
        return .number(Double(a.items.count))
      }
    case "slice":
      return method { _, args throws(JSThrow) in
        let (s, e) = range(args, a.items.count)
        return .array(JSArray(s < e ? Array(a.items[s..<e]) : []))
      }
    case "splice":
      return method { _, args throws(JSThrow) in
        let n = a.items.count
        let s = clampIndex(arg(args, 0).numberValue, n)
        let count =
          args.count > 1 ? max(0, min(n - s, Int(clampFinite(args[1].numberValue)))) : n - s
        let removed = Array(a.items[s..<(s + count)])
        a.items.replaceSubrange(s..<(s + count), with: args.dropFirst(2))
        return .array(JSArray(removed))
      }
    case "concat":
      return method { _, args throws(JSThrow) in
        var items = a.items
        for x in args {
          if case .array(let b) = x { items += b.items } else { items.append(x) }
          try interpreter?.checkLength(items.count)
        }
        return .array(JSArray(items))
      }
    case "join":
      return method { _, args throws(JSThrow) in
        let sep = args.first.map { $0.isNullish ? "," : $0.stringValue } ?? ","
        return .string(a.items.map { $0.isNullish ? "" : $0.stringValue }.joined(separator: sep))
      }
    case "indexOf":
      return method { _, args throws(JSThrow) in
        .number(Double(a.items.firstIndex { JSValue.strictEquals($0, arg(args, 0)) } ?? -1))
      }
    case "reverse":
      return method { _, _ throws(JSThrow) in
        a.items.reverse()
        return .array(a)
      }
    case "toString":
      return method { _, _ throws(JSThrow) in .string(JSValue.array(a).stringValue) }
    case "map", "forEach", "filter":
      return method { _, args throws(JSThrow) in
        var out: [JSValue] = []
        for (i, x) in a.items.enumerated() {
          let r = try callback(arg(args, 0), [x, .number(Double(i)), .array(a)])
          if key == "map" { out.append(r) }
          if key == "filter" && r.truthy { out.append(x) }
        }
        return key == "forEach" ? .undefined : .array(JSArray(out))
      }
    case "reduce":
      return method { _, args throws(JSThrow) in
        var items = a.items[...]
        var acc: JSValue
        if args.count > 1 {
          acc = args[1]
        } else if let first = items.first {
          acc = first
          items = items.dropFirst()
        } else {
          throw JSThrow.error("reduce of empty array")
        }
        for x in items { acc = try callback(arg(args, 0), [acc, x]) }
        return acc
      }
    default: return .undefined
    }
  }

  private static func clampFinite(_ d: Double) -> Double { d.isFinite ? d : (d > 0 ? 1e9 : 0) }

  private static func clampIndex(_ d: Double, _ n: Int) -> Int {
    let v = d.isNaN ? 0 : clampFinite(d)
    let i = v < 0 ? max(0, n + Int(max(v, -1e9))) : min(n, Int(min(v, 1e9)))
    return i
  }

  private static func range(_ args: [JSValue], _ n: Int) -> (Int, Int) {
    let s = args.count > 0 && !args[0].isNullish ? clampIndex(args[0].numberValue, n) : 0
    let e = args.count > 1 && !args[1].isNullish ? clampIndex(args[1].numberValue, n) : n
    return (s, e)
  }

  private static func stringMember(_ s: String, _ key: String) -> JSValue {
    let chars = Array(s)
    func method(_ f: @escaping Native) -> JSValue { JSFunction.native(f) }
    switch key {
    case "length": return .number(Double(chars.count))
    case "split":
      return method { _, args throws(JSThrow) in
        let sep = arg(args, 0)
        if sep.isNullish { return .array(JSArray([.string(s)])) }
        let separator = sep.stringValue
        if separator.isEmpty { return .array(JSArray(chars.map { .string(String($0)) })) }
        let parts = s.components(separatedBy: separator)
        return .array(JSArray(parts.map { .string($0) }))
      }
    case "indexOf", "lastIndexOf":
      return method { _, args throws(JSThrow) in
        let needle = arg(args, 0).stringValue
        let r = key == "indexOf" ? s.range(of: needle) : s.range(of: needle, options: .backwards)
        guard let r else { return .number(-1) }
        return .number(Double(s.distance(from: s.startIndex, to: r.lowerBound)))
      }
    case "substring", "slice":
      return method { _, args throws(JSThrow) in
        var (a, b) = range(args, chars.count)
        if key == "substring" {
          a = max(
            0,
            min(
              chars.count,
              Int(
                clampFinite(max(0, arg(args, 0).numberValue.isNaN ? 0 : arg(args, 0).numberValue))))
          )
          if args.count > 1 {
            b = max(
              0,
              min(
                chars.count,
                Int(clampFinite(max(0, args[1].numberValue.isNaN ? 0 : args[1].numberValue)))))
          }
          if a > b { swap(&a, &b) }
        }
        return .string(a < b ? String(chars[a..<b]) : "")
      }
    case "substr":
      return method { _, args throws(JSThrow) in
        let a = clampIndex(arg(args, 0).numberValue, chars.count)
        let n = args.count > 1 ? max(0, Int(clampFinite(args[1].numberValue))) : chars.count
        let b = min(chars.count, a + n)
        return .string(a < b ? String(chars[a..<b]) : "")
      }
    case "toUpperCase": return method { _, _ throws(JSThrow) in .string(s.uppercased()) }
    case "toLowerCase": return method { _, _ throws(JSThrow) in .string(s.lowercased()) }
    case "trim":
      return method { _, _ throws(JSThrow) in
        .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    case "charAt":
      return method { _, args throws(JSThrow) in
        let i = Int(clampFinite(arg(args, 0).numberValue.isNaN ? 0 : arg(args, 0).numberValue))
        return .string(i >= 0 && i < chars.count ? String(chars[i]) : "")
      }
    case "charCodeAt":
      return method { _, args throws(JSThrow) in
        let i = Int(clampFinite(arg(args, 0).numberValue.isNaN ? 0 : arg(args, 0).numberValue))
        guard i >= 0 && i < chars.count, let u = chars[i].unicodeScalars.first else {
          return .number(.nan)
        }
        return .number(Double(u.value))
      }
    case "replace":
      return method { _, args throws(JSThrow) in
        let needle = arg(args, 0).stringValue
        guard let r = s.range(of: needle) else { return .string(s) }
        return .string(s.replacingCharacters(in: r, with: arg(args, 1).stringValue))
      }
    case "concat":
      return method { _, args throws(JSThrow) in .string(s + args.map(\.stringValue).joined()) }
    case "toString": return method { _, _ throws(JSThrow) in .string(s) }
    default:
      if let i = Int(key), i >= 0, i < chars.count { return .string(String(chars[i])) }
      return .undefined
    }
  }

  // MARK: Globals

  /// The global scope: `Math`, the `$bm_` operators and After Effects' vector maths.
  package static func globals(seed: UInt64) -> JSScope {
    let g = JSScope(parent: nil)
    func define(_ name: String, _ f: @escaping Native) { g.variables[name] = JSFunction.native(f) }
    var state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    let random: () -> Double = {
      // xorshift64*: deterministic, so a frame always renders the same.
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return Double((state &* 2_685_821_657_736_338_717) >> 11) / Double(1 << 53)
    }
    g.variables["Math"] = .object(math(random))
    for (names, f) in [
      (["$bm_sum", "sum", "add"], JSOperators.sum), (["$bm_sub", "sub"], JSOperators.sub),
      (["$bm_mul", "mul"], JSOperators.mul), (["$bm_div", "div"], JSOperators.div),
      (["$bm_mod", "mod"], JSOperators.mod),
    ] as [([String], (JSValue, JSValue) throws(JSThrow) -> JSValue)] {
      for name in names {
        define(name) { _, a throws(JSThrow) in try f(arg(a, 0), arg(a, 1)) }
      }
    }
    define("$bm_neg") { _, a throws(JSThrow) in try JSOperators.negate(arg(a, 0)) }
    define("$bm_isInstanceOfArray") { _, a throws(JSThrow) in
      if case .array = arg(a, 0) { return .bool(true) }
      return .bool(false)
    }
    define("isNaN") { _, a throws(JSThrow) in .bool(try arg(a, 0).primitive.numberValue.isNaN) }
    define("isFinite") { _, a throws(JSThrow) in
      .bool(try arg(a, 0).primitive.numberValue.isFinite)
    }
    define("parseFloat") { _, a throws(JSThrow) in
      let s = arg(a, 0).stringValue.trimmingCharacters(in: .whitespaces)
      var prefix = ""
      for c in s {
        if c.isNumber || c == "." || c == "-" || c == "+" || c == "e" || c == "E" {
          prefix.append(c)
        } else {
          break
        }
      }
      while !prefix.isEmpty && Double(prefix) == nil { prefix.removeLast() }
      return .number(Double(prefix) ?? .nan)
    }
    define("parseInt") { _, a throws(JSThrow) in
      let s = arg(a, 0).stringValue.trimmingCharacters(in: .whitespaces)
      let radix = a.count > 1 ? Int(clampFinite(a[1].numberValue)) : 10
      let digits = s.prefix { $0.isHexDigit || $0 == "-" }
      guard (2...36).contains(radix), let v = Int(digits, radix: radix) else {
        return .number(.nan)
      }
      return .number(Double(v))
    }
    define("Number") { _, a throws(JSThrow) in .number(try arg(a, 0).primitive.numberValue) }
    define("String") { _, a throws(JSThrow) in .string(try arg(a, 0).primitive.stringValue) }
    define("Boolean") { _, a throws(JSThrow) in .bool(try arg(a, 0).primitive.truthy) }
    define("Array") { _, a throws(JSThrow) in .array(JSArray(a)) }
    define("clamp") { _, a throws(JSThrow) in
      let v = try arg(a, 0).primitive
      var lo = try arg(a, 1).primitive
      var hi = try arg(a, 2).primitive
      if lo.numberValue > hi.numberValue { swap(&lo, &hi) }
      func c(_ x: Double, _ i: Int) -> Double {
        let l = lo.numbers.map { i < $0.count ? $0[i] : $0.last ?? 0 } ?? .nan
        let h = hi.numbers.map { i < $0.count ? $0[i] : $0.last ?? 0 } ?? .nan
        return Swift.min(Swift.max(x, l), h)
      }
      if case .array(let arr) = v {
        return .array(JSArray(arr.items.enumerated().map { .number(c($1.numberValue, $0)) }))
      }
      return .number(c(v.numberValue, 0))
    }
    define("degreesToRadians") { _, a throws(JSThrow) in
      try JSOperators.mul(arg(a, 0), .number(.pi / 180))
    }
    define("radiansToDegrees") { _, a throws(JSThrow) in
      try JSOperators.mul(arg(a, 0), .number(180 / .pi))
    }
    define("length") { _, a throws(JSThrow) in
      var v = try arg(a, 0).primitive
      if a.count > 1 { v = try JSOperators.sub(v, arg(a, 1)) }
      let n = v.numbers ?? [v.numberValue]
      return .number(n.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
    define("normalize") { _, a throws(JSThrow) in
      let v = try arg(a, 0).primitive
      let n = v.numbers ?? []
      let len = n.reduce(0) { $0 + $1 * $1 }.squareRoot()
      return len == 0 ? v : try JSOperators.div(v, .number(len))
    }
    define("dot") { _, a throws(JSThrow) in
      let p = try arg(a, 0).primitive.numbers ?? []
      let q = try arg(a, 1).primitive.numbers ?? []
      return .number(zip(p, q).reduce(0) { $0 + $1.0 * $1.1 })
    }
    define("cross") { _, a throws(JSThrow) in
      let p = (try arg(a, 0).primitive.numbers ?? []) + [0, 0, 0]
      let q = (try arg(a, 1).primitive.numbers ?? []) + [0, 0, 0]
      return .vector([
        p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0],
      ])
    }
    for (name, easing) in [
      ("linear", nil), ("ease", TimingFunction(controlPoints: 0.33, 0, 0.667, 1)),
      ("easeIn", TimingFunction(controlPoints: 0.33, 0, 1, 1)),
      ("easeOut", TimingFunction(controlPoints: 0, 0, 0.667, 1)),
    ] as [(String, TimingFunction?)] {
      define(name) { _, a throws(JSThrow) in try remap(a, easing) }
    }
    define("random") { _, a throws(JSThrow) in
      let r = random()
      if a.isEmpty { return .number(r) }
      let lo = a.count > 1 ? try arg(a, 0).primitive : .number(0)
      let hi = a.count > 1 ? try arg(a, 1).primitive : try arg(a, 0).primitive
      return try JSOperators.sum(lo, JSOperators.mul(JSOperators.sub(hi, lo), .number(r)))
    }
    define("seedRandom") { _, _ throws(JSThrow) in .undefined }
    return g
  }

  /// `linear(t, tMin, tMax, v1, v2)` and its eased variants (also the 3-argument form).
  private static func remap(_ a: [JSValue], _ easing: TimingFunction?) throws(JSThrow) -> JSValue {
    let t = try arg(a, 0).primitive.numberValue
    var tMin = 0.0
    var tMax = 1.0
    let v1: JSValue
    let v2: JSValue
    if a.count >= 5 {
      tMin = try arg(a, 1).primitive.numberValue
      tMax = try arg(a, 2).primitive.numberValue
      v1 = try arg(a, 3).primitive
      v2 = try arg(a, 4).primitive
    } else {
      v1 = try arg(a, 1).primitive
      v2 = try arg(a, 2).primitive
    }
    var p: Double
    if let easing {
      // lottie-web's eased forms map t through the range as given, so a reversed range
      // (tMin > tMax) runs from v1 at tMin to v2 at tMax.
      p = tMax == tMin ? (t >= tMin ? 1 : 0) : (t - tMin) / (tMax - tMin)
      p = easing.value(at: min(1, max(0, p)))
    } else {
      // lottie-web's `linear` orders a reversed range but keeps the values: v1 stays at the
      // lower end. Rigs (RubberHose) are tuned to this, so it is followed here.
      if tMax < tMin { swap(&tMin, &tMax) }
      if t <= tMin { return v1 }
      if t >= tMax { return v2 }
      p = tMax == tMin ? 0 : (t - tMin) / (tMax - tMin)
    }
    if case .array(let x) = v1 {
      let y = v2.numbers ?? []
      return .array(
        JSArray(
          x.items.enumerated().map { i, v in
            let from = v.numberValue
            let to = i < y.count ? y[i] : from
            return .number(from + (to - from) * p)
          }))
    }
    let from = v1.numberValue
    return .number(from + (v2.numberValue - from) * p)
  }

  private static func math(_ random: @escaping () -> Double) -> JSObject {
    let m = JSObject()
    m.set("PI", .number(.pi))
    m.set("E", .number(M_E))
    m.set("LN2", .number(M_LN2))
    m.set("LN10", .number(M_LN10))
    m.set("SQRT2", .number(2.0.squareRoot()))
    let unary: [(String, (Double) -> Double)] = [
      ("abs", { Swift.abs($0) }), ("sin", { sin($0) }), ("cos", { cos($0) }), ("tan", { tan($0) }),
      ("asin", { asin($0) }), ("acos", { acos($0) }), ("atan", { atan($0) }),
      ("sqrt", { $0.squareRoot() }), ("exp", { exp($0) }), ("log", { log($0) }),
      ("log10", { log10($0) }), ("log2", { log2($0) }), ("floor", { floor($0) }),
      ("ceil", { ceil($0) }), ("round", { floor($0 + 0.5) }), ("trunc", { trunc($0) }),
      ("cbrt", { cbrt($0) }),
      ("sign", { $0 > 0 ? 1 : ($0 < 0 ? -1 : $0) }),
    ]
    for (name, f) in unary {
      m.set(
        name,
        JSFunction.native { _, a throws(JSThrow) in .number(f(try arg(a, 0).primitive.numberValue))
        })
    }
    m.set(
      "atan2",
      JSFunction.native { _, a throws(JSThrow) in
        .number(atan2(try arg(a, 0).primitive.numberValue, try arg(a, 1).primitive.numberValue))
      })
    m.set(
      "pow",
      JSFunction.native { _, a throws(JSThrow) in
        .number(pow(try arg(a, 0).primitive.numberValue, try arg(a, 1).primitive.numberValue))
      })
    m.set(
      "hypot",
      JSFunction.native { _, a throws(JSThrow) in
        var s = 0.0
        for x in a { s += try x.primitive.numberValue * x.primitive.numberValue }
        return .number(s.squareRoot())
      })
    m.set(
      "min",
      JSFunction.native { _, a throws(JSThrow) in
        var r = Double.infinity
        for x in a {
          let v = try x.primitive.numberValue
          if v.isNaN { return .number(.nan) }
          r = Swift.min(r, v)
        }
        return .number(r)
      })
    m.set(
      "max",
      JSFunction.native { _, a throws(JSThrow) in
        var r = -Double.infinity
        for x in a {
          let v = try x.primitive.numberValue
          if v.isNaN { return .number(.nan) }
          r = Swift.max(r, v)
        }
        return .number(r)
      })
    m.set("random", JSFunction.native { _, _ throws(JSThrow) in .number(random()) })
    return m
  }
}
