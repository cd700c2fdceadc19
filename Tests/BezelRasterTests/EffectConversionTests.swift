import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The effects' conversions between words and floats against the plain forms they replace:
/// the same values, bit for bit, so an effect gives the same pixels whichever form ran.
@Suite struct EffectConversionTests {
  /// A straight colour's word, its lanes clamped one by one, against `clamped`'s word.
  @Test func straightWordsEqualTheClampedForm() {
    var numbers = SeededGenerator(seed: 23)
    let specials: [Float] = [
      0, -0.0, 1, 0.5, Float(1).nextUp, Float(0).nextUp, -Float(0).nextUp, 2, -1, .infinity,
      -.infinity, .nan, 0.998, 0.0019,
    ]
    var colours: [SIMD4<Float>] = []
    for r in specials {
      for a in specials { colours.append(SIMD4(r, 1 - r, r / 2, a)) }
    }
    for _ in 0..<20_000 {
      colours.append(
        SIMD4(
          Float.random(in: -0.2...1.2, using: &numbers),
          Float.random(in: -0.2...1.2, using: &numbers),
          Float.random(in: 0...1, using: &numbers), Float.random(in: -0.1...1.1, using: &numbers)))
    }
    for c in colours {
      let clamped = c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
      let a = clamped.w * 255
      let expected = ARGBPixels.word(
        premultiplied: SIMD4(clamped.x * a, clamped.y * a, clamped.z * a, a))
      #expect(ARGBPixels.word(straight: c) == expected, "\(c)")
    }
  }

  /// An image's float colours, written without a zero fill first, against the words' own
  /// channels, rows `stride` words apart; and back to the same words.
  @Test func colorsOfEqualEveryPixelsChannels() {
    var numbers = SeededGenerator(seed: 29)
    let (w, h, stride) = (13, 7, 17)
    var words = [UInt32](repeating: 0xDEAD_BEEF, count: h * stride)
    for y in 0..<h {
      for x in 0..<w {
        let a = UInt32.random(in: 0...255, using: &numbers)
        let r = UInt32.random(in: 0...a, using: &numbers)
        let g = UInt32.random(in: 0...a, using: &numbers)
        let b = UInt32.random(in: 0...a, using: &numbers)
        words[y * stride + x] = a << 24 | r << 16 | g << 8 | b
      }
    }
    let original = words
    words.withUnsafeMutableBufferPointer {
      let pixels = ARGBPixels(base: $0.baseAddress!, width: w, height: h, stride: stride)
      let image = FloatImage(colorsOf: pixels)
      #expect(image.values.count == w * h * 4)
      for y in 0..<h {
        for x in 0..<w {
          let i = (y * w + x) * 4
          let value = SIMD4(
            image.values[i], image.values[i + 1], image.values[i + 2], image.values[i + 3])
          #expect(value == ARGBPixels.premultiplied(pixels[x, y]), "\(x), \(y)")
        }
      }
      image.storeColors(into: pixels)
    }
    #expect(words == original)
  }

  /// A blur against window means summed afresh at every pixel: with values in eighths the
  /// running sums are exact, so the two agree bit for bit, and a pass that read a value its
  /// target did not write first (the spare image starts unfilled) would show.
  @Test func blursEqualFreshWindowMeans() {
    var numbers = SeededGenerator(seed: 31)
    for (w, h, k) in [(1, 1, 4), (9, 5, 4), (31, 17, 1), (6, 40, 4)] {
      var image = FloatImage(width: w, height: h, channels: k)
      for i in image.values.indices {
        image.values[i] = Float(Int.random(in: 0..<(256 * 8), using: &numbers)) / 8
      }
      for radii in [[1], [2, 2, 3], [7]] {
        for repeatEdges in [false, true] {
          var blurred = image
          BoxBlur.blur(&blurred, radii: radii, repeatEdges: repeatEdges)
          var expected = image.values
          for (r, along) in radii.map({ ($0, true) }) + radii.map({ ($0, false) }) {
            let source = expected
            for y in 0..<h {
              for x in 0..<w {
                for c in 0..<k {
                  var sum = 0.0
                  for d in -r...r {
                    var (px, py) = along ? (x + d, y) : (x, y + d)
                    if repeatEdges {
                      (px, py) = (min(max(px, 0), w - 1), min(max(py, 0), h - 1))
                    } else if px < 0 || px >= w || py < 0 || py >= h {
                      continue
                    }
                    sum += Double(source[(py * w + px) * k + c])
                  }
                  expected[(y * w + x) * k + c] = Float(sum * (1 / (Double(r) * 2 + 1)))
                }
              }
            }
          }
          #expect(
            blurred.values.elementsEqual(expected) { $0.bitPattern == $1.bitPattern },
            "\(w)×\(h)×\(k) radii \(radii) repeat \(repeatEdges)")
        }
      }
    }
  }
}
