import Testing

@testable import BezelRaster

/// The rasteriser's own rounding (no call into libm) gives exactly what the standard
/// library's rounding gives, on the values where truncation and rounding part ways.
@Suite struct CoverageRasterizerRoundingTests {
  /// Integers, halves, values a hair either side of them, negative and positive, tiny and as
  /// large as 1/256 units of the rasteriser's coordinate range get.
  static let values: [Double] = {
    var values: [Double] = [0, -0.0, 1e-300, -1e-300, 0.49999999999999994, -0.49999999999999994]
    for whole: Double in [0, 1, 2, 3, 255, 256, 65_535, 1_048_576, 2_147_483_647] {
      for offset in [0.0, 0.5, 0.25, 0.75, 1e-9] {
        for v in [whole + offset, whole - offset] {
          for value in [v, v.nextUp, v.nextDown] { values += [value, -value] }
        }
      }
    }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<10_000 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      values.append((Double(state >> 11) / Double(1 << 53) - 0.5) * Double(1 << 32))
    }
    return values
  }()

  @Test func floorIsRoundingDown() {
    for v in Self.values {
      #expect(CoverageRasterizer.floor(v) == Int(v.rounded(.down)), "\(v)")
    }
  }

  /// The crossings' rounding, without the checked conversion, on the same values and on
  /// integers, halves and seeded values up to the 2⁵¹ it takes (far beyond a crossing's 2³³).
  @Test func crossingFloorIsRoundingDown() {
    var values = Self.values
    var whole = 1.0
    while whole < 0x1p51 {
      for v in [whole, whole + 0.5, whole - 0.5, whole * 1.5] {
        for value in [v, v.nextUp, v.nextDown] where abs(value) < 0x1p51 {
          values += [value, -value]
        }
      }
      whole *= 2
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<10_000 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      let unit = Double(state >> 11) / Double(1 << 53) - 0.5
      values.append(unit * 0x1p51)
      values.append(unit * Double(1 << (state & 31)))
    }
    for v in values {
      #expect(CoverageRasterizer.floor(crossing: v) == Int(v.rounded(.down)), "\(v)")
    }
  }

  @Test func roundedIsRoundingHalfAwayFromZero() {
    for v in Self.values {
      #expect(CoverageRasterizer.rounded(v) == Int(v.rounded()), "\(v)")
    }
  }
}
