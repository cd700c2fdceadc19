import BezelRaster

extension BenchCommand {
  /// The hidden subcommand that times Bezel's copy of Cairo's scan converter against
  /// `cairo_fill` on one polygon (``BezelRaster/ScanConverterBenchmark``), for callgrind.
  static let scanConverterSubcommand = "__scan-converter"

  /// `bezel __scan-converter ring|small|band|bands COUNT tor|cairo`: fills the polygon COUNT
  /// times and prints a checksum of the pixels (the same for both at COUNT 1; more of
  /// Cairo's fills pile up under its OVER).
  static func runScanConverter(_ arguments: [String], console: Console) -> Int32 {
    guard arguments.count == 3, let count = Int(arguments[1]), count > 0,
      let sum = ScanConverterBenchmark.run(kind: arguments[0], count: count, mode: arguments[2])
    else {
      console.error("usage: bezel \(scanConverterSubcommand) ring|small|band|bands COUNT tor|cairo")
      return ExitCode.usage.rawValue
    }
    console.print(String(sum, radix: 16))
    return ExitCode.success.rawValue
  }
}
