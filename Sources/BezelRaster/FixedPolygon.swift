/// A polygon's edges as Cairo 1.16 collects them for a fill (`cairo_polygon_t`, fed by
/// `_cairo_path_fixed_fill_to_polygon`): horizontal edges dropped, each edge pointing down
/// with its winding flipped when its line was drawn upwards, and clipped to a limit box
/// (the operation's clipped extents) the way `_add_clipped_edge` does it: the part of an
/// edge beside the box becomes a vertical edge on the box's side.
///
/// The clipping changes where edges start and end, and so which rows
/// ``SampledScanConverter`` samples; it is part of matching Cairo's pixels.
struct FixedPolygon {
  /// The edges in the order Cairo adds them.
  var edges: [FixedEdge] = []

  /// The limit box in 24.8 fixed point: `x1..<x2`, `y1..<y2`.
  var limitX1: Int32 = 0
  var limitY1: Int32 = 0
  var limitX2: Int32 = 0
  var limitY2: Int32 = 0

  /// The edges' extents as Cairo tracks them (`polygon->extents`, from each edge's `x` at
  /// its clipped top and bottom, truncated); empty (`extentMinX > extentMaxX`) until an edge is added.
  var extentMinX: Int32 = .max
  var extentMinY: Int32 = .max
  var extentMaxX: Int32 = .min
  var extentMaxY: Int32 = .min

  init() {}

  /// The pixel box Cairo converts the polygon in: the limit box cut to the extents rounded
  /// out, or nil when that is empty. A column the truncated extents leave out stays
  /// uncovered in Cairo's fill, so it does in the converter's.
  var pixelBox: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)? {
    guard extentMinX <= extentMaxX, extentMinY <= extentMaxY else { return nil }
    let x0 = max(limitX1, extentMinX) >> 8
    let y0 = max(limitY1, extentMinY) >> 8
    let x1 = (min(limitX2, extentMaxX) + 255) >> 8
    let y1 = (min(limitY2, extentMaxY) + 255) >> 8
    guard x0 < x1, y0 < y1 else { return nil }
    return (x0, y0, x1, y1)
  }

  /// Empties the polygon and sets its limit box, in whole pixels.
  mutating func reset(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
    edges.removeAll(keepingCapacity: true)
    extentMinX = .max
    extentMinY = .max
    extentMaxX = .min
    extentMaxY = .min
    limitX1 = minX << 8
    limitY1 = minY << 8
    limitX2 = maxX << 8
    limitY2 = maxY << 8
  }

  /// Adds the edge of a path's line from (`x1`, `y1`) to (`x2`, `y2`), in 24.8 fixed point
  /// (Cairo's `_cairo_polygon_add_external_edge`).
  mutating func addLine(x1: Int32, y1: Int32, x2: Int32, y2: Int32) {
    guard y1 != y2 else { return }
    let down = y1 < y2
    let (ax, ay, bx, by) = down ? (x1, y1, x2, y2) : (x2, y2, x1, y1)
    let direction: Int32 = down ? 1 : -1
    guard by > limitY1, ay < limitY2 else { return }
    addClipped(ax: ax, ay: ay, bx: bx, by: by, direction: direction)
  }
}
