import CGtk
import Foundation

/// The live preview: a GTK 4 window that plays the seed scenes and takes clicks.
///
/// ```swift
/// let status = MainActor.assumeIsolated { PreviewApp.run(scene: "ring") }
/// ```
public enum PreviewApp {
  /// The names `run(scene:)` accepts.
  public static var sceneNames: [String] { SceneName.allCases.map(\.rawValue) }

  /// Opens the preview window on `scene` (the first scene when `nil`) and runs GTK's main loop
  /// until the window closes. Returns a process exit code: 0 after a normal close, 64 for an
  /// unknown scene, 70 when no display can be opened. Must be called on the main thread.
  @MainActor
  public static func run(scene: String?) -> Int32 {
    let name: SceneName
    if let scene {
      guard let parsed = SceneName(argument: scene) else {
        printError(
          "unknown scene '\(scene)' (expected one of: \(sceneNames.joined(separator: ", ")))")
        return 64
      }
      name = parsed
    } else {
      name = .ring
    }
    // Checked before GTK's own start-up, which aborts the process when there is no display.
    guard gtk_init_check() != 0 else {
      printError("cannot open a display for the preview window (is DISPLAY set?)")
      return 70
    }
    RendererChoice.applyBeforeFirstWindow()
    let host = PreviewHost(scene: name)
    return host.run()
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("bezel: error: \(message)\n".utf8))
  }
}
