import BezelLottie
import BezelRaster
import Foundation

/// One Lottie file the players play: its name, its bytes as stored (`.json`, `.tgs` or
/// `.lottie`, which Bezel reads), the animation JSON inside (which the peers read) and the
/// folder its images are in.
struct LottieSubject: Sendable {
  var name: String
  /// The animation JSON (unpacked from a `.tgs` or `.lottie`), as rlottie and ThorVG take it.
  var json: String
  var resourceFolder: URL
  /// The file's bytes as stored; `nil` when the JSON is all there is (a plain `.json` file,
  /// whose bytes are held once, as ``json``).
  var stored: Data?
  /// The file it was read from, when it came from one (children re-read it from there).
  var url: URL?

  init(name: String, json: String, resourceFolder: URL, stored: Data? = nil, url: URL? = nil) {
    self.name = name
    self.json = json
    self.resourceFolder = resourceFolder
    self.stored = stored
    self.url = url
  }

  /// The file extensions `--lottie` picks up in folders.
  static let extensions: Set<String> = ["json", "tgs", "lottie"]

  /// The files the project ships (the components' animations, the Lottie tests' fixtures) and,
  /// when the corpus is present, ``corpusNames`` from it (read in place, never copied).
  static func all(corpus: URL?) -> (subjects: [LottieSubject], notes: [String]) {
    var subjects: [LottieSubject] = []
    var notes: [String] = []
    if let root = ProjectFiles.packageRoot() {
      for folder in ["Sources/BezelComponents/Resources", "Tests/BezelLottieTests/Fixtures"] {
        let urls = files(in: root.appendingPathComponent(folder))
        for url in urls where url.pathExtension == "json" {
          if case .success(let subject) = load(
            url, name: "project/" + url.deletingPathExtension().lastPathComponent)
          {
            subjects.append(subject)
          }
        }
      }
    } else {
      notes.append("the project's own animations were not found (run from the package folder)")
    }
    if let corpus {
      let folder = corpus.appendingPathComponent("animations")
      for name in corpusNames {
        let url = folder.appendingPathComponent(name + ".json")
        if case .success(let subject) = load(url, name: name) {
          subjects.append(subject)
        } else {
          notes.append("corpus file \(name).json is missing")
        }
      }
    } else {
      notes.append("../shared/lottie-corpus not found: only the project's own animations ran")
    }
    return (subjects, notes)
  }

  /// The files `paths` name: each file as given, and the `.json` / `.tgs` / `.lottie` files in
  /// each folder, sorted by name (not its subfolders, where animations keep their images and
  /// data files). Throws naming the first path that does
  /// not exist or a folder that holds no animation.
  static func expand(_ paths: [URL]) throws(BenchFailure) -> [URL] {
    var urls: [URL] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
        throw BenchFailure("\(path.path): no such file or folder")
      }
      if isDirectory.boolValue {
        let found = files(in: path).filter {
          extensions.contains($0.pathExtension.lowercased())
        }
        guard !found.isEmpty else {
          throw BenchFailure("\(path.path): the folder holds no .json, .tgs or .lottie file")
        }
        urls += found
      } else {
        urls.append(path)
      }
    }
    return urls
  }

  /// A fixed, representative list from `../shared/lottie-corpus`: trims, precomps, mattes,
  /// masks, repeaters, gradients, many paths; none needs expressions, text or images (which
  /// the renderers treat differently, so their times would not compare equal work).
  static let corpusNames = [
    "rlottie__a_cup_of_coffee",
    "rlottie__confetti",
    "rlottie__a_mountain",
    "rlottie__4479-fireworks",
    "rlottie__ripple_loading_animation",
    "rlottie__eid_mubarak",
    "thorvg__dancing_book",
    "rlottie__tractor",
    "thorvg__masking",
    "thorvg__loading_rectangle",
  ]

  /// Reads `url` (a `.json`, `.tgs` or `.lottie`) and unpacks the animation JSON.
  static func load(_ url: URL, name: String) -> Result<LottieSubject, BenchFailure> {
    guard let data = try? Data(contentsOf: url) else {
      return .failure(BenchFailure("\(url.path): cannot be read"))
    }
    let json: String
    let plain = data.withUnsafeBytes(LottieContainer.isPlainJSON)
    do throws(LottieError) {
      json =
        plain
        ? String(decoding: data, as: UTF8.self)
        : String(decoding: try LottieContainer(bytes: [UInt8](data)).json, as: UTF8.self)
    } catch {
      return .failure(BenchFailure("\(url.path): \(error)"))
    }
    return .success(
      LottieSubject(
        name: name, json: json, resourceFolder: url.deletingLastPathComponent(),
        stored: plain ? nil : data, url: url))
  }

  /// The regular files in `folder` (not hidden ones, not subfolders), sorted by name.
  private static func files(in folder: URL) -> [URL] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
      .filter { url in
        var isDirectory: ObjCBool = false
        return manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
          && !isDirectory.boolValue
      }
  }

  /// Bezel's compiled animation of this file, or why it could not load.
  ///
  /// Without stored bytes, Bezel reads the JSON's own bytes (lent as `Data` for the call, not
  /// copied), as the peers are given the same string.
  func bezelAnimation() -> Result<LottieAnimation, LottieError> {
    let decoder: LottieAnimation.ImageDecoder = { try? ImageDecoder.decode($0) }
    if let stored {
      return Result { () throws(LottieError) -> LottieAnimation in
        try LottieAnimation(data: stored, baseURL: resourceFolder, imageDecoder: decoder)
      }
    }
    var text = json
    return text.withUTF8 { bytes in
      Result { () throws(LottieError) -> LottieAnimation in
        guard let start = bytes.baseAddress else {
          return try LottieAnimation(data: Data(), baseURL: resourceFolder, imageDecoder: decoder)
        }
        let lent = Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count,
          deallocator: .none)
        return try LottieAnimation(data: lent, baseURL: resourceFolder, imageDecoder: decoder)
      }
    }
  }
}
