import BezelDrawing
import Foundation

/// Reads and checks option values, with messages that name the option.
enum ValueParser {
  /// A finite number within `range`; `what` describes the expected value for the message.
  static func number(
    _ text: String, option: String, in range: ClosedRange<Double>, what: String
  ) throws(CommandError) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), !trimmed.isEmpty else {
      throw .usage("--\(option): expected \(what), got '\(text)'")
    }
    guard value.isFinite else {
      throw .usage("--\(option): expected \(what), got '\(text)' (not a finite number)")
    }
    guard range.contains(value) else {
      throw .usage("--\(option): \(text) is out of range; expected \(what)")
    }
    return value
  }

  /// A positive number, for sizes, scales, rates and durations.
  static func positive(_ text: String, option: String, maximum: Double, what: String)
    throws(CommandError) -> Double
  {
    let value = try number(
      text, option: option, in: -Double.greatestFiniteMagnitude...maximum, what: what)
    guard value > 0 else { throw .usage("--\(option): expected \(what), got '\(text)'") }
    return value
  }

  /// `WxH` in points, each side positive and finite.
  static func size(_ text: String, option: String = "size") throws(CommandError) -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .usage("--\(option): expected WIDTHxHEIGHT in points (like 300x300), got '\(text)'")
    }
    let what = "WIDTHxHEIGHT with both sides more than 0 and at most 16384 points"
    let width = try positive(String(parts[0]), option: option, maximum: 16384, what: what)
    let height = try positive(String(parts[1]), option: option, maximum: 16384, what: what)
    return CGSize(width: width, height: height)
  }

  /// `X,Y,W,H` in points, the size positive.
  static func rect(_ text: String, option: String) throws(CommandError) -> CGRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else {
      throw .usage(
        "--\(option): expected X,Y,WIDTH,HEIGHT in points (like 40,60,220,140), got '\(text)'")
    }
    let what = "X,Y,WIDTH,HEIGHT with X and Y from -16384 to 16384 and a size more than 0"
    let x = try number(parts[0], option: option, in: -16384...16384, what: what)
    let y = try number(parts[1], option: option, in: -16384...16384, what: what)
    let width = try positive(parts[2], option: option, maximum: 16384, what: what)
    let height = try positive(parts[3], option: option, maximum: 16384, what: what)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// A colour: `#RRGGBB`, `#RRGGBBAA` or a UIKit colour name.
  static func color(_ text: String, option: String) throws(CommandError) -> Color {
    do {
      return try Color(parsing: text)
    } catch {
      throw .usage("--\(option): \(error.description)")
    }
  }
}
