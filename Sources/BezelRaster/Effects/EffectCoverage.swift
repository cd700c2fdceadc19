import CCairo

/// Alpha images lined up with an effect's surface: a mask's region, a wipe, a brush stroke,
/// drawn with Cairo (or stamped) and blurred before the effect uses them as coverage.
enum EffectCoverage {
  /// The alpha (0…255) of what `draw` paints on a transparent A8 surface of `surface`'s size
  /// and device offset, the context's matrix `matrix`; `nil` when `surface` has no pixels.
  static func render(
    like surface: OpaquePointer, matrix: cairo_matrix_t, _ draw: (OpaquePointer) -> Void
  ) -> FloatImage? {
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0,
      let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    defer { cairo_surface_destroy(alpha) }
    var ox = 0.0
    var oy = 0.0
    cairo_surface_get_device_offset(surface, &ox, &oy)
    cairo_surface_set_device_offset(alpha, ox, oy)
    guard let cr = cairo_create(alpha) else { return nil }
    var m = matrix
    cairo_set_matrix(cr, &m)
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(alpha)
    guard cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(alpha)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(alpha))
    var image = FloatImage(width: width, height: height, channels: 1)
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width { image.values[y * width + x] = Float(row[x]) }
    }
    return image
  }

  /// Blurs a coverage image by Gaussians of standard deviation `sx` along x and `sy` along
  /// y (pixels), its edge pixels repeated outward: the surface's edge is not the region's.
  static func feather(_ image: inout FloatImage, sx: Double, sy: Double) {
    BoxBlur.blur(
      &image, radii: BoxBlur.gaussianRadii(sigma: sx), vertical: false, repeatEdges: true)
    BoxBlur.blur(
      &image, radii: BoxBlur.gaussianRadii(sigma: sy), horizontal: false, repeatEdges: true)
  }

  /// Scales every pixel (premultiplied, so alpha and colour alike) by its coverage.
  static func multiply(_ pixels: ARGBPixels, by coverage: FloatImage) {
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let k = coverage.values[y * pixels.width + x] / 255
        guard k < 1 else { continue }
        let w = pixels[x, y]
        let c = ARGBPixels.premultiplied(w)
        pixels[x, y] = ARGBPixels.word(premultiplied: c * max(k, 0))
      }
    }
  }
}
