import CCairo
import Testing

@testable import BezelRaster

/// A linear gradient's stretches of one coverage (shaded a chunk at a time from the table's
/// buffer) give the pixels of the same stretches shaded pixel by pixel through coverage
/// bytes (each pixel's colour found on its own, the general path).
@Suite struct LinearGradientSpansTests {
  static func shade(
    _ geometry: GradientShader.Geometry, stops: [GradientRamp.Stop], alpha: UInt8,
    wholeRows: Bool
  ) -> [UInt8] {
    let (width, height) = (150, 40)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.2, 0.5, 0.7, 0.6)
    cairo_paint(cr)
    cairo_surface_flush(surface)
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    var spans = GradientSpans(
      target: BlendTarget(cr)!, geometry: geometry, ramp: GradientRamp(stops: stops), box: box)
    let full = [UInt8](repeating: alpha, count: width)
    full.withUnsafeBufferPointer { cover in
      for y in 0..<height {
        if wholeRows {
          spans.span(y: y, x: 3, count: width - 5, alpha: alpha)
        } else {
          // Stretches under eight bytes are shaded a pixel at a time.
          var x = 3
          while x < width - 2 {
            let n = min(7, width - 2 - x)
            spans.shade(y: y, x: x, count: n, cover: cover.baseAddress! + x)
            x += n
          }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    let data = cairo_image_surface_get_data(surface)!
    return Array(
      UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * height)
    )
  }

  static let geometries: [GradientShader.Geometry] = [
    .linear(t0: -0.2, dx: 0.009, dy: 0.004), .linear(t0: 1.1, dx: -0.0071, dy: 0.013),
    .linear(t0: 0.31, dx: 0.00001, dy: -0.0002), .linear(t0: 0.5, dx: 0.02, dy: 0),
  ]

  @Test(arguments: geometries.indices)
  func wholeStretchesAreThePixelByPixelColours(_ index: Int) {
    let geometry = Self.geometries[index]
    for stops in [GradientRampFineTests.steep, GradientRampFineTests.stripes] {
      for alpha: UInt8 in [255, 200, 1] {
        #expect(
          Self.shade(geometry, stops: stops, alpha: alpha, wholeRows: true)
            == Self.shade(geometry, stops: stops, alpha: alpha, wholeRows: false))
      }
    }
  }
}
