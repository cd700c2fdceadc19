import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Makes the interactive scene for a scene name.
@MainActor
enum PreviewSceneFactory {
  static func make(_ name: SceneName, clock: any Clock) -> PreviewScene {
    switch name {
    case .ring: RingPreviewScene(clock: clock)
    case .meeting: MeetingPreviewScene(clock: clock)
    case .loading: LoadingPreviewScene(clock: clock)
    case .focus: FocusPreviewScene(clock: clock)
    }
  }
}
