import Foundation
import Testing

@testable import BezelBench

/// The benchmark tells a peer that draws a different picture (no text, no 3D, nothing) from one
/// that draws the same, and leaves the first out of the ratios.
@MainActor
struct PictureSampleTests {
  /// A 4 × 2 picture shrinks to 2 × 1 by averaging each 2 × 2 block, channel by channel.
  @Test func shrinkingAveragesBlocks() {
    // ARGB words: the left block two opaque red and two clear pixels, the right all blue.
    let red: UInt32 = 0xFF_FF_00_00
    let blue: UInt32 = 0xFF_00_00_FF
    let words: [UInt32] = [red, 0, blue, blue, 0, red, blue, blue]
    let bytes = PictureSample.shrink(words, width: 4, height: 2, to: 2, 1)
    // RGBA: half red at half alpha (premultiplied, rounded up), then opaque blue.
    #expect(bytes == [128, 0, 0, 128, 0, 0, 255, 255])
  }

  @Test func framesSampledAreAQuarterHalfAndThreeQuartersThrough() {
    #expect(PictureSample.frames(count: 100) == [25, 50, 75])
    #expect(PictureSample.frames(count: 2) == [0, 1])
    #expect(PictureSample.frames(count: 1) == [0])
    #expect(PictureSample.frames(count: 0) == [0])
  }

  /// The worst frame counts; frames only one sample has are skipped, other sizes do not compare.
  @Test func differenceIsTheWorstCommonFrame() {
    let blank = sample(frames: [1, 2], fill: [0, 0])
    let half = sample(frames: [1, 2], fill: [0, 2])
    #expect(blank.difference(to: blank) == 0)
    #expect(blank.difference(to: half) == 0.5)
    // Frame 3 is not in `blank`: only frame 2 compares, where half the pixels differ.
    #expect(blank.difference(to: sample(frames: [2, 3], fill: [2, 4])) == 0.5)
    #expect(blank.difference(to: sample(frames: [5], fill: [4])) == nil)
    var wider = blank
    wider.width = 4
    #expect(blank.difference(to: wider) == nil)
  }

  /// A row where rlottie draws nothing: its note says so, its difference is in the JSON, and the
  /// ratio is to ThorVG alone, in the row and in the summary; rlottie's own column of the
  /// summary leaves the file out.
  @Test func aPeerDrawingADifferentPictureIsLeftOutOfTheRatios() throws {
    let drawn = sample(frames: [1], fill: [4])
    let nothing = sample(frames: [1], fill: [0])
    let result = LottieBenchmark.FileResult(
      file: "space",
      players: [
        .bezel: PlayerMeasurement(frames: 4, width: 2, height: 2, cpuMs: 6, picture: drawn),
        .rlottie: PlayerMeasurement(frames: 4, width: 2, height: 2, cpuMs: 1, picture: nothing),
        .thorvg: PlayerMeasurement(frames: 4, width: 2, height: 2, cpuMs: 4, picture: drawn),
      ])
    #expect(!LottieBenchmark.drawsSamePicture(result, .rlottie))
    #expect(LottieBenchmark.drawsSamePicture(result, .thorvg))
    #expect(LottieBenchmark.ratio(result, \.cpuMs) == 1.5)
    let note = try #require(LottieBenchmark.note(result))
    #expect(note.contains("rlottie draws a different picture (100.0 % of pixels differ)"))
    #expect(!note.contains("ThorVG"))
    let sections = LottieBenchmark.sections([result], threads: 2, notes: [])
    let row = try #require(sections[0].rows.first)
    let columns = sections[0].columns.map(\.id)
    func cell(_ id: String) -> BenchmarkValue? {
      columns.firstIndex(of: id).map { row[$0] }
    }
    #expect(cell("cpu_ratio") == .number(1.5, digits: 2))
    #expect(cell("rlottie_picture_difference") == .number(1, digits: 3))
    #expect(cell("thorvg_picture_difference") == .number(0, digits: 3))
    let summary = sections[1].rows
    // geometric mean row: vs faster peer 1.5, vs rlottie none, vs ThorVG 1.5.
    #expect(summary[0][2] == .number(1.5, digits: 2))
    #expect(isBlank(summary[0][3]))
    #expect(summary[0][4] == .number(1.5, digits: 2))
    #expect(sections[1].notes.joined().contains("Files where a peer was left out: 1."))
  }

  /// Under the threshold a peer still counts: a picture differing in 1 % of its pixels.
  @Test func aSmallDifferenceStillCountsAsTheSamePicture() {
    var pixels = [UInt8](repeating: 0, count: 100 * 4)
    let bezel = PictureSample(
      width: 10, height: 10, frames: [0], pictures: [Data(pixels).base64EncodedString()])
    pixels[3] = 255
    let peer = PictureSample(
      width: 10, height: 10, frames: [0], pictures: [Data(pixels).base64EncodedString()])
    let result = LottieBenchmark.FileResult(
      file: "edges",
      players: [
        .bezel: PlayerMeasurement(cpuMs: 2, picture: bezel),
        .rlottie: PlayerMeasurement(cpuMs: 1, picture: peer),
      ])
    #expect(LottieBenchmark.pictureDifference(result, .rlottie) == 0.01)
    #expect(LottieBenchmark.drawsSamePicture(result, .rlottie))
    #expect(LottieBenchmark.ratio(result, \.cpuMs) == 2)
    #expect(LottieBenchmark.note(result) == nil)
  }

  /// No number: missing, or NaN (a summary over no files).
  private func isBlank(_ value: BenchmarkValue) -> Bool {
    switch value {
    case .missing: return true
    case .number(let number, _): return !number.isFinite
    default: return false
    }
  }

  /// A 2 × 2 sample per frame whose first `fill` pixels are opaque white.
  private func sample(frames: [Int], fill: [Int]) -> PictureSample {
    let pictures = fill.map { count in
      var bytes = [UInt8](repeating: 0, count: 16)
      for i in 0..<(count * 4) { bytes[i] = 255 }
      return Data(bytes).base64EncodedString()
    }
    return PictureSample(width: 2, height: 2, frames: frames, pictures: pictures)
  }
}
