import BezelDrawing
import Foundation
import Testing

@testable import BezelExport

/// The MP4 path without a real ffmpeg: a stand-in script records its arguments and the raw
/// frames piped to it, so the piping, the frame format and the rate can be checked anywhere.
@Suite struct VideoEncoderTests {
  func fakeFFmpeg(in directory: TemporaryDirectory, exitStatus: Int = 0) throws -> String {
    let path = directory.file("ffmpeg")
    let script = """
      #!/bin/sh
      for last; do :; done
      echo "$@" > "\(directory.file("arguments.txt"))"
      cat > "$last"
      exit \(exitStatus)

      """
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  @Test func framesArePipedAsRawRGBOverBlack() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("out.mp4")
    let encoder = try VideoEncoder(
      path: output, width: 2, height: 1, fps: 30, ffmpeg: try fakeFFmpeg(in: directory))
    // Half-transparent red (premultiplied 128,0,0,128) over black is 128,0,0.
    let bitmap = try #require(
      Bitmap(width: 2, height: 1, premultipliedRGBA: [128, 0, 0, 128, 0, 0, 255, 255]))
    for index in 0..<3 { try encoder.write(try encoder.prepare(bitmap), index: index) }
    try encoder.finish()
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    #expect(bytes == Array(repeating: [128, 0, 0, 0, 0, 255], count: 3).flatMap { $0 })
    let arguments = try String(contentsOfFile: directory.file("arguments.txt"), encoding: .utf8)
    #expect(arguments.contains("-pix_fmt rgb24 -s 2x1 -framerate 30/1 -i pipe:0"))
  }

  @Test func aFailingFFmpegIsAnError() throws {
    let directory = try TemporaryDirectory()
    let encoder = try VideoEncoder(
      path: directory.file("out.mp4"), width: 1, height: 1, fps: 10,
      ffmpeg: try fakeFFmpeg(in: directory, exitStatus: 1))
    try encoder.write(.pixels([0, 0, 0]), index: 0)
    #expect(throws: ExportError.self) { try encoder.finish() }
  }

  @Test func ratesAreExactFractions() {
    #expect(VideoEncoder.rational(30) == "30/1")
    // The NTSC rate stays NTSC; a typed 29.97 is taken literally, as the schedule takes it.
    #expect(VideoEncoder.rational(30000.0 / 1001) == "30000/1001")
    #expect(VideoEncoder.rational(29.97) == "29970/1000")
    #expect(VideoEncoder.rational(12.5) == "12500/1000")
  }
}
