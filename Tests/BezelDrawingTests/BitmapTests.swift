import BezelDrawing
import Foundation
import Testing

@Suite struct BitmapTests {
  @Test func fillIsPremultiplied() {
    // Red at alpha ½: 255·½ = 127.5 rounds to 128 for both red and alpha.
    let bitmap = Bitmap(
      width: 3, height: 2, filledWith: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(bitmap.pixels.count == 3 * 2 * 4)
    #expect(bitmap.pixel(x: 2, y: 1) == (128, 0, 0, 128))
    #expect(bitmap.pixel(x: 3, y: 0) == (0, 0, 0, 0))
    let color = bitmap.color(x: 0, y: 0)
    #expect(color.red == 1 && color.alpha == 128.0 / 255)
  }

  @Test func badSizesNeverTrap() {
    #expect(Bitmap(width: 2, height: 2, premultipliedRGBA: [0, 0, 0]) == nil)
    #expect(Bitmap(width: -1, height: 2, premultipliedRGBA: []) == nil)
    #expect(Bitmap(width: Int.max, height: 2, premultipliedRGBA: []) == nil)
    #expect(Bitmap(width: Int.max / 2, height: 1, premultipliedRGBA: []) == nil)
    #expect(Bitmap(width: -5, height: 3, filledWith: .red).size == CGSize(width: 0, height: 3))
    #expect(Bitmap(width: Int.max / 2, height: 1, filledWith: .red).size == .zero)
    // NaN components clamp instead of failing the conversion to bytes.
    let odd = Bitmap(width: 1, height: 1, filledWith: Color(red: .nan, green: -1, blue: 2))
    #expect(odd.pixel(x: 0, y: 0).a == 255)
  }

  @Test func copiesShareStorageAndCompareByContent() throws {
    let a = Bitmap(width: 2, height: 2, filledWith: .blue)
    let b = a
    #expect(a.identity == b.identity)
    let c = try #require(Bitmap(width: 2, height: 2, premultipliedRGBA: a.pixels))
    #expect(c.identity != a.identity)
    #expect(c == a)
  }
}
