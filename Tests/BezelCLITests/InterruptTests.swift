import Foundation
import Testing

@testable import BezelCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// A long export interrupted by SIGINT or SIGTERM removes its temporary file and exits with
/// 128 + the signal number. The test waits for the export's first progress line (forced with
/// `--progress` because standard error is a pipe), never for a length of time.
@Suite struct InterruptTests {
  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalLeavesNoFile(signalNumber: Int32, expectedStatus: Int32) throws {
    let scratch = try Scratch()
    let json = try scratch.write(DemoAnimation.json, to: "dots.json")
    var bezel = try RunningBezel(
      [
        "render", "lottie", json, "--duration", "600", "--fps", "30", "--progress", "-o",
        "long.webp",
      ],
      in: scratch.path)
    bezel.read(until: "frame 1/")
    #expect(bezel.text.contains("long.webp: frame 1/18000"))
    // The temporary file exists while the export runs.
    #expect(scratch.contents.contains { $0.hasPrefix(".long.webp.bezel-") })
    #expect(bezel.interrupt(with: signalNumber) == expectedStatus)
    #expect(bezel.text.contains("bezel: error: interrupted"))
    #expect(scratch.contents == ["dots.json"])
  }

  /// A frame can take longer to draw than anyone waits (a hostile file asks for seconds of
  /// rasterising per frame), so a signal does not wait for it past a grace period: the
  /// unfinished output is removed and the process exits with the signal's status. The grace
  /// is set to 0 here, so the forced exit is what happens, whatever the machine's speed.
  @Test func aSignalDoesNotWaitForASlowFrame() throws {
    let scratch = try Scratch()
    let json = try scratch.write(DemoAnimation.json, to: "dots.json")
    var bezel = try RunningBezel(
      [
        "render", "lottie", json, "--duration", "600", "--fps", "30", "--progress", "-o",
        "long.webp",
      ],
      in: scratch.path, environment: ["BEZEL_SIGNAL_GRACE_SECONDS": "0"])
    bezel.read(until: "frame 1/")
    #expect(scratch.contents.contains { $0.hasPrefix(".long.webp.bezel-") })
    #expect(bezel.interrupt(with: SIGTERM) == 143)
    #expect(bezel.text.contains("bezel: error: interrupted in the middle of a frame"))
    #expect(scratch.contents == ["dots.json"])
  }
}
