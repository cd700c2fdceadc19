import BezelDrawing
import BezelRaster
import Foundation

/// Writes video by piping raw frames into `ffmpeg`, which must be on `PATH`: H.264 MP4, or VP9
/// WebM with an alpha channel (what Telegram takes for video stickers).
///
/// MP4 has no transparency: frames are composited over black. WebM keeps straight alpha
/// (`yuva420p`). The frame rate is passed to ffmpeg as an exact fraction, so every frame lasts
/// exactly `1 / fps`.
final class VideoEncoder: FrameEncoder {
  private let process: Process
  private let input: FileHandle
  private let errors: Pipe
  private let path: String
  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame

  /// The `ffmpeg` executable on `PATH`, or `nil`.
  static func ffmpegPath() -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    for directory in directories {
      let candidate = String(directory) + "/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The error for a video format when ffmpeg is missing.
  static func missingFFmpeg(_ format: ExportFormat) -> ExportError {
    .unavailable(
      "\(format.displayName) output needs ffmpeg, which is not on PATH; install it "
        + "(apt-get install ffmpeg) or write .webp, .gif, .apng or .png instead")
  }

  /// Starts ffmpeg (`ffmpeg`, or the one on `PATH`) writing `path` as `format` (`.mp4` or
  /// `.webm`). `quality` 0…100 sets the WebM's constant quality (`nil`: ffmpeg's default).
  init(
    path: String, width: Int, height: Int, fps: Double, format: ExportFormat = .mp4,
    quality: Double? = nil, ffmpeg: String? = nil
  ) throws(ExportError) {
    guard let ffmpeg = ffmpeg ?? VideoEncoder.ffmpegPath() else {
      throw VideoEncoder.missingFFmpeg(format)
    }
    self.path = path
    let rate = VideoEncoder.rational(fps)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    var arguments = [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", format == .webm ? "rgba" : "rgb24",
      "-s", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
    ]
    if format == .webm {
      arguments += VideoEncoder.vp9Arguments(quality: quality)
      arguments += ["-r", rate, "-f", "webm", path]
      prepare = { (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
        .pixels(PixelConversion.straightRGBA(bitmap))
      }
    } else {
      arguments += [
        // H.264 in 4:2:0 needs even dimensions.
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
        "-r", rate, "-f", "mp4", path,
      ]
      prepare = { (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
        .pixels(StraightAlpha.rgbOverBlack(bitmap))
      }
    }
    process.arguments = arguments
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .unavailable("could not start ffmpeg: \(error.localizedDescription)")
    }
    self.process = process
    self.input = input.fileHandleForWriting
    self.errors = errors
  }

  /// `fps` as ffmpeg's `N/D`, exact for whole and common NTSC rates.
  static func rational(_ fps: Double) -> String {
    if fps == fps.rounded() { return "\(Int(fps))/1" }
    let scaled = (fps * 1001).rounded()
    if abs(scaled / 1001 - fps) < 1e-9 { return "\(Int(scaled))/1001" }
    return "\(Int((fps * 1000).rounded()))/1000"
  }

  /// VP9 in constant-quality mode with alpha; quality 100 is CRF 4, quality 0 is CRF 63.
  static func vp9Arguments(quality: Double?) -> [String] {
    let crf = Int((63 - (quality ?? 50) / 100 * 59).rounded())
    return [
      "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-crf", "\(crf)", "-b:v", "0",
      "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-an",
    ]
  }

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    guard case .pixels(let rgb) = frame else {
      throw .renderFailed("internal error: a video frame was prepared for another format")
    }
    do {
      try input.write(contentsOf: rgb)
    } catch {
      throw .renderFailed("ffmpeg stopped reading frames: \(ffmpegMessage())")
    }
  }

  func finish() throws(ExportError) {
    try? input.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .renderFailed("ffmpeg failed: \(ffmpegMessage())")
    }
  }

  func abandon() {
    try? input.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  private func ffmpegMessage() -> String {
    let data = (try? errors.fileHandleForReading.readToEnd()) ?? nil
    let text = String(decoding: data ?? Data(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? "exit status \(process.terminationStatus)" : text
  }
}
