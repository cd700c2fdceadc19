extension GradientRamp {
  /// The walker's colours where a ramp's rough steps are reached most, so those pixels are
  /// looked up instead of interpolated in float.
  ///
  /// Outside 0…1 the walker gives pad's colours, one on each side, and a rough first or
  /// last step reaches there too: a radial gradient's pixels beyond its circle all take its
  /// last step (most of the rough pixels of `thorvg__pumpkin`, about 120 instructions each
  /// through the walker). Those two colours are kept, and for a ramp of at most
  /// ``maxSteps`` rough steps (a hard stop or two) the colours at all 64 16.16 parameters
  /// of each. A ramp drawn again from ``GradientRampCache`` may keep the colours of all its
  /// rough steps, as long as the cache's ``GradientRampCache/fineBudget`` allows
  /// (`thorvg__kote`'s steep stripes): keeping them for every ramp made was up to 34 KB a
  /// ramp, and a file whose gradients change every frame filled the cache with them
  /// (+0.8 MiB at its peak). The walker's colour is a function of the parameter alone, so
  /// the colours kept are its bytes.
  struct Fine {
    /// Rough steps whose colours a ramp keeps when it is made.
    static let maxSteps = 4
    /// Values of the 16.16 parameter in one step of the table.
    static let perStep = 65536 / GradientRamp.steps

    /// The ramp's rough steps.
    let roughSteps: Int
    /// The rough steps whose colours are kept, in order.
    private let steps: [Int]
    /// For more than ``maxSteps`` kept steps, one more than the place in ``steps`` of each
    /// step of the table (0: not kept), so a pixel finds its step without a search; empty
    /// otherwise.
    private let slots: [UInt16]
    /// ``perStep`` colours for each of ``steps``.
    private let colours: [UInt32]
    /// The walker's colour at every parameter below 0 and at every one from 1 on, when
    /// the stops make those constant.
    private let before: UInt32?
    private let after: UInt32?

    /// The colours for the steps marked in `rough` (all of them, when they are at most
    /// `limit`, else none), from `walker`; pad's colours when `padded` (the stops lie in
    /// 0…1 between pad's ends at the 32-bit limits, so the walker is constant on each
    /// side).
    init(rough: [Bool], padded: Bool, limit: Int, walker: (Int64) -> UInt32) {
      let marked = rough.indices.filter { rough[$0] }
      roughSteps = marked.count
      steps = marked.count <= limit ? marked : []
      var colours: [UInt32] = []
      colours.reserveCapacity(steps.count * Self.perStep)
      for step in steps {
        for j in 0..<Self.perStep { colours.append(walker(Int64(step * Self.perStep + j))) }
      }
      self.colours = colours
      if steps.count > Self.maxSteps {
        var slots = [UInt16](repeating: 0, count: rough.count)
        for (i, step) in steps.enumerated() { slots[step] = UInt16(i + 1) }
        self.slots = slots
      } else {
        slots = []
      }
      before = padded && !marked.isEmpty ? walker(-1) : nil
      after = padded && !marked.isEmpty ? walker(65536) : nil
    }

    /// Whether the ramp has rough steps.
    var hasRoughSteps: Bool { roughSteps > 0 }

    /// Rough steps whose colours are kept.
    var keptSteps: Int { steps.count }

    /// Whether the colours of every rough step are kept.
    var keepsEveryStep: Bool { steps.count == roughSteps }

    /// The bytes the kept colours take (their arrays' contents).
    var bytes: Int { Self.bytes(keeping: steps.count, of: slots.count) }

    /// The bytes of the colours of `kept` steps, with `slots` slots.
    static func bytes(keeping kept: Int, of slots: Int) -> Int {
      kept * (perStep * MemoryLayout<UInt32>.stride + MemoryLayout<Int>.stride)
        + slots * MemoryLayout<UInt16>.stride
    }

    /// The walker's colour at `t` (16.16 fixed point) when it is kept.
    @inline(__always)
    func colour(at t: Int64) -> UInt32? {
      guard hasRoughSteps else { return nil }
      guard t >= 0 else { return before }
      guard t < 65536 else { return after }
      let step = Int(t) / Self.perStep
      if !slots.isEmpty {
        let slot = Int(slots[step])
        return slot == 0 ? nil : colours[(slot - 1) * Self.perStep + Int(t) % Self.perStep]
      }
      for (i, kept) in steps.enumerated() where kept == step {
        return colours[i * Self.perStep + Int(t) % Self.perStep]
      }
      return nil
    }
  }
}
