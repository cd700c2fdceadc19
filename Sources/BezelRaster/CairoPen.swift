import CCairo
import Foundation

/// Cairo 1.16's pen (`cairo-pen.c`): a circle of the half line width in user space, as a
/// polygon in device space with enough vertices for the tolerance, walked for round joins
/// and caps.
struct CairoPen {
  struct Vertex {
    var point: CairoPoint
    /// The slopes from the previous vertex and to the next.
    var slopeCW = CairoSlope(dx: 0, dy: 0)
    var slopeCCW = CairoSlope(dx: 0, dy: 0)
  }

  var vertices: [Vertex] = []

  /// What the vertices were made for: a stroke of the same width under the same linear
  /// transform keeps them rather than calling `sin` and `cos` again.
  var radius = Double.nan
  var tolerance = Double.nan
  var linear = (xx: Double.nan, yx: Double.nan, xy: Double.nan, yy: Double.nan)

  /// `_cairo_matrix_has_unity_scale`.
  static func hasUnityScale(_ m: cairo_matrix_t) -> Bool {
    let epsilon = 1.0 / 256
    let det = m.xx * m.yy - m.yx * m.xy
    guard abs(det * det - 1) < epsilon else { return false }
    if abs(m.xy) < epsilon && abs(m.yx) < epsilon { return true }
    return abs(m.xx) < epsilon && abs(m.yy) < epsilon
  }

  /// `_cairo_pen_vertices_needed`.
  static func verticesNeeded(tolerance: Double, radius: Double, ctm m: cairo_matrix_t) -> Int {
    let major: Double
    if hasUnityScale(m) {
      major = radius
    } else {
      let i = m.xx * m.xx + m.yx * m.yx
      let j = m.xy * m.xy + m.yy * m.yy
      let f = 0.5 * (i + j)
      let g = 0.5 * (i - j)
      let h = m.xx * m.xy + m.yx * m.yy
      major = radius * (f + hypot(g, h)).squareRoot()
    }
    if tolerance >= 4 * major { return 1 }
    if tolerance >= major { return 4 }
    var n = Int(ceil(2 * Double.pi / acos(1 - tolerance / major)))
    if n % 2 != 0 { n += 1 }
    return max(n, 4)
  }

  /// `_cairo_pen_init`.
  mutating func reset(radius: Double, tolerance: Double, ctm m: cairo_matrix_t) {
    if radius == self.radius, tolerance == self.tolerance, m.xx == linear.xx, m.yx == linear.yx,
      m.xy == linear.xy, m.yy == linear.yy
    {
      return
    }
    self.radius = radius
    self.tolerance = tolerance
    linear = (m.xx, m.yx, m.xy, m.yy)
    vertices.removeAll(keepingCapacity: true)
    let reflect = m.xx * m.yy - m.yx * m.xy < 0
    let n = Self.verticesNeeded(tolerance: tolerance, radius: radius, ctm: m)
    for i in 0..<n {
      var theta = 2 * Double.pi * Double(i) / Double(n)
      if reflect { theta = -theta }
      let dx = radius * cos(theta)
      let dy = radius * sin(theta)
      let x = m.xx * dx + m.xy * dy
      let y = m.yx * dx + m.yy * dy
      vertices.append(Vertex(point: CairoPoint(x: CairoFixed.from(x), y: CairoFixed.from(y))))
    }
    var previous = n - 1
    for i in 0..<n {
      let next = (i + 1) % n
      vertices[i].slopeCW = CairoSlope(from: vertices[previous].point, to: vertices[i].point)
      vertices[i].slopeCCW = CairoSlope(from: vertices[i].point, to: vertices[next].point)
      previous = i
    }
  }

  /// `_cairo_pen_find_active_cw_vertices`: the vertices a clockwise fan from `inSlope` to
  /// `outSlope` passes, `start` up to but not including `stop`.
  func activeCWVertices(_ inSlope: CairoSlope, _ outSlope: CairoSlope) -> (Int, Int) {
    let n = vertices.count
    var lo = 0
    var hi = n
    var i = (lo + hi) >> 1
    repeat {
      if CairoSlope.compare(vertices[i].slopeCW, inSlope) < 0 { lo = i } else { hi = i }
      i = (lo + hi) >> 1
    } while hi - lo > 1
    if CairoSlope.compare(vertices[i].slopeCW, inSlope) < 0 {
      i += 1
      if i == n { i = 0 }
    }
    let start = i
    if CairoSlope.compare(outSlope, vertices[i].slopeCCW) >= 0 {
      lo = i
      hi = i + n
      i = (lo + hi) >> 1
      repeat {
        let j = i >= n ? i - n : i
        if CairoSlope.compare(vertices[j].slopeCW, outSlope) > 0 { hi = i } else { lo = i }
        i = (lo + hi) >> 1
      } while hi - lo > 1
      if i >= n { i -= n }
    }
    return (start, i)
  }

  /// `_cairo_pen_find_active_ccw_vertices`.
  func activeCCWVertices(_ inSlope: CairoSlope, _ outSlope: CairoSlope) -> (Int, Int) {
    let n = vertices.count
    var lo = 0
    var hi = n
    var i = (lo + hi) >> 1
    repeat {
      if CairoSlope.compare(inSlope, vertices[i].slopeCCW) < 0 { lo = i } else { hi = i }
      i = (lo + hi) >> 1
    } while hi - lo > 1
    if CairoSlope.compare(inSlope, vertices[i].slopeCCW) < 0 {
      i += 1
      if i == n { i = 0 }
    }
    let start = i
    if CairoSlope.compare(vertices[i].slopeCW, outSlope) <= 0 {
      lo = i
      hi = i + n
      i = (lo + hi) >> 1
      repeat {
        let j = i >= n ? i - n : i
        if CairoSlope.compare(outSlope, vertices[j].slopeCCW) > 0 { hi = i } else { lo = i }
        i = (lo + hi) >> 1
      } while hi - lo > 1
      if i >= n { i -= n }
    }
    return (start, i)
  }
}
