import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Under a clip whose edges fall inside pixels, a gradient shape whose control points leave
/// the clip's fully covered pixels while its outline stays inside is drawn straight, not
/// through a group painted through the clip's coverage; the pixels are the group's.
@Suite struct SoftClipCurveBoundsTests {
  static let size = CGSize(width: 120, height: 100)
  static let clip = CGRect(x: 6.4, y: 7.7, width: 107.3, height: 84.45)

  /// A closed outline of three to five cubics around `centre` whose control points reach
  /// well beyond the curve (long tangents at every vertex).
  static func blob(around centre: CGPoint, radius: Double, using numbers: inout SeededGenerator)
    -> Path
  {
    let count = Int.random(in: 3...5, using: &numbers)
    let start = Double.random(in: 0..<(2 * .pi), using: &numbers)
    let points = (0..<count).map { index -> CGPoint in
      let angle = start + 2 * .pi * Double(index) / Double(count)
      let r = radius * Double.random(in: 0.6...1, using: &numbers)
      return CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
    }
    return Path { path in
      path.move(to: points[0])
      for index in 0..<count {
        let from = points[index]
        let to = points[(index + 1) % count]
        let reach = Double.random(in: 0.3...1.2, using: &numbers) * radius
        let a = atan2(from.y - centre.y, from.x - centre.x) + .pi / 2
        let b = atan2(to.y - centre.y, to.x - centre.x) + .pi / 2
        path.addCurve(
          to: to, control1: CGPoint(x: from.x + reach * cos(a), y: from.y + reach * sin(a)),
          control2: CGPoint(x: to.x - reach * cos(b), y: to.y - reach * sin(b)))
      }
      path.closeSubpath()
    }
  }

  static func gradient(using numbers: inout SeededGenerator) -> Paint {
    func colour() -> Color {
      Color(
        red: .random(in: 0...1, using: &numbers), green: .random(in: 0...1, using: &numbers),
        blue: .random(in: 0...1, using: &numbers),
        alpha: Bool.random(using: &numbers) ? 1 : .random(in: 0.3...1, using: &numbers))
    }
    let stops = Gradient(stops: [
      .init(location: 0, color: colour()), .init(location: 1, color: colour()),
    ])
    let start = CGPoint(
      x: .random(in: 0...120, using: &numbers), y: .random(in: 0...100, using: &numbers))
    if Bool.random(using: &numbers) {
      let end = CGPoint(
        x: .random(in: 0...120, using: &numbers), y: .random(in: 0...100, using: &numbers))
      return .linearGradient(stops, start: start, end: end)
    }
    return .radialGradient(
      stops, center: start, radius: .random(in: 20...90, using: &numbers), focus: start)
  }

  /// A scene of gradient blobs, filled or stroked, some in groups with opacity or a turn,
  /// scattered so that many lie near the clip's edges.
  static func scene(seed: UInt64, shift: Double = 0) -> DisplayList {
    var numbers = SeededGenerator(seed: seed)
    var children: [DisplayItem] = []
    for _ in 0..<Int.random(in: 3...7, using: &numbers) {
      let centre = CGPoint(
        x: .random(in: 4...116, using: &numbers) + shift,
        y: .random(in: 4...96, using: &numbers) - shift / 2)
      let path = blob(
        around: centre, radius: .random(in: 6...30, using: &numbers), using: &numbers)
      let paint = gradient(using: &numbers)
      var item: DisplayItem =
        Bool.random(using: &numbers)
        ? .fill(path, paint: paint)
        : .stroke(
          path, paint: paint,
          style: StrokeStyle(
            lineWidth: .random(in: 0.5...8, using: &numbers),
            lineCap: Bool.random(using: &numbers) ? .round : .butt,
            lineJoin: Bool.random(using: &numbers) ? .round : .miter))
      switch Int.random(in: 0..<4, using: &numbers) {
      case 0:
        item = .group(GroupItem(opacity: .random(in: 0.2...0.9, using: &numbers), children: [item]))
      case 1:
        let turn = Transform(translationX: centre.x, y: centre.y)
          .concatenating(Transform(rotationAngle: .random(in: -0.5...0.5, using: &numbers)))
          .concatenating(Transform(translationX: -centre.x, y: -centre.y))
        item = .group(GroupItem(transform: turn, children: [item]))
      default:
        break
      }
      children.append(item)
    }
    return DisplayList(
      size: size, items: [.group(GroupItem(clip: Path(rect: clip), children: children))])
  }

  @Test func straightDrawsGiveTheGroupsPixels() throws {
    for seed in UInt64(1)...40 {
      let list = Self.scene(seed: seed)
      for scale in [1.0, 2.5] {
        let straight = try Canvas().render(list, scale: scale, policy: .browserLike)
        let grouped = try SoftClip.$measuresCurves.withValue(false) {
          try Canvas().render(list, scale: scale, policy: .browserLike)
        }
        #expect(straight == grouped, "seed \(seed) scale \(scale)")
      }
    }
  }

  /// One canvas drawing moving scenes frame after frame gives a fresh canvas's pixels.
  @Test func retainedFramesGiveFreshPixels() throws {
    let canvas = Canvas()
    for frame in 0..<24 {
      let list = Self.scene(seed: 100 + UInt64(frame / 3), shift: Double(frame % 3) * 0.75)
      let kept = try canvas.render(list, policy: .browserLike)
      let fresh = try SoftClip.$measuresCurves.withValue(false) {
        try Canvas().render(list, policy: .browserLike)
      }
      #expect(kept == fresh, "frame \(frame)")
    }
  }

  /// Whether `outer` reaches at least as far as `inner` on every side (compared by edges:
  /// the rectangles are finite and not empty).
  static func holds(_ outer: CGRect, _ inner: CGRect) -> Bool {
    outer.minX <= inner.minX && outer.minY <= inner.minY && inner.maxX <= outer.maxX
      && inner.maxY <= outer.maxY
  }

  /// Points along every cubic of `path`, 65 a curve.
  static func samples(of path: Path) -> [CGPoint] {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        points.append(p)
        current = p
      case .curve(let p, let c1, let c2):
        for step in 0...64 {
          let t = Double(step) / 64
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          points.append(
            CGPoint(
              x: a * current.x + b * c1.x + c * c2.x + d * p.x,
              y: a * current.y + b * c1.y + c * c2.y + d * p.y))
        }
        current = p
      case .quadCurve(let p, _):
        points.append(p)
        current = p
      case .closeSubpath:
        break
      }
    }
    return points
  }

  /// The box by the curves' true extent holds every point of the outline, and for these
  /// long-tangent outlines it is smaller than the control points' box (what lets a shape
  /// near the edge be drawn straight).
  @Test func curveBoundsHoldTheOutlineAndAreTighter() {
    var numbers = SeededGenerator(seed: 9)
    var tighter = 0
    for _ in 0..<200 {
      let path = Self.blob(
        around: CGPoint(x: 50, y: 50), radius: .random(in: 5...40, using: &numbers),
        using: &numbers)
      let stroke = DisplayItem.stroke(
        path, paint: .color(.black), style: StrokeStyle(lineWidth: 4, lineJoin: .round))
      guard let box = ContentBounds.curves(of: .fill(path, paint: .color(.black))),
        let loose = ContentBounds.of(.fill(path, paint: .color(.black))),
        let strokeBox = ContentBounds.curves(of: stroke)
      else {
        Issue.record("no box")
        continue
      }
      #expect(Self.holds(loose, box))
      #expect(Self.holds(strokeBox, box.insetBy(dx: -2, dy: -2)))
      if box.width < loose.width - 1 || box.height < loose.height - 1 { tighter += 1 }
      for point in Self.samples(of: path) {
        #expect(Self.holds(box.insetBy(dx: -1e-9, dy: -1e-9), CGRect(origin: point, size: .zero)))
      }
    }
    #expect(tighter > 100)
  }
}
