import CCairo

/// The pixels a ``Canvas`` draws damaged regions on before copying them into the frame: one
/// block of memory kept from frame to frame, as large as the largest damage so far (at most
/// a frame), wrapped as a Cairo surface of each frame's damage size.
///
/// Damage changes size on almost every frame of an animation; a new image surface for each
/// would allocate and clear a block of that size every frame, where this only wraps the kept
/// block again (the frame's own clear is then the only pass over it).
final class ScratchPixels {
  private var memory: UnsafeMutableRawPointer?
  private var capacity = 0
  private var wrapped: OpaquePointer?
  private var width = 0
  private var height = 0

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
  var heldBytes: Int { capacity }

  /// An ARGB32 surface of `width` × `height` pixels on the kept memory (grown when too
  /// small); its pixels are whatever the last frame left, so the caller clears it.
  func surface(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
    if let wrapped, width == self.width, height == self.height { return wrapped }
    if let wrapped { cairo_surface_destroy(wrapped) }
    wrapped = nil
    let (bytes, overflow) = (width * 4).multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow else {
      throw .cairo("cannot create a \(width)×\(height) surface")
    }
    if bytes > capacity {
      memory?.deallocate()
      memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
      capacity = bytes
    }
    guard let memory,
      let created = cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
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

  /// Lets the memory go (while frames need no scratch pixels).
  func release() {
    if let wrapped { cairo_surface_destroy(wrapped) }
    wrapped = nil
    memory?.deallocate()
    memory = nil
    capacity = 0
  }
}
