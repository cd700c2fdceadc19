/// One edge of a polygon as Cairo holds it (`cairo_edge_t`): the line through two points in
/// 24.8 fixed point, the rows it spans (`top` < `bottom`, also 24.8) and its winding
/// direction (+1 or −1) relative to the line's points.
struct FixedEdge: Equatable {
  var x1: Int32
  var y1: Int32
  var x2: Int32
  var y2: Int32
  var top: Int32
  var bottom: Int32
  var direction: Int32
}
