import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The effects' inner loops against the plain forms they replace: the same values, bit for
/// bit, so a layer's effects give the same pixels whichever loop ran.
@Suite struct EffectKernelTests {
  @Test func levelsRoundAsFloatRoundingDoes() {
    var values: [Float] = [0, 0.5, 0.49999997, 254.5, 255, 127.5, 1.5, 2.5]
    for k in 0...(255 * 64) {
      let v = Float(k) / 64
      values += [v, v.nextUp, v.nextDown]
    }
    for v in values where v >= 0 && v <= 255 {
      #expect(ARGBPixels.level(v) == UInt32(v.rounded()), "\(v)")
    }
  }

  /// Row passes (one pixel's channels a step, kept in registers) against column passes over
  /// the transposed image (a whole row of lanes a step, the general loop).
  @Test(arguments: [1, 4])
  func rowPassesEqualColumnPassesOfTheTranspose(channels k: Int) {
    var numbers = SeededGenerator(seed: 7)
    let (w, h) = (37, 23)
    var image = FloatImage(width: w, height: h, channels: k)
    for i in image.values.indices where Int.random(in: 0..<3, using: &numbers) > 0 {
      image.values[i] = Float(Int.random(in: 0..<(256 * 16), using: &numbers)) / 16
    }
    for radii in [[1], [2, 2, 3], [5, 1], [30], [40, 2]] {
      for repeatEdges in [false, true] {
        var rows = image
        BoxBlur.blur(
          &rows, radii: radii, horizontal: true, vertical: false, repeatEdges: repeatEdges)
        var columns = FloatImage(width: h, height: w, channels: k)
        for y in 0..<h {
          for x in 0..<w {
            for c in 0..<k {
              columns.values[(x * h + y) * k + c] = image.values[(y * w + x) * k + c]
            }
          }
        }
        BoxBlur.blur(
          &columns, radii: radii, horizontal: false, vertical: true, repeatEdges: repeatEdges)
        var same = true
        for y in 0..<h {
          for x in 0..<w {
            for c in 0..<k
            where rows.values[(y * w + x) * k + c] != columns.values[(x * h + y) * k + c] {
              same = false
            }
          }
        }
        #expect(same, "radii \(radii), repeat \(repeatEdges)")
      }
    }
  }

  /// The distance transform, which skips lines of one value, against the nearest seed found
  /// by trying every one; with no seed at all every pixel is `far`.
  @Test(arguments: [false, true])
  func distancesEqualTheNearestSeed(toOutside: Bool) {
    var numbers = SeededGenerator(seed: 11)
    let (w, h) = (29, 19)
    for shape in 0..<4 {
      var words = [UInt32](repeating: 0, count: w * h)
      for y in 0..<h {
        for x in 0..<w {
          let inside: Bool
          switch shape {
          case 0:
            inside =
              x > 8 && x < 20 && y > 4 && y < 14 && Int.random(in: 0..<9, using: &numbers) > 0
          case 1: inside = Int.random(in: 0..<40, using: &numbers) == 0
          case 2: inside = false
          default: inside = true
          }
          words[y * w + x] =
            inside ? 0xFF00_0000 | UInt32.random(in: 0..<(1 << 24), using: &numbers) : 0x7F00_0000
        }
      }
      var distances: [Float] = []
      words.withUnsafeMutableBufferPointer {
        let pixels = ARGBPixels(base: $0.baseAddress!, width: w, height: h, stride: w)
        distances = OutlineFilter.squaredDistances(pixels, toOutside: toOutside)
      }
      var seeds: [(Int, Int)] = []
      for y in 0..<h {
        for x in 0..<w where (words[y * w + x] >> 24 >= 128) != toOutside { seeds.append((x, y)) }
      }
      for y in 0..<h {
        for x in 0..<w {
          let nearest = seeds.map { ($0.0 - x) * ($0.0 - x) + ($0.1 - y) * ($0.1 - y) }.min()
          let expected = Float(nearest ?? (w * w + h * h + 1))
          #expect(distances[y * w + x] == expected, "shape \(shape) at \(x), \(y)")
        }
      }
    }
  }

  /// The capped transform (the rows looked through only as far as can still lower a value)
  /// against the whole one: the same squared distance wherever that is under the cap, at
  /// least the cap elsewhere; on seeded blobs of several sizes, both ways round.
  @Test(arguments: [false, true])
  func cappedDistancesEqualTheWholeTransformUnderTheCap(toOutside: Bool) {
    var numbers = SeededGenerator(seed: 13)
    for (w, h) in [(1, 1), (7, 3), (41, 23), (16, 64)] {
      var words = [UInt32](repeating: 0, count: w * h)
      let (cx, cy) = (
        Int.random(in: 0..<w, using: &numbers), Int.random(in: 0..<h, using: &numbers)
      )
      let radius = Int.random(in: 0...max(w, h), using: &numbers)
      for y in 0..<h {
        for x in 0..<w {
          let near = (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
          let alpha = near || Int.random(in: 0..<30, using: &numbers) == 0 ? 200 : 60
          words[y * w + x] = UInt32(alpha) << 24
        }
      }
      for cap: Float in [1, 2, 5, 9, 26, 1000] {
        var whole: [Float] = []
        var capped: [Float] = []
        words.withUnsafeMutableBufferPointer {
          let pixels = ARGBPixels(base: $0.baseAddress!, width: w, height: h, stride: w)
          whole = OutlineFilter.squaredDistances(pixels, toOutside: toOutside)
          capped = OutlineFilter.squaredDistances(pixels, toOutside: toOutside, cap: cap)
        }
        for i in whole.indices {
          if whole[i] < cap {
            #expect(capped[i] == whole[i], "\(w)×\(h) cap \(cap) at \(i)")
          } else {
            #expect(capped[i] >= cap, "\(w)×\(h) cap \(cap) at \(i)")
          }
        }
      }
    }
  }
}
