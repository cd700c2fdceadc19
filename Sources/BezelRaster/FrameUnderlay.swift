import BezelDrawing
import BezelLayers
import CCairo

/// The pixels of a frame's static part: a whole frame drawn with only the items in front of
/// a ``FrameCut``, over the frame's background.
///
/// A frame whose kept part is the same starts from a copy of these pixels and draws only
/// the rest (inside its damage, when that is bounded): the ring's photo and track under the
/// moving arc, the window and dimming under the loading overlay's spinner.
final class FrameUnderlay {
  /// The frame the kept part was drawn from.
  private(set) var frame: RetainedFrames.Frame
  /// Where `frame` was cut: the underlay holds what is in front.
  private(set) var cut: FrameCut
  private var pixels: OpaquePointer?
  private(set) var width = 0
  private(set) var height = 0
  /// Whether the pixels hold the kept part (false until drawn, and after a failed draw).
  var isDrawn = false

  init(frame: RetainedFrames.Frame, cut: FrameCut) {
    self.frame = frame
    self.cut = cut
  }

  deinit {
    if let pixels { cairo_surface_destroy(pixels) }
  }

  /// Bytes of the pixels held (0 before the first draw).
  var heldBytes: Int {
    guard let pixels else { return 0 }
    return Int(cairo_image_surface_get_stride(pixels) * cairo_image_surface_get_height(pixels))
  }

  /// Whether these pixels can start `frame` on a `width` × `height` canvas: drawn the same
  /// way, with the same items in front of the cut.
  func serves(_ frame: RetainedFrames.Frame, width: Int, height: Int) -> Bool {
    isDrawn && width == self.width && height == self.height && self.frame.drawsLike(frame)
      && cut.keepsSame(self.frame.list.items, frame.list.items)
  }

  /// Takes `frame` cut at `cut` as what the pixels are to hold; the caller then draws the
  /// kept part on ``surface(width:height:)``.
  func take(_ frame: RetainedFrames.Frame, cut: FrameCut) {
    isDrawn = false
    self.frame = frame
    self.cut = cut
  }

  /// Copies the pixels inside `boxes` (device pixels inside the canvas) onto `target`, a
  /// surface of the same size, row by row: for the many small boxes along a thin moving
  /// shape, Cairo's per-box compositing cost more than the copy itself.
  func restore(_ boxes: [FrameDamage.Box], onto target: OpaquePointer) {
    guard let pixels, !boxes.isEmpty else { return }
    cairo_surface_flush(pixels)
    cairo_surface_flush(target)
    guard let source = cairo_image_surface_get_data(pixels),
      let destination = cairo_image_surface_get_data(target),
      Int(cairo_image_surface_get_width(target)) == width,
      Int(cairo_image_surface_get_height(target)) == height
    else { return }
    let sourceStride = Int(cairo_image_surface_get_stride(pixels))
    let targetStride = Int(cairo_image_surface_get_stride(target))
    for box in boxes {
      let minX = max(0, box.minX)
      let maxX = min(width, box.maxX)
      guard maxX > minX else { continue }
      for y in max(0, box.minY)..<min(height, box.maxY) {
        (destination + y * targetStride + minX * 4).update(
          from: source + y * sourceStride + minX * 4, count: (maxX - minX) * 4)
      }
    }
    cairo_surface_mark_dirty(target)
  }

  /// The surface to draw the kept part on, `width` × `height` pixels (made again when the
  /// size changed).
  func surface(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
    if let pixels, width == self.width, height == self.height { return pixels }
    if let pixels { cairo_surface_destroy(pixels) }
    pixels = nil
    let created = try Canvas.makeSurface(width: width, height: height)
    pixels = created
    self.width = width
    self.height = height
    return created
  }
}
