import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Fills and strokes snapped to quarter rows into the path a canvas keeps
/// (``DisplayListPainter/snappedInSpare(_:_:halfWidth:)``) draw the bytes of paths snapped
/// into new ones, however many elements the path snapped before held and in any frame order:
/// nothing of one snap may stay in the next.
@Suite struct SnappedPathReuseTests {
  /// Paths with horizontal edges (rectangles off the quarter rows, straight segments written
  /// as curves, as Lottie does), their count and sizes moving with `frame` so the kept path
  /// holds more or fewer elements than the next one needs; a turned one (nothing to snap)
  /// between them.
  static func paths(_ frame: Int, seed: UInt64) -> [Path] {
    var numbers = SeededGenerator(seed: seed &+ UInt64(frame))
    var paths: [Path] = []
    for _ in 0..<(1 + frame % 4) {
      var path = Path()
      for _ in 0..<(1 + Int.random(in: 0...3, using: &numbers)) {
        let x = Double.random(in: 2...60, using: &numbers)
        let y = Double.random(in: 2...50, using: &numbers) + Double(frame) * 0.37
        let w = Double.random(in: 4...40, using: &numbers)
        let h = Double.random(in: 3...30, using: &numbers)
        if Bool.random(using: &numbers) {
          path.addRect(CGRect(x: x, y: y, width: w, height: h))
        } else {
          let a = CGPoint(x: x, y: y)
          let b = CGPoint(x: x + w, y: y)
          let c = CGPoint(x: x + w / 2, y: y + h)
          path.move(to: a)
          path.addCurve(to: b, control1: a, control2: b)
          path.addLine(to: c)
          path.closeSubpath()
        }
      }
      paths.append(path)
    }
    paths.insert(
      Path(rect: CGRect(x: 10, y: 10, width: 20, height: 12)).applying(
        Transform(rotationAngle: 0.3 + Double(frame) * 0.05)), at: paths.count / 2)
    return paths
  }

  /// ``paths(_:seed:)`` filled with opaque and translucent colours and a gradient, stroked
  /// wider than a pixel, alone and under a soft clip (a rectangle cutting pixels, whose opaque
  /// fills are masked in place).
  static func list(_ frame: Int) -> DisplayList {
    var items: [DisplayItem] = []
    let gradient = Gradient(stops: [
      .init(location: 0, color: Color(red: 0.9, green: 0.2, blue: 0.1)),
      .init(location: 1, color: Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.7)),
    ])
    for (k, path) in paths(frame, seed: 5).enumerated() {
      switch k % 4 {
      case 0: items.append(.fill(path, Color(red: 0.2, green: 0.6, blue: 0.3)))
      case 1: items.append(.fill(path, Color(red: 0.7, green: 0.1, blue: 0.5, alpha: 0.6)))
      case 2:
        items.append(
          .fill(
            path, paint: .linearGradient(gradient, start: .zero, end: CGPoint(x: 60, y: 40))))
      default:
        items.append(
          .stroke(
            path, paint: .color(Color(red: 0.3, green: 0.3, blue: 0.9)),
            style: StrokeStyle(lineWidth: 2.6)))
      }
    }
    let clipped = paths(frame, seed: 9).map { DisplayItem.fill($0, Color(white: 0.2)) }
    items.append(
      .group(
        GroupItem(
          clip: Path(rect: CGRect(x: 8.3, y: 6.6, width: 50.45, height: 40.2)),
          children: clipped)))
    return DisplayList(size: CGSize(width: 80, height: 70), items: items)
  }

  @Test(arguments: 0..<3, [true, false])
  func keptFramesInAnyOrderEqualFreshOnesSnappedIntoNewPaths(order: Int, keepsCoverage: Bool)
    throws
  {
    let frames = ClipMemoFrames(count: 12, seed: 31, list: Self.list)
    try CoverageCache.$isEnabled.withValue(keepsCoverage) {
      let kept = try frames.frames(order, policy: .browserLike)
      for frame in 0..<frames.count {
        let fresh = try QuarterRowSnap.$snapsInSpare.withValue(false) {
          try Canvas().render(Self.list(frame), scale: 1.5, policy: .browserLike)
        }
        #expect(kept[frame] == fresh, "frame \(frame)")
      }
    }
  }

  /// Snapped into one path again and again, forwards, backwards and in a seeded order, each
  /// path gives what a new path gets; a path with nothing to snap leaves the kept one alone.
  @Test func snappingIntoAKeptPathEqualsSnappingIntoANewOne() {
    var numbers = SeededGenerator(seed: 17)
    let paths = (0..<10).flatMap { Self.paths($0, seed: 23) }
    let transform = Transform(scaleX: 1.5, y: 1.25).translatedBy(x: 0.3, y: 0.45)
    let forwards = Array(paths.indices)
    for order in [forwards, forwards.reversed(), forwards.shuffled(using: &numbers)] {
      // Left open mid-subpath, so a current point or subpath start kept would show.
      var kept = Path()
      kept.move(to: CGPoint(x: 3, y: 4))
      kept.addLine(to: CGPoint(x: 9, y: 4))
      for index in order {
        for halfWidth in [0, 1.3] {
          var fresh = Path()
          let snaps = QuarterRowSnap.snap(
            paths[index], transform, halfWidth: halfWidth, into: &fresh)
          let before = kept
          #expect(
            QuarterRowSnap.snap(paths[index], transform, halfWidth: halfWidth, into: &kept)
              == snaps)
          #expect(snaps == QuarterRowSnap.hasHorizontalEdge(paths[index], transform))
          #expect(kept == (snaps ? fresh : before), "path \(index)")
        }
      }
    }
  }
}
