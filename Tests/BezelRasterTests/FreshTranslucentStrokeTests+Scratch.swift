import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The bytes fresh strokes are scan converted in are kept from stroke to stroke
/// (``FreshStrokeScratch``) and left clear by the blend; a frame cleared whole is known
/// clear to its first translucent strokes (``InkedTarget/cleared(_:)``).
extension FreshTranslucentStrokeTests {
  /// Frame `frame` of scene `seed` on a 340 × 280 frame: translucent strokes moving every
  /// frame whose boxes go from a few pixels to the whole frame (an A8 box past
  /// ``FreshStrokeScratch/keptBytes``) and back, drawn first on the cleared frame; every
  /// fourth frame draws none, so the large buffer is let go and made again.
  static func sizedList(seed: UInt64, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    let size = CGSize(width: 340, height: 280)
    var items: [DisplayItem] = []
    for extent in [6.0, 290, 30, 3, 200, 12] {
      let height = min(extent, size.height - 40)
      let origin = CGPoint(
        x: .random(in: 10...(size.width - extent - 10), using: &rng),
        y: .random(in: 10...(size.height - height - 10), using: &rng))
      var path = Path()
      path.move(to: origin)
      path.addCurve(
        to: CGPoint(x: origin.x + extent, y: origin.y + height),
        control1: CGPoint(x: origin.x + extent, y: origin.y),
        control2: CGPoint(x: origin.x, y: origin.y + extent * 0.7))
      let style = StrokeStyle(
        lineWidth: .random(in: 1.2...6, using: &rng), lineCap: .round, lineJoin: .round)
      let step = Double.random(in: -0.7...0.7, using: &rng) * Double(frame)
      let stroke = DisplayItem.stroke(
        path, paint: .color(KeptTranslucentStrokeTests.translucent(&rng)), style: style)
      items.append(
        .group(GroupItem(transform: Transform(translationX: step, y: step / 2), children: [stroke]))
      )
    }
    if frame % 4 == 3 {
      items = [
        .fill(
          Path(rect: CGRect(x: 10 + Double(frame), y: 10, width: 40, height: 30)),
          paint: .color(Color(red: 0.3, green: 0.2, blue: 0.7, alpha: 1)))
      ]
    }
    return DisplayList(size: size, items: items)
  }

  /// Frames `order` of `list` drawn by one canvas, with whether its fresh-stroke bytes were
  /// clear after each frame and the most they held.
  static func scratchFrames(
    _ list: (Int) -> DisplayList, order: [Int], scale: Double, policy: RenderPolicy,
    retaining: Bool
  ) throws -> (frames: [[UInt32]], clear: [Bool], capacity: [Int]) {
    let canvas = Canvas()
    canvas.retainsFrames = retaining
    var pixels: [UInt32] = []
    var frames: [[UInt32]] = []
    var clear: [Bool] = []
    var capacity: [Int] = []
    for frame in order {
      try canvas.render(list(frame), scale: scale, policy: policy, into: &pixels)
      frames.append(pixels)
      clear.append(canvas.images.freshStrokes.isClear)
      capacity.append(canvas.images.freshStrokes.capacity)
    }
    return (frames, clear, capacity)
  }

  @Test(arguments: UInt64(0)..<3)
  func keptBytesServeStrokesOfEverySize(seed: UInt64) throws {
    var fresh = 0
    var large = 0
    for (policy, scale) in [(RenderPolicy.exact, 1.0), (.browserLike, 1.3)] {
      for order in KeptTranslucentStrokeTests.orders(seed: seed) {
        for retaining in [false, true] {
          let label = "seed \(seed), \(policy), order \(order), retaining \(retaining)"
          let list = { Self.sizedList(seed: seed, frame: $0) }
          let (drawn, statistics) = try KeptCoverage.observing {
            try Self.scratchFrames(
              list, order: order, scale: scale, policy: policy, retaining: retaining)
          }
          let stroked = try DisplayListPainter.$blendsFreshStrokes.withValue(false) {
            try KeptTranslucentStrokeTests.frames(
              list, order: order, scale: scale, policy: policy, retaining: retaining)
          }
          for (index, frame) in order.enumerated() {
            #expect(drawn.frames[index] == stroked.0[index], "\(label), frame \(frame)")
            #expect(drawn.clear[index], "\(label), frame \(frame): bytes left inked")
            // A frame with no fresh stroke lets a large buffer go.
            if frame % 4 == 3 {
              #expect(drawn.capacity[index] <= FreshStrokeScratch.keptBytes, "\(label)")
            }
          }
          fresh += statistics.freshStrokes
          large += drawn.capacity.filter { $0 > FreshStrokeScratch.keptBytes }.count
        }
      }
    }
    // The bytes must have served many strokes, some past what is kept between frames.
    #expect(fresh > 100, "\(fresh) fresh strokes")
    #expect(large > 10, "\(large) frames held a large buffer")
  }

  @Test(arguments: [0, 1, 3])
  func clearTargetsTakeTheSearchsPath(clip: Int) throws {
    var shortcuts = 0
    try KeptTranslucentStrokeTests.forEachCase(clip: clip) {
      seed, backdrop, policy, scale, order, retaining, label in
      let list = { Self.list(seed: seed, clip: clip, backdrop: backdrop, frame: $0) }
      let (known, knownStatistics) = try KeptTranslucentStrokeTests.frames(
        list, order: order, scale: scale, policy: policy, retaining: retaining)
      let (searched, searchedStatistics) = try InkedTarget.$followsClears.withValue(false) {
        try KeptTranslucentStrokeTests.frames(
          list, order: order, scale: scale, policy: policy, retaining: retaining)
      }
      #expect(known == searched, "\(label)")
      // The same strokes blended, the same left to Cairo.
      #expect(knownStatistics.freshStrokes == searchedStatistics.freshStrokes, "\(label)")
      #expect(knownStatistics.hits == searchedStatistics.hits, "\(label)")
      #expect(searchedStatistics.strokesOnClearTargets == 0, "\(label)")
      shortcuts += knownStatistics.strokesOnClearTargets
    }
    // With no backdrop the first strokes of each frame drawn whole meet a clear frame.
    #expect(shortcuts > 50, "clip \(clip): \(shortcuts) strokes on clear targets")
  }
}
