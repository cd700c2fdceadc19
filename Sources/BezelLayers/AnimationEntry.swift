import BezelMotion

/// An animation attached to a layer, with its completion handler and whether that has fired.
struct AnimationEntry {
  var key: String?
  var animation: any Animation
  var completion: ((Bool) -> Void)?
  /// Set once the completion has been called, so it is called exactly once.
  var hasCompleted = false
}
