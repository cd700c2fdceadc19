/// Cairo 1.16's antialiasing scan converter (`cairo-tor-scan-converter.c`) rebuilt, so a
/// polygon's coverage comes out byte for byte as `cairo_fill` with `CAIRO_ANTIALIAS_DEFAULT`
/// makes it.
///
/// Cairo snaps edges to a grid of 256 columns and 15 rows a pixel. A pixel row where no edge
/// starts below its top, none ends inside it and none crosses another is measured whole, as
/// trapezoid areas; any other row is sampled at the middle of each of its 15 sub-rows. The
/// edges' order in the active list, the rounding of every step and the 16-bit cell sums are
/// Cairo's, because each of them decides some pixel's last level.
///
/// ```swift
/// var converter = SampledScanConverter()
/// converter.reset(minX: 0, minY: 0, maxX: 64, maxY: 64)
/// for edge in polygon { converter.add(edge) }
/// converter.render(evenOdd: false, into: &sink)
/// ```
///
/// Storage is kept between polygons: after the first few, nothing is allocated.
struct SampledScanConverter {
  /// Sub-rows sampled per pixel row (Cairo's `GRID_Y`).
  static let subRows: Int32 = 15

  /// Grid columns per pixel (Cairo's `GRID_X`, the 24.8 fixed-point grid).
  static let columns: Int32 = 256

  /// The index of the active list's head and tail sentinels in ``edges``.
  static let head: Int32 = 0
  static let tail: Int32 = 1

  /// An edge while converting (Cairo's `struct edge`): its position as a quotient in grid
  /// columns and a remainder in units of `dy`, stepped a sub-row or a whole row at a time.
  struct Edge {
    var next: Int32 = -1
    var prev: Int32 = -1
    var top: Int32 = 0
    var heightLeft: Int32 = 0
    var direction: Int32 = 0
    var cell: Int32 = 0
    var xQuo: Int32 = 0
    var xRem: Int64 = 0
    var stepQuo: Int32 = 0
    var stepRem: Int64 = 0
    var rowStepQuo: Int32 = 0
    var rowStepRem: Int64 = 0
    var dy: Int64 = 0
    /// `dy / 2`, the remainder from which the column rounds up.
    var halfDy: Int64 = 0
  }

  /// Owns the buffers below, which are its pointers copied here so that reaching them
  /// costs no reference counting or uniqueness checks. A copy of the converter shares
  /// them: keep one converter per thread and do not copy it.
  let storage = Storage()

  /// The sentinels, then the polygon's edges in the order they were added.
  var edges: UnsafeMutablePointer<Edge>
  var edgeCount = 0
  /// The first edge starting in each pixel row of the box (linked through `next`, last
  /// added first, as Cairo's buckets are), or −1.
  var rowHeads: UnsafeMutablePointer<Int32>
  /// The edges starting at each sub-row of the row being sampled, in the order added.
  var subHeads: UnsafeMutablePointer<Int32>

  /// The box in pixels, and in grid rows.
  var minX: Int32 = 0
  var maxX: Int32 = 0
  /// `maxX - minX`, the number of cells.
  var width: Int32 = 0
  var minY: Int32 = 0
  var maxY: Int32 = 0
  var gridMinY: Int32 = 0
  var gridMaxY: Int32 = 0

  /// Cairo's lower bound on the active edges' remaining height (≤ 0: recount) and whether
  /// every active edge is vertical.
  var minHeight: Int32 = 0
  var allVertical = true

  /// When rows are measured whole; only tests change it.
  var wholeRows = WholeRowPolicy.cairo
  /// Whether sampled rows are added edge by edge where that gives Cairo's sums
  /// (``sampleRowByEdges(mask:)``); only tests turn it off, to compare with sub-row
  /// sampling.
  var samplesByEdge = true
  /// The longest piece of a row sampled sub-row by sub-row even where it could be added
  /// edge by edge: below it the order check costs more than it saves. Only tests change it,
  /// to 0 to add every piece edge by edge.
  var shortPiece: Int32 = 3

  /// The row's cells, one per pixel of the box: Cairo's 16-bit uncovered area and covered
  /// height, which wrap as Cairo's do.
  var cellArea: UnsafeMutablePointer<Int16>
  var cellHeight: UnsafeMutablePointer<Int16>
  /// The covered height of cells left of the box, which only carries into the row.
  var leftHeight: Int16 = 0
  /// The row's touched cells, as offsets into the cell arrays, in the order first touched,
  /// and a flag per cell for whether it is listed: a row is read cell by cell as Cairo's
  /// sparse cell list is, not pixel by pixel.
  var touched: UnsafeMutablePointer<Int32>
  var touchedCount = 0
  /// Whether ``touched`` is already in column order, so the row needs no sort.
  var touchedInOrder = true
  var listed: UnsafeMutablePointer<Bool>

  init() {
    edges = storage.edges
    rowHeads = storage.rowHeads
    subHeads = storage.subHeads
    cellArea = storage.cellArea
    cellHeight = storage.cellHeight
    touched = storage.touched
    listed = storage.listed
  }

  /// Appends an edge to ``edges``, growing it.
  mutating func append(_ e: Edge) {
    if edgeCount == storage.edgeCapacity {
      storage.growEdges()
      edges = storage.edges
    }
    edges[edgeCount] = e
    edgeCount += 1
  }

  /// Empties the converter for a polygon clipped to the pixel box `minX..<maxX`,
  /// `minY..<maxY` (the clip's extents).
  mutating func reset(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
    self.minX = minX
    self.maxX = max(minX, maxX)
    width = self.maxX &- minX
    self.minY = minY
    self.maxY = max(minY, maxY)
    gridMinY = self.minY * Self.subRows
    gridMaxY = self.maxY * Self.subRows
    edgeCount = 0
    var headEdge = Edge()
    headEdge.cell = .min
    headEdge.heightLeft = .max
    headEdge.next = Self.tail
    var tailEdge = Edge()
    tailEdge.cell = .max
    tailEdge.heightLeft = .max
    tailEdge.prev = Self.head
    append(headEdge)
    append(tailEdge)
    let rows = Int(self.maxY - self.minY)
    if rows > storage.rowCapacity {
      storage.growRows(to: rows)
      rowHeads = storage.rowHeads
    }
    rowHeads.update(repeating: -1, count: rows)
    subHeads.update(repeating: -1, count: Int(Self.subRows))
    minHeight = 0
    allVertical = true
    let width = Int(self.maxX - self.minX)
    if width > storage.cellCapacity {
      storage.growCells(to: width)
      cellArea = storage.cellArea
      cellHeight = storage.cellHeight
      touched = storage.touched
      listed = storage.listed
    }
    leftHeight = 0
    touchedCount = 0
    touchedInOrder = true
  }
}
