import BezelLayers
import Foundation

/// Pictures at any time that can be made on any thread, for exports that run off the main
/// actor — a batch conversion renders several files at once, each from its own thread.
///
/// A ``BezelLayers/Timeline`` is made of layer trees that live on the main actor; a frame
/// source is a pure function of time (a compiled Lottie animation is one).
///
/// ```swift
/// struct Still: FrameSource {
///   let size = CGSize(width: 64, height: 64)
///   func displayList(at time: Double) -> DisplayList { DisplayList(size: size) }
/// }
/// try Exporter(schedule: try FrameSchedule(duration: 1, fps: 10)).export(Still(), to: "s.gif")
/// ```
public protocol FrameSource: Sendable {
  /// The canvas, in points.
  var size: CGSize { get }
  /// The picture at `time` seconds from the start.
  func displayList(at time: Double) -> DisplayList
  /// How the pictures' edges are placed (see ``BezelLayers/Timeline/renderPolicy``).
  var renderPolicy: RenderPolicy { get }
}

extension FrameSource {
  public var renderPolicy: RenderPolicy { .exact }
}
