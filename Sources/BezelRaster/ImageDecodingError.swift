import Foundation

/// Why image data could not be decoded.
public enum ImageDecodingError: Error, Hashable, Sendable {
  /// The data is empty.
  case empty
  /// The data starts like none of PNG, JPEG or WebP.
  case unknownFormat
  /// The header announces more pixels than the decoder's limits allow; nothing was allocated.
  case tooLarge(format: ImageFormat, width: Int, height: Int)
  /// The data is truncated or malformed; `reason` is the codec's own explanation.
  case corrupt(format: ImageFormat, reason: String)
  /// The file could not be read.
  case unreadable(path: String, reason: String)
}

extension ImageDecodingError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .empty:
      return "the image data is empty"
    case .unknownFormat:
      return "the data is not a PNG, JPEG or WebP image"
    case .tooLarge(let format, let width, let height):
      return "the \(format.rawValue.uppercased()) image is \(width)×\(height) pixels, "
        + "more than the decoder allows"
    case .corrupt(let format, let reason):
      return "corrupt \(format.rawValue.uppercased()) data: \(reason)"
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    }
  }
}
