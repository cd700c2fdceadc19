import Foundation

/// Checks input paths before they are read, for exit status 66 with a clear message.
enum InputFile {
  static func check(_ path: String, option: String? = nil) throws(CommandError) {
    let prefix = option.map { "--\($0): " } ?? ""
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(.noInput, "\(prefix)no such file '\(path)'")
    }
    guard !isDirectory.boolValue else {
      throw CommandError(.noInput, "\(prefix)'\(path)' is a directory, not a file")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CommandError(.noInput, "\(prefix)cannot read '\(path)' (permission denied)")
    }
  }

  /// The file's bytes, or exit status 66.
  static func read(_ path: String, option: String? = nil) throws(CommandError) -> Data {
    try check(path, option: option)
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let prefix = option.map { "--\($0): " } ?? ""
      throw CommandError(.noInput, "\(prefix)cannot read '\(path)': \(error.localizedDescription)")
    }
  }
}
