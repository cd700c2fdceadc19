import BezelDrawing
import Foundation

/// Bezel's own scan converter for fills: a path under a transform becomes 8-bit coverage
/// over a device box, handed over as spans, without Cairo's fixed cost per fill.
///
/// The path is flattened in device space as Cairo flattens it (its tolerance, its points on
/// the 1/256-pixel grid, see ``BezelDrawing/PathSegment/flatten(tolerance:_:)``). Each line
/// then adds its exact signed area, in whole 1/256-pixel units, to the cells it crosses,
/// found through a map of the band's pixels (only the cells an edge touches are made, and a
/// bit per pixel lists them in order along the row); a running sum along the row gives
/// every pixel's winding area, which nonzero clamps to 0…1 and even-odd folds back into
/// 0…1. Between two touched cells the coverage is constant, so a fill costs per edge cell
/// and per run of its inside, not per pixel: a sink receives runs (``CoverageSpanSink``).
/// Cairo samples 15 rows per pixel where edges end, so the two differ by a few levels there
/// (the tests bound it).
///
/// Summed areas are a pixel's coverage only while its winding takes two neighbouring
/// values, which holds wherever one run of connected lines crosses it. A pixel that lines
/// of two runs cross (overlapping subpaths, a contour passing twice, the overlapping pieces
/// of a stroke's outline, horizontal edges included) is measured exactly instead: its row
/// is cut into strips at the lines' ends and crossings, and the inside of each strip is
/// found by walking the winding across it (``resolveSharedCells(rows:)``).
///
/// Every crossing of a line with a row or a column is computed from the line's own ends in
/// integers, never from the box, and cells left of the box fold into its first column's
/// winding: the coverage of a pixel is the same whatever box it is rendered in (a fill drawn
/// whole, inside a damage box, or kept for later frames).
///
/// The lines and cells are reused buffers: after the first fills, rasterising allocates
/// nothing. Not thread-safe: one per canvas.
package final class CoverageRasterizer {
  /// Whether fills use this rasteriser (else Cairo's); off inside
  /// `CoverageRasterizer.$isEnabled.withValue(false) { … }`, so tests can compare both.
  @TaskLocal package static var isEnabled = true

  /// Cairo's default flattening tolerance, in device pixels.
  static let tolerance = 0.1

  /// The most lines one fill may flatten into before it is left to Cairo.
  static let maximumLines = 1 << 20

  /// The largest device coordinate this rasteriser takes: Cairo's 24.8 fixed-point range,
  /// so a point's 1/256 units fit an `Int32`.
  static let coordinateLimit = Double(1 << 23) - 1

  /// The most rows one band accumulates before its spans are handed over: the per-row
  /// scratch grows to this at most (``growRows(_:)``), and a band of a box wider than 32 pixels has fewer rows anyway
  /// (``mapPixels``).
  static let bandRows = 256

  /// Cells the scratch pool starts with (24 KiB): enough for the outlines of a small frame,
  /// so a player of small animations does not hold a band's pool it never fills.
  static let initialCells = 1024

  /// The pool below which an overflowing band grows the pool instead of being halved (96
  /// KiB); past it, only a single row that touches more cells grows it.
  static let bandCells = 4096

  /// The pixels the cell map of one band covers at most (16 KiB of indices, whatever the
  /// frame): a band has as many rows of the box as fit, one row when a row is wider.
  static let mapPixels = 1 << 13

  /// The widest row one pass takes (a box wider than any Cairo surface is drawn in strips
  /// of columns): a band then has at most this many cells, so their indices fit the map's
  /// 16 bits.
  static let widestRow = 1 << 16

  // The rasteriser is used from one thread at a time and these are touched on every line
  // and cell, so their accesses are not checked dynamically.
  @exclusivity(unchecked) var lines: UnsafeMutablePointer<Line>
  @exclusivity(unchecked) var lineCount = 0
  @exclusivity(unchecked) var lineCapacity = 256
  @exclusivity(unchecked) var cells: UnsafeMutablePointer<Cell>
  @exclusivity(unchecked) var cellCount = 0
  @exclusivity(unchecked) var cellCapacity = CoverageRasterizer.initialCells
  @exclusivity(unchecked) var cellsOverflowed = false
  /// The cell of each pixel of the band (row after row, `mapWidth` to a row), where its bit
  /// in `touched` is set (elsewhere whatever was left): finding a pixel's cell is two
  /// loads, whatever the order lines come in (areas and covers are sums, so the order they
  /// add up in changes no byte). Neither filled nor cleared, so only the pages cells were
  /// put in are ever touched.
  @exclusivity(unchecked) var slots: UnsafeMutablePointer<UInt16>
  @exclusivity(unchecked) var slotCapacity = 0
  @exclusivity(unchecked) var mapWidth = 0
  /// A bit for each pixel of the band that has a cell, `wordsPerRow` words to a row, so the
  /// cells of a row are found in order by skipping empty words. Every word of a row is
  /// looked at (a row of a band has at most ``mapPixels`` / 64 of them, one to eight for
  /// most fills): keeping each row's first and last word with a bit cost every new cell
  /// two loads and compares, more than the words it spared.
  @exclusivity(unchecked) var touched: UnsafeMutablePointer<UInt64>
  @exclusivity(unchecked) var touchedCapacity = 0
  @exclusivity(unchecked) var wordsPerRow = 0
  /// How many rows of a band the per-row arrays below hold (one more for the starts), as
  /// many as the bands drawn had (``growRows(_:)``).
  @exclusivity(unchecked) var rowCapacity = 0
  /// Scratch for listing the lines of shared rows (``resolveSharedCells(rows:)``).
  @exclusivity(unchecked) var rowCursors: UnsafeMutablePointer<Int32>
  /// The winding of each row of the band left of the box.
  @exclusivity(unchecked) var leftCover: UnsafeMutablePointer<Int>
  /// Whether each row of the band has a ``Cell/shared`` cell, and how many rows do.
  @exclusivity(unchecked) var rowShares: UnsafeMutablePointer<Bool>
  @exclusivity(unchecked) var sharedRows = 0
  /// Scratch for resolving shared cells (``resolveSharedCells(rows:)``): the lines crossing
  /// each row that has one, as ranges of `rowLines` from `rowLineStarts`.
  @exclusivity(unchecked) var rowLineStarts: UnsafeMutablePointer<Int32>
  // Kept as reused buffers (grown, never shrunk) so that resolving a cell allocates
  // nothing: the exact path runs per shared cell.
  @exclusivity(unchecked) var rowLines: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) var rowLineCapacity = 0
  /// The lines that reach a band's shared rows, listed while they are counted.
  @exclusivity(unchecked) var reachingLines: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) var reachingCapacity = 0
  /// The parts of the lines in the cell being resolved (``exactCoverage(cell:row:lines:)``).
  @exclusivity(unchecked) var pieces: UnsafeMutablePointer<Piece>
  @exclusivity(unchecked) var pieceCapacity = 0
  /// The heights where its strips end.
  @exclusivity(unchecked) var events: UnsafeMutablePointer<Double>
  @exclusivity(unchecked) var eventCapacity = 0
  /// The edges inside one strip: twice their mean x, and their direction.
  @exclusivity(unchecked) var strip: UnsafeMutablePointer<(key: Double, direction: Int)>
  @exclusivity(unchecked) var stripCapacity = 0
  /// Room for merging `events` and `strip` when they are too many to sort by insertion
  /// (``sortInPlace(_:count:scratch:capacity:by:)``): the standard sort took a heap buffer
  /// every time.
  @exclusivity(unchecked) var eventScratch: UnsafeMutablePointer<Double>
  @exclusivity(unchecked) var eventScratchCapacity = 0
  @exclusivity(unchecked) var stripScratch: UnsafeMutablePointer<(key: Double, direction: Int)>
  @exclusivity(unchecked) var stripScratchCapacity = 0
  /// How many shared cells were worked out exactly since the rasteriser was made (for tests:
  /// fills whose pixels one connected run of lines crosses take no exact path).
  var resolvedCells = 0
  /// Whether lines take the shortcuts of ``walk(_:index:rows:shortcuts:)``: a tall vertical edge's
  /// middle rows added down its column at once, and a piece inside the clip (in one pixel or
  /// across several) added without ``rowPiece(_:index:row:_:_:_:_:)``; off, every piece goes
  /// through the general row walk (the tests compare the two).
  @exclusivity(unchecked) var takesShortcuts = true
  /// Whether the next line stored starts where the last one ended.
  @exclusivity(unchecked) var continuing = false
  /// The end of the last line added (stored or not) and it in 1/256 pixels (``fixed(_:)``,
  /// a function of the point alone); not a number before the first.
  @exclusivity(unchecked) var lastEnd = SIMD2<Double>(.nan, .nan)
  @exclusivity(unchecked) var lastEndFixed: (Int32, Int32) = (0, 0)
  /// The first line stored for the current contour; whether no line of it was left out
  /// before it (`contourIntact`) so that it starts where the contour does
  /// (`contourHeadStored`), and whether the last line added was left out. These depend on
  /// the lines themselves only where it matters: a line left out crosses no pixel of the
  /// box.
  @exclusivity(unchecked) var contourStart = 0
  @exclusivity(unchecked) var contourIntact = false
  @exclusivity(unchecked) var contourHeadStored = false
  @exclusivity(unchecked) var lastLeftOut = false
  /// How many cells of the band took a run wrapping round a closing corner, and which:
  /// pairs of a cell's index and its device row (``checkWrappedCells()``).
  @exclusivity(unchecked) var wrappedCells = 0
  @exclusivity(unchecked) var wrapped: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) var wrappedCapacity = 0
  /// How many of the lines are horizontal (stored for ``markHorizontals(rows:)`` only).
  @exclusivity(unchecked) var horizontalCount = 0
  /// The horizontal lines among those the band's rows cross, in the order stored.
  @exclusivity(unchecked) var bandHorizontals: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) var bandHorizontalCapacity = 0
  @exclusivity(unchecked) var bandHorizontalCount = 0
  /// The horizontal lines inside each row of the band, as ranges of `rowHorizontals` from
  /// `horizontalStarts`.
  @exclusivity(unchecked) var horizontalStarts: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) var rowHorizontals: [Int32] = []
  /// The lines in groups of ``linesPerGroup`` in the order stored: each group's highest top
  /// and lowest bottom (1/256 pixels). Listing the lines of a band's shared rows
  /// (``resolveSharedCells(rows:)``) skips the groups that do not reach the band and still
  /// takes the lines in the order stored. Worked out once a fill is rendered in more than
  /// one band, with ``takesShortcuts`` (`groupCount` 0 until then, or when the lines are
  /// few, and every line is looked at).
  @exclusivity(unchecked) var groups: UnsafeMutablePointer<(top: Int32, bottom: Int32)>
  @exclusivity(unchecked) var groupCapacity = 0
  @exclusivity(unchecked) var groupCount = 0
  /// The band's first row (device).
  @exclusivity(unchecked) var bandTop = 0
  /// The prepared box (device pixels): lines wholly outside it are left out.
  @exclusivity(unchecked) var bounds = FrameDamage.Box(
    minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// Whether lines right of ``bounds`` are kept, for a clip whose right edge cuts pixels.
  @exclusivity(unchecked) var keepsRight = false
  /// The pixels being rendered: the clip's, rounded out.
  @exclusivity(unchecked) var box = FrameDamage.Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// The clip being rendered, in 1/256 pixels.
  @exclusivity(unchecked) var clip = Clip(left: 0, top: 0, right: 0, bottom: 0)
  @exclusivity(unchecked) var evenOdd = false
  /// The storage a ``CoverageRuns/Builder`` collected its bytes in, kept for the next one
  /// (``takeRunScratch()``).
  var runScratch: [UInt8] = []

  init() {
    lines = .allocate(capacity: lineCapacity)
    groups = .allocate(capacity: 0)
    cells = .allocate(capacity: cellCapacity)
    slots = .allocate(capacity: 0)
    touched = .allocate(capacity: 0)
    rowCursors = .allocate(capacity: 0)
    leftCover = .allocate(capacity: 0)
    rowShares = .allocate(capacity: 0)
    rowLineStarts = .allocate(capacity: 1)
    rowLineStarts.initialize(to: 0)
    horizontalStarts = .allocate(capacity: 1)
    horizontalStarts.initialize(to: 0)
    rowLines = .allocate(capacity: 0)
    reachingLines = .allocate(capacity: 0)
    wrapped = .allocate(capacity: 0)
    bandHorizontals = .allocate(capacity: 0)
    pieces = .allocate(capacity: 0)
    events = .allocate(capacity: 0)
    strip = .allocate(capacity: 0)
    eventScratch = .allocate(capacity: 0)
    stripScratch = .allocate(capacity: 0)
  }

  deinit {
    lines.deallocate()
    groups.deallocate()
    cells.deallocate()
    slots.deallocate()
    touched.deallocate()
    rowCursors.deallocate()
    leftCover.deallocate()
    rowShares.deallocate()
    rowLineStarts.deallocate()
    horizontalStarts.deallocate()
    rowLines.deallocate()
    reachingLines.deallocate()
    wrapped.deallocate()
    bandHorizontals.deallocate()
    pieces.deallocate()
    events.deallocate()
    strip.deallocate()
    eventScratch.deallocate()
    stripScratch.deallocate()
  }

  /// Doubles `buffer`'s capacity, keeping its first `count` elements.
  static func grow<T>(
    _ buffer: inout UnsafeMutablePointer<T>, _ capacity: inout Int, keeping count: Int
  ) {
    let larger = UnsafeMutablePointer<T>.allocate(capacity: max(16, 2 * capacity))
    larger.moveInitialize(from: buffer, count: count)
    buffer.deallocate()
    buffer = larger
    capacity = max(16, 2 * capacity)
  }

  /// Makes `buffer` (of `capacity` elements, of trivial type) hold at least `count`, its
  /// contents not kept.
  static func reserve<T>(
    _ buffer: inout UnsafeMutablePointer<T>, _ capacity: inout Int, _ count: Int
  ) {
    guard count > capacity else { return }
    buffer.deallocate()
    capacity = max(count, 2 * capacity)
    buffer = .allocate(capacity: capacity)
  }
}
