import BezelLottie
import Foundation

/// `bezel info FILE`: what a Lottie file holds and what bezel cannot play of it.
@MainActor
enum InfoCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(CommandError) {
      let parsed = try ParsedArguments(
        arguments, command: "info", valueOptions: ["assets"], flags: ["json", "help"],
        aliases: ["h": "help"])
      if parsed.flags.contains("help") {
        console.print(HelpText.info)
        return ExitCode.success.rawValue
      }
      guard let path = parsed.positionals.first else {
        throw CommandError.usage("missing FILE: a .json, .tgs or .lottie animation")
      }
      guard parsed.positionals.count == 1 else {
        throw CommandError.usage("unexpected argument '\(parsed.positionals[1])'")
      }
      let assets = parsed.values["assets"]
      let animation = try LottieScene.load(path, assets: assets)
      for warning in LottieScene.warnings(animation, path: path, assets: assets) {
        console.warning(warning)
      }
      console.print(
        parsed.flags.contains("json")
          ? json(animation, path: path) : text(animation, path: path))
      return ExitCode.success.rawValue
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }

  static func text(_ animation: LottieAnimation, path: String) -> String {
    let n = ValueFormat.number
    var lines = [
      "file:        \(path)",
      "name:        \(animation.name ?? "(none)")",
      "version:     \(animation.version)",
      "size:        \(n(animation.size.width))×\(n(animation.size.height)) points",
      "frame rate:  \(n(animation.frameRate)) fps",
      "frames:      \(n(animation.startFrame))…\(n(animation.endFrame)) "
        + "(\(n(animation.endFrame - animation.startFrame)) frames)",
      "duration:    \(n(animation.seconds)) s",
      "layers:      \(animation.layerCount)",
    ]
    if animation.markers.isEmpty {
      lines.append("markers:     none")
    } else {
      lines.append("markers:")
      for marker in animation.markers {
        lines.append("  \(marker.name): frame \(n(marker.frame)), \(n(marker.duration)) frames")
      }
    }
    lines.append(contentsOf: featureTable(animation.featureUsage))
    // A count, then one line each: "<what> at <JSON path>".
    func counted(_ label: String, _ entries: [String]) {
      lines.append(label + (entries.isEmpty ? "none" : "\(entries.count)"))
      lines += entries.map { "  " + $0 }
    }
    counted("missing:     ", animation.missingAssets.map { "\($0) at \($0.path)" })
    counted(
      "unsupported: ", animation.unsupportedFeatures.map { "\($0.feature) at \($0.path)" })
    return lines.joined(separator: "\n")
  }

  /// The table of what the file uses and whether Bezel draws it.
  static func featureTable(_ usage: [FeatureUsage]) -> [String] {
    guard !usage.isEmpty else { return ["features:    none"] }
    let width = max(7, usage.map(\.feature.count).max() ?? 0)
    func pad(_ s: String) -> String { s + String(repeating: " ", count: width - s.count) }
    var lines = ["features:", "  \(pad("feature"))   uses  drawn by Bezel"]
    for use in usage {
      let count = String(use.count)
      lines.append(
        "  \(pad(use.feature))  \(String(repeating: " ", count: max(0, 5 - count.count)))\(count)"
          + "  \(use.drawn ? "yes" : "no")")
    }
    return lines
  }

  static func json(_ animation: LottieAnimation, path: String) -> String {
    let object: [String: Any] = [
      "file": path,
      "name": animation.name ?? NSNull(),
      "version": animation.version,
      "width": Double(animation.size.width),
      "height": Double(animation.size.height),
      "frameRate": animation.frameRate,
      "startFrame": animation.startFrame,
      "endFrame": animation.endFrame,
      "duration": animation.seconds,
      "layers": animation.layerCount,
      "markers": animation.markers.map {
        ["name": $0.name, "frame": $0.frame, "duration": $0.duration] as [String: Any]
      },
      "missing": animation.missingAssets.map {
        [
          "kind": $0.kind.rawValue, "file": $0.file, "reason": $0.reason.rawValue,
          "path": $0.path,
        ]
      },
      "features": animation.featureUsage.map {
        ["feature": $0.feature, "uses": $0.count, "drawn": $0.drawn] as [String: Any]
      },
      "unsupported": animation.unsupportedFeatures.map {
        ["feature": $0.feature, "path": $0.path]
      },
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
