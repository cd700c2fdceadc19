import BezelExport
import Foundation

/// `bezel demo [--out DIR]`: renders every scene, the default loading animation and the
/// project's bouncing-dots Lottie file, and writes an `index.html` gallery of them.
@MainActor
enum DemoCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(CommandError) {
      let parsed = try ParsedArguments(
        arguments, command: "demo", valueOptions: ["out"], flags: ["help"],
        aliases: ["h": "help"])
      if parsed.flags.contains("help") {
        console.print(HelpText.demo)
        return ExitCode.success.rawValue
      }
      guard parsed.positionals.isEmpty else {
        throw CommandError.usage("unexpected argument '\(parsed.positionals[0])'")
      }
      let directory = parsed.values["out"] ?? "bezel-out"
      guard !directory.isEmpty else { throw CommandError.usage("--out: expected a directory") }
      try render(into: directory, console: console)
      return ExitCode.success.rawValue
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }

  /// The gallery's items; `{out}` stands for the output directory.
  static func items() -> [DemoItem] {
    var items: [DemoItem] = []
    func scene(
      _ title: String, _ caption: String, _ name: String, animation: [String], still: [String]
    ) {
      items.append(
        DemoItem(title: title, caption: caption, arguments: animation + ["-o", "\(name).webp"]))
      items.append(
        DemoItem(
          title: title + " (still)", caption: caption, arguments: still + ["-o", "\(name).png"]))
    }
    scene(
      "Countdown ring",
      "Seed 000: a track ring and a progress ring over a round photo, filling clockwise from "
        + "12 o'clock over the countdown.",
      "ring", animation: ["ring", "--duration", "3", "--fps", "30"],
      still: ["ring", "--countdown", "3", "--at", "2", "--scale", "2"])
    scene(
      "Progress ring",
      "A determinate ring at 1.3 (past one lap the tip goes round again with a shadow under it), "
        + "with an angular gradient along the stroke, starting at 3 o'clock.",
      "ring-gradient",
      animation: [
        "ring", "--countdown", "2", "--gradient", "#FF2D55,#FFCC00", "--start-angle", "90",
        "--image", "none", "--duration", "2", "--fps", "20",
      ],
      still: [
        "ring", "--value", "1.3", "--gradient", "#FF2D55,#FFCC00", "--start-angle", "90",
        "--line-width", "24", "--image", "none",
      ])
    scene(
      "Meeting card",
      "Seed 001: the Scrumdinger meeting card — elapsed and remaining seconds, the timer ring "
        + "with one arc per finished speaker, and the speaker footer.",
      "meeting",
      animation: ["meeting", "--completed", "1", "--duration", "3", "--fps", "10"],
      still: ["meeting", "--completed", "2", "--theme", "sky", "--at", "5"])
    scene(
      "Meeting timer",
      "Seed 001's timer alone: the current speaker (Korean names render) and the arcs of the "
        + "speakers who are done.",
      "meeting-timer",
      animation: [
        "meeting-timer", "--completed", "1", "--theme", "orange", "--duration", "2",
        "--fps", "10",
      ],
      still: ["meeting-timer", "--completed", "2", "--theme", "teal", "--at", "1"])
    scene(
      "Loading overlay",
      "Seed 002: a tap shows the dimmed, full-window overlay; its content fades in over 0.7 s "
        + "and plays the default loading animation until it hides.",
      "loading",
      animation: [
        "loading", "--size", "300x500", "--show-at", "0.3", "--hide-at", "2.4",
        "--duration", "3", "--fps", "20",
      ],
      still: ["loading", "--size", "300x500", "--show-at", "0.3", "--at", "1.5"])
    scene(
      "Progress HUD",
      "The overlay as a HUD: a pie filling clockwise from 12 o'clock on the window's centre, "
        + "a status and a detail text that wrap, then a success check mark that draws itself.",
      "hud",
      animation: [
        "loading", "--size", "300x400", "--mode", "annular", "--value", "0.7", "--status",
        "Uploading", "--detail", "3 of 5 files, about a minute left", "--duration", "1",
        "--fps", "10",
      ],
      still: [
        "loading", "--size", "300x400", "--mode", "pie", "--value", "0.25", "--status",
        "Uploading", "--detail", "3 of 5 files, about a minute left",
      ])
    items.append(
      DemoItem(
        title: "HUD success",
        caption: "`--state success`: the check mark drawn in with a trim.",
        arguments: [
          "loading", "--size", "300x400", "--state", "success", "--status", "Saved", "--at",
          "1", "-o", "hud-success.png",
        ]))
    scene(
      "Focus frame",
      "Seed 003: four rounded corner brackets over a camera picture, with a tap to focus "
        + "that appears, shrinks into place and fades.",
      "focus",
      animation: [
        "focus", "--size", "300x400", "--tap-at", "0.3", "--duration", "2",
        "--fps", "20",
      ],
      still: ["focus", "--size", "300x400"])
    scene(
      "Scanner frame",
      "The focus frame as a scanner: the scan line sweeps inside the brackets, which snap to "
        + "a detected document.",
      "focus-scan",
      animation: [
        "focus", "--size", "300x400", "--scan", "--snap-to", "40,110,220,150", "--duration",
        "2", "--fps", "20",
      ],
      still: ["focus", "--size", "300x400", "--scan", "--snap-to", "40,110,220,150", "--at", "1.2"])
    items.append(
      DemoItem(
        title: "Default loading animation",
        caption: "The project's own loading spinner (hand-written Lottie JSON), played by "
          + "Bezel's Lottie engine.",
        arguments: [
          "lottie", "{out}/loading.json", "--size", "200x200", "-o", "loading-lottie.webp",
        ]
      ))
    items.append(
      DemoItem(
        title: "Bouncing dots (Lottie)",
        caption: "A second Lottie file authored for the project: eased position and scale "
          + "keyframes, shown as a GIF and an APNG.",
        arguments: [
          "lottie", "{out}/\(DemoAnimation.fileName)", "--background", "white", "-o",
          "bouncing-dots.gif",
        ]))
    items.append(
      DemoItem(
        title: "Bouncing dots (APNG)",
        caption: "The same file at twice the resolution as an animated PNG.",
        arguments: [
          "lottie", "{out}/\(DemoAnimation.fileName)", "--scale", "2", "-o", "bouncing-dots.apng",
        ]))
    return items
  }

  static func render(into directory: String, console: Console) throws(CommandError) {
    let started = Date()
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CommandError(
        .cannotCreate, "--out: cannot create '\(directory)': \(error.localizedDescription)")
    }
    try writeAtomically(DemoAnimation.json, to: directory + "/" + DemoAnimation.fileName)
    guard let loadingURL = BundledResource.loadingAnimation,
      let loading = try? String(contentsOf: loadingURL, encoding: .utf8)
    else {
      throw CommandError(
        .software, "the default loading animation (loading.json) is missing from the build")
    }
    try writeAtomically(loading, to: directory + "/loading.json")

    var entries: [DemoGallery.Entry] = []
    for item in items() {
      var arguments = item.arguments.map { $0.replacingOccurrences(of: "{out}", with: directory) }
      if let index = arguments.firstIndex(of: "-o") {
        arguments[index + 1] = directory + "/" + arguments[index + 1]
      }
      let request = try RenderRequest(arguments: arguments)
      let summary = try RenderCommand.execute(
        request, console: console, label: item.outputName)
      let shown = DemoItem(
        title: item.title, caption: item.caption,
        arguments: item.arguments.map {
          $0.replacingOccurrences(of: "{out}/", with: "")
        })
      entries.append(DemoGallery.Entry(item: shown, summary: summary))
      console.print(
        "\(item.outputName): \(summary.width)×\(summary.height), "
          + (summary.format.isStill ? "still" : "\(summary.frameCount) frames")
          + ", \(Report.bytes(summary.byteCount)), \(String(format: "%.2f", summary.seconds)) s")
    }
    let total = Date().timeIntervalSince(started)
    try writeAtomically(
      DemoGallery.html(entries, totalSeconds: total), to: directory + "/index.html")
    console.print(
      "wrote \(directory)/index.html (\(entries.count) pictures in "
        + "\(String(format: "%.1f", total)) s)")
  }

  /// Writes `text` under a temporary name and renames it into place.
  static func writeAtomically(_ text: String, to path: String) throws(CommandError) {
    do {
      let output = try AtomicOutput(path: path, isDirectory: false)
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output.temporaryPath))
      } catch {
        output.discard()
        throw ExportError.cannotWrite(path: path, reason: error.localizedDescription)
      }
      try output.commit()
    } catch {
      throw CommandError(.cannotCreate, "cannot write '\(path)': \(error)")
    }
  }
}
