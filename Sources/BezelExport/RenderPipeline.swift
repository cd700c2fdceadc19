import BezelDrawing
import BezelLayers
import Foundation

/// Renders a timeline's frames in parallel and hands them to an encoder strictly in order.
///
/// The main actor asks the timeline for each display list in time order (cheap, and where
/// layer trees live), `workerCount` threads rasterise and pre-encode them, and the main actor
/// writes finished frames in order. At most `window` frames are in flight, so memory stays
/// bounded however long the export.
@MainActor
struct RenderPipeline {
  var workerCount: Int
  var window: Int

  init(workerCount: Int, window: Int) {
    self.workerCount = max(1, workerCount)
    self.window = max(1, window)
  }

  /// Runs the export, blocking the main actor; `progress` is called on the main actor after
  /// each frame is written.
  func run(
    timeline: any Timeline, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) throws(ExportError) {
    let run = PipelineRun(
      pipeline: self, timeline: timeline, schedule: schedule, makeRasterizer: makeRasterizer,
      encoder: encoder, cancellation: cancellation, progress: progress)
    defer { run.stop() }
    while !run.isFinished {
      try run.perform(run.waitForAction())
    }
  }

  /// Runs the export, suspending (not blocking) the main actor while frames render.
  func run(
    timeline: any Timeline, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) async throws(ExportError) {
    let run = PipelineRun(
      pipeline: self, timeline: timeline, schedule: schedule, makeRasterizer: makeRasterizer,
      encoder: encoder, cancellation: cancellation, progress: progress)
    defer { run.stop() }
    while !run.isFinished {
      try run.perform(await run.nextAction())
    }
  }
}
