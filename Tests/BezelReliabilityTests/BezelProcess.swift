import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `bezel` executable, which sits next to the test bundle.
struct BezelProcess {
  static var executable: URL? {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("bezel")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  struct Outcome {
    var status: Int32
    var stderr: String
  }

  /// Runs `bezel arguments…` in `directory` to the end.
  static func run(_ arguments: [String], in directory: String) throws -> Outcome {
    let process = try start(arguments, in: directory)
    let text = readAll(process.errors)
    process.process.waitUntilExit()
    return Outcome(status: process.process.terminationStatus, stderr: text)
  }

  /// Starts `bezel arguments…` with standard error piped.
  static func start(_ arguments: [String], in directory: String) throws -> (
    process: Process, errors: Int32
  ) {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return (process, errors.fileHandleForReading.fileDescriptor)
  }

  /// Reads from `descriptor` until `marker` has been seen or the stream ends.
  static func read(_ descriptor: Int32, until marker: String?) -> String {
    var text = ""
    var buffer = [UInt8](repeating: 0, count: 4096)
    while marker.map({ !text.contains($0) }) ?? true {
      // Retried when a signal (SIGCHLD from another test's child) interrupts the read.
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      text += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    return text
  }

  static func readAll(_ descriptor: Int32) -> String { read(descriptor, until: nil) }
}

/// A temporary directory, removed when the value is released.
final class ScratchDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "bezel-reliability-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }
}
