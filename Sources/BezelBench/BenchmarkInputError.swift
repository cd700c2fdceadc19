/// Input the benchmark cannot use (a `--lottie` path that does not exist…), with a message
/// naming it.
public struct BenchmarkInputError: Error, Sendable, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
