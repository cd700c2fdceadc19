import BezelDrawing
import BezelLayers
import Foundation

/// The state shared by the main actor and the render workers, guarded by one condition.
final class PipelineState: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [(index: Int, list: DisplayList)] = []
  private var jobHead = 0
  private var results: [Int: Result<PreparedFrame, ExportError>] = [:]
  private var stopping = false
  var liveWorkers = 0

  func submit(index: Int, list: DisplayList) {
    condition.lock()
    jobs.append((index, list))
    condition.broadcast()
    condition.unlock()
  }

  /// Wakes the main actor so it can notice a cancellation.
  func wake() {
    condition.lock()
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks until the main actor can do something: write the next frame in order (first, to
  /// free memory), produce another display list if the window allows, or stop.
  func nextAction(
    produced: Int, written: Int, total: Int, window: Int, cancellation: ExportCancellation?
  ) -> PipelineAction {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if cancellation?.isCancelled == true { return .cancelled }
      if let result = results.removeValue(forKey: written) { return .write(result) }
      if produced < total, produced - written < window { return .produce }
      condition.wait()
    }
  }

  /// Tells the workers to finish and waits until they have.
  func stopAndJoin() {
    condition.lock()
    stopping = true
    condition.broadcast()
    while liveWorkers > 0 { condition.wait() }
    jobs.removeAll()
    results.removeAll()
    condition.unlock()
  }

  /// A render worker: runs ``workUntilStopped`` and only then counts itself out.
  ///
  /// The rasterizer (whose canvas keeps the last frame's display list for retained rendering)
  /// is released before ``stopAndJoin()`` can return, so nothing a worker held outlives the
  /// export: a process that exits right after it leaves no live display items behind.
  static func work(
    state: PipelineState,
    makeRasterizer: @Sendable () throws(ExportError) -> any FrameRasterizer,
    prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame
  ) {
    workUntilStopped(state: state, makeRasterizer: makeRasterizer, prepare: prepare)
    state.workerFinished()
  }

  /// A render worker's loop: take the oldest job, rasterise, prepare, publish.
  @inline(never)
  private static func workUntilStopped(
    state: PipelineState,
    makeRasterizer: @Sendable () throws(ExportError) -> any FrameRasterizer,
    prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame
  ) {
    var rasterizer: Result<any FrameRasterizer, ExportError>?
    while let job = state.takeJob() {
      let current =
        rasterizer
        ?? Result { () throws(ExportError) -> any FrameRasterizer in try makeRasterizer() }
      rasterizer = current
      let result = Result { () throws(ExportError) -> PreparedFrame in
        let bitmap = try current.get().rasterize(job.list)
        return try prepare(bitmap)
      }
      state.publish(index: job.index, result: result)
    }
  }

  private func workerFinished() {
    condition.lock()
    liveWorkers -= 1
    condition.broadcast()
    condition.unlock()
  }

  private func takeJob() -> (index: Int, list: DisplayList)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if stopping { return nil }
      if jobHead < jobs.count {
        let job = jobs[jobHead]
        jobHead += 1
        if jobHead > 64 {
          jobs.removeFirst(jobHead)
          jobHead = 0
        }
        return job
      }
      condition.wait()
    }
  }

  private func publish(index: Int, result: Result<PreparedFrame, ExportError>) {
    condition.lock()
    if !stopping { results[index] = result }
    condition.broadcast()
    condition.unlock()
  }
}
