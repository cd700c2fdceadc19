import BezelMediaProbe
import BezelRaster
import Foundation
import Testing

@testable import BezelCommandLine

/// Runs the `bezel` binary and reads every format back with an independent decoder.
@Suite struct EndToEndFormatTests {
  @Test func ringWebpHasSixtyFramesOverTwoSeconds() throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(
      ["render", "ring", "--duration", "2", "--fps", "30", "-o", "ring.webp"], in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)  // piped: no progress bar
    let info = try WebPProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: scratch.file("ring.webp"))))
    #expect(info.width == 300 && info.height == 300)
    #expect(info.frameCount == 60)
    #expect(abs(info.totalDuration - 2) < 1e-9)
    #expect(scratch.contents == ["ring.webp"])
  }

  @Test func webpIsCheckedByWebpmuxToo() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/webpmux") else { return }
    let scratch = try Scratch()
    let result = try BezelRunner.run(
      ["render", "meeting-timer", "--duration", "1", "--fps", "12", "-o", "t.webp"],
      in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/webpmux")
    process.arguments = ["-info", scratch.file("t.webp")]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readAllRetrying(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.contains("Canvas size: 300 x 300"))
    #expect(text.contains("Number of frames: 12"))
  }

  @Test func gifDelaysAddUpToTwoSeconds() throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(
      ["render", "meeting-timer", "--duration", "2", "--fps", "30", "-o", "timer.gif"],
      in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let (width, height, frames) = try GIFProbe.frames(path: scratch.file("timer.gif"))
    #expect(width == 300 && height == 300)
    #expect(frames.count == 60)
    #expect(frames.map(\.delayCentiseconds).reduce(0, +) == 200)
  }

  @Test func lottieApngHasItsChunksInOrder() throws {
    let scratch = try Scratch()
    let json = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      ["render", "lottie", json, "--duration", "1", "--fps", "24", "-o", "dots.apng"],
      in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let info = try APNGProbe.probe(
      Data(contentsOf: URL(fileURLWithPath: scratch.file("dots.apng"))))
    #expect(info.width == 240 && info.height == 120)
    #expect(info.frameCount == 24)
    #expect(info.frameDurations.allSatisfy { abs($0 - 1.0 / 24) < 1e-12 })
    #expect(abs(info.totalDuration - 1) < 1e-9)
  }

  @Test func lottieDefaultsToTheFilesOwnLengthAndRate() throws {
    let scratch = try Scratch()
    let json = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      ["render", "lottie", json, "--size", "120x120", "-o", "dots.gif"], in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let (width, height, frames) = try GIFProbe.frames(path: scratch.file("dots.gif"))
    // 45 frames at 30 fps, fitted into 120×120 keeping the 2:1 aspect (letterboxed).
    #expect(width == 120 && height == 120)
    #expect(frames.count == 45)
    #expect(frames.map(\.delayCentiseconds).reduce(0, +) == 150)
  }

  @Test func stillPngHasTheScaledSize() throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(
      ["render", "focus", "--size", "120x80", "--scale", "2", "--at", "0.5", "-o", "f.png"],
      in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let bitmap = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: scratch.file("f.png")))
    #expect(bitmap.width == 240 && bitmap.height == 160)
  }

  @Test func lottieFrameNumberPicksAFrame() throws {
    let scratch = try Scratch()
    let json = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(
      ["render", "lottie", json, "--frame", "11", "--background", "white", "-o", "f.png"],
      in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let bitmap = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: scratch.file("f.png")))
    #expect(bitmap.width == 240 && bitmap.height == 120)
    // Frame 11 is the first dot's peak: its centre (72, 38) is red, its rest position is not.
    let top = bitmap.color(x: 72, y: 38)
    #expect(top.red > 0.8 && top.green < 0.5)
    let rest = bitmap.color(x: 72, y: 78)
    #expect(rest.green > 0.9)
  }

  @Test func aDirectoryGetsAPngSequence() throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(
      ["render", "ring", "--size", "64x64", "--duration", "0.5", "--fps", "10", "-o", "frames/"],
      in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("frames")).sorted()
    #expect(
      names == [
        "frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_0003.png",
        "frame_0004.png",
      ])
  }

  @Test func mp4NeedsFfmpeg() throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(
      ["render", "ring", "--duration", "1", "--size", "64x64", "-o", "r.mp4"], in: scratch.path)
    let hasFfmpeg = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
    if hasFfmpeg {
      #expect(result.status == 0, "\(result.stderr)")
      #expect(scratch.contents == ["r.mp4"])
    } else {
      #expect(result.status == 73)
      #expect(result.stderr.hasPrefix("bezel: error: "))
      #expect(result.stderr.contains("ffmpeg"))
      #expect(scratch.contents.isEmpty)
    }
  }

  @Test func lossyWebpTakesAQuality() throws {
    let scratch = try Scratch()
    let lossless = try BezelRunner.run(
      ["render", "ring", "--duration", "0.5", "-o", "a.webp"], in: scratch.path)
    let lossy = try BezelRunner.run(
      ["render", "ring", "--duration", "0.5", "--quality", "30", "-o", "b.webp"], in: scratch.path)
    #expect(lossless.status == 0 && lossy.status == 0)
    let a = try FileManager.default.attributesOfItem(atPath: scratch.file("a.webp"))[.size] as? Int
    let b = try FileManager.default.attributesOfItem(atPath: scratch.file("b.webp"))[.size] as? Int
    #expect((b ?? .max) < (a ?? 0))
    let info = try WebPProbe.probe(Data(contentsOf: URL(fileURLWithPath: scratch.file("b.webp"))))
    #expect(info.frameCount == 15)
  }
}
