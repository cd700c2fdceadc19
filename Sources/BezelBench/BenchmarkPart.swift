/// The parts of the benchmark, runnable one at a time (useful under a profiler).
public enum BenchmarkPart: String, CaseIterable, Sendable {
  /// Seed scenes through Bezel vs the same frames in hand-written Cairo.
  case engine
  /// Lottie files, Bezel vs rlottie.
  case lottie
  /// Animated WebP and GIF export throughput.
  case export
  /// Peak memory and its growth over many frames.
  case memory
  /// Cost against canvas area, speakers and Lottie layers.
  case scaling

  /// The parts named in a comma-separated list (`"engine,lottie"`); unknown names are ignored,
  /// and an empty or missing list means every part.
  public static func parse(_ list: String?) -> Set<BenchmarkPart> {
    let names = (list ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    let parts = Set(names.compactMap { BenchmarkPart(rawValue: $0) })
    return parts.isEmpty ? Set(allCases) : parts
  }
}
