import CCairo

extension DisplayListPainter {
  /// Calls `body` with the current clip as rectangles in device space; `nil` when Cairo
  /// cannot list it (a clip path, or one that cuts pixels), and `body` is not called.
  ///
  /// An empty buffer is a clip that draws nothing. The rectangles live only during `body`.
  /// With `memo` (the clip a list's walk was entered with, still in effect), Cairo is asked
  /// once for the walk (see ``DeviceClipMemo``).
  func withDeviceClipRectangles<Result>(
    _ memo: DeviceClipMemo? = nil,
    _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    if let memo { return memo.withRectangles(of: cr, body) }
    return Self.withDeviceClipRectangles(of: cr, body)
  }

  /// ``withDeviceClipRectangles(_:_:)`` for the clip of `cr`.
  static func withDeviceClipRectangles<Result>(
    of cr: OpaquePointer, _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    guard let list = copyDeviceClipRectangles(of: cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    return body(rectangles(of: list))
  }

  /// The clip of `cr` as a list of device rectangles Cairo made (the caller destroys it),
  /// `nil` when Cairo cannot list it.
  static func copyDeviceClipRectangles(
    of cr: OpaquePointer
  ) -> UnsafeMutablePointer<cairo_rectangle_list_t>? {
    // Saved and restored, not the matrix set back: setting it recomputes the inverse Cairo
    // places gradients, images and strokes through, with other rounding than the one built
    // step by step, and what is drawn next would depend on whether this was asked.
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_restore(cr)
    guard let list else { return nil }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else {
      cairo_rectangle_list_destroy(list)
      return nil
    }
    return list
  }

  /// The rectangles of a listed clip; empty for a clip that draws nothing.
  static func rectangles(
    of list: UnsafeMutablePointer<cairo_rectangle_list_t>
  ) -> UnsafeBufferPointer<cairo_rectangle_t> {
    let count = Int(list.pointee.num_rectangles)
    guard count > 0, let rectangles = list.pointee.rectangles else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: rectangles, count: count)
  }
}
