/// Why one input of a batch was not converted.
enum ConversionFailure: Error, Hashable, Sendable {
  /// The input is missing, unreadable, not a Lottie file, or beyond what can be rendered.
  case badInput(String)
  /// The output could not be written.
  case cannotWrite(String)
  /// The output cannot meet a preset's limits.
  case doesNotFit(String)
  /// Stopped by the batch's cancellation or the file's time limit.
  case cancelled

  var message: String {
    switch self {
    case .badInput(let reason), .cannotWrite(let reason), .doesNotFit(let reason): return reason
    case .cancelled: return "cancelled"
    }
  }
}
