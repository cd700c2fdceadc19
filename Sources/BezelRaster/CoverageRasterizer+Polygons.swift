import BezelDrawing

extension CoverageRasterizer {
  /// Prepares the fill of `polygons` (closed contours whose points are device pixels, a
  /// stroke's outline) as ``prepare(_:transform:rule:box:keepingRight:)`` prepares a path of
  /// the same lines, with no path made of them; `false`, with nothing prepared, in the same
  /// cases.
  func prepare(
    _ polygons: StrokeOutlinePolygons, rule: FillRule, box: FrameDamage.Box,
    keepingRight: Bool = false
  ) -> Bool {
    guard prepare(Path(), transform: .identity, rule: rule, box: box, keepingRight: keepingRight)
    else { return false }
    let limit = CoverageRasterizer.coordinateLimit
    let points = polygons.points
    let breaks = polygons.breaks
    var from = 0
    for end in polygons.ends {
      // In the order a path's move, lines and close add them.
      continuing = false
      let first = points[from]
      guard abs(first.x) <= limit, abs(first.y) <= limit else { return abandon() }
      var last = first
      for i in (from + 1)..<end {
        let p = points[i]
        guard abs(p.x) <= limit, abs(p.y) <= limit else { return abandon() }
        // A line marked as breaking the run has the pixels it shares measured exactly.
        if breaks[i] { continuing = false }
        addLine(last, p)
        last = p
      }
      if breaks[from] { continuing = false }
      addLine(last, first)
      from = end
      guard lineCount <= CoverageRasterizer.maximumLines else { return abandon() }
    }
    return true
  }
}
