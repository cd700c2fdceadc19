import BezelLottie
import Foundation

/// The project's own loading animation: a blue arc chasing itself round a faint track,
/// authored by hand as Lottie JSON (`Resources/loading.json`, 200×200, 1.5 s loop).
public enum LoadingAnimation {
  /// The default animation of every ``LoadingOverlay``, or `nil` if the package's resources
  /// are missing.
  public static let standard: LottieAnimation? = {
    guard
      let url = Bundle.module.url(
        forResource: "loading", withExtension: "json", subdirectory: "Resources")
    else { return nil }
    return try? LottieAnimation(contentsOf: url)
  }()
}
