/// Switches off and observes the coverage a ``Canvas`` keeps between frames: fills and
/// strokes drawn again with the same outline and device transform are composited through the
/// coverage rasterised the first time, within a budget of one byte per frame pixel (at least
/// 64 KiB, at most 4 MiB per canvas).
///
/// ```swift
/// let (_, held) = KeptCoverage.observing { try canvas.render(list, into: &pixels) }
/// let plain = try KeptCoverage.disabled { try Canvas().render(list) }
/// ```
public enum KeptCoverage {
  /// Runs `body` with canvases rasterising every outline afresh (for comparisons).
  public static func disabled<T>(_ body: () throws -> T) rethrows -> T {
    try CoverageCache.$isEnabled.withValue(false, operation: body)
  }

  /// Runs `body` and returns, with its result, the statistics of the last canvas cache that
  /// changed inside it (empty when none did).
  public static func observing<T>(_ body: () throws -> T) rethrows -> (
    T, KeptCoverageStatistics
  ) {
    let observer = CoverageObserver()
    let result = try CoverageCache.$observer.withValue(observer, operation: body)
    return (result, observer.statistics)
  }
}
