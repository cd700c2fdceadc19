import Foundation

/// Collects features a file uses that the player does not render, while it is decoded.
final class FeatureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var features: [UnsupportedFeature] = []
  private var missing: [MissingAsset] = []

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
  }
}
