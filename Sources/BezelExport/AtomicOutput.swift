import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output that is written under a temporary name next to its destination and renamed into
/// place only when complete, so a failed or interrupted export never leaves a partial file.
///
/// ```swift
/// let output = try AtomicOutput(path: "out.webp", isDirectory: false)
/// try data.write(to: URL(fileURLWithPath: output.temporaryPath))
/// try output.commit()   // or output.discard()
/// ```
public final class AtomicOutput: Sendable {
  /// Where the finished output goes.
  public let path: String
  /// Where it is written meanwhile (a file or a directory in the same directory as `path`).
  public let temporaryPath: String
  public let isDirectory: Bool

  /// Creates the temporary file or directory; throws `cannotWrite` when the destination's
  /// directory does not exist or is not writable.
  public init(path: String, isDirectory: Bool) throws(ExportError) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let normalized = url.path
    let parent = url.deletingLastPathComponent().path
    var parentIsDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory),
      parentIsDirectory.boolValue
    else { throw .cannotWrite(path: path, reason: "the directory '\(parent)' does not exist") }
    if !isDirectory {
      var existingIsDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: normalized, isDirectory: &existingIsDirectory),
        existingIsDirectory.boolValue
      {
        throw .cannotWrite(path: path, reason: "it is a directory")
      }
    }
    let name = url.lastPathComponent
    let random = UInt32.random(in: 0...UInt32.max)
    let temporary = "\(parent)/.\(name).bezel-\(getpid())-\(String(random, radix: 16)).tmp"
    if isDirectory {
      guard mkdir(temporary, 0o777) == 0 else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
    } else {
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
      guard fd >= 0 else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
      close(fd)
    }
    self.path = normalized
    self.temporaryPath = temporary
    self.isDirectory = isDirectory
    PendingOutputs.add(temporary, isDirectory: isDirectory)
  }

  /// Moves the finished output into place, replacing an earlier file (or an earlier PNG
  /// sequence: a directory holding nothing but `frame_*.png` files).
  public func commit() throws(ExportError) {
    defer { PendingOutputs.remove(temporaryPath) }
    if isDirectory {
      try commitDirectory()
    } else if rename(temporaryPath, path) != 0 {
      let reason = String(cString: strerror(errno))
      discard()
      throw .cannotWrite(path: path, reason: reason)
    }
  }

  private func commitDirectory() throws(ExportError) {
    var existingIsDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &existingIsDirectory)
    if !exists {
      guard rename(temporaryPath, path) == 0 else {
        let reason = String(cString: strerror(errno))
        discard()
        throw .cannotWrite(path: path, reason: reason)
      }
      return
    }
    guard existingIsDirectory.boolValue else {
      discard()
      throw .cannotWrite(path: path, reason: "a file with that name exists")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    guard contents.allSatisfy({ $0.hasPrefix("frame_") && $0.hasSuffix(".png") }) else {
      discard()
      throw .cannotWrite(
        path: path, reason: "the directory holds other files; choose an empty or new directory")
    }
    // Swap the old sequence out, the new one in, then delete the old one.
    let aside = temporaryPath + ".old"
    guard rename(path, aside) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw .cannotWrite(path: path, reason: reason)
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = rename(aside, path)
      discard()
      throw .cannotWrite(path: path, reason: reason)
    }
    try? FileManager.default.removeItem(atPath: aside)
  }

  /// Removes the temporary output; safe to call more than once.
  public func discard() {
    PendingOutputs.remove(temporaryPath)
    if isDirectory {
      try? FileManager.default.removeItem(atPath: temporaryPath)
    } else {
      unlink(temporaryPath)
    }
  }
}
