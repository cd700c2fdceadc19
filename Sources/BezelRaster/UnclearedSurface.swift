import CCairo
import Foundation

/// An image surface over memory of its own that is not cleared first, for a caller that
/// writes every pixel itself.
///
/// `cairo_image_surface_create` clears the memory it allocates (pixman's `calloc`); for a
/// surface made each frame and then written whole, that clear costs as much as the writing:
/// a moving rectangular mask's clip (``SoftClip/rectangle(_:in:)``) was 6 % of
/// `rlottie__mnemonics` in that clear alone, the live preview's changed tiles as much as
/// their copy.
///
///     guard let (surface, data, stride) = UnclearedSurface.make(CAIRO_FORMAT_A8, 40, 8)
///     else { return }
///     defer { cairo_surface_destroy(surface) }
///     for y in 0..<8 { (data + y * stride).update(repeating: 255, count: 40) }
///     cairo_surface_mark_dirty(surface)
///
/// The bytes past a row's last pixel (up to the stride) are cleared, so that the memory
/// holds nothing left from before even where no pixel is.
package enum UnclearedSurface {
  /// A surface of `format`, `width` × `height` pixels, with its data and stride; `nil` when
  /// empty or when memory or Cairo fail.
  package static func make(
    _ format: cairo_format_t, _ width: Int, _ height: Int
  ) -> (surface: OpaquePointer, data: UnsafeMutablePointer<UInt8>, stride: Int)? {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      return nil
    }
    let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    let rowBytes = rowBytes(format, width)
    guard stride >= rowBytes, rowBytes > 0, let memory = malloc(stride * height) else {
      return nil
    }
    let data = memory.assumingMemoryBound(to: UInt8.self)
    if stride > rowBytes {
      for y in 0..<height {
        (data + y * stride + rowBytes).update(repeating: 0, count: stride - rowBytes)
      }
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        data, format, Int32(width), Int32(height), Int32(stride))
    else {
      free(memory)
      return nil
    }
    // The memory goes with the surface. The key only has to be an address no other user
    // data of this surface uses: the memory's own.
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(surface, UnsafePointer(OpaquePointer(memory)), memory, free)
        == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(surface)
      free(memory)
      return nil
    }
    return (surface, data, stride)
  }

  /// The bytes of `width` pixels of `format` (whole bytes; 0 for formats not handled).
  private static func rowBytes(_ format: cairo_format_t, _ width: Int) -> Int {
    switch format {
    case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24: width * 4
    case CAIRO_FORMAT_A8: width
    default: 0
    }
  }
}
