import BezelDrawing
import Foundation
import Testing

/// Outlines made in a canvas's reused buffers (``StrokeOutlineBuffers``) are the outlines made
/// afresh, whatever was outlined in them before; and snapping horizontal edges moves exactly
/// the ends of the horizontal edges.
@Suite struct StrokeOutlineBuffersTests {
  static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    Path { p in
      for (i, (x, y)) in points.enumerated() {
        if i == 0 { p.move(to: CGPoint(x: x, y: y)) } else { p.addLine(to: CGPoint(x: x, y: y)) }
      }
      if closed { p.closeSubpath() }
    }
  }

  /// Strokes unlike one another: a long round-capped curve, a short mitred zigzag, a closed
  /// ring, a dashed line, a dot; each outlined after the one before it in the same buffers.
  static let strokes: [(Path, StrokeStyle, Transform)] = {
    var wave = Path()
    wave.move(to: CGPoint(x: 8, y: 48))
    wave.addCurve(
      to: CGPoint(x: 88, y: 40), control1: CGPoint(x: 30, y: -20), control2: CGPoint(x: 60, y: 120))
    var dot = Path()
    dot.move(to: CGPoint(x: 5, y: 5))
    dot.addLine(to: CGPoint(x: 5, y: 5))
    return [
      (wave, StrokeStyle(lineWidth: 12, lineCap: .round), .identity),
      (
        polyline([(10, 80), (30, 15), (50, 70)]),
        StrokeStyle(lineWidth: 7, lineJoin: .miter, miterLimit: 4),
        Transform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 3, ty: 1)
      ),
      (
        Path(ellipseIn: CGRect(x: 18.3, y: 20.7, width: 60, height: 55)), StrokeStyle(lineWidth: 5),
        Transform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 40, ty: -10)
      ),
      (
        polyline([(0, 10), (90, 10), (90, 60)]),
        StrokeStyle(lineWidth: 4, lineCap: .square, dashPattern: [9, 6]), .identity
      ),
      (dot, StrokeStyle(lineWidth: 6, lineCap: .round), .identity),
      (wave, StrokeStyle(lineWidth: 3, lineCap: .butt, lineJoin: .bevel), .identity),
    ]
  }()

  @Test func reusedBuffersMakeTheOutlinesMadeAfresh() throws {
    let buffers = StrokeOutlineBuffers()
    // Twice round, so every stroke is also made in buffers a larger outline grew.
    for (path, style, transform) in Self.strokes + Self.strokes {
      let fresh = try #require(
        StrokeOutline.polygons(of: path, style: style, tolerance: 0.05, transform: transform))
      var reused = try #require(
        StrokeOutline.polygons(
          of: path, style: style, tolerance: 0.05, transform: transform, buffers: buffers))
      #expect(!fresh.isEmpty)
      #expect(reused.points == fresh.points)
      #expect(reused.ends == fresh.ends)
      #expect(reused.breaks == fresh.breaks)
      buffers.recycle(&reused)
      #expect(reused.isEmpty)
    }
  }

  @Test func snappingMovesTheEndsOfHorizontalEdgesOnly() throws {
    // An open line whose two horizontal pieces share a point and then turn down, and a
    // closed triangle whose closing edge (last point back to the first) is horizontal.
    let shapes = [
      Self.polyline([(0, 1.1), (2, 1.1), (4, 1.1), (4, 3.3)]),
      Self.polyline([(0, 3.1), (4, 5.1), (8, 3.1)], closed: true),
    ]
    for shape in shapes {
      let before = try #require(
        StrokeOutline.polygons(of: shape, style: StrokeStyle(lineWidth: 0.2), tolerance: 0.01))
      var after = before
      after.snapHorizontalEdges()
      // Every end of an edge whose ends share a height (as they were) is on the nearest
      // quarter row; every other point is where it was.
      var from = 0
      var moved = 0
      for end in before.ends {
        for i in from..<end {
          let p = before.points[i]
          let previous = before.points[i == from ? end - 1 : i - 1]
          let next = before.points[i == end - 1 ? from : i + 1]
          let horizontal =
            (abs(previous.y - p.y) < 1e-6 && previous.x != p.x)
            || (abs(next.y - p.y) < 1e-6 && next.x != p.x)
          if horizontal {
            #expect(after.points[i].y * 4 == (p.y * 4).rounded(), "\(p) → \(after.points[i])")
            moved += 1
          } else {
            #expect(after.points[i] == p)
          }
          #expect(after.points[i].x == p.x)
        }
        from = end
      }
      #expect(moved >= 4)
    }
  }
}
