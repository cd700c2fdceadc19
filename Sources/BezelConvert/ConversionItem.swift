/// One input of a batch and the output it is written to.
public struct ConversionItem: Hashable, Sendable {
  /// The input file as given or found (a path the process can open).
  public var input: String
  /// The output's path relative to the output directory, `/`-separated; never absolute and
  /// never holding `..`.
  public var relativeOutput: String
  /// The full output path (inside the output directory).
  public var output: String
  /// Why the name differs from the input's, when two inputs wanted the same output.
  public var notes: [String] = []
}
