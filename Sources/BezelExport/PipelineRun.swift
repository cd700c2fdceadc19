import BezelDrawing
import BezelLayers
import Foundation

/// One export in progress: the workers it started and how far it has got. It is driven from
/// one thread (the one that made it), which makes the display lists and writes the frames.
final class PipelineRun {
  private let frames: (Double) -> DisplayList
  private let schedule: FrameSchedule
  private let encoder: any FrameEncoder
  private let cancellation: ExportCancellation?
  private let progress: ((ExportProgress) -> Void)?
  private let state = PipelineState()
  private let window: Int
  private let observer: Int?
  private var produced = 0
  private var written = 0

  init(
    pipeline: RenderPipeline, frames: @escaping (Double) -> DisplayList, schedule: FrameSchedule,
    makeRasterizer: @escaping @Sendable () throws(ExportError) -> any FrameRasterizer,
    encoder: any FrameEncoder, cancellation: ExportCancellation?,
    progress: ((ExportProgress) -> Void)?
  ) {
    self.frames = frames
    self.schedule = schedule
    self.encoder = encoder
    self.cancellation = cancellation
    self.progress = progress
    self.window = pipeline.window
    let state = self.state
    let prepare = encoder.prepare
    let workers = min(pipeline.workerCount, schedule.frameCount)
    state.liveWorkers = workers
    for _ in 0..<workers {
      let thread = Thread {
        PipelineState.work(state: state, makeRasterizer: makeRasterizer, prepare: prepare)
      }
      thread.name = "bezel-render"
      thread.start()
    }
    observer = cancellation?.addObserver { state.wake() }
  }

  var isFinished: Bool { written >= schedule.frameCount }

  /// Blocks until there is something to do.
  func waitForAction() -> PipelineAction {
    state.nextAction(
      produced: produced, written: written, total: schedule.frameCount, window: window,
      cancellation: cancellation)
  }

  /// Suspends until there is something to do; the blocking wait happens off the main actor.
  @MainActor
  func nextAction() async -> PipelineAction {
    let state = self.state
    let (produced, written, total, window) = (
      self.produced, self.written, schedule.frameCount, self.window
    )
    let cancellation = self.cancellation
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: state.nextAction(
            produced: produced, written: written, total: total, window: window,
            cancellation: cancellation))
      }
    }
  }

  func perform(_ action: PipelineAction) throws(ExportError) {
    switch action {
    case .cancelled:
      throw .cancelled
    case .produce:
      let list = frames(schedule.time(ofFrame: produced))
      state.submit(index: produced, list: list)
      produced += 1
    case .write(let result):
      let frame = try result.get()
      try encoder.write(frame, index: written)
      written += 1
      progress?(ExportProgress(completedFrames: written, totalFrames: schedule.frameCount))
    }
  }

  /// Stops the workers and waits for them.
  func stop() {
    if let observer { cancellation?.removeObserver(observer) }
    state.stopAndJoin()
  }
}
