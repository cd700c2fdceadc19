import BezelExport
import BezelLottie
import BezelMediaProbe
import BezelTestSupport
import Foundation
import Testing

@testable import BezelConvert

/// A batch never loses work: bad and hostile inputs fail alone, outputs appear only whole,
/// finished outputs are kept and skipped on the next run, a runaway file is stopped.
@Suite struct BatchConverterTests {
  func options(_ format: ConversionFormat = .webp, jobs: Int = 2) -> ConversionOptions {
    var options = ConversionOptions(format: format)
    options.jobs = jobs
    return options
  }

  func run(
    _ inputs: [String], in workspace: Workspace, options: ConversionOptions,
    cancellation: ExportCancellation? = nil,
    progress: (@Sendable (BatchProgress) -> Void)? = nil
  ) throws -> ConversionReport {
    let converter = BatchConverter(options: options)
    try converter.prepare(outputDirectory: workspace.file("out"))
    let plan = ConversionPlan(
      inputs: inputs, outputDirectory: workspace.file("out"), format: options.format,
      recursive: true)
    return converter.run(plan, cancellation: cancellation, progress: progress)
  }

  @Test func hostileInputsFailAloneAndTheRestConvert() throws {
    let workspace = try Workspace()
    try workspace.write(TestAnimation.json(width: 48, height: 32, frames: 12), to: "in/good.json")
    try workspace.write(
      GzipWriter.compress(Array(TestAnimation.json(frames: 6).utf8)), to: "in/sticker.tgs")
    try workspace.write(TestAnimation.truncated, to: "in/truncated.json")
    try workspace.write(TestAnimation.cycle, to: "in/cycle.json")
    try workspace.write(TestAnimation.drawingBomb, to: "in/bomb.json")
    // 16 MiB of zeros in about 16 KB: past the decompression ratio cap.
    try workspace.write(
      GzipWriter.compress([UInt8](repeating: 0, count: 16 << 20)), to: "in/zip-bomb.tgs")
    let report = try run(
      [workspace.file("in"), workspace.file("missing.json")], in: workspace, options: options())
    #expect(!report.succeeded && !report.cancelled)
    let outcomes = Dictionary(
      uniqueKeysWithValues: report.results.map {
        (($0.input as NSString).lastPathComponent, $0.outcome)
      })
    #expect(outcomes["good.json"] == .converted)
    #expect(outcomes["sticker.tgs"] == .converted)
    func reason(_ name: String) -> String {
      report.results.first { $0.input.hasSuffix(name) }?.failure ?? ""
    }
    #expect(reason("truncated.json").contains("malformed JSON"))
    #expect(reason("cycle.json").contains("precomposition cycle at $.assets[0].layers[0].refId"))
    #expect(reason("bomb.json").contains("limit exceeded"))
    #expect(reason("zip-bomb.tgs").contains("archive too large"))
    #expect(reason("missing.json") == "no such file or directory")
    // Only whole outputs, read back by libwebp.
    #expect(workspace.tree("out") == ["good.webp", "sticker.webp"])
    let good = try WebPProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: workspace.file("out/good.webp"))))
    #expect(good.width == 48 && good.height == 32 && good.frameCount == 12)
    #expect(abs(good.totalDuration - 0.4) < 0.002)
  }

  @Test func anUpToDateOutputIsSkippedUnlessForced() throws {
    let workspace = try Workspace()
    let a = try workspace.write(TestAnimation.json(frames: 3), to: "in/a.json")
    try workspace.write(TestAnimation.json(frames: 3), to: "in/b.json")
    let first = try run([workspace.file("in")], in: workspace, options: options(.gif))
    #expect(first.converted.count == 2)
    let second = try run([workspace.file("in")], in: workspace, options: options(.gif))
    #expect(second.skipped.count == 2 && second.converted.isEmpty && second.succeeded)
    // An input changed after its output converts again; the other stays skipped.
    let later = Date().addingTimeInterval(60)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: a)
    let third = try run([workspace.file("in")], in: workspace, options: options(.gif))
    #expect(third.converted.map(\.input) == [a])
    #expect(third.skipped.count == 1)
    var forced = options(.gif)
    forced.force = true
    let fourth = try run([workspace.file("in")], in: workspace, options: forced)
    #expect(fourth.converted.count == 2)
    let gif = try GIFProbe.probe(path: workspace.file("out/a.gif"))
    #expect(gif.frameCount == 3 && gif.width == 64)
  }

  @Test func aRunawayFileIsStoppedByItsTimeLimit() throws {
    let workspace = try Workspace()
    // Over an hour of frames: far longer than the limit.
    try workspace.write(TestAnimation.json(fps: 60, frames: 240_000), to: "in/a-long.json")
    try workspace.write(TestAnimation.json(frames: 4), to: "in/b-short.json")
    var options = options(.apng)
    options.timeout = 0.5
    let report = try run([workspace.file("in")], in: workspace, options: options)
    #expect(
      report.results.map(\.outcome) == [
        .failed("stopped after the time limit of 0.5 s; nothing was written"), .converted,
      ])
    #expect(workspace.tree("out") == ["b-short.apng"])
    let apng = try APNGProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: workspace.file("out/b-short.apng"))))
    #expect(apng.frameCount == 4)
  }

  @Test func aCancelledBatchKeepsOnlyFinishedFiles() throws {
    let workspace = try Workspace()
    try workspace.write(TestAnimation.json(frames: 4), to: "in/a.json")
    try workspace.write(TestAnimation.json(fps: 60, frames: 240_000), to: "in/b.json")
    try workspace.write(TestAnimation.json(frames: 4), to: "in/c.json")
    let cancellation = ExportCancellation()
    // Cancel once the first file is done and the long one has rendered a little.
    let report = try run(
      [workspace.file("in")], in: workspace, options: options(jobs: 1),
      cancellation: cancellation
    ) { progress in
      if progress.completedFiles == 1, progress.fraction > 1.0 / 3 + 1e-6 { cancellation.cancel() }
    }
    #expect(report.cancelled && !report.succeeded)
    #expect(
      report.results.map(\.outcome) == [
        .converted, .failed("interrupted before it finished; nothing was written"),
      ])
    #expect(workspace.tree("out") == ["a.webp"])
  }

  @Test func progressCountsFilesAndEndsComplete() throws {
    let workspace = try Workspace()
    for name in ["a", "b", "c"] {
      try workspace.write(TestAnimation.json(frames: 5), to: "in/\(name).json")
    }
    let seen = Recorder()
    _ = try run([workspace.file("in")], in: workspace, options: options(.png)) { seen.append($0) }
    let reports = seen.all
    #expect(reports.last?.completedFiles == 3 && reports.last?.totalFiles == 3)
    #expect(reports.last?.fraction == 1)
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.completedFiles <= $1.completedFiles })
    #expect(
      Set(reports.flatMap(\.currentFiles).map { ($0 as NSString).lastPathComponent }) == [
        "a.json", "b.json", "c.json",
      ])
    let png = try APNGProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: workspace.file("out/a.png"))))
    #expect(png.frameCount == 1 && png.width == 64)
  }

  @Test func aLinkPlantedInTheOutputDirectoryIsNeverWrittenThrough() throws {
    let workspace = try Workspace()
    try workspace.write(TestAnimation.json(frames: 2), to: "in/sub/a.json")
    try FileManager.default.createDirectory(
      atPath: workspace.file("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: workspace.file("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.file("out/sub"), withDestinationPath: workspace.file("elsewhere"))
    let report = try run([workspace.file("in")], in: workspace, options: options())
    #expect(report.failed.first?.failure?.contains("is a symbolic link") == true)
    #expect(workspace.tree("elsewhere").isEmpty)
  }

  @Test func sizeLongerSideAndScaleSetThePixels() throws {
    let workspace = try Workspace()
    try workspace.write(TestAnimation.json(width: 200, height: 100, frames: 2), to: "in/a.json")
    var fixed = options()
    fixed.size = CGSize(width: 50, height: 50)
    fixed.scale = 2
    _ = try run([workspace.file("in")], in: workspace, options: fixed)
    let square = try WebPProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: workspace.file("out/a.webp"))))
    #expect(square.width == 100 && square.height == 100)
    var longer = options()
    longer.longerSide = 80
    longer.force = true
    longer.fps = 10
    _ = try run([workspace.file("in")], in: workspace, options: longer)
    let fitted = try WebPProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: workspace.file("out/a.webp"))))
    #expect(fitted.width == 80 && fitted.height == 40)
    // 2 frames at 30 fps last 1/15 s: at 10 fps that is one frame.
    #expect(fitted.frameCount == 1)
  }
}

/// Collects progress reports from the batch's workers.
final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [BatchProgress] = []

  func append(_ progress: BatchProgress) {
    lock.lock()
    reports.append(progress)
    lock.unlock()
  }

  var all: [BatchProgress] {
    lock.lock()
    defer { lock.unlock() }
    return reports
  }
}
