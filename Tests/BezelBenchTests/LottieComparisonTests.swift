import Foundation
import Testing

@testable import BezelBench

/// The Lottie comparison's bookkeeping: file lists, the child-process protocol, the table and
/// JSON built from measurements, and the summary maths.
@MainActor
struct LottieComparisonTests {
  @Test func summaryOfRatios() {
    let summary = RatioSummary([
      ("a", 0.5), ("b", 2.0), ("c", 1.0), ("d", 4.0), ("e", 0.25), ("f", 8.0), ("g", .nan),
    ])
    // NaN (a player without a number) is left out: six files.
    #expect(summary.count == 6)
    // (0.5 · 2 · 1 · 4 · 0.25 · 8) = 8 → 8^(1/6) = √2.
    #expect(abs(summary.geometricMean - 2.0.squareRoot()) < 1e-12)
    // Sorted 0.25 0.5 1 2 4 8 → (1 + 2) / 2.
    #expect(summary.median == 1.5)
    #expect(summary.worst(5).map(\.file) == ["f", "d", "b", "c", "a"])
    // Strictly below 1: a and e (c ties, so Bezel is not faster there).
    #expect(summary.fastestShare == 2.0 / 6)
    #expect(RatioSummary([]).fastestShare.isNaN)
  }

  /// A folder gives its animations, not its subfolders' (images and data files live there).
  @Test func folderExpansionPicksAnimationsSortedAndNamesBadPaths() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-bench-files-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let nested = folder.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    for name in ["b.json", "a.tgs", "notes.txt", "nested/c.lottie", ".hidden.json"] {
      try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
    }
    let single = folder.appendingPathComponent("notes.txt")
    let files = try Benchmark.lottieFiles([folder.path, single.path])
    #expect(
      files.map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") } == [
        "a.tgs", "b.json", "notes.txt",
      ])
    #expect(throws: BenchmarkInputError.self) { try Benchmark.lottieFiles([]) }
    let missing = folder.appendingPathComponent("gone.json").path
    do {
      _ = try Benchmark.lottieFiles([missing])
      Issue.record("a missing file was accepted")
    } catch {
      #expect(error.description.contains(missing))
    }
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: BenchmarkInputError.self) { try Benchmark.lottieFiles([empty.path]) }
  }

  @Test func childArgumentsRoundTrip() throws {
    let run = PlayerRun(
      kind: .thorvg, mode: .parallel, side: 512, threads: 4, quick: true, isolated: false)
    let file = URL(fileURLWithPath: "/tmp/a b.json")
    let parsed = try #require(PlayerProcess.parse(PlayerProcess.arguments(run, file: file)))
    #expect(parsed.file == file)
    #expect(parsed.run.kind == .thorvg && parsed.run.mode == .parallel)
    #expect(parsed.run.side == 512 && parsed.run.threads == 4 && parsed.run.quick)
    // A child always owns its process, so it reports peak memory.
    #expect(parsed.run.isolated)
    #expect(PlayerProcess.parse(["thorvg", "parallel", "0", "4", "quick", "/x"]) == nil)
    #expect(PlayerProcess.parse(["skia", "single", "512", "4", "quick", "/x"]) == nil)
  }

  /// A peer that cannot load a file: its fields are null in the JSON, the row's note says why,
  /// its every-core run is not attempted, and the ratio is to the peer that did play it.
  @Test func aFileAPeerCannotLoadHasNullFieldsAndANote() throws {
    var options = BenchmarkOptions(quick: true, parts: [.lottie], threadCount: 2)
    options.lottieSide = 64
    let subject = LottieSubject(
      name: "broken", json: "{}", resourceFolder: URL(fileURLWithPath: "/"))
    var asked: [String] = []
    let result = LottieBenchmark.measureFile(subject, options: options) { run, _ in
      asked.append("\(run.kind.rawValue)-\(run.mode.rawValue)")
      switch (run.kind, run.mode) {
      case (.thorvg, _): return .failed("ThorVG cannot load the file (tvg_picture_load_data: 5)")
      case (.bezel, .single):
        return PlayerMeasurement(
          frames: 30, width: 64, height: 32, cpuMs: 3, wallMs: 3.5, peakMiB: 5)
      case (.rlottie, .single):
        return PlayerMeasurement(
          frames: 30, width: 64, height: 32, cpuMs: 2, wallMs: 2.5, peakMiB: 1)
      case (.bezel, .parallel): return PlayerMeasurement(parallelMs: 2)
      case (.rlottie, .parallel): return PlayerMeasurement(parallelMs: 4)
      }
    }
    #expect(
      asked == [
        "bezel-single", "rlottie-single", "thorvg-single", "bezel-parallel", "rlottie-parallel",
      ])
    let sections = LottieBenchmark.sections([result], threads: 2, notes: [])
    let report = BenchmarkReport(
      date: Date(timeIntervalSince1970: 0),
      machine: MachineDescription(
        cores: 2, cpuModel: "cpu", operatingSystem: "os", loadAtStart: nil, loadAtEnd: nil),
      quick: true, sections: sections)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let parsed = try #require(object["sections"] as? [[String: Any]])
    #expect(parsed.map { $0["id"] as? String } == ["lottie", "lottie.summary"])
    let row = try #require((parsed[0]["rows"] as? [[String: Any]])?.first)
    #expect(row["file"] as? String == "broken")
    #expect(row["size"] as? String == "64×32")
    #expect(row["frames"] as? Int == 30)
    #expect(row["bezel_cpu_ms"] as? Double == 3)
    #expect(row["rlottie_cpu_ms"] as? Double == 2)
    #expect(row["cpu_ratio"] as? Double == 1.5)
    #expect(row["wall_ratio"] as? Double == 3.5 / 2.5)
    #expect(row["parallel_ratio"] as? Double == 0.5)
    #expect(row["bezel_peak_mib"] as? Double == 5)
    #expect(row["rlottie_peak_mib"] as? Double == 1)
    for key in ["thorvg_cpu_ms", "thorvg_wall_ms", "thorvg_parallel_ms", "thorvg_peak_mib"] {
      #expect(row[key] is NSNull, "\(key)")
    }
    #expect(
      row["note"] as? String == "ThorVG: ThorVG cannot load the file (tvg_picture_load_data: 5)")
    // The terminal table says "failed" where the numbers would be.
    #expect(TableFormatter.render(sections[0]).contains("failed"))
    let summary = try #require(parsed[1]["rows"] as? [[String: Any]])
    #expect(summary[0]["statistic"] as? String == "geometric mean")
    #expect(summary[0]["cpu_ratio"] as? Double == 1.5)
    #expect(summary[0]["thorvg_cpu_ratio"] is NSNull)
    #expect(summary.last?["file"] as? String == "broken")
  }

  /// A one-thread reading far off the player's own every-core run (rlottie once read 0.021 ms
  /// where every other run read 0.4–1.6 ms) is measured again and the median kept; a reading
  /// that agrees is measured once. The fake measurements stand in for the child processes.
  @Test func aReadingFiveTimesOffItsEveryCoreRunIsMeasuredAgain() throws {
    var options = BenchmarkOptions(quick: true, parts: [.lottie], threadCount: 2)
    options.lottieSide = 64
    let subject = LottieSubject(
      name: "scene", json: "{}", resourceFolder: URL(fileURLWithPath: "/"))
    var asked: [String] = []
    var rlottieReadings = [0.021, 0.5, 0.48]
    let result = LottieBenchmark.measureFile(subject, options: options) { run, _ in
      asked.append("\(run.kind.rawValue)-\(run.mode.rawValue)")
      switch (run.kind, run.mode) {
      case (.bezel, .single):
        // 0.22 ms against 0.14 × 2 = 0.28 ms spent on every core: agrees.
        return PlayerMeasurement(frames: 30, width: 64, height: 32, cpuMs: 0.22, wallMs: 0.22)
      case (.bezel, .parallel): return PlayerMeasurement(parallelMs: 0.14)
      case (.rlottie, .single):
        let cpu = rlottieReadings.removeFirst()
        return PlayerMeasurement(
          frames: 30, width: 64, height: 32, cpuMs: cpu, wallMs: cpu, peakMiB: cpu)
      // 0.38 × 2 = 0.76 ms: 0.021 is 36× below it.
      case (.rlottie, .parallel): return PlayerMeasurement(parallelMs: 0.38)
      case (.thorvg, .single):
        // 5 × 0.125 × 2 = 1.25 ms: exactly at the limit is no jump.
        return PlayerMeasurement(frames: 30, width: 64, height: 32, cpuMs: 1.25, wallMs: 1.25)
      case (.thorvg, .parallel): return PlayerMeasurement(parallelMs: 0.125)
      }
    }
    #expect(
      asked == [
        "bezel-single", "rlottie-single", "thorvg-single", "bezel-parallel", "rlottie-parallel",
        "thorvg-parallel", "rlottie-single", "rlottie-single",
      ])
    #expect(result.remeasured == [.rlottie: [0.021, 0.5, 0.48]])
    let rlottie = try #require(result.players[.rlottie])
    // The median reading, whole: its wall time and peak go with it; the every-core time stays.
    #expect(rlottie.cpuMs == 0.48 && rlottie.wallMs == 0.48 && rlottie.peakMiB == 0.48)
    #expect(rlottie.parallelMs == 0.38)
    #expect(result.players[.bezel]?.cpuMs == 0.22)
    #expect(LottieBenchmark.ratio(result, \.cpuMs) == 0.22 / 0.48)
    let note = try #require(LottieBenchmark.note(result))
    #expect(note.contains("measured 3 times (0.021, 0.500, 0.480 ms), the median kept"))
    #expect(note.hasPrefix("rlottie"))
    // A time too slow for its every-core run jumps too: 2 ms against 0.125 × 2 (not × 4).
    #expect(LottieBenchmark.jumps(PlayerMeasurement(cpuMs: 2, parallelMs: 0.125), threads: 2))
    #expect(!LottieBenchmark.jumps(PlayerMeasurement(cpuMs: 2, parallelMs: 0.125), threads: 4))
    #expect(!LottieBenchmark.jumps(PlayerMeasurement(cpuMs: 2), threads: 2))
  }

  @Test func aMissingLibraryReadsNotInstalled() {
    #expect(throws: BenchFailure.self) {
      _ = try ThorvgLibrary(candidates: ["/nonexistent/libthorvg-1.so"])
    }
    do {
      _ = try RlottieLibrary(candidates: ["/nonexistent/librlottie.so"])
    } catch {
      #expect(error.description.hasPrefix("not installed"))
      #expect(error.description.contains("/nonexistent/librlottie.so"))
    }
    let result = LottieBenchmark.FileResult(
      file: "x", players: [.thorvg: .failed("not installed (tried a, b)")])
    #expect(LottieBenchmark.note(result) == "ThorVG: not installed")
    #expect(
      RlottieLibrary.candidates(environment: ["BEZEL_RLOTTIE_LIB": "/opt/r.so"]) == ["/opt/r.so"])
    #expect(
      ThorvgLibrary.candidates(environment: [:], packageRoot: nil) == [
        "libthorvg-1.so", "libthorvg.so.1",
      ])
  }
}
