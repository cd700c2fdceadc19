import Foundation
import Testing

/// `bezel bench --lottie PATH...` end to end: the binary re-runs itself once per player per
/// file and prints the comparison as JSON.
@Suite struct BenchLottieCommandTests {
  @Test func badPathsAreErrors() throws {
    let scratch = try Scratch()
    let missing = try BezelRunner.run(["bench", "--lottie", "gone.json"], in: scratch.path)
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("gone.json"))
    let none = try BezelRunner.run(["bench", "--lottie"], in: scratch.path)
    #expect(none.status == 64)
    let stray = try BezelRunner.run(["bench", "file.json"], in: scratch.path)
    #expect(stray.status == 64)
    #expect(stray.stderr.contains("--lottie"))
  }

  @Test func comparesExactlyTheGivenFilesAsJSON() throws {
    let scratch = try Scratch()
    // Bezel plays a file without a layers list (nothing to draw); rlottie and ThorVG refuse it.
    let bare = scratch.path + "/bare.json"
    try Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":12,"w":80,"h":40}"#.utf8)
      .write(to: URL(fileURLWithPath: bare))
    // Gzip's magic, then garbage: no player gets an animation out of it.
    let broken = scratch.path + "/broken.tgs"
    try Data([0x1F, 0x8B, 0x08, 0x00, 0xDE, 0xAD, 0xBE, 0xEF]).write(
      to: URL(fileURLWithPath: broken))
    let shapes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("BezelLottieTests/Fixtures/shapes.json")
    let outcome = try BezelRunner.run(
      ["bench", "--quick", "--json", "--lottie", shapes.path, bare, broken], in: scratch.path)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    // Only the Lottie comparison runs.
    #expect(sections.map { $0["id"] as? String } == ["lottie", "lottie.summary"])
    let rows = try #require(sections[0]["rows"] as? [[String: Any]])
    #expect(rows.map { $0["file"] as? String } == ["shapes.json", "bare.json", "broken.tgs"])
    let shapesRow = rows[0]
    #expect(shapesRow["size"] as? String == "512×512")
    #expect((shapesRow["bezel_cpu_ms"] as? Double ?? 0) > 0)
    // Its own process: a peak above the binary's own memory, and not absurd.
    let peak = try #require(shapesRow["bezel_peak_mib"] as? Double)
    #expect(peak > 0 && peak < 500)
    let bareRow = rows[1]
    #expect(bareRow["size"] as? String == "512×256")
    #expect((bareRow["bezel_cpu_ms"] as? Double ?? 0) > 0)
    #expect(bareRow["rlottie_cpu_ms"] is NSNull)
    #expect(bareRow["thorvg_cpu_ms"] is NSNull)
    #expect(bareRow["cpu_ratio"] is NSNull)
    let note = try #require(bareRow["note"] as? String)
    #expect(note.contains("rlottie"))
    #expect(note.contains("ThorVG"))
    let brokenRow = rows[2]
    for key in ["frames", "bezel_cpu_ms", "rlottie_cpu_ms", "thorvg_cpu_ms", "bezel_peak_mib"] {
      #expect(brokenRow[key] is NSNull, "\(key)")
    }
    #expect((brokenRow["note"] as? String ?? "").contains("broken.tgs"))
  }
}
