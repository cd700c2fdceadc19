/// The properties carrying expressions that the model decoder found, in the order it found
/// them, by path.
final class ExpressionSlots {
  static let key = CodingUserInfoKey(rawValue: "bezel.lottie.expressionSlots")!

  private(set) var all: [ExpressionSlot] = []
  private var byPath: [String: ExpressionSlot] = [:]

  /// The slot at `path`, made on first use (a property decoded twice keeps one slot).
  func slot(path: String, reportPath: String) -> ExpressionSlot {
    if let slot = byPath[path] { return slot }
    let slot = ExpressionSlot(path: path, reportPath: reportPath)
    byPath[path] = slot
    all.append(slot)
    return slot
  }

  subscript(path: String) -> ExpressionSlot? { byPath[path] }

  /// Reports each expression that was not baked (it could not be parsed, or failed at every
  /// frame) as unsupported: the property shows its own values.
  func reportUnbaked(to log: FeatureLog) {
    for slot in all where slot.keyframes == nil {
      log.add("expression", at: slot.reportPath)
      log.use("expression", drawn: false)
    }
  }
}

extension Decoder {
  /// The slot of the property carrying an expression here (`property` below the current
  /// path); without a baker, the expression is reported as unsupported instead.
  func expressionSlot(property: (any CodingKey)? = nil, report key: any CodingKey)
    -> ExpressionSlot?
  {
    guard let slots = userInfo[ExpressionSlots.key] as? ExpressionSlots else {
      report("expression", at: key)
      return nil
    }
    let path = codingPath + (property.map { [$0] } ?? [])
    return slots.slot(path: path.jsonPath, reportPath: (codingPath + [key]).jsonPath)
  }
}
