import Foundation

/// A file format an export writes, picked from the output path.
public enum ExportFormat: String, Hashable, Sendable, CaseIterable {
  /// One frame as a PNG file.
  case png
  /// Every frame as `frame_0000.png`, `frame_0001.png` … in a directory.
  case pngSequence
  /// Animated WebP (lossless unless a quality is given).
  case webp
  /// Animated GIF with a palette per frame and 1-bit transparency.
  case gif
  /// Animated PNG.
  case apng
  /// H.264 video, made by `ffmpeg` (which must be on `PATH`).
  case mp4
  /// VP9 video with alpha in a WebM file, made by `ffmpeg` (which must be on `PATH`).
  case webm

  /// The format for an output path: `.png`, `.webp`, `.gif`, `.apng`, `.mp4`, `.webm`, or a directory
  /// (an existing directory, a path ending in `/`, or a path without an extension); `nil` for
  /// anything else.
  public init?(path: String) {
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
    {
      self = .pngSequence
      return
    }
    let ext = (path as NSString).pathExtension.lowercased()
    switch ext {
    case "png": self = .png
    case "webp": self = .webp
    case "gif": self = .gif
    case "apng": self = .apng
    case "mp4": self = .mp4
    case "webm": self = .webm
    case "": self = .pngSequence
    default: return nil
    }
  }

  /// True for the formats ffmpeg writes.
  public var isVideo: Bool { self == .mp4 || self == .webm }

  /// True for formats that hold one picture.
  public var isStill: Bool { self == .png }

  /// The largest width or height the format stores.
  public var maximumSide: Int {
    switch self {
    case .webp: return 16383
    case .mp4, .webm: return 8192
    default: return 16384
    }
  }

  /// A short human name for messages.
  public var displayName: String {
    switch self {
    case .png: return "PNG"
    case .pngSequence: return "PNG sequence"
    case .webp: return "animated WebP"
    case .gif: return "GIF"
    case .apng: return "APNG"
    case .mp4: return "MP4"
    case .webm: return "WebM"
    }
  }
}
