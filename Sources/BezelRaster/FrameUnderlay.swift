import BezelDrawing
import BezelLayers
import CCairo

/// The pixels of a frame's static part: a whole frame drawn with only the items in front of
/// a ``FrameCut``, over the frame's background, kept as ``PixelRuns``.
///
/// A frame whose kept part is the same starts from a copy of these pixels and draws only
/// the rest (inside its damage, when that is bounded): the ring's photo and track under the
/// moving arc, the window and dimming under the loading overlay's spinner. The kept part is
/// drawn on the frame's own target, where the rest is then drawn over it (so no second
/// frame of pixels is made), and taken from there as runs: mostly empty or flat, it holds a
/// small part of a frame's bytes.
final class FrameUnderlay {
  /// The frame the kept part was drawn from.
  private(set) var frame: RetainedFrames.Frame
  /// Where `frame` was cut: the underlay holds what is in front.
  private(set) var cut: FrameCut
  private var pixels = PixelRuns()
  /// Whether the pixels hold the kept part (false until taken, and after a failed draw).
  private(set) var isDrawn = false

  init(frame: RetainedFrames.Frame, cut: FrameCut) {
    self.frame = frame
    self.cut = cut
  }

  /// Bytes of the pixels held (0 before the first draw).
  var heldBytes: Int { pixels.bytes }

  /// Whether these pixels can start `frame` on a `width` × `height` canvas: drawn the same
  /// way, with the same items in front of the cut.
  func serves(_ frame: RetainedFrames.Frame, width: Int, height: Int) -> Bool {
    isDrawn && width == pixels.width && height == pixels.height && self.frame.drawsLike(frame)
      && cut.keepsSame(self.frame.list.items, frame.list.items)
  }

  /// Takes `frame` cut at `cut` as what the pixels are to hold; the caller then draws the
  /// kept part and hands it over with ``keep(_:)``.
  func take(_ frame: RetainedFrames.Frame, cut: FrameCut) {
    isDrawn = false
    self.frame = frame
    self.cut = cut
  }

  /// Keeps the pixels of `surface` (an ARGB32 image surface holding just the kept part).
  func keep(_ surface: OpaquePointer) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      pixels.removeAll()
      isDrawn = false
      return
    }
    pixels.encode(
      data, stride: Int(cairo_image_surface_get_stride(surface)),
      width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)))
    isDrawn = true
  }

  /// Copies the pixels inside `boxes` (device pixels inside the canvas) onto `target`, a
  /// surface of the same size, row by row: for the many small boxes along a thin moving
  /// shape, Cairo's per-box compositing cost more than the copy itself.
  func restore(_ boxes: [FrameDamage.Box], onto target: OpaquePointer) {
    guard isDrawn, !boxes.isEmpty else { return }
    cairo_surface_flush(target)
    guard let destination = cairo_image_surface_get_data(target),
      Int(cairo_image_surface_get_width(target)) == pixels.width,
      Int(cairo_image_surface_get_height(target)) == pixels.height
    else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    pixels.copy(boxes, into: destination, stride: stride)
    cairo_surface_mark_dirty(target)
  }
}
