import BezelBench

/// `bezel bench [--json] [--quick]`: the benchmark, provided by BezelBench.
@MainActor
enum BenchCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(CommandError) {
      let parsed = try ParsedArguments(
        arguments, command: "bench", valueOptions: [], flags: ["json", "quick", "help"],
        aliases: ["h": "help"])
      if parsed.flags.contains("help") {
        console.print(HelpText.bench)
        return ExitCode.success.rawValue
      }
      guard parsed.positionals.isEmpty else {
        throw CommandError.usage("unexpected argument '\(parsed.positionals[0])'")
      }
      var options = BenchmarkOptions(quick: parsed.flags.contains("quick"))
      if console.isTerminal { options.progress = { console.progress("bench: \($0)\n") } }
      let report = Benchmark.run(options: options)
      console.print(parsed.flags.contains("json") ? report.json() : report.textTable())
      return ExitCode.success.rawValue
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }
}
