import BezelConvert
import Foundation

/// Shows a batch's progress on standard error: a redrawn line on a terminal (files done /
/// total, the current file, time left), one line per file started when forced with
/// `--progress` elsewhere, nothing otherwise. Called from the batch's workers one at a time.
final class BatchProgressBar: @unchecked Sendable {
  private let console: Console
  private let style: ProgressBar.Style
  // Guarded by `lock` (the batch already serialises calls; the lock makes it certain).
  private let lock = NSLock()
  private var announced: Set<String> = []
  private var drawn = false

  init(console: Console, style: ProgressBar.Style) {
    self.console = console
    self.style = style
  }

  func update(_ progress: BatchProgress) {
    lock.lock()
    defer { lock.unlock() }
    switch style {
    case .silent:
      return
    case .lines:
      for file in progress.currentFiles where announced.insert(file).inserted {
        console.progress(
          "converting \(file) (\(announced.count) of \(progress.totalFiles))\n")
      }
    case .bar:
      drawn = true
      console.progress("\r\u{1B}[K" + BatchProgressBar.line(progress, width: 24))
    }
  }

  /// `[3/10] ██████░░░░░░  30% cat.json  0:12 left`.
  static func line(_ progress: BatchProgress, width: Int) -> String {
    let filled = Int(progress.fraction * Double(width))
    let bar =
      String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    var text =
      "[\(progress.completedFiles)/\(progress.totalFiles)] \(bar) "
      + String(format: "%3d%%", Int(progress.fraction * 100))
    if let current = progress.currentFiles.first {
      let name = (current as NSString).lastPathComponent
      let more = progress.currentFiles.count > 1 ? " +\(progress.currentFiles.count - 1)" : ""
      text += " \(name.count > 32 ? String(name.prefix(31)) + "…" : name)\(more)"
    }
    if let left = progress.estimatedSecondsLeft {
      let seconds = Int(left.rounded())
      text += String(format: "  %d:%02d left", seconds / 60, seconds % 60)
    }
    return text
  }

  /// Clears the bar's line so the summary starts on a fresh one.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if style == .bar, drawn { console.progress("\r\u{1B}[K") }
  }
}
