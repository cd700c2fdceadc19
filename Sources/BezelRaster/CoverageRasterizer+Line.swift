extension CoverageRasterizer {
  /// One non-horizontal line in 1/256 device pixels, stored top to bottom with the
  /// direction it had.
  struct Line {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32
    /// +1 for a line drawn downwards, −1 upwards, 0 for a horizontal one.
    var direction: Int32
    /// Whether it starts where the line stored before it ends (horizontal lines on row
    /// boundaries, which bound no pixel, are not stored and do not part them). Horizontal
    /// lines inside a row are stored with `direction` 0, for ``markHorizontals(rows:)``.
    var continues: Bool
    /// On the first stored line of a closed contour whose lines were all stored (and on
    /// the horizontal ones right after it up to its first other line): the contour's last
    /// stored line, which ends where this run begins; else −1. A pixel at the closing
    /// corner is then crossed by one connected run too, only split by where the contour
    /// was started.
    var closedBy: Int32 = -1
  }
}
