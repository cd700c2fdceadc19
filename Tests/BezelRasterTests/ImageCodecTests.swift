import BezelDrawing
import BezelRaster
import BezelTestSupport
import CJPEG
import CWebP
import Foundation
import Testing

/// Decoding and encoding round trips on images the tests make themselves.
@Suite struct ImageCodecTests {
  /// A premultiplied test pattern: colour ramps with alpha varying across rows.
  private func pattern(width: Int, height: Int, opaque: Bool) -> Bitmap {
    var pixels = [UInt8]()
    for y in 0..<height {
      for x in 0..<width {
        let a = opaque ? 255 : (y * 255) / max(1, height - 1)
        let r = (x * 255) / max(1, width - 1)
        let g = 255 - r
        let b = (x * y) % 256
        pixels += [UInt8(r * a / 255), UInt8(g * a / 255), UInt8(b * a / 255), UInt8(a)]
      }
    }
    return Bitmap(width: width, height: height, premultipliedRGBA: pixels)!
  }

  private func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  // MARK: PNG

  @Test func pngRoundTripIsExactForPremultipliedPixels() throws {
    let original = pattern(width: 17, height: 9, opaque: false)
    let data = try PNGEncoder.encode(original)
    let bytes = [UInt8](data)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(bigEndian(bytes[16..<20]) == 17)
    #expect(bigEndian(bytes[20..<24]) == 9)
    #expect(bytes[24] == 8)  // bit depth
    #expect(bytes[25] == 6)  // RGBA
    let decoded = try ImageDecoder.decode(data)
    #expect(decoded == original)
  }

  @Test func pngRoundTripOfNoiseAndGradientsExercisesEveryFilter() throws {
    // Noise, smooth ramps and flat areas make the encoder choose different row filters.
    var generator = SeededGenerator(seed: 12345)
    var pixels = [UInt8]()
    for y in 0..<48 {
      for x in 0..<64 {
        let noise = UInt8.random(in: 0...255, using: &generator)
        let a: UInt8 = y < 16 ? 255 : (y < 32 ? UInt8(x * 4) : noise | 1)
        let base: [UInt8] =
          y % 3 == 0 ? [noise, noise, noise] : [UInt8(x * 4), UInt8(y * 5), UInt8((x + y) * 2)]
        pixels += base.map { UInt8(Int($0) * Int(a) / 255) } + [a]
      }
    }
    let original = try #require(Bitmap(width: 64, height: 48, premultipliedRGBA: pixels))
    #expect(try ImageDecoder.decode(try PNGEncoder.encode(original)) == original)
  }

  @Test func opaqueBitmapsAreWrittenAsRGB() throws {
    let original = pattern(width: 8, height: 8, opaque: true)
    let data = try original.pngData()
    #expect([UInt8](data)[25] == 2)
    #expect(try ImageDecoder.decode(data) == original)
  }

  @Test func pngStoresStraightAlpha() throws {
    // Premultiplied (64, 0, 0, 128) is straight (64·255/128 ≈ 128, 0, 0) at alpha 128.
    let bitmap = Bitmap(width: 1, height: 1, premultipliedRGBA: [64, 0, 0, 128])!
    let data = try PNGEncoder.encode(bitmap, compressionLevel: 0)
    // With no compression the stored block holds the raw scanline: filter byte then RGBA.
    let bytes = [UInt8](data)
    let scanline: [UInt8] = [0, 128, 0, 0, 128]
    let found = (0...(bytes.count - 5)).contains { bytes[$0..<($0 + 5)].elementsEqual(scanline) }
    #expect(found)
  }

  @Test func emptyBitmapCannotBeEncoded() {
    #expect(throws: ImageEncodingError.empty) {
      try PNGEncoder.encode(Bitmap(width: 0, height: 3, filledWith: .red))
    }
  }

  @Test func truncatedPNGIsReportedAsCorrupt() throws {
    let data = try PNGEncoder.encode(pattern(width: 32, height: 32, opaque: false))
    for length in [8, 20, 40, data.count / 2, data.count - 13] {
      #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data.prefix(length)) }
      do {
        _ = try ImageDecoder.decode(data.prefix(length))
      } catch {
        guard case .corrupt(.png, _) = error else {
          Issue.record("expected a corrupt PNG error, got \(error)")
          continue
        }
      }
    }
  }

  @Test func damagedPNGIsReportedAsCorrupt() throws {
    var bytes = [UInt8](try PNGEncoder.encode(pattern(width: 32, height: 32, opaque: false)))
    // Flip bits inside the IDAT payload (after the 33-byte signature + IHDR and 8-byte header).
    bytes[33 + 8 + 10] ^= 0xFF
    bytes[33 + 8 + 11] ^= 0x5A
    #expect {
      try ImageDecoder.decode(Data(bytes))
    } throws: { error in
      guard let error = error as? ImageDecodingError, case .corrupt(.png, _) = error else {
        return false
      }
      return true
    }
  }

  @Test func oversizedPNGHeaderIsRefusedBeforeDecoding() throws {
    // A signature and an IHDR announcing 100 000 × 100 000 pixels, and nothing else.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    bytes += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    #expect(throws: ImageDecodingError.tooLarge(format: .png, width: 100_000, height: 100_000)) {
      try ImageDecoder.decode(Data(bytes))
    }
    let small = try PNGEncoder.encode(pattern(width: 20, height: 10, opaque: true))
    #expect(throws: ImageDecodingError.tooLarge(format: .png, width: 20, height: 10)) {
      try ImageDecoder.decode(small, maximumSide: 16)
    }
    #expect(throws: ImageDecodingError.tooLarge(format: .png, width: 20, height: 10)) {
      try ImageDecoder.decode(small, maximumPixelCount: 199)
    }
  }

  // MARK: Sniffing and bad input

  @Test func mutatedImagesDecodeOrFailCleanly() throws {
    // Deterministic byte mutations of valid files in each format: every attempt must either
    // give a bitmap within the limits or throw a typed error (a crash fails the whole run).
    let source = pattern(width: 24, height: 16, opaque: true)
    let files = [try PNGEncoder.encode(source), try jpeg(source), try losslessWebP(source)]
    var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
    func next() -> Int { Int(truncatingIfNeeded: generator.next() >> 33) }
    var decoded = 0
    var refused = 0
    for file in files {
      for _ in 0..<150 {
        var bytes = [UInt8](file)
        for _ in 0..<(1 + next() % 4) {
          bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next())
        }
        if next() % 4 == 0 { bytes.removeLast(next() % bytes.count) }
        do {
          let bitmap = try ImageDecoder.decode(Data(bytes), maximumSide: 4096)
          #expect(bitmap.width > 0 && bitmap.width <= 4096)
          #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
          decoded += 1
        } catch {
          refused += 1
        }
      }
    }
    #expect(decoded + refused == 450)
    #expect(refused > 0)
  }

  @Test func formatIsSniffedFromMagicBytes() {
    #expect(ImageFormat(sniffing: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == .png)
    #expect(ImageFormat(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
    #expect(ImageFormat(sniffing: Data(Array("RIFF\0\0\0\0WEBPVP8 ".utf8))) == .webp)
    #expect(ImageFormat(sniffing: Data(Array("RIFF\0\0\0\0WAVE".utf8))) == nil)
    #expect(ImageFormat(sniffing: Data(Array("GIF89a".utf8))) == nil)
  }

  @Test func emptyAndUnknownDataAreRefused() {
    #expect(throws: ImageDecodingError.empty) { try ImageDecoder.decode(Data()) }
    #expect(throws: ImageDecodingError.unknownFormat) {
      try ImageDecoder.decode(Data("hello, world".utf8))
    }
  }

  @Test func filesDecodeWithTheSameLimits() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-decode-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let original = pattern(width: 12, height: 6, opaque: false)
    try PNGEncoder.encode(original).write(to: url)
    #expect(try ImageDecoder.decode(contentsOf: url) == original)
    #expect(throws: ImageDecodingError.tooLarge(format: .png, width: 12, height: 6)) {
      try ImageDecoder.decode(contentsOf: url, maximumSide: 8, maximumPixelCount: 64)
    }
  }

  @Test func missingFileIsUnreadable() {
    let url = URL(fileURLWithPath: "/nonexistent/bezel/picture.png")
    #expect {
      try ImageDecoder.decode(contentsOf: url)
    } throws: { error in
      guard let error = error as? ImageDecodingError, case .unreadable = error else {
        return false
      }
      return true
    }
  }

  // MARK: JPEG

  /// An opaque image compressed by TurboJPEG at high quality.
  private func jpeg(_ bitmap: Bitmap) throws -> Data {
    let handle = try #require(tjInitCompress())
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let result = tjCompress2(
      handle, bitmap.pixels, Int32(bitmap.width), Int32(bitmap.width * 4), Int32(bitmap.height),
      Int32(TJPF_RGBA.rawValue), &output, &size, Int32(TJSAMP_444.rawValue), 98, 0)
    #expect(result == 0)
    let buffer = try #require(output)
    defer { tjFree(buffer) }
    return Data(bytes: buffer, count: Int(size))
  }

  @Test func jpegDecodesCloseToTheOriginal() throws {
    let original = pattern(width: 24, height: 16, opaque: true)
    let decoded = try ImageDecoder.decode(try jpeg(original))
    #expect(decoded.width == 24)
    #expect(decoded.height == 16)
    var worst = 0
    for (a, b) in zip(original.pixels, decoded.pixels) { worst = max(worst, abs(Int(a) - Int(b))) }
    // Quality 98 with no chroma subsampling stays within a few steps.
    #expect(worst <= 16)
    #expect(decoded.pixel(x: 5, y: 5).a == 255)
  }

  @Test func cmykJPEGIsConvertedAsAdobeInvertedInks() throws {
    // Adobe stores inks inverted: (C', M', Y', K') = (255, 0, 0, 255) is no cyan, full
    // magenta and yellow, no black: red. (0, 255, 255, 128) is full cyan at half black.
    let handle = try #require(tjInitCompress())
    defer { tjDestroy(handle) }
    var inks = [UInt8]()
    for x in 0..<16 { inks += x < 8 ? [255, 0, 0, 255] : [0, 255, 255, 128] }
    inks = Array(repeating: inks, count: 8).flatMap { $0 }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let result = tjCompress2(
      handle, inks, 16, 64, 8, Int32(TJPF_CMYK.rawValue), &output, &size,
      Int32(TJSAMP_444.rawValue), 100, 0)
    #expect(result == 0)
    let buffer = try #require(output)
    defer { tjFree(buffer) }
    let decoded = try ImageDecoder.decode(Data(bytes: buffer, count: Int(size)))
    let red = decoded.pixel(x: 3, y: 4)
    #expect(red.r >= 245 && red.g <= 10 && red.b <= 10 && red.a == 255)
    let darkCyan = decoded.pixel(x: 12, y: 4)
    #expect(darkCyan.r <= 10 && abs(Int(darkCyan.g) - 128) <= 8 && abs(Int(darkCyan.b) - 128) <= 8)
  }

  @Test func truncatedJPEGIsReportedAsCorrupt() throws {
    let data = try jpeg(pattern(width: 64, height: 64, opaque: true))
    for length in [3, 30, data.count / 2, data.count - 2] {
      #expect {
        try ImageDecoder.decode(data.prefix(length))
      } throws: { error in
        guard let error = error as? ImageDecodingError, case .corrupt(.jpeg, _) = error else {
          return false
        }
        return true
      }
    }
  }

  @Test func oversizedJPEGIsRefused() throws {
    let data = try jpeg(pattern(width: 40, height: 8, opaque: true))
    #expect(throws: ImageDecodingError.tooLarge(format: .jpeg, width: 40, height: 8)) {
      try ImageDecoder.decode(data, maximumSide: 32)
    }
  }

  // MARK: WebP

  /// Lossless WebP of a bitmap whose alpha is only 0 or 255 (so premultiplied = straight).
  private func losslessWebP(_ bitmap: Bitmap) throws -> Data {
    var output: UnsafeMutablePointer<UInt8>?
    let size = WebPEncodeLosslessRGBA(
      bitmap.pixels, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4),
      &output)
    let buffer = try #require(output)
    defer { WebPFree(buffer) }
    #expect(size > 0)
    return Data(bytes: buffer, count: size)
  }

  @Test func losslessWebPRoundTripsExactly() throws {
    // Opaque pixels plus fully transparent ones, so premultiplying changes nothing.
    var pixels = [UInt8]()
    for i in 0..<(12 * 7) {
      pixels += i % 5 == 0 ? [0, 0, 0, 0] : [UInt8(i * 3 % 256), UInt8(i * 7 % 256), 200, 255]
    }
    let original = Bitmap(width: 12, height: 7, premultipliedRGBA: pixels)!
    let decoded = try ImageDecoder.decode(try losslessWebP(original))
    #expect(decoded == original)
  }

  @Test func webPWithPartialAlphaIsPremultiplied() throws {
    // Straight (200, 100, 0) at alpha 128 premultiplies to about (100, 50, 0, 128).
    var output: UnsafeMutablePointer<UInt8>?
    let size = WebPEncodeLosslessRGBA([200, 100, 0, 128], 1, 1, 4, &output)
    let buffer = try #require(output)
    defer { WebPFree(buffer) }
    let decoded = try ImageDecoder.decode(Data(bytes: buffer, count: size))
    let p = decoded.pixel(x: 0, y: 0)
    #expect(p.a == 128)
    #expect(abs(Int(p.r) - 100) <= 1)
    #expect(abs(Int(p.g) - 50) <= 1)
    #expect(p.b == 0)
  }

  @Test func truncatedWebPIsReportedAsCorrupt() throws {
    let data = try losslessWebP(pattern(width: 32, height: 32, opaque: true))
    for length in [12, 20, 30, data.count / 2, data.count - 1] {
      #expect {
        try ImageDecoder.decode(data.prefix(length))
      } throws: { error in
        guard let error = error as? ImageDecodingError, case .corrupt(.webp, _) = error else {
          return false
        }
        return true
      }
    }
  }

  @Test func oversizedWebPIsRefused() throws {
    let data = try losslessWebP(pattern(width: 30, height: 20, opaque: true))
    #expect(throws: ImageDecodingError.tooLarge(format: .webp, width: 30, height: 20)) {
      try ImageDecoder.decode(data, maximumPixelCount: 500)
    }
  }

  @Test func animatedWebPGivesItsFirstFrame() throws {
    var options = WebPAnimEncoderOptions()
    #expect(WebPAnimEncoderOptionsInit(&options) != 0)
    let encoder = try #require(WebPAnimEncoderNew(8, 6, &options))
    defer { WebPAnimEncoderDelete(encoder) }
    var config = WebPConfig()
    #expect(WebPConfigInit(&config) != 0)
    config.lossless = 1
    for (index, color) in [Color.red, Color.blue].enumerated() {
      var picture = WebPPicture()
      #expect(WebPPictureInit(&picture) != 0)
      picture.use_argb = 1
      picture.width = 8
      picture.height = 6
      let frame = Bitmap(width: 8, height: 6, filledWith: color)
      #expect(WebPPictureImportRGBA(&picture, frame.pixels, 32) != 0)
      #expect(WebPAnimEncoderAdd(encoder, &picture, Int32(index * 100), &config) != 0)
      WebPPictureFree(&picture)
    }
    #expect(WebPAnimEncoderAdd(encoder, nil, 200, nil) != 0)
    var assembled = WebPData()
    #expect(WebPAnimEncoderAssemble(encoder, &assembled) != 0)
    defer { WebPDataClear(&assembled) }
    let data = Data(bytes: try #require(assembled.bytes), count: assembled.size)
    let decoded = try ImageDecoder.decode(data)
    #expect(decoded.width == 8)
    #expect(decoded.height == 6)
    #expect(decoded.pixel(x: 4, y: 3) == (255, 0, 0, 255))
  }
}
