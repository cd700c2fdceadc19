/// Writes the records of a ``LottieJSONTape`` in document order.
///
/// A container's record is written when it opens and completed when it closes, with its count
/// and the index past its last record. The arrays are reserved once for the whole document
/// when the reader can bound its number of records, so they end at about the size they need
/// instead of up to twice it, with no copies made while growing.
struct LottieJSONTapeBuilder {
  private var kinds: [LottieJSONTape.Kind] = []
  private var payloads: [UInt64] = []
  private var strings: [UInt8] = []

  init(capacity: Int) {
    kinds.reserveCapacity(capacity)
    payloads.reserveCapacity(capacity)
  }

  /// The number of records written.
  var count: Int { kinds.count }

  mutating func append(_ kind: LottieJSONTape.Kind, _ payload: UInt64 = 0) {
    kinds.append(kind)
    payloads.append(payload)
  }

  mutating func append(number: Double) { append(.number, number.bitPattern) }

  /// Writes a string (or key) record for `bytes`, UTF-8 with escapes resolved.
  mutating func append(string bytes: UnsafeBufferPointer<UInt8>) {
    var nonASCII = false
    for byte in bytes where byte >= 0x80 {
      nonASCII = true
      break
    }
    let offset = UInt64(strings.count)
    strings.append(contentsOf: bytes)
    let flag: UInt64 = nonASCII ? 1 << 63 : 0
    append(.string, flag | offset << 32 | UInt64(UInt32(truncatingIfNeeded: bytes.count)))
  }

  mutating func append(string: String) {
    var string = string
    string.withUTF8 { append(string: $0) }
  }

  /// The string of record `i`, for error paths while reading.
  func string(_ i: Int) -> String {
    let (offset, length, _) = LottieJSONTape.stringPlace(payloads[i])
    return String(decoding: strings[offset..<offset + length], as: UTF8.self)
  }

  /// Opens an array or object; returns its record's index for ``close(_:count:)``.
  mutating func open(_ kind: LottieJSONTape.Kind) -> Int {
    append(kind)
    return kinds.count - 1
  }

  mutating func close(_ container: Int, count: Int) {
    payloads[container] = UInt64(count) << 32 | UInt64(UInt32(truncatingIfNeeded: kinds.count))
  }

  /// Writes a tree's records.
  mutating func append(tree json: LottieJSON) {
    switch json {
    case .null: append(LottieJSONTape.Kind.null)
    case .bool(let b): append(.bool, b ? 1 : 0)
    case .number(let n): append(number: n)
    case .string(let s): append(string: s)
    case .array(let items):
      let container = open(.array)
      for item in items { append(tree: item) }
      close(container, count: items.count)
    case .object(let fields):
      let container = open(.object)
      for (key, value) in fields {
        append(string: key)
        append(tree: value)
      }
      close(container, count: fields.count)
    }
  }

  /// The finished tape, with the record for missing values after the document.
  mutating func finish() -> LottieJSONTape {
    append(LottieJSONTape.Kind.null)
    defer {
      kinds = []
      payloads = []
      strings = []
    }
    return LottieJSONTape(kinds: kinds, payloads: payloads, strings: strings)
  }
}
