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
