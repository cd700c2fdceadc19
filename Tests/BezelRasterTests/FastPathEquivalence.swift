import BezelDrawing
import BezelLayers
import BezelTestSupport
import Testing

@testable import BezelRaster

/// Checks that a fast drawing path gives the bytes of the general path it stands in for.
///
/// `general` runs its operation with the fast path switched off, usually through the
/// switch's task-local value:
///
/// ```swift
/// try FastPathEquivalence.expectSameBytes(list, scales: [1, 1.5], label: "seed 3") {
///   try DisplayListPainter.$multipliesFillsInPlace.withValue(false, operation: $0)
/// }
/// ```
enum FastPathEquivalence {
  /// The general path's switch, applied around one rendering.
  typealias General<Result> = (() throws -> Result) throws -> Result

  /// A random colour for the seeded scenes, opaque or translucent.
  static func color(_ rng: inout SeededGenerator) -> Color {
    let alpha = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
    return Color(
      red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
      blue: .random(in: 0...1, using: &rng), alpha: alpha)
  }

  /// Expects `list` to render to the same bytes with the fast path as with `general`, under
  /// both policies, at each of `scales`, over a transparent and a translucent background.
  static func expectSameBytes(
    _ list: DisplayList, scales: [Double], label: String, general: General<Bitmap>
  ) throws {
    for policy in [RenderPolicy.exact, .browserLike] {
      for scale in scales {
        for background in [nil, Color(red: 0.9, green: 0.8, blue: 0.6, alpha: 0.5)] {
          let fast = try Canvas().render(
            list, scale: scale, background: background, policy: policy)
          let whole = try general {
            try Canvas().render(list, scale: scale, background: background, policy: policy)
          }
          #expect(fast == whole, "\(label), \(policy), scale \(scale)")
        }
      }
    }
  }

  /// Expects 40 frames of `list(frame)`, drawn one after another into one reused buffer
  /// (each redrawn only where it changed, over the last frame's pixels), to hold the bytes
  /// of each frame drawn afresh with `general`.
  static func expectRetainedFramesMatch(
    _ list: (Int) -> DisplayList, general: General<Void>
  ) throws {
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in 0..<40 {
      let list = list(frame)
      try canvas.render(list, scale: 1.5, policy: .browserLike, into: &pixels)
      var fresh: [UInt32] = []
      try general {
        _ = try Canvas().render(list, scale: 1.5, policy: .browserLike, into: &fresh)
      }
      #expect(pixels == fresh, "frame \(frame)")
    }
  }
}
