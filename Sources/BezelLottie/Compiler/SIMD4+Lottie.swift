import Foundation

/// Lottie's multi-dimensional values (points, sizes, scales, colours) as four numbers, unused
/// lanes filled in.
extension SIMD4 where Scalar == Double {
  /// The numbers of a Lottie value: missing lanes are `fill`, except that a single number
  /// stands for both x and y (a uniform size or scale).
  init(lottie list: [Double], fill: Double = 0) {
    self.init(
      list.count > 0 ? list[0] : fill,
      list.count > 1 ? list[1] : (list.count == 1 ? list[0] : fill),
      list.count > 2 ? list[2] : fill,
      list.count > 3 ? list[3] : fill)
  }

  /// The first two lanes as a point.
  var point: CGPoint { CGPoint(x: x, y: y) }
}
