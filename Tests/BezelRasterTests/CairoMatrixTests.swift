import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// Transforms set whole keep Cairo's inverse a function of the transform alone: setting
/// the same matrix back (as drawing in device space does) changes nothing, where steps made
/// with `cairo_transform` leave an inverse that setting it back rounds differently.
@Suite struct CairoMatrixTests {
  /// Steps whose inverses multiplied together round differently from the product's inverse.
  static let steps = [
    cairo_matrix_t(xx: 512.0 / 1013.0, yx: 0, xy: 0, yy: 512.0 / 1013.0, x0: 0, y0: 0),
    cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 506.5, y0: 506.5),
    cairo_matrix_t(xx: cos(0.3), yx: sin(0.3), xy: -sin(0.3), yy: cos(0.3), x0: 0, y0: 0),
    cairo_matrix_t(xx: 1.37, yx: 0.2, xy: -0.45, yy: 0.91, x0: -17.25, y0: 3.125),
  ]

  /// Device points taken back to user space through the context's inverse.
  static func userPoints(_ cr: OpaquePointer) -> [Double] {
    var points: [Double] = []
    for (x, y) in [(0.5, 0.5), (63.25, 1.75), (31.1, 47.9), (400.7, 311.3)] {
      var (u, v) = (x, y)
      cairo_device_to_user(cr, &u, &v)
      points += [u, v]
    }
    return points
  }

  /// The user points before and after setting the matrix back through the identity.
  static func roundTrip(whole: Bool) throws -> (before: [Double], after: [Double]) {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    for step in steps {
      if whole {
        CairoMatrix.concatenate(step, on: cr)
      } else {
        var step = step
        cairo_transform(cr, &step)
      }
    }
    let before = userPoints(cr)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    cairo_set_matrix(cr, &m)
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    return (before, userPoints(cr))
  }

  @Test func aTransformSetWholeSurvivesBeingSetBack() throws {
    let (before, after) = try Self.roundTrip(whole: true)
    #expect(before == after)
  }

  /// The case the type exists for: with steps, setting the matrix back moves the inverse.
  @Test func aTransformMadeOfStepsDoesNot() throws {
    let (before, after) = try Self.roundTrip(whole: false)
    #expect(before != after)
  }

  /// Concatenating gives `cairo_transform`'s transform bit for bit.
  @Test func concatenatingMakesCairosTransform() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8))
    defer { cairo_surface_destroy(surface) }
    let (a, b) = (try #require(cairo_create(surface)), try #require(cairo_create(surface)))
    defer {
      cairo_destroy(a)
      cairo_destroy(b)
    }
    for step in Self.steps {
      CairoMatrix.concatenate(step, on: a)
      var step = step
      cairo_transform(b, &step)
    }
    CairoMatrix.translateAndScale(x: 3.3, y: -7.1, sx: 0.77, sy: 1.9, on: a)
    cairo_translate(b, 3.3, -7.1)
    cairo_scale(b, 0.77, 1.9)
    var (ma, mb) = (cairo_matrix_t(), cairo_matrix_t())
    cairo_get_matrix(a, &ma)
    cairo_get_matrix(b, &mb)
    #expect(
      [ma.xx, ma.yx, ma.xy, ma.yy, ma.x0, ma.y0] == [mb.xx, mb.yx, mb.xy, mb.yy, mb.x0, mb.y0])
  }
}
