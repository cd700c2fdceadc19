import Foundation

/// Finds the package's folder (for its own animations) and the shared corpus beside it.
enum ProjectFiles {
  /// The package root: the working directory when it holds `Package.swift`, else the folder
  /// this source file was compiled from.
  static func packageRoot() -> URL? {
    let manager = FileManager.default
    let cwd = URL(fileURLWithPath: manager.currentDirectoryPath)
    if manager.fileExists(atPath: cwd.appendingPathComponent("Package.swift").path) {
      return cwd
    }
    let compiled = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    if manager.fileExists(atPath: compiled.appendingPathComponent("Package.swift").path) {
      return compiled
    }
    return nil
  }

  /// `../shared/lottie-corpus` beside the package root, when it exists.
  static func corpus() -> URL? {
    guard let root = packageRoot() else { return nil }
    let url = root.deletingLastPathComponent().appendingPathComponent("shared/lottie-corpus")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return url.standardizedFileURL
  }
}
