/// Why a bitmap could not be encoded.
public enum ImageEncodingError: Error, Hashable, Sendable {
  /// The bitmap has no pixels; PNG needs at least one.
  case empty
  /// The compressor failed (out of memory, usually).
  case compressionFailed(code: Int)
}

extension ImageEncodingError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .empty: return "cannot encode an empty bitmap"
    case .compressionFailed(let code): return "compression failed (zlib code \(code))"
    }
  }
}
