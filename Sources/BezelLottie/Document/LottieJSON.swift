/// A parsed Lottie document: the one tree the model, slots and expressions are read from.
///
/// ``LottieJSONReader`` makes it from the file's bytes; ``LottieJSONDecoder`` decodes the model
/// from it; slots and baked expressions edit it in place before that.
enum LottieJSON: Sendable, Equatable {
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

  subscript(key: String) -> LottieJSON? {
    if case .object(let o) = self { return o[key] }
    return nil
  }

  /// Whether this is an object or an array (a value that can hold others).
  var isContainer: Bool {
    switch self {
    case .object, .array: return true
    default: return false
    }
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
