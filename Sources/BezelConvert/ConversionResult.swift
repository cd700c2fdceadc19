/// What happened to one input of a batch.
public struct ConversionResult: Hashable, Sendable {
  public enum Outcome: Hashable, Sendable {
    /// The output was written.
    case converted
    /// The output was already newer than its input (see ``ConversionOptions/force``).
    case skipped
    /// Nothing was written, for the reason given.
    case failed(String)
  }

  public var input: String
  /// The output path, when the input got as far as having one.
  public var output: String?
  public var outcome: Outcome
  /// Things worth knowing about a converted file (a renamed output, a shortened sticker, a
  /// lowered quality).
  public var notes: [String] = []
  /// The output's size in bytes (0 unless converted).
  public var byteCount = 0
  /// Wall-clock seconds spent on this input.
  public var seconds = 0.0

  public init(input: String, output: String?, outcome: Outcome, notes: [String] = []) {
    self.input = input
    self.output = output
    self.outcome = outcome
    self.notes = notes
  }

  /// The failure's reason, if it failed.
  public var failure: String? {
    if case .failed(let reason) = outcome { return reason }
    return nil
  }
}
