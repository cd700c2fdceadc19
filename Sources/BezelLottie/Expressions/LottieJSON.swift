import Foundation

/// A JSON document as a plain value, for reading expressions and writing their baked results.
enum LottieJSON: Sendable, Codable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([LottieJSON])
  case object([String: LottieJSON])

  /// A step of a path into a document.
  enum Step: Sendable, Equatable {
    case key(String)
    case index(Int)
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if c.decodeNil() {
      self = .null
    } else if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? c.decode(Double.self) {
      self = .number(n)
    } else if let s = try? c.decode(String.self) {
      self = .string(s)
    } else if let a = try? c.decode([LottieJSON].self) {
      self = .array(a)
    } else {
      self = .object(try c.decode([String: LottieJSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    switch self {
    case .null: try c.encodeNil()
    case .bool(let b): try c.encode(b)
    case .number(let n): try c.encode(n.isFinite ? n : 0)
    case .string(let s): try c.encode(s)
    case .array(let a): try c.encode(a)
    case .object(let o): try c.encode(o)
    }
  }

  subscript(key: String) -> LottieJSON? {
    if case .object(let o) = self { return o[key] }
    return nil
  }

  var objectValue: [String: LottieJSON]? {
    if case .object(let o) = self { return o }
    return nil
  }

  var arrayValue: [LottieJSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  var numberValue: Double? {
    switch self {
    case .number(let n): return n
    case .bool(let b): return b ? 1 : 0
    default: return nil
    }
  }

  var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// Replaces the value at `path` with `transform` of it; missing paths are left alone.
  mutating func update(at path: ArraySlice<Step>, _ transform: (inout LottieJSON) -> Void) {
    guard let step = path.first else {
      transform(&self)
      return
    }
    switch (step, self) {
    case (.key(let k), .object(var o)):
      guard var child = o[k] else { return }
      self = .null  // Drop our reference so the child is edited in place.
      child.update(at: path.dropFirst(), transform)
      o[k] = child
      self = .object(o)
    case (.index(let i), .array(var a)) where a.indices.contains(i):
      self = .null
      a[i].update(at: path.dropFirst(), transform)
      self = .array(a)
    default: return
    }
  }
}
