/// The outcome of a whole batch: one result per input, in input order.
public struct ConversionReport: Hashable, Sendable {
  public var results: [ConversionResult]
  /// True when the batch was cancelled before every input was tried; the inputs not tried
  /// have no result.
  public var cancelled: Bool
  /// Wall-clock seconds the batch took.
  public var seconds: Double

  public var converted: [ConversionResult] { results.filter { $0.outcome == .converted } }
  public var skipped: [ConversionResult] { results.filter { $0.outcome == .skipped } }
  public var failed: [ConversionResult] { results.filter { $0.failure != nil } }

  /// True when every input was converted or skipped.
  public var succeeded: Bool { !cancelled && failed.isEmpty }
}
