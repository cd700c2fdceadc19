import BezelDrawing
import BezelRaster
import Foundation
import Testing

@testable import BezelBench

/// The hand-written Cairo frames must draw what the Bezel scenes draw, or the engine-overhead
/// ratio would compare unequal work.
@MainActor
struct DirectFrameTests {
  /// Anti-aliasing differs where Cairo's arcs and Bezel's Bézier circles meet edges, and text
  /// may be positioned a fraction of a pixel apart; anything else is a real difference.
  static let allowedFraction = 0.01

  @Test(arguments: ["ring", "meeting", "meeting-timer", "focus", "loading"])
  func handWrittenFrameMatchesBezel(_ name: String) throws {
    let scene = try #require(EngineCase.all.first { $0.name == name })
    // Every time at 1×; one at 3× (what scaling changes is the same at every time).
    let cases = scene.times.map { ($0, 1.0) } + [(scene.times[scene.times.count / 2], 3.0)]
    for (time, scale) in cases {
      let pair = try #require(scene.renderBoth(at: time, scale: scale))
      let difference = try #require(PixelDifference(pair.bezel, pair.direct))
      if difference.fractionOver > Self.allowedFraction {
        save(pair, name: "\(name)-\(time)@\(Int(scale))x", size: scene.size, scale: scale)
      }
      #expect(
        difference.fractionOver <= Self.allowedFraction,
        "\(name) at \(time) s, \(scale)×: \(difference.fractionOver * 100)% of pixels differ")
    }
  }

  @Test func pixelDifferenceCountsPixelsOverTheThreshold() throws {
    let a: [UInt8] = [0, 0, 0, 255, 10, 10, 10, 255, 200, 0, 0, 255, 0, 0, 0, 0]
    let b: [UInt8] = [0, 0, 0, 255, 20, 10, 10, 255, 0, 0, 0, 255, 0, 0, 0, 17]
    let difference = try #require(PixelDifference(a, b, threshold: 16))
    #expect(difference.maximum == 200)
    // Pixel 2 (200 apart) and pixel 3 (alpha 17 apart) exceed 16; pixel 1 (10) does not.
    #expect(difference.fractionOver == 0.5)
    #expect(PixelDifference(a, Array(b.dropLast(4))) == nil)
  }

  /// Writes both pictures next to this file (gitignored `*.actual.png`) for a person to look.
  private func save(
    _ pair: (bezel: [UInt8], direct: [UInt8]), name: String, size: CGSize, scale: Double
  ) {
    let width = Int((Double(size.width) * scale).rounded())
    let height = Int((Double(size.height) * scale).rounded())
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    for (suffix, pixels) in [("bezel", pair.bezel), ("direct", pair.direct)] {
      guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: pixels),
        let data = try? PNGEncoder.encode(bitmap)
      else { continue }
      try? data.write(to: folder.appendingPathComponent("\(name).\(suffix).actual.png"))
    }
  }
}
