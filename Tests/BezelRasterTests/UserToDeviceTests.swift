import BezelTestSupport
import CCairo
import Foundation
import Testing

/// `DisplayListPainter.deviceBox(around:)` transforms corners with the current matrix itself
/// instead of calling `cairo_user_to_device`: the same doubles, also inside pushed groups
/// (whose surfaces carry a device offset) and on surfaces with a device scale.
@Suite struct UserToDeviceTests {
  @Test func theCurrentMatrixGivesCairosDevicePoints() {
    var generator = SeededGenerator(seed: 0x5553_4552)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
    defer { cairo_surface_destroy(surface) }
    var compared = 0
    for trial in 0..<300 {
      if trial % 3 == 2 { cairo_surface_set_device_scale(surface, 2, 2) }
      if trial % 3 == 0 { cairo_surface_set_device_scale(surface, 1, 1) }
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      func r(_ span: Double) -> Double { Double.random(in: -span...span, using: &generator) }
      var m = cairo_matrix_t(xx: r(3), yx: r(1), xy: r(1), yy: r(3), x0: r(200), y0: r(200))
      guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { continue }
      cairo_matrix_invert(&m)
      if trial % 2 == 1 {
        cairo_rectangle(cr, r(10) + 10, r(10) + 10, 30, 30)
        cairo_clip(cr)
        cairo_push_group(cr)
      }
      cairo_transform(cr, &m)
      var ctm = cairo_matrix_t()
      cairo_get_matrix(cr, &ctm)
      for _ in 0..<8 {
        let (ux, uy) = (r(500), r(500))
        var (x, y) = (ux, uy)
        cairo_user_to_device(cr, &x, &y)
        let mx = ctm.xx * ux + ctm.xy * uy + ctm.x0
        let my = ctm.yx * ux + ctm.yy * uy + ctm.y0
        #expect(x.bitPattern == mx.bitPattern && y.bitPattern == my.bitPattern)
        compared += 1
      }
      if trial % 2 == 1 { cairo_pattern_destroy(cairo_pop_group(cr)) }
    }
    #expect(compared > 2_000)
  }
}
