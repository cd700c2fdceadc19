import BezelExport
import BezelMediaProbe
import BezelTestSupport
import Foundation
import Testing

@testable import BezelConvert

/// Telegram's two sticker kinds, checked on the written files with independent readers: `.tgs`
/// (zlib's gunzip, Foundation's JSON) and the video sticker (ffprobe, when installed).
@Suite struct TelegramStickerTests {
  func convert(
    _ inputs: [String], in workspace: Workspace, _ configure: (inout ConversionOptions) -> Void
  ) throws -> ConversionReport {
    var options = ConversionOptions(format: .webm)
    options.preset = .telegramSticker
    configure(&options)
    let converter = BatchConverter(options: options)
    try converter.prepare(outputDirectory: workspace.file("out"))
    return converter.run(
      ConversionPlan(
        inputs: inputs, outputDirectory: workspace.file("out"), format: options.format,
        recursive: false))
  }

  @Test func tgsIsTheMinifiedJSONGzippedAndMarked() throws {
    let workspace = try Workspace()
    let input = try workspace.write(
      TestAnimation.json(width: 512, height: 512, fps: 60, frames: 120), to: "sticker.json")
    let report = try convert([input], in: workspace) { $0.format = .tgs }
    #expect(report.succeeded)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: workspace.file("out/sticker.tgs")))
    #expect(bytes.count <= 64 * 1024 && bytes.starts(with: [0x1F, 0x8B]))
    let json = try GzipProbe.decompress(bytes)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["tgs"] as? Int == 1)
    #expect(object["w"] as? Int == 512 && object["h"] as? Int == 512)
    #expect(object["fr"] as? Int == 60 && object["op"] as? Int == 120)
    // Minified: the whitespace of the source is gone, its tokens are untouched.
    #expect(!json.contains(UInt8(ascii: "\n")))
    #expect(String(decoding: json, as: UTF8.self).hasPrefix(#"{"tgs":1,"v":"5.7.0","nm":"slide""#))
  }

  @Test func tgsLimitsAreReportedTogether() throws {
    let workspace = try Workspace()
    let wrong = try workspace.write(
      TestAnimation.json(width: 600, height: 400, fps: 90, frames: 360), to: "wrong.json")
    let report = try convert([wrong], in: workspace) { $0.format = .tgs }
    #expect(
      report.failed.map(\.failure) == [
        "not a Telegram sticker: the canvas is 600×400, not 512×512; 90 fps is more than 60; "
          + "it lasts 4 s, more than 3"
      ])
    #expect(workspace.tree("out").isEmpty)
  }

  @Test func aTgsOverSixtyFourKilobytesIsRefused() throws {
    let workspace = try Workspace()
    // Names of random letters do not compress: about 100 KB gzipped.
    var generator = SeededGenerator(seed: 16)
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let noise = String((0..<140_000).map { _ in letters.randomElement(using: &generator)! })
    let json = TestAnimation.json(width: 512, height: 512, fps: 30, frames: 30, name: noise)
    let input = try workspace.write(json, to: "big.json")
    let report = try convert([input], in: workspace) { $0.format = .tgs }
    let reason = try #require(report.failed.first?.failure)
    #expect(
      reason.hasPrefix("not a Telegram sticker: ")
        && reason.hasSuffix("KB gzipped, more than 64 KB"))
    #expect(workspace.tree("out").isEmpty)
  }

  @Test func aVideoStickerMeetsTelegramsLimits() throws {
    guard FFprobe.path != nil, Exporter.ffmpegAvailable else {
      print("skipped: ffmpeg and ffprobe are needed to write and read WebM")
      return
    }
    let workspace = try Workspace()
    // 4 s at 60 fps, 300×200: the sticker keeps 3 s at 30 fps, 512×341.
    let input = try workspace.write(
      TestAnimation.json(width: 300, height: 200, fps: 60, frames: 240), to: "wide.json")
    let report = try convert([input], in: workspace) { _ in }
    #expect(report.succeeded)
    #expect(
      report.results.first?.notes == [
        "kept the first 3 s of 4 s (a sticker lasts at most 3 s)"
      ])
    let path = workspace.file("out/wide.webm")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size <= 256 * 1024)
    let video = try FFprobe.probe(path)
    #expect(video["codec_name"] == "vp9")
    #expect(video["tags.alpha_mode"] == "1")
    #expect(video["width"] == "512" && video["height"] == "341")
    #expect(video["r_frame_rate"] == "30/1")
    #expect(video["nb_read_frames"] == "90")
    #expect(abs((Double(video["format.duration"] ?? "") ?? 0) - 3) < 0.05)
    #expect(video["format.format_name"]?.contains("webm") == true)
  }

  @Test func theQualityIsLoweredUntilTheStickerFitsOrTheFileIsReported() throws {
    guard Exporter.ffmpegAvailable else {
      print("skipped: ffmpeg is needed to write WebM")
      return
    }
    let workspace = try Workspace()
    // Three frames keep the VP9 encodes quick; the preset makes them 512×512.
    let input = try workspace.write(TestAnimation.json(frames: 3), to: "s.json")
    // At the best quality, then at the lowest: the sizes to put a limit between.
    let best = try convert([input], in: workspace) { $0.quality = 100 }
    let worst = try convert([input], in: workspace) {
      $0.quality = 0
      $0.force = true
    }
    let large = try #require(best.converted.first?.byteCount)
    let small = try #require(worst.converted.first?.byteCount)
    try #require(small < large - 1024)
    let fits = try convert([input], in: workspace) {
      $0.quality = 100
      $0.force = true
      $0.stickerByteLimit = (small / 1024 + 1) * 1024
    }
    let note = try #require(fits.converted.first?.notes.first)
    #expect(note.hasPrefix("quality lowered to "))
    #expect(fits.converted.first.map { $0.byteCount <= (small / 1024 + 1) * 1024 } == true)
    let cannot = try convert([input], in: workspace) {
      $0.quality = 0
      $0.force = true
      $0.stickerByteLimit = 0
    }
    #expect(
      cannot.failed.first?.failure?.hasPrefix(
        "does not fit a Telegram sticker's 0 KB even at quality 0") == true)
    // The file that fitted earlier is left as it was; no trial file remains.
    #expect(workspace.tree("out") == ["s.webm"])
  }
}
