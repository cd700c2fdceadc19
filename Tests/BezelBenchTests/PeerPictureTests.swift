import Foundation
import Testing

@testable import BezelBench

/// The three players draw the same picture of the project's own animations, so the benchmark's
/// ratios compare equal work. A peer that is not installed is skipped with a message (`make
/// test` installs both: rlottie from Debian, ThorVG's wheel under `.build/peers`).
struct PeerPictureTests {
  static let rlottieInstalled = (try? RlottieLibrary.shared.get()) != nil
  static let thorvgInstalled = (try? ThorvgLibrary.shared.get()) != nil

  /// (file below the package, frame) pairs: the overlay's spinner mid-turn, the shapes fixture
  /// (fills, strokes, a gradient) at its start and middle, the trim fixture half-drawn.
  static let cases: [(String, Int)] = [
    ("Sources/BezelComponents/Resources/loading.json", 0),
    ("Sources/BezelComponents/Resources/loading.json", 37),
    ("Tests/BezelLottieTests/Fixtures/shapes.json", 0),
    ("Tests/BezelLottieTests/Fixtures/shapes.json", 15),
    ("Tests/BezelLottieTests/Fixtures/trim.json", 10),
  ]

  @Test(.enabled(if: rlottieInstalled, "rlottie is not installed (Debian: librlottie0-1)"))
  func rlottieDrawsWhatBezelDraws() throws {
    try compare(with: .rlottie)
  }

  @Test(
    .enabled(
      if: thorvgInstalled, "ThorVG is not installed (make peers, or set BEZEL_THORVG_LIB)"))
  func thorvgDrawsWhatBezelDraws() throws {
    try compare(with: .thorvg)
  }

  /// The benchmark's own judgement on real pictures: rlottie draws no glyphs, so on the text
  /// fixture it draws a different picture, while on the overlay's spinner both peers draw the
  /// same one (well under the threshold).
  @Test(
    .enabled(if: rlottieInstalled && thorvgInstalled, "rlottie or ThorVG is not installed"))
  func theBenchmarkTellsAPeerThatDrawsNoText() throws {
    let root = try #require(ProjectFiles.packageRoot())
    func difference(_ path: String, _ peer: PlayerKind) throws -> Double {
      let subject = try LottieSubject.load(root.appendingPathComponent(path), name: path).get()
      let bezel = try sample(.bezel, subject)
      return try #require(bezel.difference(to: try sample(peer, subject)), "\(path)")
    }
    let text = try difference("Tests/BezelLottieTests/Fixtures/text-fonts.json", .rlottie)
    #expect(text > PictureSample.sameFractionMax, "text-fonts: \(text)")
    for peer in PlayerKind.peers {
      let spinner = try difference("Sources/BezelComponents/Resources/loading.json", peer)
      #expect(spinner < PictureSample.sameFractionMax / 2, "loading vs \(peer.title): \(spinner)")
    }
  }

  private func sample(_ kind: PlayerKind, _ subject: LottieSubject) throws -> PictureSample {
    let player = try PlayerRun.makePlayer(kind, subject: subject, engineThreads: 0)
    let (width, height) = PlayerRun.fitted(player.naturalSize, side: 256)
    player.prepare(width: width, height: height)
    return PictureSample.take(
      player, width: width, height: height,
      frames: PictureSample.frames(count: player.frameCount))
  }

  private func compare(with peer: PlayerKind) throws {
    let root = try #require(ProjectFiles.packageRoot())
    for (path, frame) in Self.cases {
      let subject = try LottieSubject.load(root.appendingPathComponent(path), name: path).get()
      let bezel = try PlayerRun.picture(.bezel, subject: subject, frame: frame, side: 200)
      let other = try PlayerRun.picture(peer, subject: subject, frame: frame, side: 200)
      #expect(bezel.width == other.width && bezel.height == other.height)
      let a = bytes(bezel.words)
      let b = bytes(other.words)
      // Something is drawn: a blank picture on both sides would match trivially.
      #expect(a.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "\(path)")
      let difference = try #require(PixelDifference(a, b, threshold: 40))
      // Anti-aliasing differs along edges (measured: at most 0.02 % of the pixels); seven frames
      // off on the spinner already differ in 2.4 %.
      #expect(
        difference.fractionOver < 0.005,
        "\(path) frame \(frame): \(difference.fractionOver * 100) % of pixels differ by > 40 from \(peer.title)"
      )
    }
  }

  private func bytes(_ words: [UInt32]) -> [UInt8] {
    words.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }
}
