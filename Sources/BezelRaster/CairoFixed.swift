/// Cairo's 24.8 fixed-point conversions (`cairo-fixed-private.h`), which the stroker's
/// every point goes through.
enum CairoFixed {
  /// `_cairo_fixed_from_double`: `d` plus 1.5 × 2⁴⁴ puts 1/256 in the last bit of the
  /// double's mantissa, so the low 32 bits are `d` in 1/256 units rounded half to even,
  /// not half away from zero as ``CoverageRasterizer/fixed32(_:)`` rounds.
  @inline(__always)
  static func from(_ d: Double) -> Int32 {
    Int32(truncatingIfNeeded: (d + 26_388_279_066_624.0).bitPattern)
  }

  /// `_cairo_fixed_to_double`.
  @inline(__always)
  static func double(_ f: Int32) -> Double { Double(f) / 256 }
}
