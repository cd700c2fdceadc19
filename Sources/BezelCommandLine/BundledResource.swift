import Foundation

/// Finds files the package ships in its resource bundles, next to the running executable
/// (where SwiftPM puts `<Package>_<Target>.resources` on Linux).
enum BundledResource {
  /// The default loading animation's JSON file (BezelComponents' `Resources/loading.json`).
  static var loadingAnimation: URL? {
    find("Bezel_BezelComponents.resources/Resources/loading.json")
  }

  static func find(_ relativePath: String) -> URL? {
    var directories: [URL] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    {
      directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for directory in directories {
      let candidate = directory.appendingPathComponent(relativePath)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
