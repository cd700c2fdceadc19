import BezelLottie
import BezelRaster
import Foundation

/// One Lottie file both renderers play: its name, its text and the folder its images are in.
struct LottieSubject: Sendable {
  var name: String
  var json: String
  var resourceFolder: URL

  /// The files the project ships (the components' animations, the Lottie tests' fixtures) and,
  /// when the corpus is present, ``corpusNames`` from it (read in place, never copied).
  static func all(corpus: URL?) -> (subjects: [LottieSubject], notes: [String]) {
    var subjects: [LottieSubject] = []
    var notes: [String] = []
    if let root = ProjectFiles.packageRoot() {
      for folder in ["Sources/BezelComponents/Resources", "Tests/BezelLottieTests/Fixtures"] {
        for url in jsonFiles(in: root.appendingPathComponent(folder)) {
          if let subject = load(
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
        if let subject = load(url, name: name) {
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

  /// A fixed, representative list from `../shared/lottie-corpus`: trims, precomps, mattes,
  /// masks, repeaters, gradients, many paths; none needs expressions, text or images (which
  /// the two renderers treat differently, so their times would not compare equal work).
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

  static func load(_ url: URL, name: String) -> LottieSubject? {
    guard let data = try? Data(contentsOf: url), let json = String(data: data, encoding: .utf8)
    else { return nil }
    return LottieSubject(name: name, json: json, resourceFolder: url.deletingLastPathComponent())
  }

  private static func jsonFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// Bezel's compiled animation of this file, or why it could not load.
  func bezelAnimation() -> Result<LottieAnimation, LottieError> {
    Result { () throws(LottieError) -> LottieAnimation in
      try LottieAnimation(
        data: Data(json.utf8), baseURL: resourceFolder,
        imageDecoder: { try? ImageDecoder.decode($0) })
    }
  }
}
