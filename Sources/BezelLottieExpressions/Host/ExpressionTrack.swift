/// An animatable property's own values (its keyframes, before any expression), as the player
/// reads them.
///
/// The player implements it over its compiled tracks, so `value`, `valueAtTime` and the loops
/// see exactly the values it draws.
package protocol ExpressionTrack: AnyObject {
  /// The keyframes' times (frames, in the composition's time).
  var keyTimes: [Double] { get }
  /// The value at `frame`.
  func value(at frame: Double) -> ExpressionValue
}
