/// How different a rendered bitmap may be from its reference and still match.
///
/// References are compared pixel for pixel (``exact``, the default everywhere): a change
/// that moves any pixel by any amount fails and is re-recorded deliberately. A looser
/// tolerance belongs only to a comparison that says why in a comment.
public struct SnapshotTolerance: Hashable, Sendable {
  /// A pixel differs when any premultiplied channel differs by more than this (0…255).
  public var channelThreshold: Int
  /// The comparison fails when more than this fraction of pixels differ (0…1).
  public var maximumDifferingFraction: Double

  public init(channelThreshold: Int = 0, maximumDifferingFraction: Double = 0) {
    self.channelThreshold = channelThreshold
    self.maximumDifferingFraction = maximumDifferingFraction
  }

  /// Every pixel identical. The PNG round trip loses nothing: a premultiplied channel
  /// stored straight (rounded) and premultiplied again (rounded) comes back unchanged,
  /// so any difference is the rendering's.
  public static let exact = SnapshotTolerance()
}
