/// A command's arguments split into positionals, options with values and flags.
struct ParsedArguments: Equatable {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  /// Splits `arguments`; `valueOptions` and `flags` are long names without dashes, `aliases`
  /// maps short forms (`o`) to long names. `--name=value` and `--name value` both work, and
  /// `--` ends the options.
  init(
    _ arguments: [String], command: String, valueOptions: Set<String>, flags: Set<String>,
    aliases: [String: String] = [:]
  ) throws(CommandError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        let short = String(argument.dropFirst())
        guard let long = aliases[short] else {
          throw .usage(
            "unknown option '\(argument)' for 'bezel \(command)' "
              + "(see 'bezel \(command) --help')")
        }
        name = long
      }
      if flags.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        self.flags.insert(name)
      } else if valueOptions.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else { throw .usage("--\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        guard values[name] == nil else { throw .usage("--\(name) is given more than once") }
        values[name] = value
      } else {
        throw .usage(
          "unknown option '--\(name)' for 'bezel \(command)' "
            + "(see 'bezel \(command) --help')")
      }
    }
  }
}
