import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The `bezel` command line: parses arguments and calls the library.
///
/// All behaviour lives here so tests can run commands in-process; the executable only calls
/// ``run(_:console:)`` and exits with its result.
public enum BezelCommand {
  public static let version = "0.1.0"

  /// Runs the command line with `arguments` (without the program name); returns the exit code.
  @MainActor
  public static func run(_ arguments: [String], console: Console = .standard()) -> Int32 {
    // A closed pipe (ffmpeg exiting early, `bezel info | head`) must be an error, not a kill.
    signal(SIGPIPE, SIG_IGN)
    guard let command = arguments.first else {
      console.error("missing command\n\n" + HelpText.usage)
      return ExitCode.usage.rawValue
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      if let topic = rest.first, let text = HelpText.forCommand(topic) {
        console.print(text)
      } else {
        console.print(HelpText.main)
      }
      return ExitCode.success.rawValue
    case "--version", "-V", "version":
      console.print("bezel \(version)")
      return ExitCode.success.rawValue
    case "render":
      return RenderCommand.run(rest, console: console)
    case "convert":
      return ConvertCommand.run(rest, console: console)
    case "info":
      return InfoCommand.run(rest, console: console)
    case "demo":
      return DemoCommand.run(rest, console: console)
    case "bench":
      return BenchCommand.run(rest, console: console)
    case "preview":
      return PreviewCommand.run(rest, console: console)
    case PreviewCommand.framesSubcommand:
      return PreviewCommand.runFrames(rest, console: console)
    case BenchCommand.playerSubcommand:
      return BenchCommand.runPlayer(rest)
    case BenchCommand.scanConverterSubcommand:
      return BenchCommand.runScanConverter(rest, console: console)
    case BenchCommand.strokerSubcommand:
      return BenchCommand.runStroker(rest, console: console)
    default:
      console.error("unknown command '\(command)'\n\n" + HelpText.usage)
      return ExitCode.usage.rawValue
    }
  }
}
