import Foundation

/// Collects features a file uses that the player does not render, while it is decoded.
final class FeatureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var features: [UnsupportedFeature] = []
  private var missing: [MissingAsset] = []
  private var usage: [String: (count: Int, drawn: Bool)] = [:]

  static let key = CodingUserInfoKey(rawValue: "bezel.lottie.featureLog")!

  func add(_ feature: String, at path: String) {
    lock.lock()
    defer { lock.unlock() }
    // Large files repeat a feature thousands of times; a few paths per feature are enough.
    if features.filter({ $0.feature == feature }).count < 20 {
      features.append(UnsupportedFeature(feature: feature, path: path))
    }
  }

  /// Records an external file the animation could not use (each file once).
  func add(_ asset: MissingAsset) {
    lock.lock()
    defer { lock.unlock() }
    if !missing.contains(asset) { missing.append(asset) }
  }

  var missingAssets: [MissingAsset] {
    lock.lock()
    defer { lock.unlock() }
    return missing
  }

  /// Counts one use of `feature`; a feature reported unsupported counts as not drawn.
  func use(_ feature: String, drawn: Bool) {
    lock.lock()
    defer { lock.unlock() }
    let old = usage[feature]
    usage[feature] = ((old?.count ?? 0) + 1, (old?.drawn ?? true) && drawn)
  }

  /// Every feature used, by name.
  var usageTable: [FeatureUsage] {
    lock.lock()
    defer { lock.unlock() }
    return usage.map { FeatureUsage(feature: $0.key, count: $0.value.count, drawn: $0.value.drawn) }
      .sorted { $0.feature < $1.feature }
  }

  var all: [UnsupportedFeature] {
    lock.lock()
    defer { lock.unlock() }
    return features
  }
}

extension Decoder {
  /// Records an unsupported feature at the current path.
  func report(_ feature: String, at key: (any CodingKey)? = nil) {
    guard let log = userInfo[FeatureLog.key] as? FeatureLog else { return }
    log.add(feature, at: (codingPath + (key.map { [$0] } ?? [])).jsonPath)
    log.use(feature, drawn: false)
  }

  /// Counts one use of `feature` for `bezel info`'s table (`drawn` false: Bezel leaves it out).
  func use(_ feature: String, drawn: Bool = true) {
    guard let log = userInfo[FeatureLog.key] as? FeatureLog else { return }
    log.use(feature, drawn: drawn)
  }
}
