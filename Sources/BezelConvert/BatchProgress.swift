/// How far a batch has got, reported while it runs.
public struct BatchProgress: Hashable, Sendable {
  /// Inputs finished (converted, skipped or failed).
  public var completedFiles: Int
  public var totalFiles: Int
  /// The inputs being converted right now.
  public var currentFiles: [String]
  /// The batch's completed fraction in 0…1, counting the frames of the files in progress.
  public var fraction: Double
  /// Seconds since the batch started.
  public var elapsed: Double

  /// An estimate of the seconds left, from the pace so far; `nil` until there is a pace.
  public var estimatedSecondsLeft: Double? {
    guard fraction > 0.001, elapsed > 0.2 else { return nil }
    return elapsed * (1 - fraction) / fraction
  }
}
