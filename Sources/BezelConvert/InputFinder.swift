import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the files a batch converts, refusing what must not be read: missing paths, devices
/// and pipes (reading one would block), and symbolic links that lead out of an input folder.
struct InputFinder {
  struct Found: Hashable, Sendable {
    /// The path to open.
    var path: String
    /// The path relative to its input folder (the file's name, for a file given directly).
    var relative: String
  }

  private(set) var found: [Found] = []
  private(set) var refused: [ConversionResult] = []
  /// The output directory's real path, never searched for inputs.
  let outputDirectory: String?
  let recursive: Bool
  private var seen: Set<String> = []

  /// Folders nested deeper than this are not searched.
  static let maximumDepth = 64

  init(outputDirectory: String?, recursive: Bool) {
    self.outputDirectory = outputDirectory
    self.recursive = recursive
  }

  /// The canonical absolute path of an existing file (links resolved), or `nil`.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  enum Kind {
    case file
    case directory
    case link
    case other
    case missing
  }

  static func kind(_ path: String, followingLinks: Bool) -> Kind {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    case S_IFLNK: return .link
    default: return .other
    }
  }

  mutating func add(_ input: String) {
    switch InputFinder.kind(input, followingLinks: true) {
    case .missing:
      let dangling = InputFinder.kind(input, followingLinks: false) == .link
      refuse(input, dangling ? "a symbolic link to nothing" : "no such file or directory")
    case .other, .link:
      refuse(input, "not a regular file (a device, pipe or socket is never read)")
    case .directory:
      guard let root = InputFinder.realPath(input) else {
        refuse(input, "cannot resolve the folder's path")
        return
      }
      walk(input, root: root, relative: "", depth: 0)
    case .file:
      let name = URL(fileURLWithPath: input).lastPathComponent
      guard OutputName.isSafe(name) else {
        refuse(input, "its name cannot name an output")
        return
      }
      append(input, relative: name)
    }
  }

  private mutating func walk(_ directory: String, root: String, relative: String, depth: Int) {
    guard depth <= InputFinder.maximumDepth else {
      refuse(directory, "nested deeper than \(InputFinder.maximumDepth) folders; not searched")
      return
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      refuse(directory, "cannot list the folder: \(error.localizedDescription)")
      return
    }
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      // Hidden files: editors' and filesystems' debris, and bezel's own temporary outputs.
      guard !name.hasPrefix(".") else { continue }
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      let isLottie = ConversionPlan.inputExtensions.contains(
        (name as NSString).pathExtension.lowercased())
      switch InputFinder.kind(path, followingLinks: false) {
      case .file:
        if isLottie { append(path, relative: relative + name) }
      case .directory:
        guard recursive, InputFinder.realPath(path) != outputDirectory else { continue }
        walk(path, root: root, relative: relative + name + "/", depth: depth + 1)
      case .link:
        guard let target = InputFinder.realPath(path) else {
          if isLottie { refuse(path, "a symbolic link to nothing") }
          continue
        }
        let inside = target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        let targetKind = InputFinder.kind(target, followingLinks: false)
        if !inside && (isLottie || (recursive && targetKind == .directory)) {
          refuse(path, "a symbolic link to '\(target)', outside the input folder; not followed")
        } else if inside && isLottie && targetKind == .file {
          append(path, relative: relative + name)
        }
      // A link to a folder inside the tree: its files are found where they are.
      case .other, .missing:
        continue
      }
    }
  }

  private mutating func append(_ path: String, relative: String) {
    // The same file named twice (directly and through its folder) converts once.
    let identity = InputFinder.realPath(path) ?? path
    guard seen.insert(identity).inserted else { return }
    found.append(Found(path: path, relative: relative))
  }

  private mutating func refuse(_ path: String, _ reason: String) {
    refused.append(ConversionResult(input: path, output: nil, outcome: .failed(reason)))
  }
}
