import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// ``SampledScanConverter/emitRow(y:rows:into:)``'s one-row path, taken for sinks whose
/// copies write where they do, against its general path (a sink that keeps its bytes in an
/// array) and against `cairo_fill`, on the seeded polygons of ``SampledScanConverterTests``,
/// each converted by one converter in turn, forwards and backwards.
@Suite struct SampledScanConverterEmitTests {
  typealias Reference = SampledScanConverterTests

  /// The case's coverage through the benchmark's sink, which writes through a pointer.
  static func convertedByPointer(
    _ c: Reference.Case, path: [[(Int32, Int32)]], polygon: inout FixedPolygon,
    converter: inout SampledScanConverter
  ) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: c.width * c.height)
    bytes.withUnsafeMutableBufferPointer { buffer in
      var sink = A8CoverageSink(bytes: buffer.baseAddress!, stride: c.width)
      Reference.convert(c, path: path, polygon: &polygon, converter: &converter, into: &sink)
    }
    return bytes
  }

  /// 700 polygons of the seven kinds, both fill rules, converted forwards and then
  /// backwards by one converter: the one-row path's bytes are the general path's and
  /// Cairo's.
  @Test func oneRowPathMatchesGeneralPathAndCairo() {
    var rng = SeededGenerator(seed: 0xE817_0000)
    var cases: [(Reference.Case, (bytes: [UInt8], stride: Int, path: [[(Int32, Int32)]]))] = []
    for n in 0..<700 {
      var c = Reference.randomCase(kind: n % 7, rng: &rng)
      guard !Reference.isRectilinear(c.subpaths) else { continue }
      if n % 2 == 0 { c.evenOdd.toggle() }
      cases.append((c, Reference.cairoFill(c, format: CAIRO_FORMAT_A8)))
    }
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var failures = 0
    for (n, (c, reference)) in (cases + cases.reversed()).enumerated() {
      let fast = Self.convertedByPointer(
        c, path: reference.path, polygon: &polygon, converter: &converter)
      let general = Reference.converted(
        c, path: reference.path, polygon: &polygon, converter: &converter)
      let cairo = Reference.firstDifference(
        fast, reference.bytes, stride: reference.stride, width: c.width, height: c.height)
      if fast != general || cairo != nil {
        failures += 1
        if failures <= 3 {
          Issue.record(
            "case \(n): one-row path \(fast == general ? "matches" : "differs from") the general path; against Cairo \(String(describing: cairo))"
          )
        }
      }
    }
    #expect(failures == 0)
    #expect(cases.count >= 500)
  }
}
