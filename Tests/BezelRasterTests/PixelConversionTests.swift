import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

@Suite struct PixelConversionTests {
  /// Cairo ARGB32 rows of `width` pixels, `stride` bytes apart, where pixel (x, y) is
  /// A = 200, R = x, G = y, B = 255 - x, written as native-endian words; padding bytes are
  /// 0xEE so reading them would show.
  private func cairoRows(width: Int, height: Int, stride: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0xEE, count: stride * height)
    for y in 0..<height {
      for x in 0..<width {
        let word = UInt32(200) << 24 | UInt32(x) << 16 | UInt32(y) << 8 | UInt32(255 - x)
        withUnsafeBytes(of: word) { raw in
          for k in 0..<4 { bytes[y * stride + x * 4 + k] = raw[k] }
        }
      }
    }
    return bytes
  }

  @Test(arguments: [(1, 1, 4), (7, 3, 28), (8, 2, 32), (9, 3, 40), (17, 4, 80), (23, 5, 128)])
  func cairoToRGBAShufflesEveryPixel(width: Int, height: Int, stride: Int) {
    let source = cairoRows(width: width, height: height, stride: stride)
    let rgba = source.withUnsafeBufferPointer { buffer in
      PixelConversion.cairoToRGBA(
        buffer.baseAddress!, width: width, height: height, stride: stride)
    }
    #expect(rgba.count == width * height * 4)
    var mismatches = 0
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        if rgba[i..<i + 4] != [UInt8(x), UInt8(y), UInt8(255 - x), 200] { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func opaqueConversionSetsAlphaWhateverTheTopByte() {
    // RGB24: the top byte is undefined (here 0x12); the result must be fully opaque.
    let word: UInt32 = 0x1230_4050
    var source = [UInt8](repeating: 0, count: 9 * 4)
    for x in 0..<9 {
      withUnsafeBytes(of: word) { raw in for k in 0..<4 { source[x * 4 + k] = raw[k] } }
    }
    let rgba = source.withUnsafeBufferPointer { buffer in
      PixelConversion.cairoToRGBA(
        buffer.baseAddress!, width: 9, height: 1, stride: 36, opaque: true)
    }
    for x in 0..<9 {
      #expect(rgba[x * 4..<x * 4 + 4] == [0x30, 0x40, 0x50, 0xFF])
    }
  }

  @Test func renderingIntoWordsMatchesTheBitmap() throws {
    // Odd size, partial coverage and translucency, so edges and alpha are both exercised.
    let list = DisplayList(
      size: CGSize(width: 37, height: 21),
      items: [
        .fill(Path(ellipseIn: CGRect(x: 3.3, y: 2.7, width: 25, height: 15)), .red),
        .fill(
          Path(rect: CGRect(x: 10.5, y: 5.25, width: 20, height: 9)),
          Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.5)),
      ])
    let canvas = Canvas()
    let bitmap = try canvas.render(list, scale: 1.5, background: nil)
    var words: [UInt32] = [1, 2, 3]
    let size = try canvas.render(list, scale: 1.5, background: nil, into: &words)
    #expect(size.width == bitmap.width && size.height == bitmap.height)
    #expect(words.count == bitmap.width * bitmap.height)
    var covered = 0
    var mismatches = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let w = words[y * bitmap.width + x]
        let p = bitmap.pixel(x: x, y: y)
        let fromWord = (
          r: UInt8(truncatingIfNeeded: w >> 16), g: UInt8(truncatingIfNeeded: w >> 8),
          b: UInt8(truncatingIfNeeded: w), a: UInt8(truncatingIfNeeded: w >> 24)
        )
        if fromWord != p { mismatches += 1 }
        if p.a > 0 { covered += 1 }
      }
    }
    #expect(mismatches == 0)
    #expect(covered > 100)
    // Rendering again into the same array clears what was there (a transparent list).
    let empty = DisplayList(size: list.size, items: [])
    try canvas.render(empty, scale: 1.5, into: &words)
    #expect(words.allSatisfy { $0 == 0 })
  }

  @Test func renderingIntoWordsFillsTheBackground() throws {
    let list = DisplayList(size: CGSize(width: 5, height: 3), items: [])
    var words: [UInt32] = []
    let size = try Canvas().render(list, scale: 1, background: .blue, into: &words)
    #expect(size == (5, 3))
    #expect(words == [UInt32](repeating: 0xFF00_00FF, count: 15))
  }
}
