/// Why one benchmark case could not run (shown in the section's notes, never a crash).
struct BenchFailure: Error, Sendable, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
