import Foundation

/// Summary of repeated timings of one operation, in seconds per operation.
struct SampleStats: Sendable, Equatable {
  /// Per-operation times of each repetition, in the order they were taken.
  var samples: [Double]

  init(samples: [Double]) {
    self.samples = samples
  }

  var median: Double { SampleStats.median(samples) }
  var minimum: Double { samples.min() ?? .nan }
  var maximum: Double { samples.max() ?? .nan }

  /// Median absolute deviation from the median, relative to the median: a spread that one
  /// slow repetition (another process waking up) does not inflate.
  var relativeSpread: Double {
    let m = median
    guard m > 0 else { return .nan }
    return SampleStats.median(samples.map { abs($0 - m) }) / m
  }

  /// The middle value (mean of the two middle values for an even count); NaN when empty.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
}
