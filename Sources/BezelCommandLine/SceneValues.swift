import BezelDrawing

/// Reads a scene's own options (`--line-width 12`) with messages naming the option.
struct SceneValues {
  let values: [String: String]

  init(_ values: [String: String]) { self.values = values }

  func number(_ name: String, in range: ClosedRange<Double>) throws(CommandError) -> Double? {
    guard let text = values[name] else { return nil }
    return try ValueParser.number(
      text, option: name, in: range,
      what: "a number from \(ValueFormat.number(range.lowerBound)) to "
        + ValueFormat.number(range.upperBound))
  }

  func positive(_ name: String, maximum: Double) throws(CommandError) -> Double? {
    guard let text = values[name] else { return nil }
    return try ValueParser.positive(
      text, option: name, maximum: maximum,
      what: "a number more than 0 and at most \(ValueFormat.number(maximum))")
  }

  func color(_ name: String) throws(CommandError) -> Color? {
    guard let text = values[name] else { return nil }
    return try ValueParser.color(text, option: name)
  }

  /// Two or more colours separated by commas (`red,#0080FF`).
  func colors(_ name: String) throws(CommandError) -> [Color]? {
    guard let text = values[name] else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count >= 2 else {
      throw .usage(
        "--\(name): expected two or more colours separated by commas (C1,C2), got '\(text)'")
    }
    var colors: [Color] = []
    for part in parts { colors.append(try ValueParser.color(part, option: name)) }
    return colors
  }
}
