import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import BezelRaster

/// Damage in several boxes drawn on scratch pixels is copied into the frame row by row
/// (``ScratchPixels/copy(_:from:at:into:)``); these check it leaves the bytes of Cairo
/// painting the scratch through the boxes, and of each frame drawn afresh.
@Suite struct ScratchRowCopyTests {
  /// Frame `frame` of a seeded 80 × 60 scene: still fills and strokes, and small shapes
  /// that move apart from each other, so damage falls in several boxes within the scratch
  /// budget.
  static func list(seed: UInt64, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    var items: [DisplayItem] = []
    for _ in 0..<3 {
      let rect = CGRect(
        x: .random(in: 0...50, using: &rng), y: .random(in: 0...40, using: &rng),
        width: .random(in: 5...30, using: &rng), height: .random(in: 5...20, using: &rng))
      items.append(
        .fill(Path(rect: rect), paint: .color(FastPathEquivalence.color(&rng)), rule: .nonZero))
    }
    for mover in 0..<Int.random(in: 2...5, using: &rng) {
      let (x, y) = (Double.random(in: 0...70, using: &rng), Double.random(in: 0...50, using: &rng))
      let phase = Double(frame) * 0.9 + Double(mover)
      let rect = CGRect(
        x: x + 3 * sin(phase), y: y + 2 * cos(phase), width: .random(in: 2...9, using: &rng),
        height: .random(in: 2...9, using: &rng))
      let paint = Paint.color(FastPathEquivalence.color(&rng))
      items.append(
        Bool.random(using: &rng)
          ? .fill(Path(ellipseIn: rect), paint: paint, rule: .nonZero)
          : .stroke(Path(rect: rect), paint: paint, style: StrokeStyle(lineWidth: 1.5)))
    }
    return DisplayList(size: CGSize(width: 80, height: 60), items: items)
  }

  /// The frame numbers in the orders played: forwards, backwards and shuffled.
  static func orders(seed: UInt64) -> [[Int]] {
    var rng = SeededGenerator(seed: seed &+ 99)
    let forwards = Array(0..<24)
    return [forwards, forwards.reversed(), forwards.shuffled(using: &rng)]
  }

  @Test(arguments: 0..<6)
  func rowCopiesGiveCairosBytes(seed: Int) throws {
    let seed = UInt64(seed)
    for order in Self.orders(seed: seed) {
      for caches in [true, false] {
        try CoverageCache.$isEnabled.withValue(caches) {
          let (fast, general) = (Canvas(), Canvas())
          var (fastPixels, generalPixels, scratchFrames) = ([UInt32](), [UInt32](), 0)
          for frame in order {
            let list = Self.list(seed: seed, frame: frame)
            let label = "seed \(seed), frame \(frame), caches \(caches)"
            try fast.render(list, scale: 1.5, policy: .browserLike, into: &fastPixels)
            if fast.heldSurfaceBytes > 0 { scratchFrames += 1 }
            try ScratchPixels.$copiesRows.withValue(false) {
              _ = try general.render(list, scale: 1.5, policy: .browserLike, into: &generalPixels)
            }
            #expect(fastPixels == generalPixels, "\(label)")
            var fresh: [UInt32] = []
            try Canvas().render(list, scale: 1.5, policy: .browserLike, into: &fresh)
            #expect(fastPixels == fresh, "\(label)")
          }
          // The scratch pixels were drawn on, so the row copy was taken.
          #expect(scratchFrames > 0, "seed \(seed)")
        }
      }
    }
  }

  /// The canvas's own surface, over a translucent background and without one, frames in
  /// each order: the bytes of each frame drawn afresh.
  @Test(arguments: 0..<4)
  func surfaceFramesGiveFreshBytes(seed: Int) throws {
    let seed = UInt64(seed)
    let background = Color(red: 0.9, green: 0.8, blue: 0.6, alpha: 0.5)
    for order in Self.orders(seed: seed) {
      for background in [nil, background] {
        let canvas = Canvas()
        for frame in order {
          let list = Self.list(seed: seed, frame: frame)
          let kept = try canvas.render(list, scale: 1.5, background: background, policy: .exact)
          let general = try ScratchPixels.$copiesRows.withValue(false) {
            try Canvas().render(list, scale: 1.5, background: background, policy: .exact)
          }
          #expect(kept == general, "seed \(seed), frame \(frame)")
        }
      }
    }
  }
}
