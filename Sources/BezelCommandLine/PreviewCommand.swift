import BezelPreview

/// `bezel preview [SCENE]`: a live window, provided by BezelPreview.
@MainActor
enum PreviewCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(CommandError) {
      let parsed = try ParsedArguments(
        arguments, command: "preview", valueOptions: [], flags: ["help"], aliases: ["h": "help"])
      if parsed.flags.contains("help") {
        console.print(HelpText.preview)
        return ExitCode.success.rawValue
      }
      guard parsed.positionals.count <= 1 else {
        throw CommandError.usage("unexpected argument '\(parsed.positionals[1])'")
      }
      // BezelPreview checks the scene name before it opens a display.
      return PreviewApp.run(scene: parsed.positionals.first)
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }
}
