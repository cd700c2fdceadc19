import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Renders the public Lottie corpus (`../shared/lottie-corpus`) and scores it as
/// `../shared/tools/lottie-compare` does: it fails when fewer files than the floor in
/// `corpus-floor.json` have their worst frame under 1 % and under 5 % of pixels off.
///
/// Skipped when the corpus is not beside the repository. `BEZEL_CORPUS_OUT` also writes the
/// frames there for the comparison script; `BEZEL_CORPUS_ONLY` restricts the run to names
/// containing that text (and then checks no floor):
/// `python3 ../shared/tools/lottie-compare OUT ../shared/lottie-corpus/refs --tsv scores.tsv`
@Suite struct CorpusConformanceTests {
  static let outputPath = ProcessInfo.processInfo.environment["BEZEL_CORPUS_OUT"]
  static let only = ProcessInfo.processInfo.environment["BEZEL_CORPUS_ONLY"]
  /// `BEZEL_CORPUS_CAIRO_FILLS` set: fills are rasterised by Cairo, not Bezel's own
  /// rasteriser, for comparing per-file scores.
  static let cairoFills = ProcessInfo.processInfo.environment["BEZEL_CORPUS_CAIRO_FILLS"] != nil

  static var corpusURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/lottie-corpus")
  }

  static var floorURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("corpus-floor.json")
  }

  static var corpusIsPresent: Bool {
    FileManager.default.fileExists(atPath: corpusURL.appendingPathComponent("manifest.tsv").path)
  }

  /// `BEZEL_CORPUS_SKIP` set: the sanitizer runs leave the corpus out (the same code runs in
  /// the other tests; the floor is a conformance guard, checked once by `make test`).
  static var corpusIsWanted: Bool {
    corpusIsPresent && ProcessInfo.processInfo.environment["BEZEL_CORPUS_SKIP"] == nil
  }

  /// The committed floor: how many files must stay under 1 % and under 5 %.
  struct Floor: Decodable {
    var files: Int
    var worstFrameUnder1Percent: Int
    var worstFrameUnder5Percent: Int
  }

  @Test(
    .enabled(
      if: corpusIsWanted,
      "../shared/lottie-corpus is absent or BEZEL_CORPUS_SKIP is set: no corpus to score"))
  func corpusScoresStayAboveTheFloor() throws {
    let out = Self.outputPath.map { URL(fileURLWithPath: $0) }
    let manifest = try String(
      contentsOf: Self.corpusURL.appendingPathComponent("manifest.tsv"), encoding: .utf8)
    var rows = manifest.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    let header = rows.removeFirst()
    let wColumn = try #require(header.firstIndex(of: "render_w"))
    let hColumn = try #require(header.firstIndex(of: "render_h"))
    let jobs = rows.filter { row in Self.only.map { row[0].contains($0) } ?? true }
    let results = CorpusScores()
    DispatchQueue.concurrentPerform(iterations: jobs.count) { n in
      let row = jobs[n]
      let name = row[0]
      let size = CGSize(width: Double(row[wColumn]) ?? 0, height: Double(row[hColumn]) ?? 0)
      // Files without reference frames are not scored, as the script ignores them.
      let score = CoverageRasterizer.$isEnabled.withValue(!Self.cairoFills) {
        Self.score(name, size: size, out: out)
      }
      if let score { results.add(name, score) }
    }
    let scores = results.all
    if let out {
      let rows = scores.sorted { $0.key < $1.key }.map {
        "\($0.key)\t\(String(format: "%.3f", $0.value))"
      }
      try? (["name\tA_max_pct"] + rows).joined(separator: "\n").appending("\n")
        .write(
          to: out.appendingPathComponent("bezel-scores.tsv"), atomically: true, encoding: .utf8)
    }
    let under1 = scores.values.filter { $0 < 1 }.count
    let under5 = scores.values.filter { $0 < 5 }.count
    print(
      "corpus: \(scores.count) files, worst frame under 1 %: \(under1), under 5 %: \(under5)")
    guard Self.only == nil else { return }
    let floor = try JSONDecoder().decode(Floor.self, from: Data(contentsOf: Self.floorURL))
    #expect(scores.count == floor.files, "the corpus changed: rescore and update the floor")
    #expect(
      under1 >= floor.worstFrameUnder1Percent,
      "files under 1 %: \(under1), floor \(floor.worstFrameUnder1Percent)")
    #expect(
      under5 >= floor.worstFrameUnder5Percent,
      "files under 5 %: \(under5), floor \(floor.worstFrameUnder5Percent)")
  }

  /// The worst frame's score of one file: each frame with a reference, rendered from one load
  /// (external images from `NAME.assets/`); a refused file or frame scores 100, a file without
  /// references `nil`.
  static func score(_ name: String, size: CGSize, out: URL?) -> Double? {
    let refs = corpusURL.appendingPathComponent("refs/\(name)")
    let frames =
      ((try? FileManager.default.contentsOfDirectory(atPath: refs.path)) ?? [])
      .filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }
    guard !frames.isEmpty else { return nil }
    let animation: LottieAnimation
    do {
      animation = try LottieAnimation(
        data: try Data(contentsOf: corpusURL.appendingPathComponent("animations/\(name).json")),
        baseURL: corpusURL.appendingPathComponent("animations/\(name).assets"),
        imageDecoder: { try? ImageDecoder.decode($0) })
    } catch {
      print("refused: \(name): \(error)")
      return 100
    }
    let dir = out?.appendingPathComponent(name)
    if let dir {
      try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }
    let canvas = Canvas()
    var worst = 0.0
    for file in frames {
      let number = String(file.dropFirst("frame_".count).dropLast(".png".count))
      do {
        guard let frame = Double(number) else { throw StraightPNG.Failure(description: file) }
        let bitmap = try canvas.render(
          animation.displayList(atFrame: frame, fitting: size), policy: animation.renderPolicy)
        let png = try PNGEncoder.encode(bitmap, compressionLevel: dir == nil ? 0 : 6)
        if let dir { try png.write(to: dir.appendingPathComponent(file)) }
        let reference = try StraightPNG(Data(contentsOf: refs.appendingPathComponent(file)))
        worst = max(worst, ConformanceMetric.percentOff(try StraightPNG(png), reference))
      } catch {
        print("failed: \(name) \(file): \(error)")
        worst = 100
      }
    }
    return worst
  }
}

/// Each file's worst-frame score, collected from parallel renders.
final class CorpusScores: @unchecked Sendable {
  private let lock = NSLock()
  private var scores: [String: Double] = [:]
  func add(_ name: String, _ score: Double) {
    lock.lock()
    scores[name] = score
    lock.unlock()
  }
  var all: [String: Double] {
    lock.lock()
    defer { lock.unlock() }
    return scores
  }
}
