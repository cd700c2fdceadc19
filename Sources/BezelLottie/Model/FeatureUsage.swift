/// One kind of feature an animation uses, how often, and whether Bezel draws it.
///
/// ```swift
/// for use in animation.featureUsage where !use.drawn {
///   print("\(use.feature): \(use.count)×, not drawn")
/// }
/// ```
public struct FeatureUsage: Hashable, Sendable {
  /// What it is, e.g. `"shape: merge paths (intersect)"` or `"mask: difference"`.
  public var feature: String
  /// How many places in the file use it.
  public var count: Int
  /// Whether Bezel draws it (as After Effects does, or as the README's feature table says).
  public var drawn: Bool

  public init(feature: String, count: Int, drawn: Bool) {
    self.feature = feature
    self.count = count
    self.drawn = drawn
  }
}
