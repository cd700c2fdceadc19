extension GradientSpans {
  /// Writes the table entries of the `count` pixels of a row from device column `x` to
  /// `colours`, the pixel at column c taking the step of `rowStart + step · (c + 0.5)` (the
  /// parameter ``colour(x:y:rowStart:step:)`` finds, the same double arithmetic): four
  /// pixels at a time, the step found by ``linearSteps(_:)``, the rest by ``linearStep(_:)``.
  ///
  /// Each pixel's step through `Int(Double)` spent about 14 instructions a pixel on its
  /// range check and the branches around it (`thorvg__merging_shapes`: 87 % of its frames
  /// shading turned linear gradients). The centres are `Double(x) + 0.5` and on by whole
  /// fours, exact as the per-pixel conversion for columns below 2⁵¹ (a device column is
  /// below 2³¹). Not inlined: its vector constants held in registers through
  /// ``shade(y:x:count:cover:)`` made the radial rows there spill theirs
  /// (`thorvg__pumpkin` +5 %).
  @inline(never)
  static func lookUpLinear(
    _ entries: UnsafePointer<UInt32>, into colours: UnsafeMutablePointer<UInt32>, x: Int,
    count: Int, rowStart: Double, step: Double
  ) {
    var i = 0
    var centres = SIMD4<Double>(repeating: Double(x)) + SIMD4(0.5, 1.5, 2.5, 3.5)
    let scale = Double(GradientRamp.steps)
    while i + 4 <= count {
      let k = linearSteps((rowStart + step * centres) * scale)
      let found = SIMD4<UInt32>(
        entries[Int(k[0])], entries[Int(k[1])], entries[Int(k[2])], entries[Int(k[3])])
      UnsafeMutableRawPointer(colours + i).storeBytes(of: found, as: SIMD4<UInt32>.self)
      centres += 4
      i += 4
    }
    while i < count {
      colours[i] = entries[linearStep(rowStart + step * (Double(x + i) + 0.5))]
      i += 1
    }
  }

  /// The table's steps of four parameters `s` already in the table's steps (`t · 1024`):
  /// ``linearStep(_:)`` of each, a non-number at the first step, without a conversion's
  /// range check. Held to 0…1023 first, a value's floor is its nearest whole number (the
  /// low bits of `s + 2⁵²`), one less where that is above it.
  @inline(__always)
  static func linearSteps(_ s: SIMD4<Double>) -> SIMD4<Int64> {
    let last = SIMD4<Double>(repeating: Double(GradientRamp.steps - 1))
    var held = SIMD4<Double>(repeating: 0).replacing(with: s, where: s .> 0)
    held.replace(with: last, where: .!(held .< last))
    let magic = SIMD4<Double>(repeating: 0x1p52)
    let shifted = held + magic
    var steps =
      unsafeBitCast(shifted, to: SIMD4<Int64>.self) &- unsafeBitCast(magic, to: SIMD4<Int64>.self)
    steps.replace(with: steps &- 1, where: (shifted - magic) .> held)
    return steps
  }

  /// The table's step of a linear gradient's parameter `t`: its 1024ths floored, held to
  /// the first and last step (`Int(min(max(t · 1024, 0), 1023))` without the calls).
  @inline(__always)
  static func linearStep(_ t: Double) -> Int {
    let s = t * Double(GradientRamp.steps)
    let last = GradientRamp.steps - 1
    return s > 0 ? (s < Double(last) ? Int(s) : last) : 0
  }
}
