import BezelConvert
import BezelExport
import Foundation

/// `bezel convert INPUT... --out-dir DIR --format F`: batch conversion.
@MainActor
enum ConvertCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      console.print(HelpText.convert)
      return ExitCode.success.rawValue
    }
    do throws(CommandError) {
      let request = try ConvertRequest(arguments: arguments)
      return try execute(request, console: console).rawValue
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }

  static func execute(_ request: ConvertRequest, console: Console) throws(CommandError) -> ExitCode
  {
    let converter = BatchConverter(options: request.options)
    do throws(ExportError) {
      try converter.prepare(outputDirectory: request.outputDirectory)
    } catch {
      throw CommandError(error)
    }
    let plan = ConversionPlan(
      inputs: request.inputs, outputDirectory: request.outputDirectory,
      format: request.options.format, recursive: request.recursive)
    let style: ProgressBar.Style
    switch request.progress {
    case .some(true): style = console.isTerminal ? .bar : .lines
    case .some(false): style = .silent
    case .none: style = console.isTerminal ? .bar : .silent
    }
    let bar = BatchProgressBar(console: console, style: style)
    let trap = SignalTrap()
    let report = converter.run(plan, cancellation: trap.cancellation) { bar.update($0) }
    trap.remove()
    bar.finish()
    for line in summary(report) { console.print(line) }
    if report.cancelled {
      console.error(
        "interrupted; \(report.converted.count) finished outputs kept, nothing partial written")
      return trap.exitCode
    }
    if !report.failed.isEmpty {
      console.error(
        "\(report.failed.count) of \(report.results.count) inputs failed (listed above)")
      return .dataError
    }
    return .success
  }

  /// `converted 8, skipped 1, failed 2 of 11 in 3.4 s`, then one line per failure and note.
  static func summary(_ report: ConversionReport) -> [String] {
    var lines = [
      "converted \(report.converted.count), skipped \(report.skipped.count), "
        + "failed \(report.failed.count) of \(report.results.count) in "
        + String(format: "%.1f s", report.seconds)
    ]
    for result in report.results {
      if let reason = result.failure {
        lines.append("  failed  \(result.input): \(reason)")
      }
      for note in result.notes {
        lines.append("  note    \(result.input): \(note)")
      }
    }
    return lines
  }
}
