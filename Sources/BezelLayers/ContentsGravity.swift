/// How an image layer fits its bitmap into its bounds (`CALayer.contentsGravity`).
public enum ContentsGravity: Hashable, Sendable {
  /// Stretches to fill the bounds (Core Animation's default).
  case resize
  /// Scales to fit inside, keeping the aspect ratio, centred.
  case resizeAspect
  /// Scales to cover the bounds, keeping the aspect ratio, centred and clipped.
  case resizeAspectFill
  /// Natural size (pixels ÷ `contentsScale`) centred, clipped when larger.
  case center
}
