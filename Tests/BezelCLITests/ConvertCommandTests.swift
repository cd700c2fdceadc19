import BezelConvert
import BezelMediaProbe
import BezelTestSupport
import Foundation
import Testing

@testable import BezelCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// `bezel convert` end to end: the built executable on the project's own animations and
/// hostile files, its outputs read back by independent decoders.
@Suite struct ConvertCommandTests {
  func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  /// A scratch folder holding the given subfolders.
  func scratch(folders: [String]) throws -> Scratch {
    let scratch = try Scratch()
    for folder in folders {
      try FileManager.default.createDirectory(
        atPath: scratch.file(folder), withIntermediateDirectories: true)
    }
    return scratch
  }

  @Test func hostileFilesFailAloneAndTheBatchExits65() throws {
    let scratch = try scratch(folders: ["in"])
    _ = try scratch.write(DemoAnimation.json, to: "in/dots.json")
    _ = try scratch.write(TestAnimation.json(frames: 8), to: "in/slide.json")
    _ = try scratch.write(TestAnimation.truncated, to: "in/truncated.json")
    _ = try scratch.write(TestAnimation.cycle, to: "in/cycle.json")
    _ = try scratch.write(TestAnimation.drawingBomb, to: "in/bomb.json")
    let result = try BezelRunner.run(
      ["convert", "in", "missing.json", "--out-dir", "out", "--format", "gif", "-j", "2"],
      in: scratch.path)
    #expect(result.status == 65)
    let summary = lines(result.stdout)
    #expect(summary.first?.hasPrefix("converted 2, skipped 0, failed 4 of 6 in ") == true)
    #expect(
      summary.contains {
        $0.hasPrefix("  failed  in/truncated.json: not a playable Lottie file: malformed JSON")
      })
    #expect(
      summary.contains {
        $0.hasPrefix("  failed  in/cycle.json: not a playable Lottie file: precomposition cycle")
      })
    #expect(
      summary.contains {
        $0.hasPrefix("  failed  in/bomb.json: not a playable Lottie file: limit exceeded")
      })
    #expect(summary.contains("  failed  missing.json: no such file or directory"))
    #expect(result.stderr == "bezel: error: 4 of 6 inputs failed (listed above)\n")
    let outputs = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).sorted()
    #expect(outputs == ["dots.gif", "slide.gif"])
    // The demo's dots: 240×120 points, 1.5 s at 30 fps.
    let dots = try GIFProbe.probe(path: scratch.file("out/dots.gif"))
    #expect(dots.width == 240 && dots.height == 120 && dots.frameCount == 45)
    #expect(abs(dots.totalDuration - 1.5) < 0.011)
  }

  @Test(arguments: ["webp", "apng", "png", "gif"])
  func eachFormatIsReadBackByAnIndependentDecoder(format: String) throws {
    let scratch = try Scratch()
    _ = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      [
        "convert", "dots.json", "--out-dir", "out", "--format", format, "--size", "120",
        "--fps", "10",
      ], in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let data = try Data(contentsOf: URL(fileURLWithPath: scratch.file("out/dots.\(format)")))
    let info: AnimationInfo
    switch format {
    case "webp": info = try WebPProbe.probe(data)
    case "gif": info = try GIFProbe.probe(path: scratch.file("out/dots.gif"))
    default: info = try APNGProbe.probe(data)
    }
    // The longer side fitted to 120 points; 1.5 s at 10 fps is 15 frames (one for png).
    #expect(info.width == 120 && info.height == 60)
    #expect(info.frameCount == (format == "png" ? 1 : 15))
  }

  @Test(arguments: ["mp4", "webm"])
  func videoIsReadBackByFFprobe(format: String) throws {
    guard FFprobe.path != nil else {
      print("skipped: ffprobe (ffmpeg) is not installed; 'make test' installs it")
      return
    }
    let scratch = try Scratch()
    _ = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      ["convert", "dots.json", "--out-dir", "out", "--format", format], in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let video = try FFprobe.probe(scratch.file("out/dots.\(format)"))
    #expect(video["codec_name"] == (format == "mp4" ? "h264" : "vp9"))
    #expect(video["width"] == "240" && video["height"] == "120")
    #expect(video["nb_read_frames"] == "45")
    #expect(abs((Double(video["format.duration"] ?? "") ?? 0) - 1.5) < 0.05)
    if format == "webm" { #expect(video["tags.alpha_mode"] == "1") }
  }

  @Test func videoWithoutFFmpegFailsUpFrontWith73() throws {
    let scratch = try Scratch()
    _ = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      ["convert", "dots.json", "--out-dir", "out", "--format", "webm"], in: scratch.path,
      environment: ["PATH": scratch.path])
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("bezel: error: WebM output needs ffmpeg, which is not on PATH"))
    #expect(scratch.contents == ["dots.json"])
  }

  @Test func anInterruptedBatchResumesWhereItStopped() throws {
    let scratch = try scratch(folders: ["in"])
    _ = try scratch.write(TestAnimation.json(frames: 4), to: "in/a.json")
    _ = try scratch.write(TestAnimation.json(frames: 4), to: "in/b.json")
    _ = try scratch.write(TestAnimation.json(fps: 60, frames: 240_000), to: "in/z-long.json")
    var bezel = try RunningBezel(
      ["convert", "in", "--out-dir", "out", "--format", "webp", "-j", "1", "--progress"],
      in: scratch.path)
    // With one worker, the long file starts only after the two short ones are written.
    bezel.read(until: "converting in/z-long.json (3 of 3)")
    #expect(bezel.text.contains("converting in/z-long.json (3 of 3)"))
    #expect(bezel.interrupt(with: SIGINT) == 130)
    #expect(bezel.text.contains("bezel: error: interrupted; 2 finished outputs kept"))
    // Only finished files: no temporary file of the long one is left behind.
    let outputs = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).sorted()
    #expect(outputs == ["a.webp", "b.webp"])
    for name in outputs {
      let info = try WebPProbe.probe(
        Data(contentsOf: URL(fileURLWithPath: scratch.file("out/" + name))))
      #expect(info.frameCount == 4)
    }
    // The next run skips what is done; the time limit stops the long file this time.
    let again = try BezelRunner.run(
      ["convert", "in", "--out-dir", "out", "--format", "webp", "--timeout", "0.5"],
      in: scratch.path)
    #expect(again.status == 65)
    #expect(lines(again.stdout).first?.hasPrefix("converted 0, skipped 2, failed 1 of 3") == true)
    #expect(again.stdout.contains("in/z-long.json: stopped after the time limit of 0.5 s"))
    let forced = try BezelRunner.run(
      ["convert", "in/a.json", "--out-dir", "out", "--format", "webp", "--force"], in: scratch.path)
    #expect(forced.status == 0)
    #expect(lines(forced.stdout).first?.hasPrefix("converted 1, skipped 0, failed 0 of 1") == true)
  }

  @Test func outputsStayInsideTheOutputDirectory() throws {
    let scratch = try scratch(folders: ["one", "two"])
    _ = try scratch.write(TestAnimation.json(frames: 2), to: "one/a.json")
    _ = try scratch.write(TestAnimation.json(frames: 2), to: "two/a.json")
    _ = try scratch.write(TestAnimation.json(frames: 2), to: "secret.json")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.file("two/leak.json"), withDestinationPath: scratch.file("secret.json"))
    let result = try BezelRunner.run(
      ["convert", "one", "two", "one/../one/a.json", "--out-dir", "out", "--format", "png"],
      in: scratch.path)
    #expect(result.status == 65)
    #expect(
      result.stdout.contains(
        "  note    two/a.json: written as a-2.png: another input also maps to a.png"))
    #expect(result.stdout.contains("  failed  two/leak.json: a symbolic link to '"))
    let outputs = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).sorted()
    #expect(outputs == ["a-2.png", "a.png"])
    #expect(scratch.contents == ["one", "out", "secret.json", "two"])
  }

  @Test func theTelegramPresetWritesAStickerTelegramAccepts() throws {
    guard FFprobe.path != nil else {
      print("skipped: ffprobe (ffmpeg) is not installed; 'make test' installs it")
      return
    }
    let scratch = try Scratch()
    _ = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      ["convert", "dots.json", "--out-dir", "out", "--preset", "telegram-sticker"], in: scratch.path
    )
    #expect(result.status == 0, "\(result.stderr)")
    let path = scratch.file("out/dots.webm")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size <= 256 * 1024)
    let video = try FFprobe.probe(path)
    #expect(video["codec_name"] == "vp9" && video["tags.alpha_mode"] == "1")
    #expect(video["width"] == "512" && video["height"] == "256")
    #expect(video["r_frame_rate"] == "30/1")
    #expect((Double(video["format.duration"] ?? "") ?? 99) <= 3)
  }

  @Test(arguments: [
    (["in.json", "--format", "gif"], "missing --out-dir DIR"),
    (
      ["in.json", "--out-dir", "o"], "missing --format: one of webp, gif, apng, mp4, webm, png, tgs"
    ),
    (["in.json", "--out-dir", "o", "--format", "avi"], "--format: unknown format 'avi'"),
    (
      ["in.json", "--out-dir", "o", "--format", "gif", "--quality", "50"],
      "--quality is only for webp and webm"
    ),
    (
      ["in.json", "--out-dir", "o", "--format", "tgs", "--size", "64"],
      "--size does not apply to tgs"
    ),
    (["in.json", "--out-dir", "o", "--format", "gif", "-j", "0"], "--jobs: 0 is out of range"),
    (
      ["in.json", "--out-dir", "o", "--preset", "telegram-sticker", "--format", "gif"],
      "--preset telegram-sticker writes webm"
    ),
    (["--out-dir", "o", "--format", "gif"], "missing INPUT"),
  ])
  @MainActor
  func usageErrorsExit64(arguments: [String], message: String) {
    let (captured, console) = capture()
    let status = BezelCommand.run(["convert"] + arguments, console: console)
    #expect(status == 64)
    #expect(captured.error.hasPrefix("bezel: error: " + message), "\(captured.error)")
  }

  @MainActor
  @Test func helpListsConvert() {
    let (main, console) = capture()
    #expect(BezelCommand.run(["--help"], console: console) == 0)
    #expect(main.out.contains("bezel convert INPUT... --out-dir DIR --format FORMAT"))
    let (command, commandConsole) = capture()
    #expect(BezelCommand.run(["convert", "--help"], console: commandConsole) == 0)
    #expect(command.out.contains("--preset telegram-sticker"))
  }

  func capture() -> (Captured, Console) {
    let captured = Captured()
    let console = Console(
      isTerminal: false, out: { captured.append(out: $0) }, error: { captured.append(error: $0) })
    return (captured, console)
  }
}

/// The batch progress line a terminal shows.
@Suite struct BatchProgressLineTests {
  @Test func theLineShowsFilesTheCurrentFileAndTimeLeft() {
    let progress = BatchProgress(
      completedFiles: 3, totalFiles: 10, currentFiles: ["in/cat.json", "in/dog.json"],
      fraction: 0.25, elapsed: 30)
    // A quarter done in 30 s: 90 s left.
    #expect(
      BatchProgressBar.line(progress, width: 8)
        == "[3/10] ██░░░░░░  25% cat.json +1  1:30 left")
  }

  @Test func noEstimateBeforeThereIsAPace() {
    let progress = BatchProgress(
      completedFiles: 0, totalFiles: 4, currentFiles: [], fraction: 0, elapsed: 0.1)
    #expect(BatchProgressBar.line(progress, width: 4) == "[0/4] ░░░░   0%")
  }
}
