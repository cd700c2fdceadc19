/// A property's expression evaluated over the frames its layer can be seen at: keyframes the
/// player draws like any others, blended linearly in between.
package struct BakedExpression: Sendable {
  /// The property's JSON path, e.g. `$.layers[0].ks.r`.
  package var path: String
  /// Times (frames, in the composition's time) and values, in time order; one keyframe for a
  /// value that does not change.
  package var keyframes: [(time: Double, value: ExpressionValue)]
  /// Why the expression failed at some frames (its keyframed value is used there), if it did.
  package var failure: ExpressionError?
}
