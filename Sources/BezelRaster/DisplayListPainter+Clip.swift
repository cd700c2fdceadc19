import BezelDrawing
import BezelLayers
import CCairo
import Foundation

extension DisplayListPainter {
  /// Whether clipping `children` to `clip` (in the current user space) can change a pixel:
  /// `false` when the clip is a convex polygon that holds every whole device pixel the
  /// children can paint, so it can be left out.
  ///
  /// Cairo clips with a path by rasterising it for every item drawn under it, which costs more
  /// than the items themselves when they are small (a precomposition's bounds around its
  /// layers, an animation's frame around its content). Children whose blend mode clears
  /// outside their own content (`destinationIn`, `copy`) reach the whole clip, so they keep it.
  func clipCanCut(_ clip: Path, _ children: [DisplayItem]) -> Bool {
    // The corners go in temporary storage (on the stack for a clip of a few sides): this runs
    // for every clipped group of every frame.
    withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: max(1, clip.elements.count)) {
      clipCanCut(clip, children, corners: $0)
    }
  }

  /// ``clipCanCut(_:_:)`` with room for the clip's corners in `storage`.
  private func clipCanCut(
    _ clip: Path, _ children: [DisplayItem], corners storage: UnsafeMutableBufferPointer<CGPoint>
  ) -> Bool {
    guard let count = convexPolygon(clip, into: storage), !clearsOutsideContent(children),
      let box = deviceBox(ofChildren: children)
    else { return true }
    let corners = UnsafeBufferPointer(rebasing: storage[..<count])
    // Each side of the polygon in device space against the box's four corners, with no
    // arrays made for them.
    func device(_ p: CGPoint) -> (Double, Double) {
      var x = Double(p.x)
      var y = Double(p.y)
      cairo_user_to_device(cr, &x, &y)
      return (x, y)
    }
    let (minX, minY) = (Double(box.minX), Double(box.minY))
    let (maxX, maxY) = (Double(box.maxX), Double(box.maxY))
    var orientation = 0.0
    var (ax, ay) = (0.0, 0.0)
    var (bx, by) = (0.0, 0.0)
    /// Whether the corner (`px`, `py`) lies strictly on the same side of every side so far.
    func inside(_ px: Double, _ py: Double) -> Bool {
      let side = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
      guard side.isFinite, side != 0 else { return false }
      if orientation == 0 { orientation = side }
      return (side > 0) == (orientation > 0)
    }
    let first = device(corners[0])
    (ax, ay) = first
    for i in corners.indices {
      (bx, by) = i + 1 < corners.count ? device(corners[i + 1]) : first
      guard inside(minX, minY), inside(maxX, minY), inside(minX, maxY), inside(maxX, maxY)
      else { return true }
      (ax, ay) = (bx, by)
    }
    return false
  }

  /// The number of corners of `path`, written to the start of `corners` (room for one per
  /// element), when it is one closed convex polygon of straight lines; else `nil`.
  private func convexPolygon(_ path: Path, into corners: UnsafeMutableBufferPointer<CGPoint>)
    -> Int?
  {
    var count = 0
    for (index, element) in path.elements.enumerated() {
      switch element {
      case .move(let p):
        guard index == 0 else { return nil }
        corners[count] = p
        count += 1
      case .line(let p):
        guard index > 0 else { return nil }
        if count == 0 || p != corners[count - 1] {
          corners[count] = p
          count += 1
        }
      case .closeSubpath:
        guard index == path.elements.count - 1 else { return nil }
      case .quadCurve, .curve:
        return nil
      }
    }
    if count > 3, corners[0] == corners[count - 1] { count -= 1 }
    guard count >= 3, corners[..<count].allSatisfy(\.isFinite) else { return nil }
    var turn = 0.0
    for i in 0..<count {
      let a = corners[i]
      let b = corners[(i + 1) % count]
      let c = corners[(i + 2) % count]
      let turnX = Double(b.x - a.x) * Double(c.y - b.y)
      let turnY = Double(b.y - a.y) * Double(c.x - b.x)
      let cross = turnX - turnY
      guard cross != 0 else { continue }
      if turn == 0 { turn = cross }
      if (cross > 0) != (turn > 0) { return nil }
    }
    return turn == 0 ? nil : count
  }

  /// Whether any item draws with an operator that changes pixels outside its own content.
  func clearsOutsideContent(_ items: [DisplayItem]) -> Bool {
    items.contains { item in
      guard case .group(let group) = item else { return false }
      return group.blendMode.clearsWithoutSource || clearsOutsideContent(group.children)
    }
  }

  /// The whole device pixels of the current clip; `nil` when empty or beyond Cairo's range.
  func deviceClipBox() -> FrameDamage.Box? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    cairo_set_matrix(cr, &m)
    guard x1 > x0, y1 > y0, x0 > -1e6, y0 > -1e6, x1 < 1e6, y1 < 1e6 else { return nil }
    return FrameDamage.Box(
      minX: Int(x0.rounded(.down)), minY: Int(y0.rounded(.down)), maxX: Int(x1.rounded(.up)),
      maxY: Int(y1.rounded(.up)))
  }
}
