/// A parsed JSON document stored flat: one fixed-size record per value and per object key, in
/// the order they appear in the file.
///
/// The tree of ``LottieJSON`` values took about five times the file's bytes (an enum of 24
/// bytes per number, an array block per `[x, y]`, a hashed dictionary per object), and it is
/// alive while the model is decoded from it, so it set the peak of loading a large file. Here a
/// value is a kind byte and an 8-byte payload: a number's bits, a string's place in
/// ``strings`` (the UTF-8 of every key and string, escapes already resolved), or, for an array
/// or object, its number of items and the index just past its last record, so a reader skips
/// it in one step. An object's records are its keys, each followed by its value; a key given
/// twice is kept twice and lookups take the last, as the tree kept the last. The file's bytes
/// are not needed once it is read.
///
/// ```swift
/// let tape = try LottieJSONReader.tape(Array(#"{"a":[1,2]}"#.utf8))
/// tape.value(in: LottieJSONTape.root, forKey: "a").map(tape.count)  // 2
/// ```
final class LottieJSONTape: Sendable {
  /// What a record holds.
  enum Kind: UInt8, Sendable {
    case null, bool, number, string, array, object

    /// The value's kind, for error messages.
    var description: String {
      switch self {
      case .null: return "null"
      case .bool: return "a boolean"
      case .number: return "a number"
      case .string: return "a string"
      case .array: return "an array"
      case .object: return "an object"
      }
    }
  }

  /// The document's value is the first record.
  static let root = 0

  let kinds: [Kind]
  let payloads: [UInt64]
  let strings: [UInt8]

  /// A `null` record after the document: the value of a key that is missing, where a decoder
  /// still has to be made for it (`superDecoder(forKey:)`).
  var missing: Int { kinds.count - 1 }

  init(kinds: [Kind], payloads: [UInt64], strings: [UInt8]) {
    self.kinds = kinds
    self.payloads = payloads
    self.strings = strings
  }

  /// The tape of an already parsed tree (slots substituted, a property expressions read).
  static func of(_ json: LottieJSON) -> LottieJSONTape {
    var builder = LottieJSONTapeBuilder(capacity: 0)
    builder.append(tree: json)
    return builder.finish()
  }

  @inline(__always) func kind(_ i: Int) -> Kind { kinds[i] }

  @inline(__always) func number(_ i: Int) -> Double { Double(bitPattern: payloads[i]) }

  @inline(__always) func bool(_ i: Int) -> Bool { payloads[i] != 0 }

  /// An array's number of items or an object's number of fields.
  @inline(__always) func count(_ i: Int) -> Int { Int(payloads[i] >> 32) }

  /// The index of the record after value `i` and everything inside it.
  @inline(__always) func next(_ i: Int) -> Int {
    switch kinds[i] {
    case .array, .object: return Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: payloads[i]))
    default: return i + 1
    }
  }

  /// The string (or key) at `i`.
  func string(_ i: Int) -> String {
    let (offset, length, _) = LottieJSONTape.stringPlace(payloads[i])
    return strings.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + length]), as: UTF8.self)
    }
  }

  /// Where a string's bytes are in ``strings`` and whether any is outside ASCII.
  @inline(__always) static func stringPlace(_ payload: UInt64) -> (Int, Int, Bool) {
    (
      Int(truncatingIfNeeded: (payload >> 32) & 0x7FFF_FFFF),
      Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: payload)), payload >> 63 != 0
    )
  }

  /// The index of the value of the last field named `key` in the object at `object`.
  ///
  /// Keys compare as Swift strings do, as the dictionary of the tree compared them (canonical
  /// equivalence); both ASCII, that is equal bytes.
  func value(in object: Int, forKey key: String) -> Int? {
    var key = key
    return key.withUTF8 { wanted in
      let wantedIsASCII = wanted.allSatisfy { $0 < 0x80 }
      return strings.withUnsafeBufferPointer { text in
        payloads.withUnsafeBufferPointer { payloads in
          kinds.withUnsafeBufferPointer { kinds in
            var found: Int?
            var i = object + 1
            let end = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: payloads[object]))
            while i < end {
              let (offset, length, nonASCII) = LottieJSONTape.stringPlace(payloads[i])
              if length == wanted.count && LottieJSONTape.same(text, offset, wanted) {
                found = i + 1
              } else if nonASCII || !wantedIsASCII {
                let name = String(
                  decoding: UnsafeBufferPointer(rebasing: text[offset..<offset + length]),
                  as: UTF8.self)
                if name == String(decoding: wanted, as: UTF8.self) { found = i + 1 }
              }
              let value = i + 1
              switch kinds[value] {
              case .array, .object:
                i = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: payloads[value]))
              default: i = value + 1
              }
            }
            return found
          }
        }
      }
    }
  }

  /// Whether the `wanted.count` bytes of `text` from `offset` are `wanted`'s.
  @inline(__always) private static func same(
    _ text: UnsafeBufferPointer<UInt8>, _ offset: Int, _ wanted: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    for j in 0..<wanted.count where text[offset + j] != wanted[j] { return false }
    return true
  }

  /// The keys of the object at `object`, each once.
  func keys(of object: Int) -> [String] {
    var keys: [String] = []
    var i = object + 1
    let end = next(object)
    while i < end {
      let key = string(i)
      if !keys.contains(key) { keys.append(key) }
      i = next(i + 1)
    }
    return keys
  }

  /// The value at `i` as a tree (for slots and expressions, which edit or walk one).
  func json(at i: Int) -> LottieJSON {
    switch kinds[i] {
    case .null: return .null
    case .bool: return .bool(bool(i))
    case .number: return .number(number(i))
    case .string: return .string(string(i))
    case .array:
      var items: [LottieJSON] = []
      items.reserveCapacity(count(i))
      var item = i + 1
      let end = next(i)
      while item < end {
        items.append(json(at: item))
        item = next(item)
      }
      return .array(items)
    case .object:
      var fields = [String: LottieJSON](minimumCapacity: count(i))
      var key = i + 1
      let end = next(i)
      while key < end {
        // In order, so the last of duplicate keys is the one kept.
        fields[string(key)] = json(at: key + 1)
        key = next(key + 1)
      }
      return .object(fields)
    }
  }

  /// Whether any property in the document carries an expression (a string `x` beside a `k`),
  /// found without making the tree.
  var containsExpression: Bool {
    var i = 0
    let end = kinds.count
    while i < end {
      if kinds[i] == .object, let x = value(in: i, forKey: "x"), kinds[x] == .string,
        value(in: i, forKey: "k") != nil
      {
        return true
      }
      i += 1
    }
    return false
  }
}
