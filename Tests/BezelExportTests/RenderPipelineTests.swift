import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelExport

/// Rasterises a display list into a 1×1 bitmap whose red channel is the frame's time in
/// tenths of a second, so the writer can tell which frame it received.
struct TimeStampRasterizer: FrameRasterizer {
  var failAtTenths: Int?

  func rasterize(_ list: DisplayList) throws(ExportError) -> Bitmap {
    guard case .fill(let path, _, _) = list.items.last, case .move(let point) = path.elements.first
    else { throw .renderFailed("unexpected list") }
    let tenths = Int((point.x / 2).rounded())
    if tenths == failAtTenths { throw .renderFailed("frame \(tenths) failed on purpose") }
    return Bitmap(width: 1, height: 1, premultipliedRGBA: [UInt8(tenths), 0, 0, 255])
      ?? Bitmap(
        width: 1, height: 1, filledWith: .clear)
  }
}

/// Records what it is asked to write, on the main actor.
final class RecordingEncoder: FrameEncoder {
  var written: [(index: Int, red: UInt8)] = []
  var finished = false
  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame = {
    (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in .pixels(bitmap.pixels)
  }
  var onWrite: ((Int) -> Void)?

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    guard case .pixels(let pixels) = frame else { throw .renderFailed("wrong frame kind") }
    written.append((index, pixels[0]))
    onWrite?(index)
  }

  func finish() throws(ExportError) { finished = true }
  func abandon() {}
}

@MainActor
@Suite struct RenderPipelineTests {
  /// Square speed 2 pt/s puts x = time × 2, i.e. tenths of a second × 0.2 … scaled below.
  let timeline = SlidingSquare(speed: 20)

  @Test func framesReachTheEncoderInOrderWithTheirOwnPictures() throws {
    let encoder = RecordingEncoder()
    let schedule = try FrameSchedule(duration: 3, fps: 10)
    try RenderPipeline(workerCount: 4, window: 6).run(
      timeline: timeline, schedule: schedule,
      makeRasterizer: { () throws(ExportError) -> any FrameRasterizer in TimeStampRasterizer() },
      encoder: encoder, cancellation: nil, progress: nil)
    #expect(encoder.written.map(\.index) == Array(0..<30))
    // Frame k shows t = k/10 s, the square at x = 2k points, which the rasterizer reports as k.
    #expect(encoder.written.map { Int($0.red) } == Array(0..<30))
  }

  @Test func noMoreThanTheWindowIsInFlight() throws {
    let encoder = RecordingEncoder()
    let window = 3
    var maximumAhead = 0
    let counting = CountingTimeline(base: timeline) { requested in
      maximumAhead = max(maximumAhead, requested - encoder.written.count)
    }
    try RenderPipeline(workerCount: 2, window: window).run(
      timeline: counting, schedule: try FrameSchedule(duration: 4, fps: 10),
      makeRasterizer: { () throws(ExportError) -> any FrameRasterizer in TimeStampRasterizer() },
      encoder: encoder, cancellation: nil, progress: nil)
    #expect(encoder.written.count == 40)
    #expect(maximumAhead >= 1 && maximumAhead <= window)
  }

  @Test func aFailingFrameStopsTheExportWithItsError() throws {
    let encoder = RecordingEncoder()
    #expect(throws: ExportError.renderFailed("frame 7 failed on purpose")) {
      try RenderPipeline(workerCount: 2, window: 4).run(
        timeline: timeline, schedule: try FrameSchedule(duration: 2, fps: 10),
        makeRasterizer: { () throws(ExportError) -> any FrameRasterizer in
          TimeStampRasterizer(failAtTenths: 7)
        },
        encoder: encoder, cancellation: nil, progress: nil)
    }
    #expect(encoder.written.map(\.index) == Array(0..<7))
  }

  @Test func cancellationStopsBetweenFrames() throws {
    let encoder = RecordingEncoder()
    let cancellation = ExportCancellation()
    encoder.onWrite = { index in if index == 4 { cancellation.cancel() } }
    #expect(throws: ExportError.cancelled) {
      try RenderPipeline(workerCount: 2, window: 4).run(
        timeline: timeline, schedule: try FrameSchedule(duration: 2, fps: 10),
        makeRasterizer: { () throws(ExportError) -> any FrameRasterizer in TimeStampRasterizer() },
        encoder: encoder, cancellation: cancellation, progress: nil)
    }
    #expect(encoder.written.count == 5)
  }
}

/// Reports how many display lists were requested before handing each out.
@MainActor
final class CountingTimeline: Timeline {
  let base: any Timeline
  let onRequest: (Int) -> Void
  private var requests = 0

  init(base: any Timeline, onRequest: @escaping (Int) -> Void) {
    self.base = base
    self.onRequest = onRequest
  }

  var size: CGSize { base.size }
  var duration: Double? { base.duration }

  func displayList(at time: Double) -> DisplayList {
    requests += 1
    onRequest(requests)
    return base.displayList(at: time)
  }
}
