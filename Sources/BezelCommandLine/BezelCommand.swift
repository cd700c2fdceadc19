import Bezel

/// The `bezel` command line: parses arguments and calls the library.
public enum BezelCommand {
  /// Runs the command line with `arguments` (without the program name); returns the exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    print("bezel: the command line is under construction")
    return 0
  }
}
