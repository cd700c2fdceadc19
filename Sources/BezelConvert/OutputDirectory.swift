import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates the folders of an output inside the output directory, one component at a time,
/// refusing to pass through a symbolic link there (a link planted in the output directory
/// must not carry a write outside it).
enum OutputDirectory {
  /// Creates `root` (and its parents) when missing.
  static func create(_ root: String) throws(ConversionFailure) {
    do {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(
        "cannot create the output directory '\(root)': \(error.localizedDescription)")
    }
  }

  /// Makes sure the folders between `root` and the file `relative` exist and are real folders.
  static func prepare(root: String, relative: String) throws(ConversionFailure) {
    guard OutputName.isSafe(relative) else {
      throw .cannotWrite("'\(relative)' is not a name inside the output directory")
    }
    var path = root.hasSuffix("/") ? String(root.dropLast()) : root
    for component in relative.split(separator: "/").dropLast() {
      path += "/" + component
      switch InputFinder.kind(path, followingLinks: false) {
      case .directory:
        continue
      case .missing:
        if mkdir(path, 0o777) != 0, errno != EEXIST {
          throw .cannotWrite("cannot create '\(path)': \(String(cString: strerror(errno)))")
        }
        guard InputFinder.kind(path, followingLinks: false) == .directory else {
          throw .cannotWrite("'\(path)' is not a folder")
        }
      case .link:
        throw .cannotWrite(
          "'\(path)' is a symbolic link; bezel never writes through a link inside --out-dir")
      case .file, .other:
        throw .cannotWrite("'\(path)' exists and is not a folder")
      }
    }
    let target = root + "/" + relative
    if InputFinder.kind(target, followingLinks: false) == .link {
      throw .cannotWrite(
        "'\(target)' is a symbolic link; bezel never writes through a link inside --out-dir")
    }
  }
}
