/// A read-only zip archive (stored and deflated entries), as dotLottie files are packed.
struct ZipArchive {
  static func isZip(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B && bytes[2] == 3 && bytes[3] == 4
  }

  /// Decompressed entries by path.
  private(set) var entries: [String: [UInt8]] = [:]

  init(_ bytes: [UInt8], limits: ContainerLimits) throws(LottieError) {
    func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
    func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
    // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
    var eocd = -1
    var i = bytes.count - 22
    let lowest = max(0, bytes.count - 22 - 0xFFFF)
    while i >= lowest {
      if bytes[i] == 0x50 && bytes[i + 1] == 0x4B && bytes[i + 2] == 5 && bytes[i + 3] == 6 {
        eocd = i
        break
      }
      i -= 1
    }
    guard eocd >= 0 else { throw .corruptArchive("zip: no end of central directory") }
    let count = u16(eocd + 10)
    guard count <= limits.maxEntries else {
      throw .archiveTooLarge("zip holds \(count) entries (limit \(limits.maxEntries))")
    }
    var p = u32(eocd + 16)
    var total = 0
    for _ in 0..<count {
      guard p + 46 <= bytes.count, u32(p) == 0x0201_4B50 else {
        throw .corruptArchive("zip: bad central directory entry")
      }
      let method = u16(p + 10)
      let crc = UInt32(truncatingIfNeeded: u32(p + 16))
      let compressedSize = u32(p + 20)
      let size = u32(p + 24)
      let nameLength = u16(p + 28)
      let extraLength = u16(p + 30)
      let commentLength = u16(p + 32)
      let local = u32(p + 42)
      guard p + 46 + nameLength <= bytes.count else {
        throw .corruptArchive("zip: truncated entry name")
      }
      let name = String(decoding: bytes[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self)
      p += 46 + nameLength + extraLength + commentLength
      if name.hasSuffix("/") { continue }
      guard local + 30 <= bytes.count, u32(local) == 0x0403_4B50 else {
        throw .corruptArchive("zip: bad local header for \(name)")
      }
      let start = local + 30 + u16(local + 26) + u16(local + 28)
      guard start <= bytes.count, compressedSize <= bytes.count - start else {
        throw .corruptArchive("zip: truncated data for \(name)")
      }
      guard size <= limits.maxDecompressedBytes - total else {
        throw .archiveTooLarge("zip entry \(name) declares \(size) bytes")
      }
      let data: [UInt8]
      switch method {
      case 0:
        data = Array(bytes[start..<(start + compressedSize)])
      case 8:
        let cap = min(limits.outputCap(compressed: compressedSize, alreadyUsed: total), size)
        do {
          data = try Inflate.inflate(
            Array(bytes[start..<(start + compressedSize)]), maxOutput: cap
          ).output
        } catch {
          switch error {
          case .tooLarge: throw .archiveTooLarge("zip entry \(name) expands beyond \(cap) bytes")
          case .corrupt(let reason): throw .corruptArchive("zip entry \(name): \(reason)")
          }
        }
      default:
        throw .corruptArchive("zip entry \(name) uses unsupported method \(method)")
      }
      guard data.count == size, CRC32.checksum(data) == crc else {
        throw .corruptArchive("zip entry \(name) fails its checksum")
      }
      total += data.count
      entries[name] = data
    }
  }
}
