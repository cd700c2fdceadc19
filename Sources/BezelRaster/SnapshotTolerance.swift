/// How different a rendered bitmap may be from its reference and still match.
public struct SnapshotTolerance: Hashable, Sendable {
  /// A pixel differs when any premultiplied channel differs by more than this (0…255).
  public var channelThreshold: Int
  /// The comparison fails when more than this fraction of pixels differ (0…1).
  public var maximumDifferingFraction: Double

  public init(channelThreshold: Int = 3, maximumDifferingFraction: Double = 0.002) {
    self.channelThreshold = channelThreshold
    self.maximumDifferingFraction = maximumDifferingFraction
  }

  /// Small enough to catch a misplaced shape, loose enough for anti-aliasing noise.
  public static let standard = SnapshotTolerance()
  /// Every pixel within one step (PNG round trip rounding only).
  public static let exact = SnapshotTolerance(channelThreshold: 1, maximumDifferingFraction: 0)
}
