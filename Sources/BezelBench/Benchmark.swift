import Foundation

/// `bezel bench`: measures the engine side by side with direct Cairo, rlottie and ThorVG.
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
        sections += LottieBenchmark.run(options: options, sampler: sampler)
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

  /// The files `paths` name for ``BenchmarkOptions/lottieFiles``: files as given, and the
  /// `.json`, `.tgs` and `.lottie` files in folders (not their subfolders), sorted. Throws
  /// naming a path that does not exist or a folder without animations.
  ///
  /// ```swift
  /// let files = try Benchmark.lottieFiles(["../shared/lottie-corpus/animations"])
  /// ```
  public static func lottieFiles(_ paths: [String]) throws(BenchmarkInputError) -> [URL] {
    guard !paths.isEmpty else { throw BenchmarkInputError("--lottie needs a file or folder") }
    do throws(BenchFailure) {
      return try LottieSubject.expand(paths.map { URL(fileURLWithPath: $0) })
    } catch {
      throw BenchmarkInputError(error.description)
    }
  }

  /// The hidden subcommand under which the `bezel` binary measures one player on one file
  /// for ``BenchmarkOptions/playerExecutable``.
  public static let playerSubcommand = PlayerProcess.subcommand

  /// The child side of ``playerSubcommand``: measures and prints one result line; returns the
  /// exit status.
  public static func runPlayer(arguments: [String]) -> Int32 {
    PlayerProcess.childMain(arguments)
  }
}
