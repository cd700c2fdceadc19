import Testing

@testable import BezelRaster

/// The hidden measuring commands compare equal work: at one draw, Bezel's copies of Cairo's
/// scan converter and stroker leave the same bytes as Cairo's own.
@Suite struct RasterisationBenchmarkTests {
  @Test(arguments: ["ring", "small", "band", "bands"])
  func scanConverterDrawsCairosBytes(kind: String) throws {
    let ours = try #require(ScanConverterBenchmark.run(kind: kind, count: 1, mode: "tor"))
    let cairo = try #require(ScanConverterBenchmark.run(kind: kind, count: 1, mode: "cairo"))
    #expect(ours == cairo)
  }

  @Test(arguments: ["ring", "star", "ellipse"])
  func strokerDrawsCairosBytes(kind: String) throws {
    let ours = try #require(StrokerBenchmark.run(kind: kind, count: 1, mode: "ours"))
    let cairo = try #require(StrokerBenchmark.run(kind: kind, count: 1, mode: "cairo"))
    #expect(ours == cairo)
    #expect(StrokerBenchmark.run(kind: kind, count: 1, mode: "polygon").map { $0 > 0 } == true)
  }

  @Test func unknownKindsAndModesAreRefused() {
    #expect(ScanConverterBenchmark.run(kind: "square", count: 1, mode: "tor") == nil)
    #expect(ScanConverterBenchmark.run(kind: "ring", count: 1, mode: "ours") == nil)
    #expect(StrokerBenchmark.run(kind: "square", count: 1, mode: "ours") == nil)
    #expect(StrokerBenchmark.run(kind: "ring", count: 1, mode: "tor") == nil)
  }
}
