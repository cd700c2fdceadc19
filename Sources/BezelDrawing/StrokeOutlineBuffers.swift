/// The buffers one canvas's stroke outlines are made in, kept between strokes so that
/// outlining a stroke allocates nothing once they have grown to its size
/// (``StrokeOutline/polygons(of:style:tolerance:transform:merging:buffers:)``).
///
/// Not thread-safe: one per canvas, as its rasteriser.
package final class StrokeOutlineBuffers {
  var points: [SIMD2<Double>] = []
  var corners: [Bool] = []
  var arriving: [SIMD2<Double>] = []
  var leaving: [SIMD2<Double>] = []
  var normalsIn: [SIMD2<Double>] = []
  var normalsOut: [SIMD2<Double>] = []
  var cornerAt: [Bool] = []
  var chain: [SIMD2<Double>] = []
  var chainNormals: [SIMD2<Double>] = []
  var polygons = StrokeOutlinePolygons()

  package init() {
    let room = StrokeOutline.initialRoom
    points.reserveCapacity(room)
    corners.reserveCapacity(room)
    arriving.reserveCapacity(room)
    leaving.reserveCapacity(room)
    normalsIn.reserveCapacity(room)
    normalsOut.reserveCapacity(room)
    cornerAt.reserveCapacity(room)
    chain.reserveCapacity(room)
    chainNormals.reserveCapacity(room)
    polygons.reserve(2 * room)
  }

  /// Takes back polygons made in these buffers once they are used, so the next outline
  /// writes into their storage (`polygons` is left empty).
  package func recycle(_ polygons: inout StrokeOutlinePolygons) {
    swap(&self.polygons, &polygons)
    polygons = StrokeOutlinePolygons()
  }
}
