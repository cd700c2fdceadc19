import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Cairo's strokes in a translucent colour drawn again unchanged are blended from their
/// kept coverage with exactly `cairo_stroke`'s bytes: pixman's `OVER` where the target is
/// shown inked, a fresh stroke where it may be one Cairo thinks clear (its `lerp` rounds
/// another way) or where a clip or an edge cuts the stroke.
@Suite struct KeptTranslucentStrokeTests {
  /// A random stroke of lines and curves: within a small box somewhere in `size` (inside
  /// a clip or cut by it), or across it and past its edges.
  static func stroke(_ rng: inout SeededGenerator, in size: CGSize, color: Color) -> DisplayItem {
    let across = Int.random(in: 0..<4, using: &rng) == 0
    let extent = across ? size.width + 20 : .random(in: 8...40, using: &rng)
    let origin =
      across
      ? CGPoint(x: -10, y: -10)
      : CGPoint(
        x: .random(in: 0...(size.width - extent), using: &rng),
        y: .random(in: 0...max(0, size.height - extent), using: &rng))
    func point() -> CGPoint {
      CGPoint(
        x: origin.x + .random(in: 0...extent, using: &rng),
        y: origin.y + .random(in: 0...extent, using: &rng))
    }
    var path = Path()
    path.move(to: point())
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      if Bool.random(using: &rng) {
        path.addLine(to: point())
      } else {
        path.addCurve(to: point(), control1: point(), control2: point())
      }
    }
    if Int.random(in: 0..<3, using: &rng) == 0 { path.closeSubpath() }
    let caps: [LineCap] = [.butt, .round, .square]
    let joins: [LineJoin] = [.miter, .round, .bevel]
    let dashed = Int.random(in: 0..<3, using: &rng) == 0
    let style = StrokeStyle(
      lineWidth: .random(in: 1.5...14, using: &rng), lineCap: caps.randomElement(using: &rng)!,
      lineJoin: joins.randomElement(using: &rng)!, miterLimit: 4,
      dashPattern: dashed
        ? [.random(in: 1...12, using: &rng), .random(in: 1...9, using: &rng)] : [],
      dashPhase: dashed ? .random(in: 0...6, using: &rng) : 0)
    return .stroke(path, paint: .color(color), style: style)
  }

  /// A random translucent colour.
  static func translucent(_ rng: inout SeededGenerator) -> Color {
    Color(
      red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
      blue: .random(in: 0...1, using: &rng), alpha: .random(in: 0.03...0.97, using: &rng))
  }

  /// An opaque backdrop over part of the frame (or none), then `children` in a group under
  /// clip `clip` of ``clips``: the frame the stroke scenes draw in.
  static func backdropped(_ children: [DisplayItem], clip: Int, backdrop: Bool) -> [DisplayItem] {
    var items: [DisplayItem] = []
    if backdrop {
      items.append(
        .fill(
          Path(rect: CGRect(x: 15, y: 10, width: 70, height: 60)),
          paint: .color(Color(red: 0.2, green: 0.5, blue: 0.45, alpha: 1))))
    }
    items.append(.group(GroupItem(clip: clips[clip], children: children)))
    return items
  }

  /// How ``moving(_:frame:turn:opacity:_:)`` bends an item besides moving it.
  enum Turn {
    case rotation, scale, skew, none
  }

  /// `item` in a group moving by a random fraction of a pixel each frame (frame `frame`),
  /// turned by `turn`, at `opacity`: the moving strokes of the converter scenes.
  static func moving(
    _ item: DisplayItem, frame: Int, turn: Turn, opacity: Double, _ rng: inout SeededGenerator
  ) -> DisplayItem {
    let step = CGPoint(
      x: .random(in: -1.7...1.7, using: &rng), y: .random(in: -1.3...1.3, using: &rng))
    var transform = Transform(translationX: step.x * Double(frame), y: step.y * Double(frame))
    switch turn {
    case .rotation:
      transform = Transform(rotationAngle: .random(in: -0.9...0.9, using: &rng))
        .concatenating(transform)
    case .scale:
      let s = Double.random(in: 0.6...1.3, using: &rng)
      transform = Transform(scaleX: s, y: s * .random(in: 0.8...1.2, using: &rng))
        .concatenating(transform)
    case .skew:
      transform = Transform(a: 1, b: 0.2, c: -0.3, d: 0.9, tx: 0, ty: 0)
        .concatenating(transform)
    case .none:
      break
    }
    return .group(GroupItem(transform: transform, opacity: opacity, children: [item]))
  }

  /// The clips the still strokes are drawn under: none, whole pixels holding much of the
  /// frame, whole pixels cutting through the middle, off the pixel grid, and two rectangles.
  static let clips: [Path?] = [
    nil,
    Path(rect: CGRect(x: 2, y: 3, width: 115, height: 92)),
    Path(rect: CGRect(x: 30, y: 20, width: 50, height: 45)),
    Path(rect: CGRect(x: 10.4, y: 7.7, width: 80.3, height: 70.6)),
    {
      var two = Path(rect: CGRect(x: 0, y: 0, width: 60, height: 50))
      two.addRect(CGRect(x: 70, y: 55, width: 50, height: 45))
      return two
    }(),
  ]

  /// Frame `frame` of scene `seed`: an opaque backdrop over part of the frame (or none),
  /// still strokes in translucent and opaque colours under clip `clip`, one whose colour
  /// fades frame by frame over the same outline, one that switches between two outlines,
  /// and a square moving so that every frame is drawn again.
  static func list(seed: UInt64, clip: Int, backdrop: Bool, frame: Int) -> DisplayList {
    var rng = SeededGenerator(seed: seed)
    let size = CGSize(width: 120, height: 100)
    var still: [DisplayItem] = []
    for index in 0..<6 {
      let color =
        index % 3 == 2 ? FastPathEquivalence.color(&rng).withAlpha(1) : translucent(&rng)
      still.append(stroke(&rng, in: size, color: color))
    }
    let fading = translucent(&rng)
    if case .stroke(let path, _, let style) = stroke(&rng, in: size, color: fading) {
      let alpha = 0.1 + 0.8 * Double(frame % 5) / 4
      still.append(.stroke(path, paint: .color(fading.withAlpha(alpha)), style: style))
    }
    let shapes = [translucent(&rng), translucent(&rng)].map { stroke(&rng, in: size, color: $0) }
    still.append(shapes[frame % 2])
    var items = backdropped(still, clip: clip, backdrop: backdrop)
    items.append(
      .fill(
        Path(rect: CGRect(x: 3 + Double(frame % 7) * 4, y: 90, width: 5, height: 5)),
        paint: .color(Color(red: 0.9, green: 0.1, blue: 0.2, alpha: 0.6))))
    return DisplayList(size: size, items: items)
  }

  /// The frame orders checked: forwards, backwards, and shuffled by `seed`.
  static func orders(seed: UInt64) -> [[Int]] {
    var rng = SeededGenerator(seed: seed &+ 99)
    let forwards = Array(0..<8)
    return [forwards, forwards.reversed(), forwards.shuffled(using: &rng) + [3, 3, 4, 3]]
  }

  /// Frames `order` of `list` drawn one after another by one canvas (retaining frames or
  /// not) into one buffer, as a player draws, with what its kept coverage did.
  static func frames(
    _ list: (Int) -> DisplayList, order: [Int], scale: Double, policy: RenderPolicy,
    retaining: Bool
  ) throws -> ([[UInt32]], KeptCoverageStatistics) {
    let canvas = Canvas()
    canvas.retainsFrames = retaining
    // One buffer, as a player draws into: retained frames redraw over it.
    var pixels: [UInt32] = []
    return try KeptCoverage.observing {
      try order.map { frame in
        try canvas.render(list(frame), scale: scale, policy: policy, into: &pixels)
        return pixels
      }
    }
  }

  /// Frames `order` of `list`, each drawn afresh with no coverage kept.
  static func uncachedFrames(
    _ list: (Int) -> DisplayList, order: [Int], scale: Double, policy: RenderPolicy
  ) throws -> [[UInt32]] {
    try KeptCoverage.disabled {
      try order.map { frame in
        var pixels: [UInt32] = []
        try Canvas().render(list(frame), scale: scale, policy: policy, into: &pixels)
        return pixels
      }
    }
  }

  /// Calls `body` for each case the scenes are checked in under clip `clip`: seeds, with and
  /// without the backdrop, both policies, each frame order, retaining frames or not, with a
  /// label naming the case.
  static func forEachCase(
    clip: Int,
    _ body: (
      _ seed: UInt64, _ backdrop: Bool, _ policy: RenderPolicy, _ scale: Double,
      _ order: [Int], _ retaining: Bool, _ label: String
    ) throws -> Void
  ) rethrows {
    for seed in UInt64(0)..<4 {
      for backdrop in [true, false] {
        for (policy, scale) in [(RenderPolicy.exact, 1.0), (.browserLike, 1.3)] {
          for order in orders(seed: seed) {
            for retaining in [false, true] {
              let label =
                "seed \(seed), clip \(clip), backdrop \(backdrop), \(policy), scale \(scale), "
                + "order \(order), retaining \(retaining)"
              try body(seed, backdrop, policy, scale, order, retaining, label)
            }
          }
        }
      }
    }
  }

  /// Expects frames `order` of `list` (``frames(_:order:scale:policy:retaining:)``) to hold
  /// the same bytes drawn with a fast path, with `general` switching it off, and each drawn
  /// afresh with no coverage kept; returns what kept coverage did with and without it.
  static func expectSameFrames(
    _ list: @escaping (Int) -> DisplayList, order: [Int], scale: Double, policy: RenderPolicy,
    retaining: Bool, label: String,
    general: FastPathEquivalence.General<([[UInt32]], KeptCoverageStatistics)>
  ) throws -> (fast: KeptCoverageStatistics, general: KeptCoverageStatistics) {
    func drawn() throws -> ([[UInt32]], KeptCoverageStatistics) {
      try frames(list, order: order, scale: scale, policy: policy, retaining: retaining)
    }
    let (fast, fastStatistics) = try drawn()
    let (whole, generalStatistics) = try general { try drawn() }
    let fresh = try uncachedFrames(list, order: order, scale: scale, policy: policy)
    for (index, frame) in order.enumerated() {
      #expect(fast[index] == whole[index], "\(label), frame \(frame)")
      #expect(fast[index] == fresh[index], "\(label), frame \(frame), fresh")
    }
    return (fastStatistics, generalStatistics)
  }

  @Test(arguments: 0..<5)
  func keptTranslucentStrokesMatchFreshStrokes(clip: Int) throws {
    var hits = 0
    var hitsWithout = 0
    try KeptTranslucentStrokeTests.forEachCase(clip: clip) {
      seed, backdrop, policy, scale, order, retaining, label in
      let (statistics, plainStatistics) = try Self.expectSameFrames(
        { Self.list(seed: seed, clip: clip, backdrop: backdrop, frame: $0) }, order: order,
        scale: scale, policy: policy, retaining: retaining, label: label
      ) { try DisplayListPainter.$keepsTranslucentStrokes.withValue(false, operation: $0) }
      hits += statistics.hits
      hitsWithout += plainStatistics.hits
    }
    // The translucent strokes must have been blended from kept coverage, or this checks
    // nothing: under every clip some are held whole by it.
    #expect(hits > hitsWithout + 100, "clip \(clip): \(hits) hits against \(hitsWithout)")
  }

  /// Still translucent strokes alone on a transparent frame: the first drawn lands on a
  /// surface Cairo knows is clear (the frame cleared, or a group pushed for opacity), where
  /// it rounds with its `lerp`, so a kept blend must not stand in for it. The first is
  /// rings within rings, whose many edge pixels round apart under the two blends.
  @Test(arguments: [false, true])
  func strokesOnAClearSurfaceStayCairos(inGroup: Bool) throws {
    let size = CGSize(width: 100, height: 80)
    for seed in UInt64(0)..<4 {
      var rng = SeededGenerator(seed: seed)
      var rings = Path()
      for index in 0..<12 {
        let radius = 3.3 + Double(index) * 2.4
        rings.addEllipse(
          in: CGRect(x: 50.2 - radius, y: 39.7 - radius, width: 2 * radius, height: 2 * radius))
      }
      let first = DisplayItem.stroke(
        rings, paint: .color(Self.translucent(&rng)),
        style: StrokeStyle(lineWidth: 1.7, lineJoin: .round))
      let strokes =
        [first] + (0..<3).map { _ in Self.stroke(&rng, in: size, color: Self.translucent(&rng)) }
      func list(_ frame: Int) -> DisplayList {
        let moving = DisplayItem.stroke(
          Path(rect: CGRect(x: 2 + Double(frame) * 3, y: 72, width: 6, height: 4)),
          paint: .color(Color(red: 0.3, green: 0.2, blue: 0.9, alpha: 0.45)),
          style: StrokeStyle(lineWidth: 2.5))
        let children = strokes + [moving]
        return DisplayList(
          size: size,
          items: inGroup ? [.group(GroupItem(opacity: 0.7, children: children))] : children)
      }
      for retaining in [false, true] {
        let canvas = Canvas()
        canvas.retainsFrames = retaining
        var drawn: [UInt32] = []
        for frame in [0, 1, 2, 3, 5, 4, 2, 6] {
          try canvas.render(list(frame), scale: 1.2, policy: .exact, into: &drawn)
          var fresh: [UInt32] = []
          _ = try KeptCoverage.disabled {
            try Canvas().render(list(frame), scale: 1.2, policy: .exact, into: &fresh)
          }
          #expect(drawn == fresh, "seed \(seed), frame \(frame), retaining \(retaining)")
        }
      }
    }
  }
}
