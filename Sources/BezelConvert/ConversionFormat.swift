import BezelExport

/// What `bezel convert` writes for each input.
public enum ConversionFormat: String, CaseIterable, Hashable, Sendable {
  /// Animated WebP (lossless unless a quality is given).
  case webp
  /// Animated GIF.
  case gif
  /// Animated PNG.
  case apng
  /// H.264 video (needs ffmpeg).
  case mp4
  /// VP9 video with alpha (needs ffmpeg).
  case webm
  /// One PNG: the first frame.
  case png
  /// A Telegram animated sticker: the Lottie JSON gzipped, checked against Telegram's limits.
  case tgs

  /// The file extension of the outputs, without the dot.
  public var fileExtension: String { rawValue }

  /// The exporter's format, or `nil` for `.tgs` (which is not rendered).
  public var exportFormat: ExportFormat? {
    switch self {
    case .webp: return .webp
    case .gif: return .gif
    case .apng: return .apng
    case .mp4: return .mp4
    case .webm: return .webm
    case .png: return .png
    case .tgs: return nil
    }
  }
}
