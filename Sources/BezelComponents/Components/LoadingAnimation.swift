import BezelLottie
import Foundation

/// The project's own loading animation: a blue arc chasing itself round a faint track,
/// authored by hand as Lottie JSON (`Resources/loading.json`, 200×200, 1.5 s loop).
public enum LoadingAnimation {
  /// The default animation of every ``LoadingOverlay``, or `nil` if the package's resources
  /// are missing.
  public static let standard: LottieAnimation? = standardURL.flatMap {
    try? LottieAnimation(contentsOf: $0)
  }

  /// Where the default animation's file is, to load a copy of one's own (which, unlike
  /// ``standard``, is released with its last user), or `nil` if the package's resources are
  /// missing.
  ///
  /// ```swift
  /// let spinner = try LottieAnimation(contentsOf: LoadingAnimation.standardURL!)
  /// ```
  public static let standardURL: URL? = Bundle.module.url(
    forResource: "loading", withExtension: "json", subdirectory: "Resources")
}
