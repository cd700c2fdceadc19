import BezelExport
import Foundation

/// Human-readable descriptions of finished exports.
enum Report {
  /// `wrote ring.webp: 300×300, 60 frames, 2 s, 41 KB in 0.8 s`.
  static func line(for summary: ExportSummary) -> String {
    var parts = ["\(summary.width)×\(summary.height)"]
    if summary.format.isStill {
      parts.append("1 frame")
    } else {
      parts.append("\(summary.frameCount) frames")
      parts.append(seconds(summary.duration))
    }
    parts.append(bytes(summary.byteCount))
    return "wrote \(summary.path): " + parts.joined(separator: ", ")
      + " in \(String(format: "%.2f", summary.seconds)) s"
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : String(format: "%.3g s", value)
  }

  static func bytes(_ count: Int) -> String {
    if count < 1024 { return "\(count) bytes" }
    if count < 1024 * 1024 { return String(format: "%.1f KB", Double(count) / 1024) }
    return String(format: "%.1f MB", Double(count) / 1_048_576)
  }
}
