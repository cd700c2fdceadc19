import Foundation

/// Runs the built `bezel` executable (it sits next to the test bundle in the build products
/// directory) and collects its output.
struct BezelRunner {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var executable: URL {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
    // On macOS the test binary is inside BezelPackageTests.xctest/Contents/MacOS.
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("bezel").path),
      directory.pathComponents.count > 1
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("bezel")
  }

  /// Runs `bezel arguments…` in `directory` (with `environment` added to this process's) and
  /// waits for it.
  static func run(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    // Standard error goes to a file, not a second pipe: a child that fills the stderr pipe
    // (a sanitizer's report) while the test drains stdout would otherwise never finish.
    let errPath = NSTemporaryDirectory() + "bezel-cli-stderr-" + UUID().uuidString
    guard FileManager.default.createFile(atPath: errPath, contents: nil),
      let err = FileHandle(forWritingAtPath: errPath)
    else { throw CocoaError(.fileWriteUnknown) }
    defer { try? FileManager.default.removeItem(atPath: errPath) }
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readAllRetrying()
    process.waitUntilExit()
    try? err.close()
    let errData = FileManager.default.contents(atPath: errPath) ?? Data()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// A temporary directory removed when the test ends.
final class Scratch {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "bezel-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { path + "/" + name }

  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func write(_ text: String, to name: String) throws -> String {
    let target = file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: target))
    return target
  }
}

#if canImport(Glibc)
  import Glibc
#endif

extension FileHandle {
  /// Everything until end of file, retrying reads a signal interrupts (Foundation's own
  /// readers trap on EINTR, and tests that run children receive SIGCHLD).
  func readAllRetrying() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }
}
