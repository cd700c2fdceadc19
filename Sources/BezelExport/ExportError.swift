import Foundation

/// Why an export could not be made.
public enum ExportError: Error, Hashable, Sendable {
  /// A setting (size, scale, frame rate, duration, quality …) that cannot be used.
  case invalidSetting(String)
  /// The output cannot be created or written.
  case cannotWrite(path: String, reason: String)
  /// The output format needs something that is not installed (ffmpeg for MP4).
  case unavailable(String)
  /// A frame could not be rendered or encoded.
  case renderFailed(String)
  /// The export was cancelled before it finished; nothing was written.
  case cancelled
}

extension ExportError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidSetting(let message): return message
    case .cannotWrite(let path, let reason): return "cannot write '\(path)': \(reason)"
    case .unavailable(let message): return message
    case .renderFailed(let message): return message
    case .cancelled: return "the export was cancelled"
    }
  }
}
