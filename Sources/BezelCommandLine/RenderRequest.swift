import BezelDrawing
import BezelExport
import Foundation

/// A `bezel render` command line, parsed and checked but not yet run.
struct RenderRequest: Equatable {
  /// What `--background` asked for.
  enum Background: Equatable {
    case color(Color)
    case transparent
  }

  /// What `--image` asked for.
  enum Image: Equatable {
    case path(String)
    /// `none`: no picture, just the background.
    case plain
  }

  var scene: SceneKind
  var output: String
  var format: ExportFormat
  var size: CGSize?
  var scale: Double = 1
  var at: Double?
  var frame: Double?
  var fps: Double?
  var duration: Double?
  var background: Background?
  var image: Image?
  var quality: Double?
  /// `true` forces progress output, `false` silences it, `nil` draws a bar on a terminal.
  var progress: Bool?
  /// Scene-specific options (`--line-width`, `--theme` …), checked by the scene.
  var sceneOptions: [String: String] = [:]

  static let commonValueOptions: Set<String> = [
    "output", "size", "scale", "at", "fps", "duration", "background", "image", "quality",
    "frame",
  ]
  static let commonFlags: Set<String> = ["progress", "no-progress", "help"]

  /// Parses the arguments after `render`.
  init(arguments: [String]) throws(CommandError) {
    let parsed = try ParsedArguments(
      arguments, command: "render",
      valueOptions: RenderRequest.commonValueOptions.union(SceneOptions.all),
      flags: RenderRequest.commonFlags.union(SceneOptions.flags), aliases: ["o": "output"])
    try self.init(parsed: parsed)
  }

  init(parsed: ParsedArguments) throws(CommandError) {
    var positionals = parsed.positionals
    guard !positionals.isEmpty else {
      throw .usage(
        "missing SCENE: one of \(SceneKind.names.joined(separator: ", ")) "
          + "(see 'bezel render --help')")
    }
    let sceneName = positionals.removeFirst()
    switch sceneName {
    case "ring": scene = .ring
    case "meeting": scene = .meeting
    case "meeting-timer": scene = .meetingTimer
    case "loading": scene = .loading
    case "focus": scene = .focus
    case "lottie":
      guard !positionals.isEmpty else {
        throw .usage("'bezel render lottie' needs a FILE (a .json, .tgs or .lottie animation)")
      }
      scene = .lottie(path: positionals.removeFirst())
    default:
      throw .usage(
        "unknown scene '\(sceneName)': use one of \(SceneKind.names.joined(separator: ", "))")
    }
    guard positionals.isEmpty else {
      throw .usage("unexpected argument '\(positionals[0])' (see 'bezel render --help')")
    }
    let values = parsed.values
    guard let output = values["output"], !output.isEmpty else {
      throw .usage(
        "missing -o OUT: the output file (.png, .webp, .gif, .apng, .mp4, .webm) or directory")
    }
    self.output = output
    guard let format = ExportFormat(path: output) else {
      throw .usage(
        "-o: cannot tell the format of '\(output)': use .png, .webp, .gif, .apng, .mp4, .webm, "
          + "or a directory for a PNG sequence")
    }
    self.format = format

    if let text = values["size"] { size = try ValueParser.size(text) }
    if let text = values["scale"] {
      scale = try ValueParser.positive(
        text, option: "scale", maximum: 16, what: "pixels per point, more than 0 and at most 16")
    }
    if let text = values["at"] {
      at = try ValueParser.number(
        text, option: "at", in: 0...86_400, what: "a time in seconds from 0 to 86400")
    }
    if let text = values["frame"] {
      guard scene.isLottie else { throw .usage("--frame is only for 'bezel render lottie'") }
      frame = try ValueParser.number(
        text, option: "frame", in: 0...10_000_000, what: "a frame number, 0 or more")
      guard at == nil else { throw .usage("--frame and --at both pick a time; give one") }
    }
    if let text = values["fps"] {
      fps = try ValueParser.positive(
        text, option: "fps", maximum: 240, what: "frames per second, more than 0 and at most 240")
    }
    if let text = values["duration"] {
      duration = try ValueParser.positive(
        text, option: "duration", maximum: 3600,
        what: "a length in seconds, more than 0 and at most 3600")
    }
    if let fps, let duration,
      (duration * fps).rounded(.up) > Double(FrameSchedule.maximumFrameCount)
    {
      throw .usage(
        "--duration \(duration) at --fps \(fps) is more than \(FrameSchedule.maximumFrameCount) frames"
      )
    }
    if let text = values["background"] {
      background =
        text.lowercased() == "transparent"
        ? .transparent : .color(try ValueParser.color(text, option: "background"))
    }
    if let text = values["image"] {
      guard scene.takesImage else {
        throw .usage("--image is only for scenes with a picture: ring, focus")
      }
      guard !text.isEmpty else { throw .usage("--image: expected a file path or 'none'") }
      image = text.lowercased() == "none" ? .plain : .path(text)
    }
    if let text = values["quality"] {
      guard format == .webp || format == .webm else {
        throw .usage("--quality is only for .webp and .webm output (lossy at that quality)")
      }
      quality = try ValueParser.number(
        text, option: "quality", in: 0...100, what: "a quality from 0 to 100")
    }
    if parsed.flags.contains("progress") && parsed.flags.contains("no-progress") {
      throw .usage("--progress and --no-progress contradict each other")
    }
    if parsed.flags.contains("progress") { progress = true }
    if parsed.flags.contains("no-progress") { progress = false }
    for name in parsed.flags.intersection(SceneOptions.flags) {
      guard SceneOptions.names(for: scene).contains(name) else {
        throw .usage("--\(name) is not an option of the '\(scene.name)' scene")
      }
      sceneOptions[name] = "yes"
    }
    for (name, value) in values where SceneOptions.all.contains(name) {
      guard SceneOptions.names(for: scene).contains(name) else {
        throw .usage("--\(name) is not an option of the '\(scene.name)' scene")
      }
      sceneOptions[name] = value
    }
  }
}
