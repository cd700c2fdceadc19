import BezelDrawing
import Foundation

/// How one composition's 3D layers are seen at one frame: through its topmost active camera
/// layer, or After Effects' default camera for the composition's size. A point (x, y, z) in
/// camera space (z along the view) lands at (zoom·x / z, zoom·y / z) from the centre.
struct SpaceView: Sendable {
  /// The rows of projection × view: screen X, screen Y and depth W, homogeneous.
  private var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

  /// The view of `comp` at `frame` in a viewport of `size`; `nil` when the camera cannot see
  /// (its placement is degenerate, such as a parent scaled to zero).
  init?(_ comp: CompiledComposition, frame: Double, size: CGSize, renderer: FrameRenderer) {
    let centre = SIMD2(size.width / 2, size.height / 2)
    var zoom = CompiledCamera.defaultZoom(width: size.width)
    var view = Matrix4.translation(-centre.x, -centre.y, zoom)
    if let i = comp.layers.indices.first(where: { i in
      let l = comp.layers[i]
      return l.camera != nil && !l.hidden && frame >= l.inPoint && frame < l.outPoint
    }), let camera = comp.layers[i].camera {
      zoom = camera.zoom(at: frame, width: size.width)
      let placement = camera.placement(comp.layers[i].transform, at: frame)
      guard
        let inverse = renderer.spaceTransform(comp, i, frame: frame, own: placement).inverse
      else { return nil }
      view = inverse
    }
    let k0 = SIMD4<Double>(zoom, 0, centre.x, 0)
    let k1 = SIMD4<Double>(0, zoom, centre.y, 0)
    let k2 = SIMD4<Double>(0, 0, 1, 0)
    func row(_ k: SIMD4<Double>) -> SIMD4<Double> {
      SIMD4((k * view.c0).sum(), (k * view.c1).sum(), (k * view.c2).sum(), (k * view.c3).sum())
    }
    rows = (row(k0), row(k1), row(k2))
  }

  /// Where the plane z = 0 of a layer with 3D transform `matrix` lands on the viewport.
  func projection(of matrix: Matrix4) -> PlaneProjection {
    PlaneProjection(matrix, camera: rows)
  }

  /// How far in front of the camera, along its view, point `p` of a layer with 3D transform
  /// `matrix` lies: the key After Effects sorts 3D layers by (farthest drawn first).
  func depth(of p: SIMD3<Double>, in matrix: Matrix4) -> Double {
    let w = screenPoint(of: p, in: matrix).z
    return w.isFinite ? w : 0
  }

  /// Point `p` of a layer with 3D transform `matrix` in homogeneous screen space (X, Y, W).
  func screenPoint(of p: SIMD3<Double>, in matrix: Matrix4) -> SIMD3<Double> {
    let q = matrix.c0 * p.x + matrix.c1 * p.y + matrix.c2 * p.z + matrix.c3
    return SIMD3((rows.0 * q).sum(), (rows.1 * q).sum(), (rows.2 * q).sum())
  }
}
