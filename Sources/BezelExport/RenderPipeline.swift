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

  /// Runs the export; `progress` is called on the main actor after each frame is written.
  func run(
    timeline: any Timeline, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) throws(ExportError) {
    let total = schedule.frameCount
    let state = PipelineState()
    let prepare = encoder.prepare
    let workers = min(workerCount, total)
    state.liveWorkers = workers
    for _ in 0..<workers {
      let thread = Thread {
        PipelineState.work(state: state, makeRasterizer: makeRasterizer, prepare: prepare)
      }
      thread.name = "bezel-render"
      thread.start()
    }
    let token = cancellation?.addObserver { state.wake() }
    defer {
      if let token { cancellation?.removeObserver(token) }
      state.stopAndJoin()
    }

    var produced = 0
    var written = 0
    while written < total {
      switch state.nextAction(
        produced: produced, written: written, total: total, window: window,
        cancellation: cancellation)
      {
      case .cancelled:
        throw .cancelled
      case .produce:
        let list = timeline.displayList(at: schedule.time(ofFrame: produced))
        state.submit(index: produced, list: list)
        produced += 1
      case .write(let result):
        let frame = try result.get()
        try encoder.write(frame, index: written)
        written += 1
        progress?(ExportProgress(completedFrames: written, totalFrames: total))
      }
    }
  }
}
