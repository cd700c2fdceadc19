import Foundation

/// Reads a video's first stream and container back with `ffprobe`, when it is installed.
public enum FFprobe {
  /// The `ffprobe` executable on `PATH`, or `nil` (tests then skip with a message).
  public static var path: String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return directories.map { "\($0)/ffprobe" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// `key=value` pairs of the first video stream and the format (`format.duration`…), with
  /// the frames counted by decoding (`nb_read_frames`).
  public static func probe(_ file: String) throws -> [String: String] {
    guard let path else { throw ProbeError("ffprobe is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_streams", "-show_format",
      "-of", "flat", file,
    ]
    // A file, not a pipe: Foundation's pipe readers trap when a signal interrupts them.
    let outputPath = NSTemporaryDirectory() + "bezel-ffprobe-" + UUID().uuidString
    guard FileManager.default.createFile(atPath: outputPath, contents: nil),
      let output = FileHandle(forWritingAtPath: outputPath)
    else { throw ProbeError("cannot create a temporary file") }
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try? output.close()
    let data = FileManager.default.contents(atPath: outputPath) ?? Data()
    guard process.terminationStatus == 0 else {
      throw ProbeError("ffprobe cannot read \(file) (status \(process.terminationStatus))")
    }
    var values: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].replacingOccurrences(of: "streams.stream.0.", with: "")
      values[key] = line[line.index(after: equals)...].trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    }
    return values
  }
}
