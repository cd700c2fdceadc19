extension CoverageRasterizer {
  /// The most bytes of scratch kept between builders: a mask's runs of a few thousand
  /// bytes reuse it, and one huge mask does not leave its storage held for good.
  static let runScratchLimit = 1 << 15

  /// The storage the last ``CoverageRuns/Builder`` collected its bytes in (empty the first
  /// time), for the next builder; hand it back with ``keepRunScratch(_:)``.
  func takeRunScratch() -> [UInt8] {
    defer { runScratch = [] }
    return runScratch
  }

  /// Keeps `scratch` for the next builder, unless it grew past ``runScratchLimit``.
  func keepRunScratch(_ scratch: [UInt8]) {
    runScratch = scratch.capacity <= Self.runScratchLimit ? scratch : []
  }
}
