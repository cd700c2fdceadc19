import BezelConvert
import BezelDrawing
import Foundation

/// A `bezel convert` command line, parsed and checked but not yet run.
struct ConvertRequest {
  var inputs: [String]
  var outputDirectory: String
  var recursive = false
  var options: ConversionOptions
  /// `true` forces progress output, `false` silences it, `nil` draws a bar on a terminal.
  var progress: Bool?

  static let valueOptions: Set<String> = [
    "out-dir", "format", "size", "scale", "fps", "quality", "background", "assets", "jobs",
    "timeout", "preset",
  ]
  static let flags: Set<String> = ["recursive", "force", "progress", "no-progress", "help"]

  /// Parses the arguments after `convert`.
  init(arguments: [String]) throws(CommandError) {
    let parsed = try ParsedArguments(
      arguments, command: "convert", valueOptions: ConvertRequest.valueOptions,
      flags: ConvertRequest.flags, aliases: ["r": "recursive", "j": "jobs"])
    let values = parsed.values
    inputs = parsed.positionals
    guard !inputs.isEmpty else {
      throw .usage("missing INPUT: Lottie files (.json, .tgs, .lottie) or folders to convert")
    }
    guard let outputDirectory = values["out-dir"], !outputDirectory.isEmpty else {
      throw .usage("missing --out-dir DIR: the folder the outputs are written to")
    }
    self.outputDirectory = outputDirectory
    var preset: ConversionPreset?
    if let name = values["preset"] {
      preset = ConversionPreset(rawValue: name)
      guard preset != nil else {
        throw .usage(
          "--preset: unknown preset '\(name)'; use "
            + ConversionPreset.allCases.map(\.rawValue).joined(separator: ", "))
      }
    }
    let formatName = values["format"] ?? (preset == .telegramSticker ? "webm" : nil)
    guard let formatName else {
      throw .usage(
        "missing --format: one of "
          + ConversionFormat.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let format = ConversionFormat(rawValue: formatName.lowercased()) else {
      throw .usage(
        "--format: unknown format '\(formatName)'; use one of "
          + ConversionFormat.allCases.map(\.rawValue).joined(separator: ", "))
    }
    if preset == .telegramSticker, format != .webm, format != .tgs {
      throw .usage(
        "--preset telegram-sticker writes webm (video stickers) or tgs, not \(formatName)")
    }
    options = ConversionOptions(format: format)
    options.preset = preset
    recursive = parsed.flags.contains("recursive")
    options.force = parsed.flags.contains("force")
    try parseRendering(values, format: format, preset: preset)
    if let text = values["jobs"] {
      let jobs = try ValueParser.number(
        text, option: "jobs", in: 1...1024, what: "a whole number of files at once, 1 to 1024")
      guard jobs == jobs.rounded() else {
        throw .usage("--jobs: expected a whole number of files at once, got '\(text)'")
      }
      options.jobs = Int(jobs)
    }
    if let text = values["timeout"] {
      options.timeout = try ValueParser.positive(
        text, option: "timeout", maximum: 86_400,
        what: "seconds per file, more than 0 and at most 86400")
    }
    if let path = values["assets"] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw CommandError(.noInput, "--assets: no such folder '\(path)'") }
      options.assetsDirectory = URL(fileURLWithPath: path, isDirectory: true)
    }
    if parsed.flags.contains("progress") && parsed.flags.contains("no-progress") {
      throw .usage("--progress and --no-progress contradict each other")
    }
    if parsed.flags.contains("progress") { progress = true }
    if parsed.flags.contains("no-progress") { progress = false }
  }

  /// The options that shape the rendered pictures.
  private mutating func parseRendering(
    _ values: [String: String], format: ConversionFormat, preset: ConversionPreset?
  ) throws(CommandError) {
    if format == .tgs {
      for name in ["size", "scale", "fps", "quality", "background"] where values[name] != nil {
        throw .usage("--\(name) does not apply to tgs, which keeps the animation as it is")
      }
    }
    if let text = values["size"] {
      guard preset == nil else { throw .usage("--size: the preset sets the size (512 px)") }
      if text.lowercased().contains("x") {
        options.size = try ValueParser.size(text)
      } else {
        options.longerSide = try ValueParser.positive(
          text, option: "size", maximum: 16384,
          what: "WIDTHxHEIGHT, or one number for the longer side, at most 16384 points")
      }
    }
    if let text = values["scale"] {
      guard preset == nil else { throw .usage("--scale: the preset sets the size (512 px)") }
      options.scale = try ValueParser.positive(
        text, option: "scale", maximum: 16, what: "pixels per point, more than 0 and at most 16")
    }
    if let text = values["fps"] {
      options.fps = try ValueParser.positive(
        text, option: "fps", maximum: 240, what: "frames per second, more than 0 and at most 240")
    }
    if let text = values["quality"] {
      guard format == .webp || format == .webm else {
        throw .usage("--quality is only for webp and webm (lossy at that quality)")
      }
      options.quality = try ValueParser.number(
        text, option: "quality", in: 0...100, what: "a quality from 0 to 100")
    }
    if let text = values["background"] {
      options.background =
        text.lowercased() == "transparent"
        ? nil : try ValueParser.color(text, option: "background")
    }
  }
}
