/// The summary of Bezel's time over the faster peer's across files: geometric mean, median,
/// the worst files and the share of files where Bezel is fastest.
///
/// ```swift
/// let summary = RatioSummary([("a", 0.5), ("b", 2.0)])
/// summary.geometricMean  // 1.0
/// summary.fastestShare   // 0.5
/// ```
struct RatioSummary: Sendable, Equatable {
  /// One file's ratio (Bezel / faster peer).
  struct Entry: Sendable, Equatable {
    var file: String
    var ratio: Double
  }

  /// The files with a finite, positive ratio, in the order given.
  var entries: [Entry]

  /// Keeps the entries whose ratio is finite and positive (a file a player could not play
  /// has no ratio and is left out).
  init(_ ratios: [(file: String, ratio: Double)]) {
    entries = ratios.filter { $0.ratio.isFinite && $0.ratio > 0 }.map {
      Entry(file: $0.file, ratio: $0.ratio)
    }
  }

  var count: Int { entries.count }

  /// The geometric mean (the fair average of ratios); NaN without entries.
  var geometricMean: Double {
    BezelBench.geometricMean(entries.map(\.ratio))
  }

  var median: Double {
    SampleStats.median(entries.map(\.ratio))
  }

  /// The `count` highest ratios, highest first (ties keep the files' order).
  func worst(_ count: Int = 5) -> [Entry] {
    let ranked = entries.enumerated().sorted {
      $0.element.ratio != $1.element.ratio
        ? $0.element.ratio > $1.element.ratio : $0.offset < $1.offset
    }
    return ranked.prefix(max(0, count)).map(\.element)
  }

  /// The fraction of entries where Bezel took less time than the faster peer (ratio < 1).
  var fastestShare: Double {
    guard !entries.isEmpty else { return .nan }
    return Double(entries.filter { $0.ratio < 1 }.count) / Double(entries.count)
  }
}
