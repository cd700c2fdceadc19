import BezelDrawing

/// The picture a scene shows under its component.
public enum SceneImage: Sendable, Equatable {
  /// The project's own picture for the scene, drawn in code.
  case builtIn
  /// No picture: the component over the plain background.
  case none
  /// A caller's picture, scaled to fill (cropping the overflow).
  case bitmap(Bitmap)
}
