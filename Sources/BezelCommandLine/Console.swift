import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the command line writes: standard output, standard error, and whether standard
/// error is a terminal (which decides if a progress bar is drawn). Tests pass a capturing one.
public final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private let writeOut: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  /// True when standard error is a terminal.
  public let isTerminal: Bool

  public init(
    isTerminal: Bool, out: @escaping @Sendable (String) -> Void,
    error: @escaping @Sendable (String) -> Void
  ) {
    self.isTerminal = isTerminal
    self.writeOut = out
    self.writeError = error
  }

  /// The process's own standard output and error.
  public static func standard() -> Console {
    Console(
      isTerminal: isatty(STDERR_FILENO) != 0,
      // A closed pipe (`bezel info x.json | head -1`) must not crash the command.
      out: { text in try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) },
      error: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) })
  }

  /// Writes `text` and a newline to standard output.
  func print(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    writeOut(text + "\n")
  }

  /// Writes `text` to standard error as is (progress bars).
  func progress(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    writeError(text)
  }

  /// Writes `bezel: error: message` to standard error.
  func error(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    writeError("bezel: error: \(message)\n")
  }

  /// Writes `bezel: warning: message` to standard error.
  func warning(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    writeError("bezel: warning: \(message)\n")
  }
}
