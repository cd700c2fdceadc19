extension SampledScanConverter {
  /// The converter's buffers, grown as polygons need and freed with the last converter
  /// holding them.
  final class Storage {
    private(set) var edges: UnsafeMutablePointer<Edge>
    private(set) var edgeCapacity = 64
    private(set) var rowHeads: UnsafeMutablePointer<Int32>
    private(set) var rowCapacity = 64
    let subHeads: UnsafeMutablePointer<Int32>
    private(set) var cellArea: UnsafeMutablePointer<Int16>
    private(set) var cellHeight: UnsafeMutablePointer<Int16>
    private(set) var touched: UnsafeMutablePointer<Int32>
    private(set) var listed: UnsafeMutablePointer<Bool>
    private(set) var cellCapacity = 64

    init() {
      edges = .allocate(capacity: edgeCapacity)
      edges.initialize(repeating: Edge(), count: edgeCapacity)
      rowHeads = .allocate(capacity: rowCapacity)
      rowHeads.initialize(repeating: -1, count: rowCapacity)
      subHeads = .allocate(capacity: Int(SampledScanConverter.subRows))
      subHeads.initialize(repeating: -1, count: Int(SampledScanConverter.subRows))
      (cellArea, cellHeight, touched, listed) = Self.emptyCells(cellCapacity)
    }

    /// Empty cell buffers for `capacity` pixels. The touched list has a slot either side:
    /// `touched[-1]` holds `Int32.min`, so the order check of the first cell needs no count
    /// test, and `touched[count]` takes the end of the row while it is emitted.
    private static func emptyCells(_ capacity: Int) -> (
      UnsafeMutablePointer<Int16>, UnsafeMutablePointer<Int16>, UnsafeMutablePointer<Int32>,
      UnsafeMutablePointer<Bool>
    ) {
      let area = UnsafeMutablePointer<Int16>.allocate(capacity: capacity)
      let height = UnsafeMutablePointer<Int16>.allocate(capacity: capacity)
      let touched = UnsafeMutablePointer<Int32>.allocate(capacity: capacity + 2)
      let listed = UnsafeMutablePointer<Bool>.allocate(capacity: capacity)
      area.initialize(repeating: 0, count: capacity)
      height.initialize(repeating: 0, count: capacity)
      touched.initialize(repeating: .min, count: capacity + 2)
      listed.initialize(repeating: false, count: capacity)
      return (area, height, touched + 1, listed)
    }

    deinit {
      edges.deallocate()
      rowHeads.deallocate()
      subHeads.deallocate()
      cellArea.deallocate()
      cellHeight.deallocate()
      (touched - 1).deallocate()
      listed.deallocate()
    }

    /// Doubles the edge buffer, keeping its edges.
    func growEdges() {
      let bigger = UnsafeMutablePointer<Edge>.allocate(capacity: edgeCapacity * 2)
      bigger.moveInitialize(from: edges, count: edgeCapacity)
      (bigger + edgeCapacity).initialize(repeating: Edge(), count: edgeCapacity)
      edges.deallocate()
      edges = bigger
      edgeCapacity *= 2
    }

    /// Makes room for `rows` row heads; their values are set by the caller.
    func growRows(to rows: Int) {
      rowHeads.deallocate()
      rowCapacity = max(rows, rowCapacity * 2)
      rowHeads = .allocate(capacity: rowCapacity)
      rowHeads.initialize(repeating: -1, count: rowCapacity)
    }

    /// Makes room for `width` cells, all empty (only called between rows).
    func growCells(to width: Int) {
      cellArea.deallocate()
      cellHeight.deallocate()
      (touched - 1).deallocate()
      listed.deallocate()
      cellCapacity = max(width, cellCapacity * 2)
      (cellArea, cellHeight, touched, listed) = Self.emptyCells(cellCapacity)
    }
  }
}
