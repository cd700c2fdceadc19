import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A hairline whose bands surely miss the clip is dropped before its path is flattened
/// (``HairlineStroke/missesClip(_:)``); these check it gives the bytes of filling it anyway.
@Suite struct HairlineCullTests {
  /// Hairlines in and around clips, off the frame's edges, in rotated and faded groups
  /// (``HairlineBandTests/list(seed:shift:)``).
  @Test(arguments: 0..<24)
  func droppedHairlinesGiveTheFilledBytes(seed: Int) throws {
    try FastPathEquivalence.expectSameBytes(
      HairlineBandTests.list(seed: UInt64(seed + 300), shift: Double(seed % 4) * 20 - 30),
      scales: [1.0, 1.5, 0.5], label: "seed \(seed)"
    ) { try HairlineStroke.$cullsOutsideClip.withValue(false, operation: $0) }
  }

  /// With kept coverage and without.
  @Test(arguments: [true, false])
  func droppedHairlinesGiveTheFilledBytesWithAndWithoutCaches(caches: Bool) throws {
    try CoverageCache.$isEnabled.withValue(caches) {
      for seed in 400..<406 {
        try FastPathEquivalence.expectSameBytes(
          HairlineBandTests.list(seed: UInt64(seed)), scales: [1.0, 1.5], label: "seed \(seed)"
        ) { try HairlineStroke.$cullsOutsideClip.withValue(false, operation: $0) }
      }
    }
  }

  /// Frames redrawn in part into one reused buffer (the damage boxes clip every draw, so
  /// hairlines elsewhere are dropped) forwards, backwards and in a random order hold the
  /// bytes of each frame drawn afresh without dropping any.
  @Test(arguments: ["forwards", "backwards", "random"])
  func retainedFramesHoldTheFilledBytes(order: String) throws {
    var frames = Array(0..<40)
    if order == "backwards" { frames.reverse() }
    if order == "random" {
      var rng = SeededGenerator(seed: 29)
      frames.shuffle(using: &rng)
    }
    func list(_ frame: Int) -> DisplayList {
      HairlineBandTests.list(seed: UInt64(frame % 5 + 50), shift: Double(frame % 7) * 0.7)
    }
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in frames {
      try canvas.render(list(frame), scale: 1.5, policy: .browserLike, into: &pixels)
      var fresh: [UInt32] = []
      try HairlineStroke.$cullsOutsideClip.withValue(false) {
        _ = try Canvas().render(list(frame), scale: 1.5, policy: .browserLike, into: &fresh)
      }
      #expect(pixels == fresh, "\(order), frame \(frame)")
    }
  }

  /// The test itself: a line two and a half pixels or more from the clip is dropped, one
  /// nearer is not, under a scale, and never under an operator that reaches the whole clip.
  @Test func dropsOnlyHairlinesWellClearOfTheClip() {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)
    let cr = cairo_create(surface)!
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    cairo_rectangle(cr, 20, 20, 40, 40)
    cairo_clip(cr)
    cairo_scale(cr, 2, 2)
    func misses(fromX x: Double) -> Bool {
      cairo_new_path(cr)
      cairo_move_to(cr, x / 2, 10)
      cairo_line_to(cr, x / 2 + 5, 20)
      return HairlineStroke.missesClip(cr)
    }
    #expect(misses(fromX: 65))
    #expect(misses(fromX: 62.5))
    #expect(!misses(fromX: 61))
    #expect(!misses(fromX: 40))
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    #expect(!misses(fromX: 65))
  }
}
