extension GradientRamp {
  /// The walker's colours where a ramp's rough steps are reached most, so those pixels are
  /// looked up instead of interpolated in float.
  ///
  /// Outside 0…1 the walker gives pad's colours, one on each side, and a rough first or
  /// last step reaches there too: a radial gradient's pixels beyond its circle all take its
  /// last step (most of the rough pixels of `thorvg__pumpkin`, about 120 instructions each
  /// through the walker). Those two colours are kept, and for a ramp of at most
  /// ``maxSteps`` rough steps (a hard stop or two) the colours at all 64 16.16 parameters
  /// of each. The walker's colour is a function of the parameter alone, so the colours
  /// kept are its bytes. Colours for every rough step of every ramp in the cache were
  /// tried: up to 34 KB a ramp, and a file whose gradients change every frame filled the
  /// cache with them (+0.8 MiB at its peak).
  struct Fine {
    /// Rough steps whose colours are kept at most.
    static let maxSteps = 4
    /// Values of the 16.16 parameter in one step of the table.
    static let perStep = 65536 / GradientRamp.steps

    /// Whether the ramp has rough steps.
    let hasRoughSteps: Bool
    /// The rough steps whose colours are kept, in order.
    private let steps: [Int]
    /// ``perStep`` colours for each of ``steps``.
    private let colours: [UInt32]
    /// The walker's colour at every parameter below 0 and at every one from 1 on, when
    /// the stops make those constant.
    private let before: UInt32?
    private let after: UInt32?

    /// The colours for the steps marked in `rough`, from `walker`; pad's colours when
    /// `padded` (the stops lie in 0…1 between pad's ends at the 32-bit limits, so the
    /// walker is constant on each side).
    init(rough: [Bool], padded: Bool, walker: (Int64) -> UInt32) {
      let marked = rough.indices.filter { rough[$0] }
      hasRoughSteps = !marked.isEmpty
      steps = marked.count <= Self.maxSteps ? marked : []
      var colours: [UInt32] = []
      colours.reserveCapacity(steps.count * Self.perStep)
      for step in steps {
        for j in 0..<Self.perStep { colours.append(walker(Int64(step * Self.perStep + j))) }
      }
      self.colours = colours
      before = padded && hasRoughSteps ? walker(-1) : nil
      after = padded && hasRoughSteps ? walker(65536) : nil
    }

    /// Rough steps whose colours are kept.
    var keptSteps: Int { steps.count }

    /// The walker's colour at `t` (16.16 fixed point) when it is kept.
    @inline(__always)
    func colour(at t: Int64) -> UInt32? {
      guard hasRoughSteps else { return nil }
      guard t >= 0 else { return before }
      guard t < 65536 else { return after }
      let step = Int(t) / Self.perStep
      for (i, kept) in steps.enumerated() where kept == step {
        return colours[i * Self.perStep + Int(t) % Self.perStep]
      }
      return nil
    }
  }
}
