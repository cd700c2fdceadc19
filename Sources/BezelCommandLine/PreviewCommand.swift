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
      if let scene = parsed.positionals.first, !SceneKind.names.contains(scene) {
        throw CommandError.usage(
          "unknown scene '\(scene)': use one of \(SceneKind.names.joined(separator: ", "))")
      }
      throw CommandError(.software, "'bezel preview' is not available yet in this build")
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }
}
