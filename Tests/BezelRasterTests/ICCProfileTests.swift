import BezelDrawing
import BezelRaster
import CZlib
import Foundation
import Testing

/// PNG images tagged with an ICC profile decode to sRGB, as a browser draws them.
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
}
