import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation

/// Section 4: peak resident memory and its growth between 1,000 and 100,000 rendered frames
/// (10,000 with `quick`), cycling through the seed scenes and Lottie animations with changing
/// text, so caches that never evict would show as growth.
@MainActor
enum MemoryBenchmark {
  static func run(options: BenchmarkOptions) -> BenchmarkSection {
    let total = options.quick ? 10_000 : 100_000
    var checkpoints = [1_000, 10_000, 50_000, 100_000].filter { $0 <= total }
    if checkpoints.last != total { checkpoints.append(total) }
    var notes: [String] = []
    let timelines = SceneCatalog.memoryTimelines(side: 200)
    guard !timelines.isEmpty else {
      return BenchmarkSection(
        id: "memory", title: "Memory", columns: [], notes: ["no timeline could be built"])
    }
    let canvas = Canvas()
    var rows: [[BenchmarkValue]] = []
    var first: ResidentMemory?
    var rendered = 0
    let start = BenchClock.wall()
    for checkpoint in checkpoints {
      options.log("memory: rendering frames \(rendered + 1)…\(checkpoint)")
      while rendered < checkpoint {
        let timeline = timelines[rendered % timelines.count]
        // A new time each frame: the meeting's seconds change, Lottie frames advance.
        let time = Double(rendered / timelines.count) / 30
        let length = max(1, timeline.duration ?? 10)
        let list = timeline.displayList(at: time.truncatingRemainder(dividingBy: length))
        _ = try? canvas.render(list, scale: 1, policy: timeline.renderPolicy)
        rendered += 1
      }
      guard let memory = ResidentMemory.read() else {
        notes.append("/proc/self/status is not readable here")
        break
      }
      if first == nil { first = memory }
      let growth = memory.current - (first?.current ?? memory.current)
      rows.append([
        .integer(checkpoint), .number(mib(memory.current), digits: 1),
        .number(mib(memory.peak), digits: 1), .number(mib(growth), digits: 2),
        .number(BenchClock.wall() - start, digits: 1),
      ])
    }
    let growth = rows.last.flatMap { row -> Double? in
      if case .number(let value, _) = row[3] { return value }
      return nil
    }
    if options.quick {
      notes.append("quick run: \(total) frames instead of 100,000")
    }
    notes.append(
      "Frames cycle through \(timelines.count) timelines (\(SceneCatalog.memoryNames.joined(separator: ", "))) "
        + "at 200×200 with one reused canvas; growth is VmRSS minus VmRSS after 1,000 frames.")
    let threshold = 4.0
    return BenchmarkSection(
      id: "memory", title: "Memory over \(total) rendered frames",
      target: "flat: VmRSS growth after 1,000 frames ≤ \(Int(threshold)) MiB",
      targetMet: growth.map { $0 <= threshold },
      columns: [
        BenchmarkColumn("frames", "frames"), BenchmarkColumn("rss_mib", "VmRSS MiB"),
        BenchmarkColumn("peak_mib", "VmHWM MiB"),
        BenchmarkColumn("growth_mib", "growth MiB"), BenchmarkColumn("elapsed_s", "elapsed s"),
      ],
      rows: rows, notes: notes)
  }

  static func mib(_ bytes: Int) -> Double {
    Double(bytes) / 1_048_576
  }
}
