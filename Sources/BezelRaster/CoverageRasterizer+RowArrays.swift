// The band's per-row arrays, sized to the bands drawn.
extension CoverageRasterizer {
  /// Grows the per-row arrays to hold `rows` rows of a band (at most ``bandRows``).
  ///
  /// They follow the bands drawn rather than ``bandRows``: a box 512 pixels wide has bands
  /// of 16 rows, so a player of such fills keeps and touches a few hundred bytes of them,
  /// not 5 KiB. The winding left of the box and the shared-row flags are kept (they are
  /// clear between bands) and the new rows start clear; the rest is scratch each band
  /// fills before reading.
  func growRows(_ rows: Int) {
    let capacity = min(CoverageRasterizer.bandRows, max(rows, 2 * rowCapacity))
    guard capacity > rowCapacity else { return }
    let cover = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    cover.moveInitialize(from: leftCover, count: rowCapacity)
    (cover + rowCapacity).initialize(repeating: 0, count: capacity - rowCapacity)
    leftCover.deallocate()
    leftCover = cover
    let shares = UnsafeMutablePointer<Bool>.allocate(capacity: capacity)
    shares.moveInitialize(from: rowShares, count: rowCapacity)
    (shares + rowCapacity).initialize(repeating: false, count: capacity - rowCapacity)
    rowShares.deallocate()
    rowShares = shares
    rowCursors.deallocate()
    rowCursors = .allocate(capacity: capacity)
    rowCursors.initialize(repeating: -1, count: capacity)
    rowLineStarts.deallocate()
    rowLineStarts = .allocate(capacity: capacity + 1)
    rowLineStarts.initialize(repeating: 0, count: capacity + 1)
    horizontalStarts.deallocate()
    horizontalStarts = .allocate(capacity: capacity + 1)
    horizontalStarts.initialize(repeating: 0, count: capacity + 1)
    rowCapacity = capacity
  }
}
