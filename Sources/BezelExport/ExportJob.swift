import BezelDrawing
import BezelLayers
import Foundation

/// The output, encoder and pipeline of one export, from its checks to its rename into place.
final class ExportJob {
  let format: ExportFormat
  let width: Int
  let height: Int
  let schedule: FrameSchedule
  let output: AtomicOutput
  let encoder: any FrameEncoder
  let checkedEncoder: any FrameEncoder
  let pipeline: RenderPipeline
  let makeRasterizer: @Sendable () throws(ExportError) -> any FrameRasterizer
  private let started = Date()

  /// Checks the settings and creates the temporary output and the encoder; frames are
  /// rasterised with `policy`.
  init(
    _ exporter: Exporter, size: CGSize, policy: RenderPolicy, path: String,
    format: ExportFormat?
  ) throws(ExportError) {
    let plan = try exporter.plan(size: size, path: path, format: format)
    self.format = plan.format
    self.width = plan.width
    self.height = plan.height
    self.schedule = plan.schedule
    let output = try AtomicOutput(path: path, isDirectory: plan.format == .pngSequence)
    do throws(ExportError) {
      encoder = try exporter.makeEncoder(
        format: plan.format, path: output.temporaryPath, width: plan.width, height: plan.height,
        schedule: plan.schedule)
    } catch {
      output.discard()
      throw error
    }
    self.output = output
    checkedEncoder = SizeCheckingEncoder(encoder, width: plan.width, height: plan.height)
    pipeline = RenderPipeline(
      workerCount: exporter.threadCount,
      window: exporter.window(frameBytes: Double(plan.width) * Double(plan.height) * 4))
    let scale = exporter.scale
    let background = exporter.background
    makeRasterizer = { () throws(ExportError) -> any FrameRasterizer in
      CanvasRasterizer(scale: scale, background: background, policy: policy)
    }
  }

  /// Finishes the file and renames it into place.
  func complete(cancellation: ExportCancellation?) throws(ExportError) -> ExportSummary {
    if cancellation?.isCancelled == true { throw .cancelled }
    try encoder.finish()
    try output.commit()
    return ExportSummary(
      path: output.path, format: format, width: width, height: height,
      frameCount: schedule.frameCount, duration: format.isStill ? 0 : schedule.duration,
      byteCount: Exporter.byteCount(at: output.path), seconds: Date().timeIntervalSince(started))
  }

  /// Releases the encoder and removes the temporary output.
  func abandon() {
    encoder.abandon()
    output.discard()
  }
}
