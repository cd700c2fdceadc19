import Bezel
import BezelTestSupport
import Foundation
import Testing

/// Corrupt, truncated and oversized images: the decoder returns a bitmap of the announced
/// size or throws an `ImageDecodingError`, never crashes, and refuses huge headers before
/// allocating their pixels.
///
/// The fixtures are 5×3 pictures `Fuzz/make-seeds.sh` writes with ImageMagick and cwebp (one
/// per decoder branch: progressive and CMYK JPEG, lossy WebP with alpha, interlaced, palette,
/// 16-bit and 1-bit PNG).
@Suite struct ImageCorruptionTests {
  static let fixtures = [
    "baseline.jpg", "progressive.jpg", "cmyk.jpg", "lossy-alpha.webp", "lossless.webp",
    "interlaced.png", "palette.png", "rgba16.png", "gray1.png",
  ]

  static func fixture(_ name: String) throws -> Data {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return try Data(contentsOf: folder.appendingPathComponent("Fixtures/\(name)"))
  }

  /// Decodes `data`: `true` for a whole bitmap, `false` for a typed error.
  ///
  /// With `anySize`, a bitmap of another size passes too: damage to a size field can announce
  /// another valid size (WebP headers have no checksum). The pixels must fill the size.
  func decodes(_ data: Data, _ comment: String, anySize: Bool = false) -> Bool {
    do {
      let bitmap = try ImageDecoder.decode(data)
      let size = "\(comment): \(bitmap.width)×\(bitmap.height)"
      #expect(anySize || (bitmap.width == 5 && bitmap.height == 3), "\(size)")
      #expect(bitmap.width > 0 && bitmap.height > 0, "\(size)")
      #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "\(size)")
      return true
    } catch {
      #expect(!error.description.isEmpty)
      return false
    }
  }

  @Test(arguments: fixtures)
  func theFixtureDecodes(name: String) throws {
    let bitmap = try ImageDecoder.decode(try Self.fixture(name))
    #expect(bitmap.width == 5)
    #expect(bitmap.height == 3)
  }

  @Test(arguments: fixtures)
  func everyTruncationIsHandled(name: String) throws {
    let data = try Self.fixture(name)
    var refused = 0
    for length in 0..<data.count where !decodes(data.prefix(length), "\(name) cut at \(length)") {
      refused += 1
    }
    // At least the header-only prefixes are refused (a JPEG cut late may still decode).
    #expect(refused >= min(data.count, 20))
  }

  @Test(arguments: fixtures)
  func randomDamageIsHandled(name: String) throws {
    let data = try Self.fixture(name)
    var random = SeededGenerator(seed: UInt64(name.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
    for round in 0..<400 {
      var bytes = [UInt8](data)
      for _ in 0...(round % 4) {
        let at = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
        case 1: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        default: bytes[at] = [0, 0xFF, 0x7F, 0x80][Int(random.next() % 4)]
        }
      }
      _ = decodes(Data(bytes), "\(name) damaged in round \(round)", anySize: true)
    }
  }

  @Test func hugePNGHeaderIsRefusedBeforeAllocating() throws {
    // The palette fixture's IHDR rewritten to 100000×100000 (40 GB of pixels).
    var bytes = [UInt8](try Self.fixture("palette.png"))
    let ihdr = 12  // 8-byte signature, 4-byte length
    #expect(Array(bytes[ihdr..<ihdr + 4]) == Array("IHDR".utf8))
    let side = ArchiveWriter.le32(100_000).reversed()
    bytes.replaceSubrange(ihdr + 4..<ihdr + 8, with: side)
    bytes.replaceSubrange(ihdr + 8..<ihdr + 12, with: side)
    let crc = CRC32.checksum(Array(bytes[ihdr..<ihdr + 17]))
    bytes.replaceSubrange(ihdr + 17..<ihdr + 21, with: ArchiveWriter.le32(crc).reversed())
    let before = ResidentMemory.current()
    #expect(throws: ImageDecodingError.tooLarge(format: .png, width: 100_000, height: 100_000)) {
      try ImageDecoder.decode(Data(bytes))
    }
    #expect(ResidentMemory.current() - before < 64 << 20)
  }

  @Test func notAnImageAtAll() {
    #expect(throws: ImageDecodingError.empty) { try ImageDecoder.decode(Data()) }
    #expect(throws: ImageDecodingError.unknownFormat) {
      try ImageDecoder.decode(Data("GIF89a".utf8))
    }
  }
}
