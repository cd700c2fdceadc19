import BezelRaster

extension BenchCommand {
  /// The hidden subcommand that times Bezel's copy of Cairo's stroker against
  /// `cairo_stroke` on one stroke (``BezelRaster/StrokerBenchmark``), for callgrind.
  static let strokerSubcommand = "__stroker"

  /// `bezel __stroker ring|star|ellipse[:WIDTH] COUNT cairo|ours|polygon`: strokes the path
  /// COUNT times (WIDTH units wide when given) and prints a checksum of the pixels (the same
  /// for `cairo` and `ours` at COUNT 1) or, for `polygon`, the polygon's edge count.
  static func runStroker(_ arguments: [String], console: Console) -> Int32 {
    guard arguments.count == 3, let count = Int(arguments[1]), count > 0,
      let sum = StrokerBenchmark.run(kind: arguments[0], count: count, mode: arguments[2])
    else {
      console.error(
        "usage: bezel \(strokerSubcommand) ring|star|ellipse[:WIDTH] COUNT cairo|ours|polygon")
      return ExitCode.usage.rawValue
    }
    console.print(String(sum, radix: 16))
    return ExitCode.success.rawValue
  }
}
