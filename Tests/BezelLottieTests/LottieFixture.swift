import BezelLottie
import Foundation

/// Loads the hand-written animations in `Fixtures/`.
enum LottieFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

  static func load(_ name: String) throws -> LottieAnimation {
    try LottieAnimation(contentsOf: url(name))
  }

  /// The error loading `data` throws, or `nil` when it loads.
  static func error(loading data: Data, limits: ContainerLimits = .default) -> LottieError? {
    do {
      _ = try LottieAnimation(data: data, limits: limits)
      return nil
    } catch {
      return error
    }
  }
}
