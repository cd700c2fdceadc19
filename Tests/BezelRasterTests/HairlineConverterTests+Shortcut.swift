import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

extension HairlineConverterTests {
  /// A random flattened hairline path, in Cairo's user space: polylines of long, short,
  /// sub-pixel and axis-aligned segments, and curves.
  private static func flatPath(_ rng: inout SeededGenerator, on cr: OpaquePointer)
    -> UnsafeMutablePointer<cairo_path_t>?
  {
    cairo_new_path(cr)
    var x = Double.random(in: -5...70, using: &rng)
    var y = Double.random(in: -5...70, using: &rng)
    cairo_move_to(cr, x, y)
    for _ in 0..<Int.random(in: 1...12, using: &rng) {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        x += .random(in: -30...30, using: &rng)
      case 1:
        y += .random(in: -30...30, using: &rng)
      case 2:
        // Shorter than a 256th of a pixel one way or both: points that round together.
        x += .random(in: -0.004...0.004, using: &rng)
        y += .random(in: -0.004...0.004, using: &rng) * (Bool.random(using: &rng) ? 1 : 1_000)
      case 3:
        cairo_curve_to(
          cr, x + .random(in: -20...20, using: &rng), y + .random(in: -20...20, using: &rng),
          x + .random(in: -20...20, using: &rng), y + .random(in: -20...20, using: &rng),
          x + .random(in: -20...20, using: &rng), y + .random(in: -20...20, using: &rng))
        cairo_get_current_point(cr, &x, &y)
        continue
      default:
        x += .random(in: -30...30, using: &rng)
        y += .random(in: -30...30, using: &rng)
      }
      cairo_line_to(cr, x, y)
    }
    if Bool.random(using: &rng) { cairo_close_path(cr) }
    return cairo_copy_path_flat(cr)
  }

  /// ``HairlineBands/buildPolygon(minX:minY:maxX:maxY:shortcut:)`` adds the same edges,
  /// in the same order, when it takes a band's four points as they are as when it puts
  /// every band through the rules by which Cairo's path keeps points, under rotations,
  /// scales, shears and fractional device offsets, clipped to boxes that cut the bands.
  @Test func bandShortcutAddsTheEdgesOfKeptPoints() throws {
    var rng = SeededGenerator(seed: 4_242)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let bands = HairlineBands()
    var edges = 0
    for trial in 0..<400 {
      guard let flat = Self.flatPath(&rng, on: cr) else { continue }
      defer { cairo_path_destroy(flat) }
      let angle = trial % 3 == 0 ? 0 : Double.random(in: -1.6...1.6, using: &rng)
      let scale = Double.random(in: 0.5...2, using: &rng)
      let shear = trial % 4 == 1 ? Double.random(in: -0.5...0.5, using: &rng) : 0
      let m = cairo_matrix_t(
        xx: scale * cos(angle), yx: scale * sin(angle), xy: -scale * sin(angle) + shear,
        yy: scale * cos(angle), x0: .random(in: -3...3, using: &rng),
        y0: .random(in: -3...3, using: &rng))
      let offsetX = Double(Int.random(in: -2...2, using: &rng))
      let offsetY: Double = trial % 2 == 0 ? 0 : 0.5
      #expect(bands.collect(flat, matrix: m, offsetX: offsetX, offsetY: offsetY))
      let box = (
        Int32.random(in: -20...40, using: &rng), Int32.random(in: -20...40, using: &rng)
      )
      let size = Int32.random(in: 5...200, using: &rng)
      bands.buildPolygon(minX: box.0, minY: box.1, maxX: box.0 + size, maxY: box.1 + size)
      let shortcut = bands.polygon
      bands.buildPolygon(
        minX: box.0, minY: box.1, maxX: box.0 + size, maxY: box.1 + size, shortcut: false)
      #expect(shortcut.edges == bands.polygon.edges, "trial \(trial)")
      edges += shortcut.edges.count
    }
    #expect(edges > 2_000, "\(edges) edges compared")
  }
}
