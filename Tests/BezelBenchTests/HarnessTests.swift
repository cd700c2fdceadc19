import BezelLottie
import Foundation
import Testing

@testable import BezelBench

struct HarnessTests {
  @Test func medianOfOddAndEvenCounts() {
    #expect(SampleStats.median([5, 1, 3]) == 3)
    #expect(SampleStats.median([4, 1, 3, 2]) == 2.5)
    #expect(SampleStats.median([]).isNaN)
    // Deviations from the median 3 are 2, 0, 7 → median 2 → 2 / 3 relative.
    #expect(abs(SampleStats(samples: [1, 3, 10]).relativeSpread - 2.0 / 3) < 1e-12)
  }

  @Test func residentMemoryReadsTabSeparatedKilobytes() throws {
    let status = "Name:\tbezel\nVmHWM:\t   20480 kB\nVmRSS:\t   10240 kB\nThreads:\t2\n"
    let memory = try #require(ResidentMemory.parse(status))
    #expect(memory.current == 10 * 1_048_576)
    #expect(memory.peak == 20 * 1_048_576)
    #expect(ResidentMemory.parse("Name:\tbezel\n") == nil)
  }

  /// The peak counts what a run allocated, not the pages of code and fonts it faulted in:
  /// 30 MiB resident before, a 42 MiB peak, 4 MiB more of mapped files after → 8 MiB.
  @Test func allocatedPeakLeavesMappedFilesOut() throws {
    let before = try #require(
      ResidentMemory.parse(
        "VmHWM:\t30720 kB\nVmRSS:\t30720 kB\nRssAnon:\t3072 kB\nRssFile:\t27648 kB\n"))
    let after = try #require(
      ResidentMemory.parse(
        "VmHWM:\t43008 kB\nVmRSS:\t36864 kB\nRssAnon:\t5120 kB\nRssFile:\t31744 kB\n"))
    #expect(before.mapped == 27 * 1_048_576)
    #expect(after.mappedGrowth(since: before) == 4 * 1_048_576)
    #expect(after.allocatedPeak(since: before) == 8 * 1_048_576)
    // A kernel that does not say leaves the peak whole.
    let plain = try #require(ResidentMemory.parse("VmHWM:\t43008 kB\nVmRSS:\t36864 kB\n"))
    let start = try #require(ResidentMemory.parse("VmHWM:\t30720 kB\nVmRSS:\t30720 kB\n"))
    #expect(plain.allocatedPeak(since: start) == 12 * 1_048_576)
  }

  @Test func partsParseFromACommaList() {
    #expect(BenchmarkPart.parse("engine, Lottie") == [.engine, .lottie])
    #expect(BenchmarkPart.parse(nil) == Set(BenchmarkPart.allCases))
    #expect(BenchmarkPart.parse("nonsense") == Set(BenchmarkPart.allCases))
  }

  @Test func easeEndsAndSymmetricMidpoint() {
    let ease = CubicEase(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(abs(ease.value(0)) < 1e-9)
    #expect(abs(ease.value(1) - 1) < 1e-9)
    // The curve is symmetric about (0.5, 0.5).
    #expect(abs(ease.value(0.5) - 0.5) < 1e-9)
    #expect(abs(ease.value(0.2) + ease.value(0.8) - 1) < 1e-9)
    // Linear control points give y = x.
    #expect(abs(CubicEase(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75).value(0.3) - 0.3) < 1e-9)
  }

  @Test func tableAlignsColumnsAndJSONUsesColumnKeys() throws {
    let section = BenchmarkSection(
      id: "demo", title: "Demo", target: "ratio ≤ 1", targetMet: false,
      columns: [BenchmarkColumn("name", "name"), BenchmarkColumn("ratio", "ratio")],
      rows: [[.text("a"), .number(1.234, digits: 2)], [.text("longer"), .missing]],
      notes: ["a note"])
    let table = TableFormatter.render(section)
    #expect(table.contains("Target: ratio ≤ 1 — MISSED"))
    // "name" is 6 wide ("longer"), "ratio" 5 wide with the number right-aligned.
    #expect(table.contains("a        1.23\n"))
    #expect(table.contains("longer  —"))
    let report = BenchmarkReport(
      date: Date(timeIntervalSince1970: 0),
      machine: MachineDescription(
        cores: 2, cpuModel: "cpu", operatingSystem: "os", loadAtStart: 1, loadAtEnd: nil),
      quick: true, sections: [section])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(object["date"] as? String == "1970-01-01T00:00:00Z")
    let sections = try #require(object["sections"] as? [[String: Any]])
    let rows = try #require(sections.first?["rows"] as? [[String: Any]])
    #expect(rows.first?["ratio"] as? Double == 1.234)
    #expect(rows.last?["ratio"] is NSNull)
    #expect(sections.first?["target_met"] as? Bool == false)
  }

  @Test(arguments: [1, 7, 30])
  func syntheticAnimationHasTheRequestedLayersForBothRenderers(_ layers: Int) throws {
    let synthetic = SyntheticLottie(layerCount: layers, frameCount: 300, side: 256)
    let animation = try LottieAnimation(data: Data(synthetic.json.utf8))
    #expect(animation.layerCount == layers)
    #expect(animation.endFrame - animation.startFrame == 300)
    let player = try RlottiePlayer(json: synthetic.json, resourcePath: "/tmp")
    #expect(player.frameCount == 300)
    #expect(player.naturalWidth == 256 && player.naturalHeight == 256)
  }
}
