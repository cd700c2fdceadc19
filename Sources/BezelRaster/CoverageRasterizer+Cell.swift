extension CoverageRasterizer {
  /// A touched pixel of a row: the winding its edges add (`cover`, 1/256 pixel rows) and
  /// twice the area they leave on its left, in 1/256² pixels (which pixel it is, the cell
  /// map says: ``slots``).
  ///
  /// `first` … `line` are the lines that crossed it while those are one run of connected
  /// lines (`line` is ``Cell/shared`` once lines that are not cross it, ``Cell/resolved``
  /// once its coverage byte is worked out exactly and kept in `area`).
  ///
  /// When its run wraps round a closed contour's closing corner (`headLast` ≥ 0), `first` …
  /// `line` is the part up to the contour's last line and `headFirst` … `headLast` the part
  /// from its first line on.
  struct Cell {
    var cover: Int32
    var area: Int32
    var first: Int32
    var line: Int32
    var headFirst: Int32 = 0
    var headLast: Int32 = -1

    /// Lines that are not one connected run cross the pixel.
    static let shared: Int32 = -1
    /// The pixel's coverage byte is in `area`.
    static let resolved: Int32 = -2
    /// No line has crossed it yet.
    static let fresh: Int32 = -3
  }
}
