/// Reads a gzip (RFC 1952) member, as `.tgs` Telegram stickers are stored.
enum Gzip {
  static func isGzip(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
  }

  static func decompress(_ bytes: [UInt8], limits: ContainerLimits) throws(LottieError)
    -> [UInt8]
  {
    guard bytes.count >= 18, isGzip(bytes) else { throw .corruptArchive("truncated gzip header") }
    guard bytes[2] == 8 else { throw .corruptArchive("unsupported gzip compression method") }
    let flags = bytes[3]
    var p = 10
    if flags & 4 != 0 {
      guard p + 2 <= bytes.count else { throw .corruptArchive("truncated gzip extra field") }
      p += 2 + (Int(bytes[p]) | Int(bytes[p + 1]) << 8)
    }
    for flag: UInt8 in [8, 16] where flags & flag != 0 {
      while p < bytes.count && bytes[p] != 0 { p += 1 }
      p += 1
    }
    if flags & 2 != 0 { p += 2 }
    guard p < bytes.count else { throw .corruptArchive("truncated gzip header") }
    let cap = limits.outputCap(compressed: bytes.count)
    let result: (output: [UInt8], end: Int)
    do {
      result = try Inflate.inflate(bytes, from: p, maxOutput: cap)
    } catch {
      switch error {
      case .tooLarge: throw .archiveTooLarge("gzip data expands beyond \(cap) bytes")
      case .corrupt(let reason): throw .corruptArchive("gzip: \(reason)")
      }
    }
    let end = result.end
    if end + 8 <= bytes.count {
      let crc =
        UInt32(bytes[end]) | UInt32(bytes[end + 1]) << 8 | UInt32(bytes[end + 2]) << 16
        | UInt32(bytes[end + 3]) << 24
      guard crc == CRC32.checksum(result.output) else {
        throw .corruptArchive("gzip checksum mismatch")
      }
    } else {
      throw .corruptArchive("truncated gzip trailer")
    }
    return result.output
  }
}
