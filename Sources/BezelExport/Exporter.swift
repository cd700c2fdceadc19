import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation

/// Renders a ``BezelLayers/Timeline`` or a ``FrameSource`` to a file: PNG, PNG sequence,
/// animated WebP, GIF, APNG, MP4 or WebM.
///
/// Display lists are made in order on the main actor, rasterised in parallel on every core
/// (one Cairo canvas per worker), and written in order with at most a few frames in memory.
/// The output appears only when complete: it is written under a temporary name and renamed.
///
/// ```swift
/// let exporter = Exporter(schedule: try FrameSchedule(duration: 2, fps: 30), scale: 2)
/// let summary = try exporter.export(ringScene, to: "ring.webp")
/// print(summary.frameCount)   // 60
/// ```
public struct Exporter: Sendable {
  /// Which frames to render.
  public var schedule: FrameSchedule
  /// Pixels per point.
  public var scale: Double
  /// Painted under every frame; `nil` keeps transparency (video uses black).
  public var background: Color?
  /// Lossy quality 0…100 for WebP; `nil` (the default) encodes WebP losslessly.
  public var quality: Double?
  /// How many frames render at once; defaults to the number of cores.
  public var threadCount: Int

  public init(
    schedule: FrameSchedule, scale: Double = 1, background: Color? = nil, quality: Double? = nil,
    threadCount: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.schedule = schedule
    self.scale = scale
    self.background = background
    self.quality = quality
    self.threadCount = max(1, threadCount)
  }

  /// The pixel size of `size` points at this exporter's scale, checked against `format`'s
  /// and the renderer's limits and against the memory the export would need.
  public func pixelSize(for size: CGSize, format: ExportFormat) throws(ExportError) -> (
    width: Int, height: Int
  ) {
    let pixels: (width: Int, height: Int)
    do throws(RenderError) {
      pixels = try Canvas.pixelSize(for: size, scale: scale)
    } catch {
      throw .invalidSetting(error.description)
    }
    guard pixels.width > 0, pixels.height > 0 else {
      throw .invalidSetting(
        "the output would be \(pixels.width)×\(pixels.height) pixels; it needs at least one "
          + "pixel on each side")
    }
    guard pixels.width <= format.maximumSide, pixels.height <= format.maximumSide else {
      throw .invalidSetting(
        "\(format.displayName) holds at most \(format.maximumSide) pixels per side, not "
          + "\(pixels.width)×\(pixels.height)")
    }
    // Frames in flight (rendered, pre-encoded) must fit comfortably in memory.
    let frameBytes = Double(pixels.width) * Double(pixels.height) * 4
    let needed = frameBytes * Double(window(frameBytes: frameBytes) + threadCount) * 2
    let physical = Double(ProcessInfo.processInfo.physicalMemory)
    guard needed <= physical / 2 else {
      throw .invalidSetting(
        "a \(pixels.width)×\(pixels.height) pixel export needs about "
          + "\(Int(needed / 1_048_576)) MiB, more than half of this machine's memory")
    }
    return pixels
  }

  /// How many frames may be in flight: enough to keep every worker busy, at most ~512 MiB.
  func window(frameBytes: Double) -> Int {
    let byMemory = Int((512 * 1_048_576) / max(1, frameBytes))
    return max(1, min(threadCount * 2 + 2, byMemory))
  }

  /// Renders `timeline` into `path` (the format picked from the path unless given) and returns
  /// what was written, blocking the main actor until done. `progress` is called on the main
  /// actor after every frame.
  @MainActor @discardableResult
  public func export(
    _ timeline: any Timeline, to path: String, format: ExportFormat? = nil,
    cancellation: ExportCancellation? = nil, progress: ((ExportProgress) -> Void)? = nil
  ) throws(ExportError) -> ExportSummary {
    try export(
      size: timeline.size, policy: timeline.renderPolicy, frames: { timeline.displayList(at: $0) },
      to: path, format: format, cancellation: cancellation, progress: progress)
  }

  /// Renders `source` into `path` like ``export(_:to:format:cancellation:progress:)``, but on
  /// the calling thread, whichever it is: several exports can run at once, one per thread.
  /// `progress` is called on the calling thread after every frame.
  @discardableResult
  public func export(
    _ source: any FrameSource, to path: String, format: ExportFormat? = nil,
    cancellation: ExportCancellation? = nil, progress: ((ExportProgress) -> Void)? = nil
  ) throws(ExportError) -> ExportSummary {
    try export(
      size: source.size, policy: source.renderPolicy, frames: { source.displayList(at: $0) },
      to: path, format: format, cancellation: cancellation, progress: progress)
  }

  private func export(
    size: CGSize, policy: RenderPolicy, frames: (Double) -> DisplayList, to path: String,
    format: ExportFormat?, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) throws(ExportError) -> ExportSummary {
    let job = try ExportJob(self, size: size, policy: policy, path: path, format: format)
    do throws(ExportError) {
      try job.pipeline.run(
        frames: frames, schedule: job.schedule, makeRasterizer: job.makeRasterizer,
        encoder: job.checkedEncoder, cancellation: cancellation, progress: progress)
      return try job.complete(cancellation: cancellation)
    } catch {
      job.abandon()
      throw error
    }
  }

  /// Like ``export(_:to:format:cancellation:progress:)``, but suspends instead of blocking,
  /// so the main actor keeps serving a user interface while frames render.
  @MainActor @discardableResult
  public func export(
    _ timeline: any Timeline, to path: String, format: ExportFormat? = nil,
    cancellation: ExportCancellation? = nil, progress: ((ExportProgress) -> Void)? = nil
  ) async throws(ExportError) -> ExportSummary {
    let job = try ExportJob(
      self, size: timeline.size, policy: timeline.renderPolicy, path: path, format: format)
    do throws(ExportError) {
      try await job.pipeline.run(
        timeline: timeline, schedule: job.schedule, makeRasterizer: job.makeRasterizer,
        encoder: job.checkedEncoder, cancellation: cancellation, progress: progress)
      return try job.complete(cancellation: cancellation)
    } catch {
      job.abandon()
      throw error
    }
  }

  /// Checks the settings for a canvas of `size` points and `format`, returning the pixel size
  /// and the schedule to render (one frame for a still format).
  func plan(size: CGSize, path: String, format: ExportFormat?) throws(ExportError) -> (
    format: ExportFormat, width: Int, height: Int, schedule: FrameSchedule
  ) {
    guard let format = format ?? ExportFormat(path: path) else {
      throw .invalidSetting(
        "cannot tell the format of '\(path)': use .png, .webp, .gif, .apng, .mp4 or a directory")
    }
    if let quality {
      guard quality.isFinite, quality >= 0, quality <= 100 else {
        throw .invalidSetting("the quality must be between 0 and 100, not \(quality)")
      }
    }
    guard scale.isFinite, scale > 0 else {
      throw .invalidSetting("the scale must be a positive number, not \(scale)")
    }
    let (width, height) = try pixelSize(for: size, format: format)
    let schedule = format.isStill ? try FrameSchedule.still(at: self.schedule.start) : self.schedule
    try Exporter.checkAvailable(format)
    return (format, width, height, schedule)
  }

  func makeEncoder(
    format: ExportFormat, path: String, width: Int, height: Int, schedule: FrameSchedule
  ) throws(ExportError) -> any FrameEncoder {
    switch format {
    case .png:
      return PNGFileEncoder(destination: path, sequence: false, frameCount: 1)
    case .pngSequence:
      return PNGFileEncoder(destination: path, sequence: true, frameCount: schedule.frameCount)
    case .apng:
      return try APNGEncoder(path: path, width: width, height: height, schedule: schedule)
    case .gif:
      return try GIFEncoder(path: path, width: width, height: height, schedule: schedule)
    case .webp:
      return try WebPEncoder(
        path: path, width: width, height: height, schedule: schedule, quality: quality)
    case .mp4, .webm:
      return try VideoEncoder(
        path: path, width: width, height: height, fps: schedule.fps, format: format,
        quality: quality)
    }
  }

  /// Throws ``ExportError/unavailable(_:)`` when `format` needs a tool that is not installed
  /// (ffmpeg for video), so a batch can fail once up front instead of once per file.
  package static func checkAvailable(_ format: ExportFormat) throws(ExportError) {
    if format.isVideo, VideoEncoder.ffmpegPath() == nil { throw VideoEncoder.missingFFmpeg(format) }
  }

  /// True when ffmpeg, which video formats need, is on `PATH`.
  package static var ffmpegAvailable: Bool { VideoEncoder.ffmpegPath() != nil }

  static func byteCount(at path: String) -> Int {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return 0 }
    if !isDirectory.boolValue {
      return (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
    let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
    return names.reduce(0) { $0 + byteCount(at: path + "/" + $1) }
  }
}
