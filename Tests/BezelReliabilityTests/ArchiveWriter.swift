import Foundation

/// Writes gzip and zip containers around hand-made deflate streams, so tests can build
/// decompression bombs and damaged archives without a compression library.
enum ArchiveWriter {
  /// A deflate stream (one final fixed-Huffman block) that expands to `count` zero bytes: a
  /// literal zero, then copies of 258 bytes at distance 1 — 13 bits for every 258 bytes, about
  /// 159 times smaller than what it expands to.
  static func zeros(count: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // final block
    bits.write(1, count: 2)  // fixed Huffman codes
    var left = count
    if left > 0 {
      bits.writeCode(0b0011_0000, length: 8)  // literal 0
      left -= 1
    }
    while left >= 258 {
      bits.writeCode(0b1100_0101, length: 8)  // length symbol 285: 258 bytes
      bits.writeCode(0, length: 5)  // distance code 0: distance 1
      left -= 258
    }
    for _ in 0..<left { bits.writeCode(0b0011_0000, length: 8) }
    bits.writeCode(0, length: 7)  // end of block (symbol 256)
    return bits.bytes
  }

  /// A deflate stream (one fixed-Huffman block) of `prefix`, then `copies` repeats of the 258
  /// bytes before them (the last 258 bytes of `prefix`, which must be ASCII): each repeat is one
  /// match reaching 258 bytes back, the far kind a decoder copies as a block.
  static func farCopies(prefix: [UInt8], copies: Int) -> [UInt8] {
    precondition(prefix.count >= 258 && prefix.allSatisfy { $0 < 144 })
    var bits = BitWriter()
    bits.write(1, count: 1)
    bits.write(1, count: 2)
    for byte in prefix { bits.writeCode(0x30 + UInt32(byte), length: 8) }
    for _ in 0..<copies {
      bits.writeCode(0b1100_0101, length: 8)  // length 258
      bits.writeCode(0b10000, length: 5)  // distance code 16: 257 + 7 extra bits
      bits.write(1, count: 7)  // distance 258
    }
    bits.writeCode(0, length: 7)
    return bits.bytes
  }

  /// A deflate stream that stores `data` uncompressed (in 65,535-byte stored blocks).
  static func stored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)
      out += le16(length) + le16(~length)
      out += data[start..<end]
      start = end
    } while start < data.count
    return out
  }

  /// A gzip member around `deflate`, with the trailer claiming `crc` and `size`.
  static func gzip(deflate: [UInt8], crc: UInt32, size: Int) -> [UInt8] {
    [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + deflate + le32(crc)
      + le32(UInt32(truncatingIfNeeded: size))
  }

  /// A gzip file holding `data` stored, with a correct trailer.
  static func gzip(_ data: [UInt8]) -> [UInt8] {
    gzip(deflate: stored(data), crc: CRC32.checksum(data), size: data.count)
  }

  struct Entry {
    var name: String
    /// The bytes as stored in the archive (deflated when `method` is 8).
    var payload: [UInt8]
    var method: UInt16
    var crc: UInt32
    var uncompressedSize: Int

    /// An entry stored uncompressed.
    static func stored(_ name: String, _ data: [UInt8]) -> Entry {
      Entry(
        name: name, payload: data, method: 0, crc: CRC32.checksum(data),
        uncompressedSize: data.count)
    }
  }

  /// A zip archive of `entries` with a central directory.
  static func zip(_ entries: [Entry]) -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for entry in entries {
      let offset = UInt32(out.count)
      let name = Array(entry.name.utf8)
      let sizes =
        le32(entry.crc) + le32(UInt32(entry.payload.count))
        + le32(UInt32(truncatingIfNeeded: entry.uncompressedSize))
      out += le32(0x0403_4B50) + le16(20) + le16(0) + le16(entry.method) + le16(0) + le16(0x21)
      out += sizes + le16(UInt16(name.count)) + le16(0) + name + entry.payload
      central += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(entry.method)
      central += le16(0) + le16(0x21) + sizes + le16(UInt16(name.count)) + le16(0) + le16(0)
      central += le16(0) + le16(0) + le32(0) + le32(offset) + name
    }
    let directoryOffset = UInt32(out.count)
    out += central
    out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count))
    out += le16(UInt16(entries.count)) + le32(UInt32(central.count)) + le32(directoryOffset)
    out += le16(0)
    return out
  }

  static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  static func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
  }
}

/// Writes bits least significant first, as deflate packs them.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var used = 8

  mutating func write(_ value: UInt32, count: Int) {
    for i in 0..<count { append(bit: (value >> UInt32(i)) & 1) }
  }

  /// Writes a Huffman code, whose bits deflate stores most significant first.
  mutating func writeCode(_ code: UInt32, length: Int) {
    for i in stride(from: length - 1, through: 0, by: -1) { append(bit: (code >> UInt32(i)) & 1) }
  }

  private mutating func append(bit: UInt32) {
    if used == 8 {
      bytes.append(0)
      used = 0
    }
    bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
    used += 1
  }
}

/// The CRC-32 (IEEE, reflected) that gzip and zip use.
enum CRC32 {
  static func checksum(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return ~crc
  }
}
