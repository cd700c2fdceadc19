/// A feature an animation uses that Bezel does not render, and where it is.
public struct UnsupportedFeature: Hashable, Sendable, CustomStringConvertible {
  /// What it is, e.g. `"expression"` or `"effect: Gaussian Blur (29)"`.
  public var feature: String
  /// Where it is, as a JSON path: `$.layers[2].ks.r`.
  public var path: String

  public init(feature: String, path: String) {
    self.feature = feature
    self.path = path
  }

  public var description: String { "\(feature) at \(path)" }
}
