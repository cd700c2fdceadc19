extension CompiledLayer.Content {
  /// Whether the layer has a size of its own that After Effects runs its effects in:
  /// solids, images and precompositions (without a precomposition's size, its buffer is the
  /// composition's like a shape layer's). Shape and text layers are continuously rasterized
  /// into a buffer of the composition's size, so what lies outside the frame casts no
  /// shadow (After Effects' Grow Bounds effect exists for that).
  var hasOwnSize: Bool {
    switch self {
    case .solid, .image: true
    case .precomp(_, let width, let height, _): width > 0 && height > 0
    case .none, .shapes, .text: false
    }
  }
}
