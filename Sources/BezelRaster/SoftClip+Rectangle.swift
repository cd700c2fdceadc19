import BezelDrawing
import CCairo
import Foundation

extension SoftClip {
  /// Whether a clip of a rectangle along the device axes is measured
  /// (``rectangle(_:in:)``) rather than filled by Cairo (default `true`); off for a task
  /// with `SoftClip.$measuresRectangles.withValue(false) { … }`, so tests can compare.
  @TaskLocal static var measuresRectangles = true

  /// The device rectangle a clip `path` under `m` (the user space of `cr`) fills, in
  /// Cairo's 1/256-pixel units (left, top, right, bottom), when it is one whose sides run
  /// along the device axes: a mask or precomposition bound that is only moved and scaled.
  /// `nil` for anything else.
  ///
  /// The corners are rounded as Cairo rounds a point it is given (the transform's products
  /// summed, its offset added, then the surface's device offset, then to the nearest
  /// 1/256, ties to even), so the rectangle is the very one Cairo would fill.
  static func deviceRectangle(of path: Path, matrix m: cairo_matrix_t, on cr: OpaquePointer)
    -> (left: Int, top: Int, right: Int, bottom: Int)?
  {
    guard m.xy == 0, m.yx == 0, let target = cairo_get_group_target(cr) else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1e7,
      abs(offsetY) < 1e7
    else { return nil }
    let shiftX = Int(offsetX) * 256
    let shiftY = Int(offsetY) * 256
    // At most five corners, kept on the stack: a moving mask's clip is measured every frame.
    return withUnsafeTemporaryAllocation(of: (Int, Int).self, capacity: 5) { points in
      var count = 0
      for element in path.elements {
        let p: CGPoint
        switch element {
        case .move(let q):
          guard count == 0 else { return nil }
          p = q
        case .line(let q): p = q
        case .closeSubpath: continue
        default: return nil
        }
        let x = (m.xx * Double(p.x) + m.xy * Double(p.y)) + m.x0 + offsetX
        let y = (m.yx * Double(p.x) + m.yy * Double(p.y)) + m.y0 + offsetY
        let limit = CoverageRasterizer.coordinateLimit
        guard abs(x) <= limit, abs(y) <= limit else { return nil }
        let point = (
          Int((x * 256).rounded(.toNearestOrEven)) - shiftX,
          Int((y * 256).rounded(.toNearestOrEven)) - shiftY
        )
        if count > 0, points[count - 1] == point { continue }
        guard count < 5 else { return nil }
        points[count] = point
        count += 1
      }
      if count == 5, points[4] == points[0] { count = 4 }
      guard count == 4 else { return nil }
      var rectangle = (points[0].0, points[0].1, points[0].0, points[0].1)
      for i in 0..<4 {
        let (a, b) = (points[i], points[(i + 1) % 4])
        // Each side along one axis, turning at every corner.
        guard (a.0 == b.0) != (a.1 == b.1) else { return nil }
        rectangle = (
          min(rectangle.0, a.0), min(rectangle.1, a.1), max(rectangle.2, a.0),
          max(rectangle.3, a.1)
        )
      }
      for i in 0..<4 {
        let (x, y) = points[i]
        guard (x == rectangle.0 || x == rectangle.2) && (y == rectangle.1 || y == rectangle.3)
        else { return nil }
      }
      return rectangle
    }
  }

  /// The clip of the device rectangle `r` (1/256 pixels, as ``deviceRectangle(of:matrix:)``
  /// gives) inside `box`, its coverage worked out per pixel instead of filled by Cairo: the
  /// bytes Cairo's fill of that rectangle leaves in an A8 surface, `(cx × cy) >> 8` for the
  /// pixel's covered width and height in 1/256 pixels, at most 255. `nil` in the cases
  /// ``make(of:rule:in:outer:)`` gives `nil` without an outer clip.
  ///
  /// A moving mask's clip is made again each frame; filling it through Cairo (a context,
  /// a path, its scan converter) and scanning every byte for its covered runs was a fifth
  /// of a file of moving rectangular masks.
  static func rectangle(
    _ r: (left: Int, top: Int, right: Int, bottom: Int), in box: FrameDamage.Box
  ) -> SoftClip? {
    let width = box.maxX - box.minX
    let height = box.maxY - box.minY
    guard width > 0, height > 0 else { return nil }
    // The covered width of a column of the box, or height of a row.
    func cover(_ pixel: Int, _ lo: Int, _ hi: Int) -> Int {
      max(0, min(hi, (pixel + 1) * 256) - max(lo, pixel * 256))
    }
    // Edges on whole pixels leave no partly covered pixel: Cairo clips that exactly.
    // Every pixel is written below, so the surface's memory is not cleared first.
    guard r.left & 255 != 0 || r.right & 255 != 0 || r.top & 255 != 0 || r.bottom & 255 != 0,
      let (surface, data, stride) = UnclearedSurface.make(CAIRO_FORMAT_A8, width, height)
    else { return nil }
    var runs = [Range<Int32>](repeating: 0..<0, count: height)
    // Rows of equal height take equal bytes: each row is written from the last one made
    // for its height.
    var lastHeight = -1
    var lastRow: UnsafeMutablePointer<UInt8>?
    var lastRun: Range<Int32> = 0..<0
    var anyPartial = false
    for y in 0..<height {
      let row = data + y * stride
      let cy = cover(box.minY + y, r.top, r.bottom)
      if cy == lastHeight, let lastRow {
        row.update(from: lastRow, count: width)
        runs[y] = lastRun
        continue
      }
      var run: Range<Int32> = 0..<0
      var start = -1
      for x in 0..<width {
        // The column's covered width worked out again for each row made, not kept in an
        // array: only rows of a new height are made (three or four), and the array was an
        // allocation for every clip made.
        let alpha = UInt8(min(255, (cover(box.minX + x, r.left, r.right) * cy) >> 8))
        row[x] = alpha
        if alpha != 0, alpha != 255 { anyPartial = true }
        // The bytes' longest run of 255, as ``make(of:rule:in:outer:)`` scans it (one run
        // per row of a rectangle).
        if alpha == 255 {
          if start < 0 { start = x }
        } else if start >= 0 {
          if x - start > run.count { run = Int32(start)..<Int32(x) }
          start = -1
        }
      }
      if start >= 0, width - start > run.count { run = Int32(start)..<Int32(width) }
      runs[y] = run
      (lastHeight, lastRow, lastRun) = (cy, row, run)
    }
    cairo_surface_mark_dirty(surface)
    guard anyPartial else {
      cairo_surface_destroy(surface)
      return nil
    }
    return SoftClip(surface: surface, box: box, coveredRuns: runs)
  }
}
