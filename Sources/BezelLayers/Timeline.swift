import Foundation

/// Anything that shows a picture at any time: a seed scene, a Lottie animation.
///
/// Exporters and the preview ask a timeline for display lists, usually in increasing time
/// order and on the main actor (like the layer trees most timelines are made of); rasterising
/// the lists is what they spread over cores.
@MainActor
public protocol Timeline {
  /// The canvas, in points.
  var size: CGSize { get }
  /// The natural length in seconds, or `nil` when it has none (it loops or runs forever).
  var duration: Double? { get }
  /// The picture at `time` seconds from the timeline's start.
  func displayList(at time: Double) -> DisplayList
  /// How renderers place the pictures' edges: ``RenderPolicy/exact`` unless the timeline's
  /// pictures are meant to match another renderer's (a Lottie animation: lottie-web's).
  var renderPolicy: RenderPolicy { get }
}

extension Timeline {
  public var renderPolicy: RenderPolicy { .exact }
}
