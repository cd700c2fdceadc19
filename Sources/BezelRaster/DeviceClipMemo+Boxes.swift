import CCairo

extension DeviceClipMemo {
  /// Takes as its clip the device pixels of `boxes` inside `extents`, as Cairo lists the
  /// clip that `cairo_clip` to those boxes (whole-pixel rectangles of one path) sets on a
  /// surface whose device pixels are `extents`, asking Cairo nothing.
  ///
  /// Cairo lists such a clip from a pixman region of the boxes, in its y-x banded form:
  /// bands cut at every box's top and bottom, each band's spans in order of x and merged
  /// where they meet or overlap, empty bands dropped, and a band merged into the one above
  /// when it touches it with the same columns (``coalesce``). Damage holds at most
  /// ``FrameDamage/maximumBoxes`` boxes, so the sweep looks at every box for every band and
  /// sorts each band's few spans in place, in the memo's own room (tests compare the lists
  /// with Cairo's).
  func list(boxes: [FrameDamage.Box], within extents: FrameDamage.Box) {
    let n = boxes.count
    // At most 2n - 1 bands of at most n spans.
    list(atMost: 2 * n * n) { rectangles in
      func inside(_ box: FrameDamage.Box) -> FrameDamage.Box? {
        let cut = FrameDamage.Box(
          minX: max(box.minX, extents.minX), minY: max(box.minY, extents.minY),
          maxX: min(box.maxX, extents.maxX), maxY: min(box.maxY, extents.maxY))
        return cut.minX < cut.maxX && cut.minY < cut.maxY ? cut : nil
      }
      var y = Int.max
      for box in boxes { if let box = inside(box) { y = min(y, box.minY) } }
      var count = 0
      var previousStart = 0
      var previousCount = 0
      while true {
        var next = Int.max
        for box in boxes {
          guard let box = inside(box) else { continue }
          if box.minY > y { next = min(next, box.minY) }
          if box.maxY > y { next = min(next, box.maxY) }
        }
        guard next != Int.max else { break }
        let bandStart = count
        for box in boxes {
          guard let box = inside(box), box.minY <= y, box.maxY >= next else { continue }
          // Inserted in order of x.
          var k = count
          while k > bandStart, rectangles[k - 1].x > Double(box.minX) {
            rectangles[k] = rectangles[k - 1]
            k -= 1
          }
          rectangles[k] = cairo_rectangle_t(
            x: Double(box.minX), y: Double(y), width: Double(box.maxX - box.minX),
            height: Double(next - y))
          count += 1
        }
        // Spans that meet or overlap are one.
        var merged = bandStart
        for k in bandStart..<count {
          if merged > bandStart,
            rectangles[k].x <= rectangles[merged - 1].x + rectangles[merged - 1].width
          {
            let end = max(
              rectangles[merged - 1].x + rectangles[merged - 1].width,
              rectangles[k].x + rectangles[k].width)
            rectangles[merged - 1].width = end - rectangles[merged - 1].x
          } else {
            rectangles[merged] = rectangles[k]
            merged += 1
          }
        }
        count = merged
        Self.coalesce(rectangles, &count, &previousStart, &previousCount, bandStart)
        y = next
      }
      return count
    }
  }
}
