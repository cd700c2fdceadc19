import BezelDrawing
import BezelLayers
import BezelMediaProbe
import BezelRaster
import Foundation
import Testing

@testable import BezelExport

@MainActor
@Suite struct ExporterTests {
  let twoSeconds: Exporter

  init() throws {
    twoSeconds = Exporter(schedule: try FrameSchedule(duration: 2, fps: 30))
  }

  @Test func apngHasSixtyFramesOfOneThirtiethSecond() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("square.apng")
    let summary = try twoSeconds.export(SlidingSquare(), to: path)
    #expect(summary.frameCount == 60)
    #expect(summary.width == 64 && summary.height == 24)
    let info = try APNGProbe.probe(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(info.frameCount == 60)
    #expect(info.width == 64 && info.height == 24)
    #expect(info.loopCount == 0)
    #expect(info.frameDurations.allSatisfy { abs($0 - 1.0 / 30) < 1e-12 })
    #expect(abs(info.totalDuration - 2) < 1e-9)
    #expect(directory.contents == ["square.apng"])
  }

  @Test func gifDelaysAddUpToTwoSeconds() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("square.gif")
    try twoSeconds.export(SlidingSquare(background: .white), to: path)
    let (width, height, frames) = try GIFProbe.frames(path: path)
    #expect(width == 64 && height == 24)
    #expect(frames.count == 60)
    #expect(frames.map(\.delayCentiseconds).reduce(0, +) == 200)
    // Opaque frames need no transparency.
    #expect(frames.allSatisfy { $0.transparentIndex == nil })
    // Frame 30 shows t = 1 s: the square's left edge at x = 20, red on white.
    let frame = frames[30].rgba
    let inside = (12 * 64 + 21) * 4
    let outside = (12 * 64 + 10) * 4
    #expect(Array(frame[inside..<(inside + 3)]) == [255, 0, 0])
    #expect(Array(frame[outside..<(outside + 3)]) == [255, 255, 255])
  }

  /// At 30 fps, 1.002 s ends with a frame of 2 ms, which rounds to 0 cs; browsers would show
  /// it for 10 cs, so it is left out and the 30 frames still add up to 100 cs.
  @Test func gifLeavesOutFramesShorterThanHalfACentisecond() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("short.gif")
    let schedule = try FrameSchedule(duration: 1.002, fps: 30)
    #expect(schedule.frameCount == 31)
    #expect(schedule.frameDurations(ticksPerSecond: 100).last == 0)
    try Exporter(schedule: schedule).export(SlidingSquare(background: .white), to: path)
    let (_, _, frames) = try GIFProbe.frames(path: path)
    #expect(frames.count == 30)
    #expect(frames.allSatisfy { $0.delayCentiseconds > 0 })
    #expect(frames.map(\.delayCentiseconds).reduce(0, +) == 100)
  }

  @Test func transparentGifFramesClearTheirPredecessors() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("clear.gif")
    try Exporter(schedule: try FrameSchedule(duration: 0.5, fps: 10))
      .export(SlidingSquare(), to: path)
    let (_, _, frames) = try GIFProbe.frames(path: path)
    #expect(frames.count == 5)
    for frame in frames {
      #expect(frame.transparentIndex != nil)
      #expect(frame.disposal == 2)
      #expect(frame.rgba[3] == 0)  // the top-left corner stays transparent
    }
  }

  @Test func webpHasSixtyFramesAndTwoSeconds() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("square.webp")
    try twoSeconds.export(SlidingSquare(), to: path)
    let info = try WebPProbe.probe(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(info.width == 64 && info.height == 24)
    #expect(info.frameCount == 60)
    #expect(abs(info.totalDuration - 2) < 1e-9)
    #expect(info.loopCount == 0)
    // Lossless: the last frame (t = 59/30 s, square at x ≈ 39.3) is pure red and clear.
    #expect(info.lastFramePixel(x: 41, y: 12) == [255, 0, 0, 255])
    #expect(info.lastFramePixel(x: 5, y: 12)?[3] == 0)
  }

  @Test func webpKeepsIdenticalFramesAsFrames() throws {
    // A square that moves only during the first half second: 45 of the 60 frames repeat.
    let directory = try TemporaryDirectory()
    let path = directory.file("pause.webp")
    try twoSeconds.export(PausingSquare(), to: path)
    let info = try WebPProbe.probe(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(info.frameCount == 60)
    #expect(abs(info.totalDuration - 2) < 1e-9)
    // The picture at the end is the square where it stopped (x = 10 … 14), nothing erased.
    #expect(info.lastFramePixel(x: 12, y: 12) == [255, 0, 0, 255])
    #expect(info.lastFramePixel(x: 2, y: 12)?[3] == 0)
  }

  @Test func aSliverOfALastFrameStillMakesAWebPFrame() throws {
    // 0.3 s and 0.2 ms at 10 fps: the fourth frame lasts less than half a millisecond, which
    // rounds to 0 ms — a frame libwebp would drop. It lasts 1 ms instead.
    let directory = try TemporaryDirectory()
    let path = directory.file("sliver.webp")
    try Exporter(schedule: try FrameSchedule(duration: 0.3002, fps: 10))
      .export(SlidingSquare(), to: path)
    let info = try WebPProbe.probe(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(info.frameDurations == [0.1, 0.1, 0.1, 0.001])
  }

  @Test func lossyWebpIsSmallerButStillTwoSeconds() throws {
    let directory = try TemporaryDirectory()
    var lossy = twoSeconds
    lossy.quality = 40
    let summary = try lossy.export(SlidingSquare(background: .white), to: directory.file("l.webp"))
    let info = try WebPProbe.probe(Data(contentsOf: URL(fileURLWithPath: summary.path)))
    #expect(abs(info.totalDuration - 2) < 1e-9)
  }

  @Test func pngSequenceWritesEveryFrame() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("frames")
    let exporter = Exporter(schedule: try FrameSchedule(duration: 1, fps: 12))
    try exporter.export(SlidingSquare(), to: path)
    let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    #expect(names == (0..<12).map { String(format: "frame_%04d.png", $0) })
    // Frame 6 is t = 0.5 s: the square starts at x = 10.
    let bitmap = try ImageDecoder.decode(
      contentsOf: URL(fileURLWithPath: path + "/frame_0006.png"))
    #expect(bitmap.pixel(x: 11, y: 12) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 9, y: 12).a == 0)
    // A second export replaces the sequence.
    try Exporter(schedule: try FrameSchedule(duration: 0.5, fps: 4)).export(
      SlidingSquare(), to: path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).count == 2)
  }

  @Test func stillPngShowsTheStartTimeAtTheScale() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("still.png")
    let exporter = Exporter(schedule: try FrameSchedule.still(at: 1), scale: 2)
    let summary = try exporter.export(SlidingSquare(), to: path)
    #expect(summary.frameCount == 1)
    let bitmap = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: path))
    #expect(bitmap.width == 128 && bitmap.height == 48)
    // At t = 1 s the square spans x 20…24 points, 40…48 pixels.
    #expect(bitmap.pixel(x: 41, y: 24) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 38, y: 24).a == 0)
    #expect(bitmap.pixel(x: 49, y: 24).a == 0)
  }

  @Test func framesAreRequestedInTimeOrder() throws {
    let directory = try TemporaryDirectory()
    let timeline = SlidingSquare()
    let exporter = Exporter(schedule: try FrameSchedule(start: 0.5, duration: 1, fps: 10))
    try exporter.export(timeline, to: directory.file("order.apng"))
    #expect(timeline.requestedTimes.count == 10)
    for (index, time) in timeline.requestedTimes.enumerated() {
      #expect(abs(time - (0.5 + Double(index) / 10)) < 1e-12)
    }
  }

  @Test func asyncExportKeepsTheMainActorFree() async throws {
    let directory = try TemporaryDirectory()
    var otherWorkRan = false
    var ranBeforeTheLastFrame = false
    Task { @MainActor in otherWorkRan = true }
    let summary = try await twoSeconds.export(SlidingSquare(), to: directory.file("a.gif")) {
      progress in
      if progress.completedFrames == progress.totalFrames { ranBeforeTheLastFrame = otherWorkRan }
    }
    #expect(summary.frameCount == 60)
    #expect(ranBeforeTheLastFrame)
    let (_, _, frames) = try GIFProbe.frames(path: directory.file("a.gif"))
    #expect(frames.count == 60)
  }

  @Test func asyncExportCancelsCleanly() async throws {
    let directory = try TemporaryDirectory()
    let cancellation = ExportCancellation()
    await #expect(throws: ExportError.cancelled) {
      try await twoSeconds.export(
        SlidingSquare(), to: directory.file("c.apng"), cancellation: cancellation
      ) { progress in
        if progress.completedFrames == 3 { cancellation.cancel() }
      }
    }
    #expect(directory.contents.isEmpty)
  }

  @Test func progressCountsEveryFrameInOrder() throws {
    let directory = try TemporaryDirectory()
    var seen: [Int] = []
    try twoSeconds.export(SlidingSquare(), to: directory.file("p.gif")) { progress in
      #expect(progress.totalFrames == 60)
      seen.append(progress.completedFrames)
    }
    #expect(seen == Array(1...60))
  }

  @Test func cancellingLeavesNothingBehind() throws {
    let directory = try TemporaryDirectory()
    let cancellation = ExportCancellation()
    #expect(throws: ExportError.cancelled) {
      try twoSeconds.export(
        SlidingSquare(), to: directory.file("c.webp"), cancellation: cancellation
      ) { progress in
        if progress.completedFrames == 5 { cancellation.cancel() }
      }
    }
    #expect(directory.contents.isEmpty)
  }

  @Test func aMissingDirectoryCannotBeWritten() throws {
    let directory = try TemporaryDirectory()
    #expect(throws: ExportError.self) {
      try twoSeconds.export(SlidingSquare(), to: directory.file("missing/out.gif"))
    }
  }

  @Test func hugeOutputsAreRefusedBeforeRendering() throws {
    let directory = try TemporaryDirectory()
    let timeline = SlidingSquare(size: CGSize(width: 20000, height: 20000))
    #expect(throws: ExportError.self) {
      try twoSeconds.export(timeline, to: directory.file("huge.webp"))
    }
    #expect(timeline.requestedTimes.isEmpty)
    #expect(directory.contents.isEmpty)
  }

  @Test func webpRefusesSidesBeyondItsLimit() throws {
    #expect(throws: ExportError.self) {
      try twoSeconds.pixelSize(for: CGSize(width: 16384, height: 1), format: .webp)
    }
    #expect(
      try twoSeconds.pixelSize(for: CGSize(width: 16384, height: 1), format: .gif) == (16384, 1))
  }

  @Test func mp4WithoutFfmpegIsAClearError() throws {
    guard VideoEncoder.ffmpegPath() == nil else { return }
    let directory = try TemporaryDirectory()
    do {
      try twoSeconds.export(SlidingSquare(), to: directory.file("v.mp4"))
      Issue.record("expected an error")
    } catch {
      guard case .unavailable(let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(message.contains("ffmpeg"))
    }
    #expect(directory.contents.isEmpty)
  }
}
