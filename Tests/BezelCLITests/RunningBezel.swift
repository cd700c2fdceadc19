import Foundation

/// A `bezel` process started in the background, its standard error read until a line of its
/// progress shows, so a test can signal it at a known point — never after a length of time.
struct RunningBezel {
  let process: Process
  let errors: Pipe
  /// Standard error read so far.
  var text = ""

  /// Starts `bezel arguments` in `directory` with standard output discarded, with `extra`
  /// added to this process's environment.
  init(_ arguments: [String], in directory: String, environment extra: [String: String] = [:])
    throws
  {
    process = Process()
    process.executableURL = BezelRunner.executable
    process.arguments = arguments
    if !extra.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
  }

  /// Reads standard error until it contains `marker`, or the process closes it.
  mutating func read(until marker: String) {
    let descriptor = errors.fileHandleForReading.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !text.contains(marker) {
      // A blocking read; retried when a signal (SIGCHLD from another test) interrupts it.
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }  // the child ended early
      text += String(decoding: buffer[0..<count], as: UTF8.self)
    }
  }

  /// Sends `signalNumber`, reads the rest of standard error and waits for the exit status.
  mutating func interrupt(with signalNumber: Int32) -> Int32 {
    kill(process.processIdentifier, signalNumber)
    text += String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus
  }
}
