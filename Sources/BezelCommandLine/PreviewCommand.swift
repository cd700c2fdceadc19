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

  /// The hidden subcommand that plays a scene's frames without a display.
  static let framesSubcommand = "__preview-frames"

  /// `bezel __preview-frames SCENE FRAMES`: plays FRAMES frames of SCENE as the preview
  /// draws them after a click at the view's centre (``BezelPreview/HeadlessFrames``) and
  /// prints one checksum of the pixels per frame, for callgrind and for pixel checks.
  static func runFrames(_ arguments: [String], console: Console) -> Int32 {
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0,
      let sums = HeadlessFrames.run(scene: arguments[0], frames: count)
    else {
      console.error("usage: bezel \(framesSubcommand) SCENE FRAMES")
      return ExitCode.usage.rawValue
    }
    console.print(sums.map { String($0, radix: 16) }.joined(separator: "\n"))
    return ExitCode.success.rawValue
  }
}
