/// The exit statuses of the command line (BSD `sysexits.h` values).
public enum ExitCode: Int32, Sendable {
  case success = 0
  /// The command was used wrongly: unknown option, bad value.
  case usage = 64
  /// An input file exists but its contents are wrong.
  case dataError = 65
  /// An input file does not exist or cannot be read.
  case noInput = 66
  /// Something went wrong inside bezel.
  case software = 70
  /// The output cannot be created or written.
  case cannotCreate = 73
  /// Interrupted by SIGINT (128 + 2).
  case interrupted = 130
  /// Terminated by SIGTERM (128 + 15).
  case terminated = 143
}
