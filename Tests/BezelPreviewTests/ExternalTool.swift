import Foundation

/// Runs the command-line tools the end-to-end test drives (`xvfb-run`, `xdotool`, `import`),
/// always with a deadline: a tool that hangs is killed and reported, never waited on forever.
enum ExternalTool {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The absolute path of `name` on `PATH`, or `nil` when it is not installed.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `name` with `arguments` to completion and returns its standard output; throws when it
  /// is missing, fails, or is still running after `timeout` seconds.
  @discardableResult
  static func run(
    _ name: String, _ arguments: [String], environment: [String: String] = [:],
    timeout: Double = 20
  ) throws -> Data {
    guard let executable = find(name) else {
      throw Failure(description: "\(name) is not installed")
    }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-preview-tool-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    guard waitForExit(process, timeout: timeout) else {
      process.terminate()
      _ = waitForExit(process, timeout: 2)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      throw Failure(
        description: "\(name) \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(
        description:
          "\(name) \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)"
      )
    }
    return (try? Data(contentsOf: output)) ?? Data()
  }

  /// Waits for `process` to end, polling its state; returns false when `timeout` passes first.
  static func waitForExit(_ process: Process, timeout: Double) -> Bool {
    poll(timeout: timeout) { !process.isRunning }
  }

  /// Checks `condition` until it holds or `timeout` seconds pass; returns whether it held.
  static func poll(timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if try condition() { return true }
      // Yields the core between checks of an outside process's state; nothing waits on time.
      usleep(20_000)
    }
    return try condition()
  }
}
