/// A raw DEFLATE (RFC 1951) decoder with a cap on the output size, so a compression bomb is
/// refused once it would exceed the cap instead of exhausting memory.
struct Inflate {
  enum Failure: Error, Equatable {
    case corrupt(String)
    case tooLarge
  }

  private let input: [UInt8]
  private var position: Int
  private var bitBuffer: UInt64 = 0
  private var bitCount: Int = 0
  private var output: [UInt8] = []
  private let maxOutput: Int

  /// Inflates `input` starting at byte `start`; returns the output and the byte just past the
  /// compressed stream.
  static func inflate(_ input: [UInt8], from start: Int = 0, maxOutput: Int) throws(Failure)
    -> (output: [UInt8], end: Int)
  {
    var decoder = Inflate(input: input, position: start, maxOutput: maxOutput)
    try decoder.run()
    return (decoder.output, decoder.position - decoder.bitCount / 8)
  }

  private init(input: [UInt8], position: Int, maxOutput: Int) {
    self.input = input
    self.position = position
    self.maxOutput = maxOutput
    output.reserveCapacity(min(maxOutput, max(1024, input.count * 4)))
  }

  private mutating func refill() {
    while bitCount <= 56 && position < input.count {
      bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
      position += 1
      bitCount += 8
    }
  }

  private mutating func bits(_ n: Int) throws(Failure) -> Int {
    if n == 0 { return 0 }
    if bitCount < n {
      refill()
      if bitCount < n { throw .corrupt("unexpected end of compressed data") }
    }
    let value = Int(bitBuffer & ((1 << UInt64(n)) - 1))
    bitBuffer >>= UInt64(n)
    bitCount -= n
    return value
  }

  private mutating func run() throws(Failure) {
    var final = false
    while !final {
      final = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try block(literal: Inflate.fixedLiteral, distance: Inflate.fixedDistance)
      case 2:
        let (lit, dist) = try dynamicTables()
        try block(literal: lit, distance: dist)
      default: throw .corrupt("invalid block type")
      }
    }
  }

  private mutating func stored() throws(Failure) {
    // Drop to a byte boundary, then return whole unread bytes to the input.
    let drop = bitCount % 8
    bitBuffer >>= UInt64(drop)
    bitCount -= drop
    position -= bitCount / 8
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw .corrupt("truncated stored block") }
    let len = Int(input[position]) | Int(input[position + 1]) << 8
    let nlen = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard len == (~nlen & 0xFFFF) else { throw .corrupt("stored block length mismatch") }
    position += 4
    guard position + len <= input.count else { throw .corrupt("truncated stored block") }
    guard output.count + len <= maxOutput else { throw .tooLarge }
    output.append(contentsOf: input[position..<position + len])
    position += len
  }

  /// A canonical Huffman code: `counts[len]` codes per length, `symbols` in code order.
  struct Huffman {
    var counts: [Int]
    var symbols: [Int]

    init(lengths: [Int]) throws(Failure) {
      counts = [Int](repeating: 0, count: 16)
      for l in lengths { counts[l] += 1 }
      counts[0] = 0
      var left = 1
      for len in 1...15 {
        left <<= 1
        left -= counts[len]
        if left < 0 { throw .corrupt("over-subscribed Huffman code") }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for len in 1..<15 { offsets[len + 1] = offsets[len] + counts[len] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, l) in lengths.enumerated() where l != 0 {
        symbols[offsets[l]] = symbol
        offsets[l] += 1
      }
    }
  }

  private mutating func decode(_ h: Huffman) throws(Failure) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for len in 1...15 {
      code |= try bits(1)
      let count = h.counts[len]
      if code - count < first { return h.symbols[index + (code - first)] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw .corrupt("invalid Huffman code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  private static let fixedLiteral: Huffman = {
    var lengths = [Int](repeating: 8, count: 288)
    for i in 144..<256 { lengths[i] = 9 }
    for i in 256..<280 { lengths[i] = 7 }
    // The fixed code is complete by construction, so this cannot fail.
    return (try? Huffman(lengths: lengths)) ?? Huffman.empty
  }()
  private static let fixedDistance: Huffman = {
    (try? Huffman(lengths: [Int](repeating: 5, count: 30))) ?? Huffman.empty
  }()

  private mutating func block(literal: Huffman, distance: Huffman) throws(Failure) {
    while true {
      let symbol = try decode(literal)
      if symbol < 256 {
        guard output.count < maxOutput else { throw .tooLarge }
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let li = symbol - 257
        guard li < 29 else { throw .corrupt("invalid length symbol") }
        let length = Inflate.lengthBase[li] + (try bits(Inflate.lengthExtra[li]))
        let di = try decode(distance)
        guard di < 30 else { throw .corrupt("invalid distance symbol") }
        let dist = Inflate.distBase[di] + (try bits(Inflate.distExtra[di]))
        guard dist <= output.count else { throw .corrupt("distance too far back") }
        guard output.count + length <= maxOutput else { throw .tooLarge }
        // Byte by byte: appending a slice of `output` to itself would copy the whole buffer
        // on every match (the slice keeps it shared), making inflation quadratic.
        let start = output.count - dist
        for i in start..<start + length { output.append(output[i]) }
      }
    }
  }

  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
    let nlen = try bits(5) + 257
    let ndist = try bits(5) + 1
    let ncode = try bits(4) + 4
    guard nlen <= 286, ndist <= 30 else { throw .corrupt("bad table counts") }
    var codeLengths = [Int](repeating: 0, count: 19)
    for i in 0..<ncode { codeLengths[Inflate.codeLengthOrder[i]] = try bits(3) }
    let codeCode = try Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    lengths.reserveCapacity(nlen + ndist)
    while lengths.count < nlen + ndist {
      let symbol = try decode(codeCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let last = lengths.last else { throw .corrupt("repeat with no length") }
        lengths.append(contentsOf: repeatElement(last, count: 3 + (try bits(2))))
      case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
      default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
      }
    }
    guard lengths.count == nlen + ndist else { throw .corrupt("code lengths overrun") }
    guard lengths[256] != 0 else { throw .corrupt("no end-of-block code") }
    return (
      try Huffman(lengths: Array(lengths[0..<nlen])),
      try Huffman(lengths: Array(lengths[nlen...]))
    )
  }
}

extension Inflate.Huffman {
  static let empty = Inflate.Huffman(counts: [Int](repeating: 0, count: 16), symbols: [])
  private init(counts: [Int], symbols: [Int]) {
    self.counts = counts
    self.symbols = symbols
  }
}
