import BezelDrawing
import BezelRaster
import CJPEG
import CWebP
import CZlib
import Foundation
import Testing

/// PNG, JPEG and WebP images tagged with an ICC profile decode to sRGB, as a browser draws
/// them.
@Suite struct ICCProfileTests {
  /// sRGB's primaries in the ICC connection space (the columns are red, green, blue).
  private let red = [0.436_065_674, 0.222_488_403, 0.013_916_016]
  private let green = [0.385_147_095, 0.716_873_169, 0.097_076_416]
  private let blue = [0.143_066_406, 0.060_607_910, 0.714_096_069]

  private func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  private func fixed(_ v: Double) -> [UInt8] {
    be32(Int(Int32((v * 65536).rounded())) & 0xFFFF_FFFF)
  }

  /// A matrix/TRC RGB profile with the given primaries and one tone curve tag for all three.
  private func profile(_ primaries: [[Double]], curve: [UInt8]) -> [UInt8] {
    var tags: [(String, [UInt8])] = []
    for (name, xyz) in zip(["rXYZ", "gXYZ", "bXYZ"], primaries) {
      tags.append((name, Array("XYZ ".utf8) + [0, 0, 0, 0] + xyz.flatMap(fixed)))
    }
    for name in ["rTRC", "gTRC", "bTRC"] { tags.append((name, curve)) }
    var body: [UInt8] = []
    var table = be32(tags.count)
    let dataStart = 128 + 4 + tags.count * 12
    for (name, data) in tags {
      table += Array(name.utf8) + be32(dataStart + body.count) + be32(data.count)
      body += data
    }
    var header = [UInt8](repeating: 0, count: 128)
    let size = be32(128 + table.count + body.count)
    header.replaceSubrange(0..<4, with: size)
    header.replaceSubrange(12..<16, with: Array("mntr".utf8))
    header.replaceSubrange(16..<20, with: Array("RGB ".utf8))
    header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
    header.replaceSubrange(36..<40, with: Array("acsp".utf8))
    return header + table + body
  }

  /// A `curv` tag with no entries: the identity (linear values stored).
  private var linearCurve: [UInt8] { Array("curv".utf8) + [0, 0, 0, 0] + be32(0) }

  /// The sRGB tone curve as an ICC parametric curve (function type 3).
  private var sRGBCurve: [UInt8] {
    Array("para".utf8) + [0, 0, 0, 0] + [0, 3, 0, 0]
      + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(fixed)
  }

  /// `bitmap` as a PNG with an `iCCP` chunk holding `iccProfile` after the header chunk.
  private func taggedPNG(_ bitmap: Bitmap, _ iccProfile: [UInt8]) throws -> Data {
    let png = [UInt8](try PNGEncoder.encode(bitmap))
    var compressed = [UInt8](repeating: 0, count: Int(compressBound(uLong(iccProfile.count))))
    var length = uLongf(compressed.count)
    let code = compressed.withUnsafeMutableBufferPointer { out in
      iccProfile.withUnsafeBufferPointer {
        compress(out.baseAddress, &length, $0.baseAddress, uLong($0.count))
      }
    }
    try #require(code == Z_OK)
    let payload = Array("iCCP".utf8) + Array("test".utf8) + [0, 0] + compressed.prefix(Int(length))
    let crc = payload.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    let chunk = be32(payload.count - 4) + payload + be32(Int(crc))
    let afterHeader = 8 + 25  // Signature, then IHDR: length, type, 13 bytes, CRC.
    return Data(png[..<afterHeader] + chunk + png[afterHeader...])
  }

  @Test func primariesAreMappedThroughTheConnectionSpace() throws {
    // The profile's red is sRGB's green and its green sRGB's red, so the channels swap.
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]
    let bitmap = try #require(Bitmap(width: 3, height: 1, premultipliedRGBA: pixels))
    let png = try taggedPNG(bitmap, profile([green, red, blue], curve: linearCurve))
    let decoded = try ImageDecoder.decode(png)
    for (x, expected) in [(0, (0, 255, 0)), (1, (255, 0, 0)), (2, (0, 0, 255))] {
      let p = decoded.pixel(x: x, y: 0)
      #expect(abs(Int(p.r) - expected.0) <= 1 && abs(Int(p.g) - expected.1) <= 1)
      #expect(abs(Int(p.b) - expected.2) <= 1 && p.a == 255)
    }
  }

  @Test func toneCurveIsAppliedBeforeReencodingAsSRGB() throws {
    // Stored linear 128/255 = 0.502 encodes in sRGB as 1.055·0.502^(1/2.4) − 0.055 = 0.7367,
    // that is 187.9 → 188; half-transparent pixels convert their unpremultiplied colour.
    let pixels: [UInt8] = [128, 128, 128, 255, 64, 64, 64, 128]
    let bitmap = try #require(Bitmap(width: 2, height: 1, premultipliedRGBA: pixels))
    let png = try taggedPNG(bitmap, profile([red, green, blue], curve: linearCurve))
    let decoded = try ImageDecoder.decode(png)
    let opaque = decoded.pixel(x: 0, y: 0)
    #expect([opaque.r, opaque.g, opaque.b].allSatisfy { abs(Int($0) - 188) <= 1 })
    // 188 premultiplied by 128/255 is 94.4.
    let translucent = decoded.pixel(x: 1, y: 0)
    #expect(translucent.a == 128)
    #expect([translucent.r, translucent.g, translucent.b].allSatisfy { abs(Int($0) - 94) <= 1 })
  }

  @Test func anSRGBProfileLeavesPixelsUnchanged() throws {
    var pixels: [UInt8] = []
    for v in stride(from: 0, through: 255, by: 15) { pixels += [UInt8(v), UInt8(255 - v), 7, 255] }
    let bitmap = try #require(Bitmap(width: pixels.count / 4, height: 1, premultipliedRGBA: pixels))
    let png = try taggedPNG(bitmap, profile([red, green, blue], curve: sRGBCurve))
    #expect(try ImageDecoder.decode(png) == bitmap)
  }

  @Test func anUnreadableProfileIsIgnored() throws {
    let pixels: [UInt8] = [200, 100, 50, 255]
    let bitmap = try #require(Bitmap(width: 1, height: 1, premultipliedRGBA: pixels))
    let png = try taggedPNG(bitmap, Array("not a profile".utf8))
    #expect(try ImageDecoder.decode(png) == bitmap)
  }

  /// Three opaque pixels: red, green, blue.
  private func primaries() throws -> Bitmap {
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]
    return try #require(Bitmap(width: 3, height: 1, premultipliedRGBA: pixels))
  }

  /// Expects the decoded red and green pixels to have swapped, within `tolerance`.
  private func expectSwapped(_ decoded: Bitmap, tolerance: Int) {
    let first = decoded.pixel(x: 0, y: 0)
    let second = decoded.pixel(x: 1, y: 0)
    #expect(Int(first.r) <= tolerance && Int(first.g) >= 255 - tolerance)
    #expect(Int(second.r) >= 255 - tolerance && Int(second.g) <= tolerance)
  }

  @Test func jpegProfileSplitOverTwoSegmentsIsReassembled() throws {
    let handle = try #require(tjInitCompress())
    defer { tjDestroy(handle) }
    let bitmap = try primaries()
    // Each pixel becomes an 8×8 block so the colours survive compression unmixed.
    var pixels: [UInt8] = []
    for _ in 0..<8 {
      for x in 0..<24 { pixels += bitmap.pixels[(x / 8 * 4)..<(x / 8 * 4 + 4)] }
    }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let result = tjCompress2(
      handle, pixels, 24, 96, 8, Int32(TJPF_RGBA.rawValue), &output, &size,
      Int32(TJSAMP_444.rawValue), 100, 0)
    try #require(result == 0)
    let buffer = try #require(output)
    defer { tjFree(buffer) }
    let jpeg = [UInt8](UnsafeBufferPointer(start: buffer, count: Int(size)))
    let icc = profile([green, red, blue], curve: linearCurve)
    let half = icc.count / 2
    var segments: [UInt8] = []
    // The second part first: readers must order the parts by their sequence numbers.
    for (sequence, part) in [(2, icc[half...]), (1, icc[..<half])] {
      let payload = Array("ICC_PROFILE".utf8) + [0, UInt8(sequence), 2] + part
      segments += [0xFF, 0xE2, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)]
      segments += payload
    }
    let tagged = Data(jpeg[..<2] + segments + jpeg[2...])
    let decoded = try ImageDecoder.decode(tagged)
    let left = decoded.pixel(x: 3, y: 4)
    let middle = decoded.pixel(x: 11, y: 4)
    #expect(Int(left.r) <= 12 && Int(left.g) >= 243)
    #expect(Int(middle.r) >= 243 && Int(middle.g) <= 12)
  }

  @Test func webPICCPChunkIsApplied() throws {
    let bitmap = try primaries()
    var output: UnsafeMutablePointer<UInt8>?
    let size = WebPEncodeLosslessRGBA(bitmap.pixels, 3, 1, 12, &output)
    let buffer = try #require(output)
    defer { WebPFree(buffer) }
    let simple = [UInt8](UnsafeBufferPointer(start: buffer, count: size))
    // Rewrap as an extended file: VP8X (flags with the ICC bit, canvas size − 1), ICCP, then
    // the lossless bitstream chunk unchanged.
    func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(v >> ($0 * 8) & 0xFF) } }
    let icc = profile([green, red, blue], curve: linearCurve)
    var chunks = Array("VP8X".utf8) + le32(10) + [0x20, 0, 0, 0] + [2, 0, 0] + [0, 0, 0]
    chunks += Array("ICCP".utf8) + le32(icc.count) + icc + (icc.count % 2 == 1 ? [0] : [])
    chunks += simple[12...]
    let file = Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WEBP".utf8) + chunks
    expectSwapped(try ImageDecoder.decode(Data(file)), tolerance: 1)
  }
}
