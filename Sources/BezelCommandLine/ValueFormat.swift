import Foundation

/// Short renderings of numbers for messages and reports.
enum ValueFormat {
  /// `30` for whole numbers, up to three decimals otherwise.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
