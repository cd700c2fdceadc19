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
    let process = Process()
    process.executableURL = BezelRunner.executable
    process.arguments = [
      "render", "lottie", json, "--duration", "600", "--fps", "30", "--progress", "-o", "long.webp",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var text = ""
    let descriptor = errors.fileHandleForReading.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !text.contains("frame 1/") {
      // A blocking read; retried when a signal (SIGCHLD from another test) interrupts it.
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }  // the child ended early
      text += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    #expect(text.contains("long.webp: frame 1/18000"))
    // The temporary file exists while the export runs.
    #expect(scratch.contents.contains { $0.hasPrefix(".long.webp.bezel-") })
    kill(process.processIdentifier, signalNumber)
    let rest = errors.fileHandleForReading.readAllRetrying()
    process.waitUntilExit()
    text += String(decoding: rest, as: UTF8.self)
    #expect(process.terminationStatus == expectedStatus)
    #expect(text.contains("bezel: error: interrupted"))
    #expect(scratch.contents == ["dots.json"])
  }
}
