import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Renders the public Lottie corpus for `lottie-compare` (see `../shared/lottie-corpus`).
///
/// Skipped unless `BEZEL_CORPUS_OUT` names an output folder; `BEZEL_CORPUS_ONLY` restricts
/// it to names containing that text. Then compare:
/// `/tmp/v/bin/python ../shared/tools/lottie-compare OUT ../shared/lottie-corpus/refs --tsv /tmp/scores.tsv`
@Suite struct CorpusConformanceTests {
  static let outputPath = ProcessInfo.processInfo.environment["BEZEL_CORPUS_OUT"]

  static var corpusURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/lottie-corpus")
  }

  @Test(.enabled(if: outputPath != nil)) func renderCorpus() throws {
    let out = URL(fileURLWithPath: try #require(Self.outputPath))
    let manifest = try String(
      contentsOf: Self.corpusURL.appendingPathComponent("manifest.tsv"), encoding: .utf8)
    var rows = manifest.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    let header = rows.removeFirst()
    let wColumn = header.firstIndex(of: "render_w") ?? 0
    let hColumn = header.firstIndex(of: "render_h") ?? 0
    let framesColumn = header.firstIndex(of: "frames") ?? 0
    let only = ProcessInfo.processInfo.environment["BEZEL_CORPUS_ONLY"]
    let jobs = rows.filter { row in only.map { row[0].contains($0) } ?? true }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: jobs.count) { n in
      let row = jobs[n]
      let name = row[0]
      let width = Double(row[wColumn]) ?? 0
      let height = Double(row[hColumn]) ?? 0
      let frames = row[framesColumn].split(separator: ",").map(String.init)
      let file = Self.corpusURL.appendingPathComponent("animations/\(name).json")
      let dir = out.appendingPathComponent(name)
      try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let animation: LottieAnimation
      do {
        // External images live in `<name>.assets/` beside the file.
        animation = try LottieAnimation(
          data: try Data(contentsOf: file),
          baseURL: Self.corpusURL.appendingPathComponent("animations/\(name).assets"),
          imageDecoder: { try? ImageDecoder.decode($0) })
      } catch {
        failures.add("\(name): \(error)")
        return
      }
      let canvas = Canvas()
      for frame in frames {
        guard let f = Double(frame) else { continue }
        let list = animation.displayList(atFrame: f, fitting: CGSize(width: width, height: height))
        do {
          let bitmap = try canvas.render(list, policy: animation.renderPolicy)
          try PNGEncoder.encode(bitmap).write(to: dir.appendingPathComponent("frame_\(frame).png"))
        } catch {
          failures.add("\(name) frame \(frame): \(error)")
        }
      }
    }
    for failure in failures.all { print("refused: \(failure)") }
  }
}

/// Thread-safe list of messages.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func add(_ s: String) {
    lock.lock()
    items.append(s)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
