/// A failure the command line reports as `bezel: error: …` with an exit status.
struct CommandError: Error, Equatable {
  var code: ExitCode
  var message: String

  init(_ code: ExitCode, _ message: String) {
    self.code = code
    self.message = message
  }

  static func usage(_ message: String) -> CommandError { CommandError(.usage, message) }
}
