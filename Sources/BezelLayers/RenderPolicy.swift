/// How a renderer places the edges of shapes on the pixel grid; whoever starts a render
/// chooses it (see `Canvas.render(_:scale:background:policy:)` in BezelRaster).
///
/// ```swift
/// let bitmap = try canvas.render(animation.displayList(atFrame: 12), policy: .browserLike)
/// ```
public enum RenderPolicy: Hashable, Sendable {
  /// Every edge exactly where the geometry puts it, antialiased by coverage.
  case exact
  /// Edges where a browser canvas (Skia) puts them: the horizontal edges of fills, and of
  /// strokes wider than a pixel, on quarter-pixel rows. For pictures compared with a
  /// browser's, such as Lottie files made for lottie-web.
  case browserLike
}
