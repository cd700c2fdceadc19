import Foundation

/// `bezel bench`: measures the engine side by side with direct Cairo and rlottie.
///
/// ```swift
/// let report = Benchmark.run(options: BenchmarkOptions(quick: true))
/// print(json ? report.json() : report.textTable())
/// ```
public enum Benchmark {
  /// Runs the parts `options` selects and returns what they measured. Takes minutes (about a
  /// minute with `quick`); nothing here throws: a case that cannot run is noted in its section.
  @MainActor
  public static func run(options: BenchmarkOptions) -> BenchmarkReport {
    let started = Date()
    var machine = MachineDescription.current()
    let sampler = Sampler(quick: options.quick)
    var sections: [BenchmarkSection] = []
    for part in BenchmarkPart.allCases where options.parts.contains(part) {
      switch part {
      case .engine:
        sections.append(EngineBenchmark.run(options: options, sampler: sampler))
      case .lottie:
        sections.append(LottieBenchmark.run(options: options, sampler: sampler))
      case .export:
        sections.append(ExportBenchmark.run(options: options))
      case .memory:
        sections.append(MemoryBenchmark.run(options: options))
      case .scaling:
        sections += ScalingBenchmark.run(options: options, sampler: sampler)
      }
    }
    machine.loadAtEnd = MachineDescription.loadAverage()
    return BenchmarkReport(
      date: started, machine: machine, quick: options.quick, sections: sections)
  }
}
