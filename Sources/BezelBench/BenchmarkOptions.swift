import Foundation

/// How `bezel bench` runs.
///
/// ```swift
/// var options = BenchmarkOptions(quick: true)
/// options.log = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
/// let report = Benchmark.run(options: options)
/// ```
public struct BenchmarkOptions: Sendable {
  /// Fewer repetitions and frames (the memory part renders 10,000 frames instead of
  /// 100,000); the report says so.
  public var quick: Bool
  /// The parts to run; all by default. `BEZEL_BENCH_ONLY=engine,lottie` in the environment
  /// picks parts when this is left at its default (for profiling one part).
  public var parts: Set<BenchmarkPart>
  /// Worker threads for the multi-threaded measurements; every core by default.
  public var threadCount: Int
  /// `../shared/lottie-corpus`, when present; `nil` runs the project's own files only.
  public var corpus: URL?
  /// The longer side, in pixels, Lottie files are rendered at.
  public var lottieSide: Int
  /// Only Lottie files whose name contains this (all when `nil`); the environment's
  /// `BEZEL_BENCH_LOTTIE` sets it by default (for profiling one file).
  public var lottieFilter: String?
  /// The Lottie files to compare (``Benchmark/lottieFiles(_:)`` expands folders); `nil` runs
  /// the fixed list (the project's animations and ten corpus files).
  public var lottieFiles: [URL]?
  /// The `bezel` binary to re-run once per player per file, so each player's peak memory is
  /// its own; `nil` measures in this process (no peak memory, no ThorVG every-core column).
  public var playerExecutable: URL?
  /// Seconds a player may take on one file before its child is killed and the file noted
  /// (a minute in a quick run, ten otherwise; some files send a player into an endless loop).
  public var playerTimeout: Double
  /// Receives one line per step (for a progress display on standard error); may be `nil`.
  public var progress: (@Sendable (String) -> Void)?

  public init(
    quick: Bool = false,
    parts: Set<BenchmarkPart> = BenchmarkPart.parse(
      ProcessInfo.processInfo.environment["BEZEL_BENCH_ONLY"]),
    threadCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    corpus: URL? = BenchmarkOptions.defaultCorpus(), lottieSide: Int = 512,
    lottieFilter: String? = ProcessInfo.processInfo.environment["BEZEL_BENCH_LOTTIE"],
    lottieFiles: [URL]? = nil, playerExecutable: URL? = nil,
    progress: (@Sendable (String) -> Void)? = nil
  ) {
    self.quick = quick
    self.parts = parts
    self.threadCount = max(1, threadCount)
    self.corpus = corpus
    self.lottieSide = max(16, lottieSide)
    self.lottieFilter = lottieFilter.flatMap { $0.isEmpty ? nil : $0 }
    playerTimeout = quick ? 60 : 600
    self.lottieFiles = lottieFiles
    self.playerExecutable = playerExecutable
    self.progress = progress
  }

  /// `../shared/lottie-corpus` beside the package folder (found from the working directory
  /// or the sources' location), when it exists.
  public static func defaultCorpus() -> URL? {
    ProjectFiles.corpus()
  }

  func log(_ line: String) {
    progress?(line)
  }
}
