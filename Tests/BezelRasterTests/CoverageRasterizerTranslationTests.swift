import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// A fill moved by whole pixels to the far ends of the rasteriser's coordinate range (and
/// its box and clip with it) gives the bytes it gives near the origin, with and without the
/// shortcuts: where a line crosses rows and columns is worked out from differences of its
/// own ends, so its largest coordinates take the arithmetic of its smallest, through the
/// crossings' rounding (``CoverageRasterizer/floor(crossing:)``) and the pieces added
/// inside the clip (``CoverageRasterizer/addInside(row:cell:cover:area:line:)``).
///
/// The fills are soups of lines (with horizontal and vertical ones) whose points lie on the
/// 1/256-pixel grid, so moving them changes no bit of their fixed-point ends. Cells measured
/// exactly (``CoverageRasterizer/resolveSharedCells(rows:)``) work in doubles from the
/// absolute ends and may round differently far away, so a fill that has any is not compared.
@Suite struct CoverageRasterizerTranslationTests {
  /// A soup of one to four contours of lines in a `size`-pixel square (and a little past
  /// it), every point on the 1/256-pixel grid, some on whole pixels.
  static func gridSoup(_ random: inout SeededGenerator, size: Int) -> Path {
    func coordinate() -> Double {
      let v = Double(random.next() % UInt64((size + 8) * 256)) / 256 - 4
      return random.next() % 4 == 0 ? v.rounded() : v
    }
    var path = Path()
    for _ in 0..<(1 + Int(random.next() % 4)) {
      var current = CGPoint(x: coordinate(), y: coordinate())
      path.move(to: current)
      for _ in 0..<(2 + Int(random.next() % 7)) {
        let next = CGPoint(x: coordinate(), y: coordinate())
        switch random.next() % 5 {
        case 0: current = CGPoint(x: next.x, y: current.y)
        case 1: current = CGPoint(x: current.x, y: next.y)
        default: current = next
        }
        path.addLine(to: current)
      }
      if random.next() % 4 != 0 { path.closeSubpath() }
    }
    return path
  }

  /// The coverage of `path` moved by (`dx`, `dy`) whole pixels, rendered whole in the box
  /// `size` pixels square at the moved origin and inside `clip` moved with it, and whether
  /// any cell was measured exactly; `nil` when left to Cairo.
  static func coverage(
    _ path: Path, rule: FillRule, size: Int, clip: CoverageRasterizer.Clip, dx: Int, dy: Int,
    shortcuts: Bool
  ) -> (bytes: [UInt8], exact: Bool)? {
    let rasterizer = CoverageRasterizer()
    rasterizer.takesShortcuts = shortcuts
    let box = FrameDamage.Box(minX: dx, minY: dy, maxX: dx + size, maxY: dy + size)
    let transform = Transform(a: 1, b: 0, c: 0, d: 1, tx: Double(dx), ty: Double(dy))
    guard rasterizer.prepare(path, transform: transform, rule: rule, box: box) else { return nil }
    var whole = [UInt8](repeating: 0, count: size * size)
    whole.withUnsafeMutableBufferPointer { buffer in
      rasterizer.render(rows: 0..<size, into: buffer.baseAddress!, stride: size)
    }
    let moved = CoverageRasterizer.Clip(
      left: clip.left + (dx << 8), top: clip.top + (dy << 8), right: clip.right + (dx << 8),
      bottom: clip.bottom + (dy << 8))
    let bytes = whole + CoverageRasterizerDigestTests.clipped(rasterizer, moved)
    return (bytes, rasterizer.resolvedCells > 0)
  }

  @Test func fillsFarFromTheOriginMatchTheOrigin() {
    var random = SeededGenerator(seed: 41)
    let size = 48
    // Whole-pixel offsets up to the edge of the range, the soup's extent left inside it.
    let far = Int(CoverageRasterizer.coordinateLimit) - size - 8
    let offsets = [
      (far, far), (-far, -far), (far, -far), (-far, 3), (5, far), (1 << 22, -(1 << 21)),
    ]
    var compared = 0
    for index in 0..<240 {
      let path = Self.gridSoup(&random, size: size)
      let rule: FillRule = random.next() % 2 == 0 ? .evenOdd : .nonZero
      let left = Int(random.next() % UInt64(size * 128))
      let top = Int(random.next() % UInt64(size * 128))
      let clip = CoverageRasterizer.Clip(
        left: left, top: top, right: left + 1 + Int(random.next() % UInt64(size * 128)),
        bottom: top + 1 + Int(random.next() % UInt64(size * 128)))
      let (dx, dy) = offsets[index % offsets.count]
      for shortcuts in [true, false] {
        guard
          let near = Self.coverage(
            path, rule: rule, size: size, clip: clip, dx: 0, dy: 0, shortcuts: shortcuts),
          let moved = Self.coverage(
            path, rule: rule, size: size, clip: clip, dx: dx, dy: dy, shortcuts: shortcuts)
        else {
          Issue.record("fill \(index) left to Cairo")
          continue
        }
        guard !near.exact, !moved.exact else { continue }
        #expect(moved.bytes == near.bytes, "fill \(index) moved by (\(dx), \(dy))")
        compared += 1
      }
    }
    // Self-crossing soups often have a pixel that lines of two runs cross: 68 of the 480
    // renders are compared with this seed.
    #expect(compared > 50)
  }
}
