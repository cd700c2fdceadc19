import BezelDrawing
import BezelLayers
import Foundation

/// Renders a timeline's frames in parallel and hands them to an encoder strictly in order.
///
/// The main actor asks the timeline for each display list in time order (cheap, and where
/// layer trees live), `workerCount` threads rasterise and pre-encode them, and the main actor
/// writes finished frames in order. At most `window` frames are in flight, so memory stays
/// bounded however long the export.
struct RenderPipeline {
  var workerCount: Int
  var window: Int

  init(workerCount: Int, window: Int) {
    self.workerCount = max(1, workerCount)
    self.window = max(1, window)
  }

  /// Runs the export, blocking the calling thread, which makes the display lists with `frames`
  /// and writes; `progress` is called on it after each frame is written.
  func run(
    frames: (Double) -> DisplayList, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) throws(ExportError) {
    // The run never outlives this call: it is stopped before returning.
    try withoutActuallyEscaping(frames) { (frames) throws(ExportError) in
      let run = PipelineRun(
        pipeline: self, frames: frames, schedule: schedule, makeRasterizer: makeRasterizer,
        encoder: encoder, cancellation: cancellation, progress: progress)
      defer { run.stop() }
      while !run.isFinished {
        try run.perform(run.waitForAction())
      }
    }
  }

  /// Runs the export of `timeline`, blocking the main actor.
  @MainActor
  func run(
    timeline: any Timeline, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) throws(ExportError) {
    try run(
      frames: { timeline.displayList(at: $0) }, schedule: schedule, makeRasterizer: makeRasterizer,
      encoder: encoder, cancellation: cancellation, progress: progress)
  }

  /// Runs the export, suspending (not blocking) the main actor while frames render.
  @MainActor
  func run(
    timeline: any Timeline, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) async throws(ExportError) {
    let run = PipelineRun(
      pipeline: self, frames: { timeline.displayList(at: $0) }, schedule: schedule,
      makeRasterizer: makeRasterizer, encoder: encoder, cancellation: cancellation,
      progress: progress)
    defer { run.stop() }
    while !run.isFinished {
      try run.perform(await run.nextAction())
    }
  }
}
