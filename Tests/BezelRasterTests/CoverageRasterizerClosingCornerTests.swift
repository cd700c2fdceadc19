import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// A closed contour's closing corner (its last line ends where its first begins) is one
/// connected run of lines in the pixel it lies in: the rasteriser sums its areas there as
/// anywhere else, with no exact resolution, so where a contour starts changes no byte.
@Suite struct CoverageRasterizerClosingCornerTests {
  static let size = CoverageRasterizerTests.size

  /// The bytes of `path` over the whole canvas, and how many cells it resolved exactly.
  static func render(_ path: Path, _ rule: FillRule = .nonZero) -> ([UInt8], Int) {
    let rasterizer = CoverageRasterizer()
    var out = [UInt8](repeating: 0, count: size * size)
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: size, maxY: size)
    guard rasterizer.prepare(path, transform: .identity, rule: rule, box: box) else {
      Issue.record("refused")
      return (out, -1)
    }
    out.withUnsafeMutableBufferPointer { buffer in
      rasterizer.render(rows: 0..<size, into: buffer.baseAddress!, stride: size)
    }
    return (out, rasterizer.resolvedCells)
  }

  /// The closed polygon through `points` from the `start`th.
  static func polygon(_ points: [CGPoint], from start: Int) -> Path {
    Path { p in
      p.move(to: points[start])
      for k in 1..<points.count { p.addLine(to: points[(start + k) % points.count]) }
      p.closeSubpath()
    }
  }

  /// A convex polygon started at each corner: the first starts on a pixel corner, the
  /// others inside pixels (horizontal edges inside rows too); the same bytes from each
  /// (summed areas do not depend on the lines' order) and no cell resolved.
  @Test func aPolygonGivesTheSameBytesFromAnyCorner() {
    let corners = [
      CGPoint(x: 10, y: 10), CGPoint(x: 30.4, y: 6.3), CGPoint(x: 50.7, y: 6.3),
      CGPoint(x: 55.2, y: 31.6), CGPoint(x: 40.55, y: 52.8), CGPoint(x: 12.3, y: 44.45),
    ]
    for rule in [FillRule.nonZero, .evenOdd] {
      let (reference, referenceResolved) = Self.render(Self.polygon(corners, from: 0), rule)
      #expect(referenceResolved == 0)
      #expect(reference.contains(255) && reference.contains { $0 != 0 && $0 != 255 })
      for start in 1..<corners.count {
        let (bytes, resolved) = Self.render(Self.polygon(corners, from: start), rule)
        #expect(resolved == 0, "from corner \(start)")
        #expect(bytes == reference, "from corner \(start)")
      }
    }
  }

  /// Rectangles on fractional corners, started at each corner (first edge horizontal or
  /// vertical, either way round): the closing corner's pixel also holds a horizontal edge
  /// inside its row.
  @Test func aRectangleGivesTheSameBytesFromAnyCorner() {
    let clockwise = [
      CGPoint(x: 8.3, y: 9.6), CGPoint(x: 41.7, y: 9.6), CGPoint(x: 41.7, y: 37.2),
      CGPoint(x: 8.3, y: 37.2),
    ]
    let (reference, _) = Self.render(Self.polygon(clockwise, from: 0))
    for corners in [clockwise, clockwise.reversed()] {
      for start in 0..<corners.count {
        let (bytes, resolved) = Self.render(Self.polygon(corners, from: start))
        #expect(resolved == 0, "from corner \(start)")
        #expect(bytes == reference, "from corner \(start)")
      }
    }
  }

  /// A circle of four cubic quarters on a centre inside a pixel, started at each quarter.
  @Test func aCircleGivesTheSameBytesFromAnyQuarter() {
    let (cx, cy, r) = (31.37, 29.81, 17.6)
    let k = 0.5523 * r
    func circle(from start: Int) -> Path {
      // Each quarter: its end and two controls, anticlockwise on screen from the right.
      let quarters: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: cx, y: cy - r), CGPoint(x: cx + r, y: cy - k), CGPoint(x: cx + k, y: cy - r)),
        (CGPoint(x: cx - r, y: cy), CGPoint(x: cx - k, y: cy - r), CGPoint(x: cx - r, y: cy - k)),
        (CGPoint(x: cx, y: cy + r), CGPoint(x: cx - r, y: cy + k), CGPoint(x: cx - k, y: cy + r)),
        (CGPoint(x: cx + r, y: cy), CGPoint(x: cx + k, y: cy + r), CGPoint(x: cx + r, y: cy + k)),
      ]
      return Path { p in
        p.move(to: quarters[(start + 3) % 4].0)
        for q in 0..<4 {
          let (end, c1, c2) = quarters[(start + q) % 4]
          p.addCurve(to: end, control1: c1, control2: c2)
        }
        p.closeSubpath()
      }
    }
    let (reference, referenceResolved) = Self.render(circle(from: 0))
    #expect(referenceResolved == 0)
    for start in 1..<4 {
      let (bytes, resolved) = Self.render(circle(from: start))
      #expect(resolved == 0, "from quarter \(start)")
      #expect(bytes == reference, "from quarter \(start)")
    }
  }

  /// Two contours whose closing corners lie in one pixel still share it: that pixel is
  /// resolved exactly.
  @Test func twoContoursMeetingAtTheirCornersAreStillResolved() {
    var path = Self.polygon(
      [CGPoint(x: 20.5, y: 20.5), CGPoint(x: 40, y: 22), CGPoint(x: 30, y: 40)], from: 0)
    path.addPath(
      Self.polygon(
        [CGPoint(x: 20.6, y: 20.4), CGPoint(x: 38, y: 21), CGPoint(x: 28, y: 41)], from: 0))
    let (_, resolved) = Self.render(path)
    #expect(resolved > 0)
  }
}
