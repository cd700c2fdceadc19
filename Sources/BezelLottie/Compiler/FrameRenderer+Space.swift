import BezelDrawing
import BezelLayers
import Foundation

extension FrameRenderer {
  /// Layer `i`'s transform into its composition's 3D space, with its parents' (a 2D parent's
  /// transform leaves depth alone); `own` replaces the layer's own (a camera's placement).
  func spaceTransform(
    _ comp: CompiledComposition, _ i: Int, frame: Double, own: Matrix4? = nil
  ) -> Matrix4 {
    func local(_ layer: CompiledLayer) -> Matrix4 {
      // A layer parented to a camera moves with it (its anchor is the point of interest).
      if let camera = layer.camera { return camera.placement(layer.transform, at: frame) }
      return layer.is3D
        ? layer.transform.spaceMatrix(at: frame, autoOrient: layer.autoOrient)
        : Matrix4(layer.transform.matrix(at: frame, autoOrient: layer.autoOrient))
    }
    var m = own ?? local(comp.layers[i])
    var parent = comp.layers[i].parent
    var guardCount = 0
    while let p = parent, guardCount < 256 {
      m = local(comp.layers[p]) * m
      parent = comp.layers[p].parent
      guardCount += 1
    }
    return m
  }
}

extension FrameRenderer {
  /// A 3D layer's group placed through the camera: an affine transform while the layer faces
  /// the camera squarely, else projected point by point; `nil` when it is out of sight.
  /// `plane` receives the layer's plane, for cutting it where other 3D layers cross it.
  func place(
    _ group: GroupItem, _ comp: CompiledComposition, _ i: Int, frame: Double, in space: SpaceView,
    plane: inout SpacePlane?
  ) -> DisplayItem? {
    let matrix = spaceTransform(comp, i, frame: frame)
    let projection = space.projection(of: matrix)
    guard projection.isFinite else { return nil }
    let a = comp.layers[i].transform.anchor.value(at: frame)
    // After Effects intersects neither precompositions (their transformations are not
    // collapsed) nor layers with styles; Bezel keeps layers with any effect, and text (whose
    // extent is unknown), whole too.
    var box: CGRect?
    switch comp.layers[i].content {
    case .shapes, .solid, .image:
      box = group.effects.isEmpty ? SpacePlane.extent(of: group.children) : nil
    default: box = nil
    }
    if let clip = group.clip, let b = box { box = b.intersection(clip.controlPointBounds) }
    plane = SpacePlane(
      projection: projection, box: box,
      anchor: space.screenPoint(of: SIMD3(a.x, a.y, a.z), in: matrix))
    plane?.separates = IntersectionOrder.separates(comp.layers[i])
    var group = group
    if let affine = projection.affine {
      group.transform = affine
      return .group(group)
    }
    group.transform = .identity
    return PerspectiveProjector.project(.group(group), projection)
  }

  /// How far 3D layer `i`'s anchor point lies in front of the camera, to sort by.
  func cameraDepth(
    _ comp: CompiledComposition, _ i: Int, frame: Double, in space: SpaceView
  ) -> Double {
    let a = comp.layers[i].transform.anchor.value(at: frame)
    return space.depth(of: SIMD3(a.x, a.y, a.z), in: spaceTransform(comp, i, frame: frame))
  }
}
