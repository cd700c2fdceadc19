import BezelLottieExpressions

@testable import BezelLottie

/// A host over `document`, made as the player makes one at load: the model decoded from the
/// tree, shown to the host through ``LottieExpressionDocument``.
func expressionHost(_ document: [String: LottieJSON]) throws -> ExpressionHost {
  let tree = LottieJSON.object(document)
  let model = try ModelDecoder.decode(tree, log: FeatureLog())
  return ExpressionHost(document: LottieExpressionDocument(model: model, tree: tree))
}
