import CCairo

extension DisplayListPainter {
  /// Calls `body` with the current clip as rectangles in device space; `nil` when Cairo
  /// cannot list it (a clip path, or one that cuts pixels), and `body` is not called.
  ///
  /// An empty buffer is a clip that draws nothing. The rectangles live only during `body`.
  func withDeviceClipRectangles<Result>(
    _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    Self.withDeviceClipRectangles(of: cr, body)
  }

  /// ``withDeviceClipRectangles(_:)`` for the clip of `cr`.
  static func withDeviceClipRectangles<Result>(
    of cr: OpaquePointer, _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_set_matrix(cr, &m)
    guard let list else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    let count = Int(list.pointee.num_rectangles)
    guard count > 0, let rectangles = list.pointee.rectangles else {
      return body(UnsafeBufferPointer(start: nil, count: 0))
    }
    return body(UnsafeBufferPointer(start: rectangles, count: count))
  }
}
