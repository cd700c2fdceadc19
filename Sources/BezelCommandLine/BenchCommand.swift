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
      throw CommandError(.software, "'bezel bench' is not available yet in this build")
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }
}
