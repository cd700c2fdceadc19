import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Cairo's strokes and fills drawn again unchanged under a clip of whole-pixel rectangles
/// give a fresh `cairo_stroke`'s and `cairo_fill`'s bytes, whatever was drawn before: under
/// a clip of several rectangles Cairo cuts the outline at each, so coverage kept uncut and
/// blended inside them (opaque colours, before) differed beside the cuts.
@Suite struct KeptCoverageClipRectanglesTests {
  /// The clips, on whole pixels at scales 1 and 2: two rectangles apart, two sharing rows,
  /// three, and one cutting through the middle (kept coverage is cut at it as Cairo cuts).
  static let clips: [[CGRect]] = [
    [CGRect(x: 0, y: 0, width: 60, height: 50), CGRect(x: 70, y: 55, width: 50, height: 45)],
    [CGRect(x: 4, y: 6, width: 52, height: 80), CGRect(x: 60, y: 12, width: 56, height: 70)],
    [
      CGRect(x: 2, y: 2, width: 40, height: 45), CGRect(x: 45, y: 10, width: 35, height: 80),
      CGRect(x: 85, y: 30, width: 33, height: 40),
    ],
    [CGRect(x: 30, y: 20, width: 50, height: 45)],
  ]

  /// Frame `frame` of scene `seed`: still strokes and fills under clip `clip` (opaque,
  /// and translucent strokes), one stroke that switches between two outlines, and a square
  /// moving so that every frame is drawn again.
  static func list(seed: UInt64, clip: Int, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    let size = CGSize(width: 120, height: 100)
    var still: [DisplayItem] = []
    for index in 0..<9 {
      let opaque = FastPathEquivalence.color(&rng).withAlpha(1)
      let stroke = KeptTranslucentStrokeTests.stroke(
        &rng, in: size,
        color: index % 3 == 1 ? KeptTranslucentStrokeTests.translucent(&rng) : opaque)
      guard index % 3 == 2, case .stroke(let path, _, _) = stroke else {
        still.append(stroke)
        continue
      }
      still.append(.fill(path, paint: .color(opaque), rule: .evenOdd))
    }
    let shapes = (0..<2).map { _ in
      KeptTranslucentStrokeTests.stroke(
        &rng, in: size, color: FastPathEquivalence.color(&rng).withAlpha(1))
    }
    still.append(shapes[frame % 2])
    var rectangles = Path()
    for rect in clips[clip] { rectangles.addRect(rect) }
    return DisplayList(
      size: size,
      items: [
        .fill(
          Path(rect: CGRect(x: 15, y: 10, width: 70, height: 60)),
          paint: .color(Color(red: 0.2, green: 0.5, blue: 0.45, alpha: 1))),
        .group(GroupItem(clip: rectangles, children: still)),
        .fill(
          Path(rect: CGRect(x: 3 + Double(frame % 7) * 4, y: 92, width: 5, height: 5)),
          paint: .color(Color(red: 0.9, green: 0.1, blue: 0.2, alpha: 0.6))),
      ])
  }

  /// Draws `frames` of `list` in that order on one canvas (retaining them or not) and
  /// expects each to be a fresh canvas's drawing of it with no kept coverage; returns the
  /// statistics of the kept coverage.
  static func expectKeptMatchesFresh(
    _ frames: [Int], policy: RenderPolicy, scale: Double, retaining: Bool, label: String,
    _ list: (Int) -> DisplayList
  ) throws -> KeptCoverageStatistics {
    let canvas = Canvas()
    canvas.retainsFrames = retaining
    var pixels: [UInt32] = []
    let (kept, statistics) = try KeptCoverage.observing {
      try frames.map { frame in
        try canvas.render(list(frame), scale: scale, policy: policy, into: &pixels)
        return pixels
      }
    }
    for (index, frame) in frames.enumerated() {
      var fresh: [UInt32] = []
      _ = try KeptCoverage.disabled {
        try Canvas().render(list(frame), scale: scale, policy: policy, into: &fresh)
      }
      let same = kept[index] == fresh
      #expect(same, "\(label), \(policy), frames \(frames), retaining \(retaining), frame \(frame)")
    }
    return statistics
  }

  @Test(arguments: 0..<4)
  func keptOutlinesUnderClipRectanglesMatchFreshDrawing(clip: Int) throws {
    var hits = 0
    for seed in UInt64(0)..<6 {
      for (policy, scale) in [(RenderPolicy.exact, 1.0), (.browserLike, 2.0)] {
        for order in KeptTranslucentStrokeTests.orders(seed: seed) {
          for retaining in [false, true] {
            hits +=
              try Self.expectKeptMatchesFresh(
                order, policy: policy, scale: scale, retaining: retaining,
                label: "clip \(clip), seed \(seed)"
              ) { Self.list(seed: seed, clip: clip, frame: $0) }.hits
          }
        }
      }
    }
    // Outlines that one rectangle holds whole are still drawn from kept coverage, or this
    // checks nothing.
    #expect(hits > 100, "clip \(clip): \(hits) hits")
  }

  /// Frame `frame`: the still strokes of ``KeptStrokeSoftClipTests`` crossing a soft clip's
  /// edges (blended through their coverage and the clip's, ``DisplayListPainter/blendKeptStroke(_:by:in:)``)
  /// inside clip `clip`, and a square moving so every frame is drawn again.
  static func softClipped(_ frame: Int, clip: Int) -> DisplayList {
    let inner = KeptStrokeSoftClipTests.list(
      frame, clip: CGRect(x: 10.3, y: 12.6, width: 90.45, height: 80.25))
    var rectangles = Path()
    for rect in clips[clip] { rectangles.addRect(rect) }
    return DisplayList(
      size: inner.size,
      items: [inner.items[0], .group(GroupItem(clip: rectangles, children: inner.items))])
  }

  @Test(arguments: 0..<4)
  func keptStrokesThroughASoftClipUnderClipRectanglesMatchFreshDrawing(clip: Int) throws {
    var maskedHits = 0
    for policy in [RenderPolicy.exact, .browserLike] {
      for order in KeptTranslucentStrokeTests.orders(seed: 7) {
        for retaining in [false, true] {
          maskedHits +=
            try Self.expectKeptMatchesFresh(
              order, policy: policy, scale: 1, retaining: retaining, label: "clip \(clip)"
            ) { Self.softClipped($0, clip: clip) }.maskedHits
        }
      }
    }
    // Under one rectangle, which the coverage is cut at as Cairo cuts, the strokes crossing
    // the soft edges are still blended straight, or this checks nothing there.
    if Self.clips[clip].count == 1 { #expect(maskedHits > 50, "\(maskedHits) masked hits") }
  }
}
