import BezelExport
import BezelLottie
import Foundation

/// Section 3: frames per second exporting a 300-frame Lottie animation to animated WebP and
/// GIF, on one thread and on every core.
@MainActor
enum ExportBenchmark {
  static let frameCount = 300
  static let fps = 60.0
  static let side = 400
  static let layers = 16

  static func run(options: BenchmarkOptions) -> BenchmarkSection {
    var rows: [[BenchmarkValue]] = []
    var notes: [String] = []
    let synthetic = SyntheticLottie(layerCount: layers, frameCount: frameCount, side: side)
    let repetitions = options.quick ? 1 : 3
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let animation = try LottieAnimation(data: Data(synthetic.json.utf8))
      let schedule = try FrameSchedule(duration: Double(frameCount) / fps, fps: fps)
      let threadCounts = Array(Set([1, options.threadCount])).sorted()
      for format in [ExportFormat.webp, .gif] {
        for threads in threadCounts {
          options.log("export: \(format.rawValue), \(threads) thread(s)")
          let exporter = Exporter(schedule: schedule, threadCount: threads)
          var seconds: [Double] = []
          var bytes = 0
          var frames = 0
          for _ in 0..<repetitions {
            let path = folder.appendingPathComponent("out.\(format.rawValue)").path
            let start = BenchClock.wall()
            let summary = try exporter.export(animation, to: path, format: format)
            seconds.append(BenchClock.wall() - start)
            bytes = summary.byteCount
            frames = summary.frameCount
          }
          let median = SampleStats.median(seconds)
          rows.append([
            .text(format.displayName), .integer(threads), .integer(frames),
            .number(Double(frames) / median, digits: 1),
            .number(median * 1000 / Double(frames), digits: 2),
            .integer(bytes / 1024),
          ])
        }
      }
    } catch {
      notes.append("export failed: \(error)")
    }
    notes.append(
      "A generated \(frameCount)-frame Lottie animation (\(layers) layers, \(side)×\(side) px, "
        + "\(Int(fps)) fps) through Exporter (lossless WebP, GIF with palette quantisation), "
        + "written to a temporary file; median of \(repetitions) run(s).")
    return BenchmarkSection(
      id: "export", title: "Export throughput (\(frameCount)-frame Lottie)",
      columns: [
        BenchmarkColumn("format", "format"), BenchmarkColumn("threads", "threads"),
        BenchmarkColumn("frames", "frames"), BenchmarkColumn("frames_per_second", "frames/s"),
        BenchmarkColumn("ms_per_frame", "ms/frame"), BenchmarkColumn("kib", "KiB"),
      ],
      rows: rows, notes: notes)
  }
}
