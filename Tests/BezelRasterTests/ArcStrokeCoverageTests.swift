import BezelDrawing
import Foundation
import Testing

@testable import BezelRaster

/// ``ArcStroke``'s coverage against the stroke's area measured independently: 64 × 64
/// samples per pixel of the ideal shape (the ring inside the wedge, and each end's cap).
@Suite struct ArcStrokeCoverageTests {
  /// Arcs in device pixels: centre, radius, half width, start, sweep, cap.
  static let arcs: [(String, ArcStroke)] = [
    ("round", arc(20.3, 19.6, 13.2, 3.4, 0.7, 4.1, .round)),
    ("butt", arc(20.5, 20.25, 12.8, 2.6, -2.2, 1.9, .butt)),
    ("square", arc(19.8, 20.4, 11.5, 4.1, 1.1, 2.6, .square)),
    ("ring", arc(20.1, 19.9, 14.6, 1.7, 0, 2 * .pi, .butt, full: true)),
    ("thin", arc(21.2, 18.7, 15.1, 0.45, 2.9, 3.0, .round)),
    // Radii past ``DiskArea/flatRadius``, where a circle is measured as its tangent, with
    // both ends in the box.
    ("wide round", arc(-30.2, -29.6, 70.3, 5.3, 0.55, 0.4, .round)),
    ("wide butt", arc(-29.7, -30.4, 69.6, 4.6, 0.52, 0.4, .butt)),
    ("wide square", arc(-30.1, -30.3, 70.1, 3.9, 0.55, 0.36, .square)),
  ]

  static func arc(
    _ x: Double, _ y: Double, _ r: Double, _ h: Double, _ start: Double, _ sweep: Double,
    _ cap: LineCap, full: Bool = false
  ) -> ArcStroke {
    ArcStroke(
      centerX: x, centerY: y, radius: r, halfWidth: h, start: start, sweep: sweep, cap: cap,
      full: full)
  }

  /// Whether the point lies in the stroke, from its definition.
  static func inside(_ arc: ArcStroke, _ x: Double, _ y: Double) -> Bool {
    let (vx, vy) = (x - arc.centerX, y - arc.centerY)
    let d = hypot(vx, vy)
    var turn = atan2(vy, vx) - arc.start
    turn -= 2 * .pi * (turn / (2 * .pi)).rounded(.down)
    if abs(d - arc.radius) <= arc.halfWidth, arc.full || turn <= arc.sweep { return true }
    guard !arc.full else { return false }
    for (angle, outward) in [(arc.start, -1.0), (arc.start + arc.sweep, 1.0)] {
      let (ux, uy) = (cos(angle), sin(angle))
      let (ex, ey) = (x - arc.centerX - arc.radius * ux, y - arc.centerY - arc.radius * uy)
      // Along the tangent away from the arc, and across it (radially).
      let along = outward * (-uy * ex + ux * ey)
      let across = ux * ex + uy * ey
      switch arc.cap {
      case .butt: continue
      case .round: if hypot(ex, ey) <= arc.halfWidth { return true }
      case .square:
        if along >= 0, along <= arc.halfWidth, abs(across) <= arc.halfWidth { return true }
      }
    }
    return false
  }

  static func coverage(_ arc: ArcStroke, in box: FrameDamage.Box) -> [UInt8] {
    let width = box.maxX - box.minX
    var bytes = [UInt8](repeating: 0, count: width * (box.maxY - box.minY))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var rows = CoverageRasterizer.ByteRows(
        output: buffer.baseAddress!, stride: width, minX: box.minX, minY: box.minY)
      arc.render(clip: box, into: &rows)
    }
    return bytes
  }

  @Test func coverageIsTheAreaInsideTheStroke() {
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: 42, maxY: 42)
    let n = 64
    for (name, arc) in Self.arcs {
      #expect(arc.endsApart, "\(name)")
      let measured = Self.coverage(arc, in: box)
      var worst = 0
      for y in box.minY..<box.maxY {
        for x in box.minX..<box.maxX {
          var hits = 0
          for j in 0..<n {
            for i in 0..<n
            where Self.inside(
              arc, Double(x) + (Double(i) + 0.5) / Double(n),
              Double(y) + (Double(j) + 0.5) / Double(n))
            {
              hits += 1
            }
          }
          let expected = Int((Double(hits) / Double(n * n) * 255).rounded())
          worst = max(worst, abs(expected - Int(measured[y * 42 + x])))
        }
      }
      // A straight edge across a pixel moves a 64-sample grid's count by up to 1/64 of it.
      #expect(worst <= 4, "\(name): \(worst) levels from the sampled area")
    }
  }

  @Test func aPixelsCoverageDoesNotDependOnTheClip() {
    let whole = FrameDamage.Box(minX: 0, minY: 0, maxX: 42, maxY: 42)
    for (name, arc) in Self.arcs {
      let all = Self.coverage(arc, in: whole)
      for clip in [
        FrameDamage.Box(minX: 3, minY: 5, maxX: 17, maxY: 40),
        FrameDamage.Box(minX: 20, minY: 0, maxX: 42, maxY: 13),
        FrameDamage.Box(minX: 30, minY: 28, maxX: 31, maxY: 42),
      ] {
        let part = Self.coverage(arc, in: clip)
        let width = clip.maxX - clip.minX
        var same = true
        for y in clip.minY..<clip.maxY {
          for x in clip.minX..<clip.maxX
          where part[(y - clip.minY) * width + x - clip.minX] != all[y * 42 + x] {
            same = false
          }
        }
        #expect(same, "\(name) cut to \(clip)")
      }
    }
  }
}
