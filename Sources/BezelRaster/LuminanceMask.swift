import CCairo

/// Turns a colour group into a luminance mask in place: Cairo masks only by alpha.
enum LuminanceMask {
  /// Rewrites every pixel of `pattern`'s surface to grey (L, L, L, L) where L is the pixel's
  /// Rec. 709 luminance times its alpha (inverted: 1 − that), times `opacity`.
  ///
  /// Premultiplied components already carry the alpha factor, so the luminance of the
  /// stored values is the mask value.
  static func convert(_ pattern: OpaquePointer, inverted: Bool, opacity: Double) {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS,
      let surface,
      let image = cairo_surface_map_to_image(surface, nil)
    else { return }
    defer { cairo_surface_unmap_image(surface, image) }
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(image)
    else { return }
    cairo_surface_flush(image)
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    let stride = Int(cairo_image_surface_get_stride(image))
    // Fixed-point weights summing to 65536 (0.2126, 0.7152, 0.0722).
    let scale = UInt32(max(0, min(1, opacity)) * 256)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let word = row[x]
        let r = (word >> 16) & 0xFF
        let g = (word >> 8) & 0xFF
        let b = word & 0xFF
        var l = (r * 13933 + g * 46871 + b * 4732 + 32768) >> 16
        if inverted { l = 255 - l }
        l = (l * scale + 128) >> 8
        row[x] = l << 24 | l << 16 | l << 8 | l
      }
    }
    cairo_surface_mark_dirty(image)
  }
}
