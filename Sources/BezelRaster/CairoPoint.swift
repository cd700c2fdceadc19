/// A device-space point in Cairo's 24.8 fixed point (`cairo_point_t`).
struct CairoPoint: Equatable {
  var x: Int32
  var y: Int32

  /// The point moved by (`dx`, `dy`), wrapping as Cairo's `int32_t` sums do.
  @inline(__always)
  func offset(_ dx: Int32, _ dy: Int32) -> CairoPoint {
    CairoPoint(x: x &+ dx, y: y &+ dy)
  }
}
