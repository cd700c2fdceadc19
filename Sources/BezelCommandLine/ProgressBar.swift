import BezelExport
import Foundation

/// Shows an export's progress on standard error: a redrawn bar on a terminal, one line per
/// ten percent when forced with `--progress` elsewhere, nothing otherwise.
final class ProgressBar {
  enum Style {
    case bar
    case lines
    case silent
  }

  private let console: Console
  private let style: Style
  private let label: String
  private var lastDrawn = -1
  private var lastTime = Date.distantPast

  init(console: Console, style: Style, label: String) {
    self.console = console
    self.style = style
    self.label = label
  }

  func update(_ progress: ExportProgress) {
    switch style {
    case .silent:
      return
    case .lines:
      // The first frame is always reported, so a caller can tell the export has started.
      let step = max(1, progress.totalFrames / 10)
      if progress.completedFrames == 1 || progress.completedFrames % step == 0
        || progress.completedFrames == progress.totalFrames
      {
        console.progress(
          "\(label): frame \(progress.completedFrames)/\(progress.totalFrames)\n")
      }
    case .bar:
      let percent = Int(progress.fraction * 100)
      let now = Date()
      guard
        progress.completedFrames == progress.totalFrames
          || (percent != lastDrawn && now.timeIntervalSince(lastTime) > 0.05)
      else { return }
      lastDrawn = percent
      lastTime = now
      let width = 30
      let filled = Int(progress.fraction * Double(width))
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      console.progress(
        "\r\(label) \(bar) \(String(format: "%3d", percent))% "
          + "\(progress.completedFrames)/\(progress.totalFrames)")
    }
  }

  /// Ends the bar's line (on a terminal) so later output starts on a fresh line.
  func finish() {
    if style == .bar, lastDrawn >= 0 { console.progress("\n") }
  }
}
