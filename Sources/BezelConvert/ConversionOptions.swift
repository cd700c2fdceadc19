import BezelDrawing
import Foundation

/// How a batch conversion renders and writes its outputs.
///
/// ```swift
/// var options = ConversionOptions(format: .webp)
/// options.size = CGSize(width: 256, height: 256)
/// options.jobs = 2
/// ```
public struct ConversionOptions: Hashable, Sendable {
  public var format: ConversionFormat
  /// The canvas each animation is fitted into, keeping its aspect ratio; `nil` keeps the
  /// file's own size.
  public var size: CGSize?
  /// Fit the longer side of each animation to this many points instead of a fixed canvas
  /// (the other side follows the aspect ratio). Ignored when ``size`` is set.
  public var longerSide: Double?
  /// Pixels per point.
  public var scale: Double = 1
  /// Frames per second; `nil` uses each file's own rate.
  public var fps: Double?
  /// Lossy quality 0…100 (WebP, WebM); `nil` is lossless WebP and ffmpeg's default for video.
  public var quality: Double?
  /// Painted under every frame; `nil` keeps transparency.
  public var background: Color?
  /// The folder image assets are looked up in; `nil` uses each file's own folder.
  public var assetsDirectory: URL?
  /// How many files convert at once (at least 1); defaults to the number of cores.
  public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  /// Convert even when the output is newer than its input.
  public var force = false
  /// Seconds one file may take before it is stopped; `nil` for no limit.
  public var timeout: Double?
  public var preset: ConversionPreset?
  /// The most bytes a video sticker may take (Telegram's 256 KB; tests lower it).
  package var stickerByteLimit = ConversionPreset.stickerBytes

  public init(format: ConversionFormat) {
    self.format = format
  }
}
