import BezelDrawing

/// One outline a style's path is built from, with the transform it is appended by: equal
/// lists of these build equal paths, so a path can be reused without being built again.
struct OutlineKey: Equatable {
  var primitive: PrimitiveOutline?
  var single: BezierShape?
  var several: [BezierShape]
  var transform: Transform
}
