import BezelBench
import Foundation

/// `bezel bench [--json] [--quick] [--lottie PATH...]`: the benchmark, provided by BezelBench.
@MainActor
enum BenchCommand {
  /// The hidden subcommand the benchmark re-runs this binary with (one player, one file).
  static let playerSubcommand = Benchmark.playerSubcommand

  static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(CommandError) {
      let parsed = try ParsedArguments(
        arguments, command: "bench", valueOptions: [],
        flags: ["json", "quick", "lottie", "help"], aliases: ["h": "help"])
      if parsed.flags.contains("help") {
        console.print(HelpText.bench)
        return ExitCode.success.rawValue
      }
      var options = BenchmarkOptions(quick: parsed.flags.contains("quick"))
      if parsed.flags.contains("lottie") {
        do throws(BenchmarkInputError) {
          options.lottieFiles = try Benchmark.lottieFiles(parsed.positionals)
        } catch {
          throw CommandError(parsed.positionals.isEmpty ? .usage : .noInput, error.description)
        }
        options.parts = [.lottie]
      } else if let first = parsed.positionals.first {
        throw CommandError.usage("unexpected argument '\(first)' (files go after --lottie)")
      }
      options.playerExecutable = playerExecutable()
      if console.isTerminal { options.progress = { console.progress("bench: \($0)\n") } }
      let report = Benchmark.run(options: options)
      console.print(parsed.flags.contains("json") ? report.json() : report.textTable())
      return ExitCode.success.rawValue
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }

  /// `bezel __bench-player …`: one player on one file, for the benchmark's child processes.
  static func runPlayer(_ arguments: [String]) -> Int32 {
    Benchmark.runPlayer(arguments: arguments)
  }

  /// This binary, which the benchmark re-runs per player and file; `nil` inside a test runner
  /// (which cannot run the hidden subcommand), where the benchmark measures in-process.
  private static func playerExecutable() -> URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let name = executable.lastPathComponent
    guard FileManager.default.isExecutableFile(atPath: executable.path),
      !name.hasSuffix(".xctest"), !name.contains("swiftpm-testing-helper")
    else { return nil }
    return executable
  }
}
