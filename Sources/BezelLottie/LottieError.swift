import Foundation

/// Why a Lottie file could not be loaded.
///
/// Every case that concerns a value in the JSON names its path, in the JSONPath form
/// `$.layers[3].shapes[0].it[2].c.k`, so a designer can find the bad value.
public enum LottieError: Error, Hashable, Sendable {
  /// The bytes are not JSON, gzip (`.tgs`) or a zip (`.lottie`).
  case unknownFormat
  /// The JSON is not well formed (truncated, bad syntax).
  case malformedJSON(String)
  /// A value is missing or has the wrong type.
  case invalidValue(path: String, reason: String)
  /// A value is present but outside what a player can handle (sizes, frame counts, depth).
  case limitExceeded(path: String, reason: String)
  /// Precompositions refer to each other in a loop.
  case precompCycle(path: String, assetID: String)
  /// A compressed container is damaged.
  case corruptArchive(String)
  /// A compressed container would expand beyond the safety caps.
  case archiveTooLarge(String)
  /// The file could not be read.
  case unreadable(String)
}

extension LottieError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unknownFormat:
      return "not a Lottie file: expected JSON, gzip (.tgs) or zip (.lottie) data"
    case .malformedJSON(let reason): return "malformed JSON: \(reason)"
    case .invalidValue(let path, let reason): return "invalid value at \(path): \(reason)"
    case .limitExceeded(let path, let reason): return "limit exceeded at \(path): \(reason)"
    case .precompCycle(let path, let id):
      return "precomposition cycle at \(path): asset '\(id)' contains itself"
    case .corruptArchive(let reason): return "corrupt archive: \(reason)"
    case .archiveTooLarge(let reason): return "archive too large: \(reason)"
    case .unreadable(let reason): return "cannot read file: \(reason)"
    }
  }

  /// The JSON path the error names, if any.
  public var path: String? {
    switch self {
    case .invalidValue(let path, _), .limitExceeded(let path, _), .precompCycle(let path, _):
      return path
    default: return nil
    }
  }
}
