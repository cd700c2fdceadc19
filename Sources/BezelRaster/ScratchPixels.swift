import CCairo

/// The pixels a ``Canvas`` draws damaged regions on before copying them into the frame: one
/// block of memory kept from frame to frame, mapped as large as the frame but taking memory
/// only for the pages the largest damage so far touched, wrapped as a Cairo surface of each
/// frame's damage size.
///
/// Damage changes size on almost every frame of an animation; a new image surface for each
/// would allocate and clear a block of that size every frame, where this only wraps the kept
/// block again (the frame's own clear is then the only pass over it).
final class ScratchPixels {
  /// Mapped, so that letting it go returns its pages at once and larger damage needs no
  /// larger block (see ``MappedPixels``).
  private var memory: MappedPixels?
  /// The most bytes wrapped since the memory was mapped: the pages touched (the rest of the
  /// mapping takes no memory until used).
  private var usedBytes = 0
  private var wrapped: OpaquePointer?
  private var width = 0
  private var height = 0
  /// Frames in a row that drew no damage here (``idle()``).
  private var idleFrames = 0

  /// Frames in a row without damage in several boxes after which the memory is let go.
  /// Damage alternates between one box and several on many files: letting the block go on
  /// each frame of one box mapped it again, page by page, on the next of several.
  static let idleFramesKept = 2

  /// Whether damage drawn here is copied into the frame row by row (``copy(_:from:at:into:)``)
  /// rather than painted there through the boxes by Cairo; tests switch it off to compare.
  @TaskLocal static var copiesRows = true

  deinit { release() }

  /// Bytes of scratch pixels damage in several boxes may always take (a 128 × 128 block).
  static let budgetBytes = 64 * 1024

  /// Whether damage in several boxes with bounds `bounds`, `redrawnArea` pixels of them
  /// redrawn, is drawn here: when the block fits ``budgetBytes``, or when the boxes fill at
  /// least a quarter of their bounds (then the block is mostly drawn on, and one walk of the
  /// list draws them all). Otherwise the canvas draws each box on the frame's own pixels.
  static func suits(bounds: FrameDamage.Box, redrawnArea: Int) -> Bool {
    let area = (bounds.maxX - bounds.minX) * (bounds.maxY - bounds.minY)
    return area * 4 <= budgetBytes || area <= 4 * redrawnArea
  }

  /// Bytes of memory held.
  var heldBytes: Int { usedBytes }

  /// An ARGB32 surface of `width` × `height` pixels on the kept memory, mapped with room for
  /// `reserve` bytes (the frame's) when first made or when too small; its pixels are whatever
  /// the last frame left, so the caller clears it.
  func surface(
    width: Int, height: Int, reserving reserve: Int
  ) throws(RenderError) -> OpaquePointer {
    idleFrames = 0
    if let wrapped, width == self.width, height == self.height { return wrapped }
    if let wrapped { cairo_surface_destroy(wrapped) }
    wrapped = nil
    let (bytes, overflow) = (width * 4).multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow else {
      throw .cairo("cannot create a \(width)×\(height) surface")
    }
    if bytes > memory?.byteCount ?? 0 {
      memory = nil
      memory = MappedPixels(byteCount: max(bytes, reserve))
      usedBytes = 0
    }
    usedBytes = max(usedBytes, bytes)
    guard let memory,
      let created = cairo_image_surface_create_for_data(
        memory.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(width * 4))
    else { throw .cairo("cannot create a \(width)×\(height) surface") }
    guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(created)
      throw .cairo("cannot create a \(width)×\(height) surface")
    }
    wrapped = created
    (self.width, self.height) = (width, height)
    return created
  }

  /// Copies the pixels inside `boxes` from `scratch` (an ARGB32 surface whose first pixel is
  /// device pixel `origin.minX`, `origin.minY`) into the same device pixels of `surface`, row
  /// by row; `false`, copying nothing, when either has no pixels to share.
  ///
  /// The same bytes as painting the scratch with `SOURCE` through the boxes (whole pixels,
  /// no transform, one format), without Cairo's clip and compositing set up for each frame
  /// and with one `memcpy` a row; the caller checks that the boxes lie inside `surface`.
  static func copy(
    _ boxes: [FrameDamage.Box], from scratch: OpaquePointer, at origin: FrameDamage.Box,
    into surface: OpaquePointer
  ) -> Bool {
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      cairo_image_surface_get_format(scratch) == CAIRO_FORMAT_ARGB32,
      let source = cairo_image_surface_get_data(scratch),
      let target = cairo_image_surface_get_data(surface)
    else { return false }
    let (from, to) = (
      Int(cairo_image_surface_get_stride(scratch)), Int(cairo_image_surface_get_stride(surface))
    )
    cairo_surface_flush(scratch)
    cairo_surface_flush(surface)
    for box in boxes {
      let bytes = (box.maxX - box.minX) * 4
      var read = source + (box.minY - origin.minY) * from + (box.minX - origin.minX) * 4
      var write = target + box.minY * to + box.minX * 4
      for _ in box.minY..<box.maxY {
        UnsafeMutableRawPointer(write).copyMemory(from: read, byteCount: bytes)
        read += from
        write += to
      }
    }
    cairo_surface_mark_dirty(surface)
    return true
  }

  /// A frame drew its damage without scratch pixels: the memory is let go after
  /// ``idleFramesKept`` such frames in a row.
  func idle() {
    guard memory != nil else { return }
    idleFrames += 1
    if idleFrames >= ScratchPixels.idleFramesKept { release() }
  }

  /// Lets the memory go (while frames need no scratch pixels).
  func release() {
    if let wrapped { cairo_surface_destroy(wrapped) }
    wrapped = nil
    memory = nil
    usedBytes = 0
  }
}
