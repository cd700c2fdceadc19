import BezelLottieExpressions

/// A property carrying an expression, as the model found it: where it is, and the keyframes
/// baking gave it, which replace the property's own values when it is compiled.
///
/// Written only while the animation loads, on the loading thread, before the model is
/// compiled; read-only after that, so sharing it is safe.
final class ExpressionSlot: @unchecked Sendable {
  /// The property's JSON path, e.g. `$.layers[0].ks.r`.
  let path: String
  /// Where the expression is reported when it is not baked, e.g. `$.layers[0].ks.r.x`.
  let reportPath: String
  /// The baked keyframes; `nil` until baked (and for good when baking failed).
  private(set) var keyframes: [(time: Double, value: ExpressionValue)]?

  init(path: String, reportPath: String) {
    self.path = path
    self.reportPath = reportPath
  }

  func bake(_ keyframes: [(time: Double, value: ExpressionValue)]) {
    self.keyframes = keyframes
  }
}
