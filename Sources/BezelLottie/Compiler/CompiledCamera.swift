import BezelDrawing
import Foundation

/// A camera layer (`ty` 13): its zoom, and whether it turns to a point of interest.
struct CompiledCamera: Sendable {
  /// The distance from the camera to the plane it shows at 100 % (`pe`, After Effects' Zoom).
  var zoom: Track<Double>?
  /// A two-node camera looks at its point of interest (the transform's anchor `a`); a one-node
  /// camera looks along its own z axis.
  var hasPointOfInterest: Bool

  /// After Effects' default camera when a composition has none: the 50 mm preset on 36 mm
  /// film, whose zoom is the composition's width × 50 / 36, at the composition's centre,
  /// `zoom` in front of the plane z = 0 (which it shows at 100 %).
  static func defaultZoom(width: Double) -> Double { width * 50 / 36 }

  /// The zoom at `frame`, made safe: a missing, non-finite or negative zoom is the default's;
  /// zero is allowed (everything shrinks to the centre).
  func zoom(at frame: Double, width: Double) -> Double {
    let z = zoom?.value(at: frame) ?? CompiledCamera.defaultZoom(width: width)
    return z.isFinite && z >= 0 ? z : CompiledCamera.defaultZoom(width: width)
  }

  /// The camera's own placement (before its parents): position, then the turn to the point
  /// of interest, orientation and rotation, as for a layer (a camera has no scale).
  func placement(_ transform: TransformTrack, at frame: Double) -> Matrix4 {
    let p = transform.spacePosition(at: frame)
    var m = Matrix4.translation(p)
    if hasPointOfInterest {
      let a = transform.anchor.value(at: frame)
      if let look = Matrix4.looking(along: SIMD3(a.x, a.y, a.z) - p) { m = m * look }
    }
    return m * transform.orientation(at: frame)
      * Matrix4.rotationZ(transform.rotation.value(at: frame) * .pi / 180)
  }
}
