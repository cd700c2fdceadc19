/// Counters of a ``Canvas``'s frame retention: how often the previous frame was kept whole,
/// redrawn in part, or not used, and how often a frame started from its static part's kept
/// pixels.
///
/// ```swift
/// let stats = canvas.retainedFrameStatistics
/// print("\(stats.reused) of \(stats.frames) frames reused, \(stats.redrawnShare) redrawn")
/// ```
public struct RetainedFrameStatistics: Sendable, Equatable {
  /// Frames rendered.
  public var frames = 0
  /// Frames equal to the previous one, which drew nothing.
  public var reused = 0
  /// Frames redrawn only where they differ from the previous one.
  public var partial = 0
  /// Frames that started from a copy of their static part's kept pixels (the underlay:
  /// everything in front of the first item that changed) and drew only what follows it.
  public var underlaid = 0
  /// Times the static part's pixels were drawn again, because what is in front of the first
  /// change changed.
  public var underlayBuilds = 0
  /// Pixels drawn again, over all frames.
  public var redrawnPixels = 0
  /// Pixels of all frames rendered.
  public var totalPixels = 0

  public init() {}

  /// Frames drawn whole (no usable previous frame, or most of it changed).
  public var full: Int { frames - reused - partial }

  /// The share of pixels drawn again (1 without retention).
  public var redrawnShare: Double {
    totalPixels == 0 ? 0 : Double(redrawnPixels) / Double(totalPixels)
  }
}
