import BezelDrawing
import BezelLayers

/// A scene ready to render, with the defaults its kind implies.
@MainActor
struct PreparedScene {
  var timeline: any Timeline
  /// Length rendered when `--duration` is not given.
  var defaultDuration: Double
  /// Frame rate used when `--fps` is not given (a Lottie file's own rate).
  var defaultFPS: Double
  /// The frame number at time 0 and the rate of the file's frame numbers, for `--frame`
  /// (Lottie only).
  var frameOrigin: Double = 0
  var frameRate: Double?
  /// Background painted when `--background` is not given (`nil`: transparent).
  var defaultBackground: Color?
  /// What the command prints as warnings before rendering (missing assets).
  var warnings: [String] = []
}
