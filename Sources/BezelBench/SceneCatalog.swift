import BezelComponents
import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation

/// The seed scenes and animations the benchmark renders, built the way `bezel render` builds
/// them (default options, the project's own pictures).
@MainActor
enum SceneCatalog {
  /// The project's loading spinner (the components' resource), when it can be found.
  static func loadingAnimation() -> LottieAnimation? {
    guard let root = ProjectFiles.packageRoot() else { return nil }
    let url = root.appendingPathComponent("Sources/BezelComponents/Resources/loading.json")
    return try? LottieAnimation(contentsOf: url)
  }

  static let memoryNames = [
    "ring", "meeting", "meeting-timer", "focus", "loading", "loading.json",
  ]

  /// One of each timeline at `side`×`side` points, for the memory run.
  static func memoryTimelines(side: Double) -> [any Timeline] {
    let size = CGSize(width: side, height: side)
    var timelines: [any Timeline] = [
      RingScene(options: .init(size: size, duration: 20)),
      MeetingScene(.card, options: .init(size: size, speakers: ["A", "B", "C", "D"], minutes: 2)),
      MeetingScene(.timer, options: .init(size: size, completed: 1)),
      FocusScene(options: .init(size: size, tapAt: 0.5)),
      LoadingScene(options: .init(size: size)),
    ]
    if let spinner = loadingAnimation() { timelines.append(spinner) }
    return timelines
  }
}
