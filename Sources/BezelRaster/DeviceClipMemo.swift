import BezelLayers
import CCairo

/// The current clip's rectangles in device space, asked of Cairo at most once while the
/// items of one list are drawn.
///
/// `cairo_copy_clip_rectangle_list` copies the clip, builds a pixman region of its boxes and
/// allocates the list on every call: 4–8 K instructions, which every fill of Bezel's
/// rasteriser paid (twice when its kept coverage was looked up first). Each item leaves the
/// clip as it found it, so every item of a list starts under the clip the list was entered
/// with: a list's walk makes one memo, and a fill asks it only before it changes the clip
/// itself, so the list Cairo gave the first fill serves the rest, and so does a group with no
/// clip and no compositing (its children are drawn on the same surface under the same clip;
/// a transform does not move the clip's device pixels). Code reached any other way
/// (a group's lone faded child, the strips round a soft clip, a stroke's outline) passes no
/// memo and asks Cairo.
final class DeviceClipMemo {
  /// Whether lists' walks keep the clip's rectangles (else every use asks Cairo), so tests
  /// can compare both.
  @TaskLocal static var isEnabled = true

  private enum State {
    case unasked
    /// Cairo cannot list the clip (a path, or one that cuts pixels).
    case unlisted
    /// Cairo's list (``list``) or the rectangles worked out from an enclosing walk's
    /// (``derive(from:within:)``, in ``derived``).
    case listed(UnsafeBufferPointer<cairo_rectangle_t>)
  }

  private var state = State.unasked
  /// The list Cairo gave, destroyed when the memo forgets it.
  private var list: UnsafeMutablePointer<cairo_rectangle_list_t>?
  /// Room for derived rectangles, kept with the memo (and its spares) from walk to walk.
  private var derived: UnsafeMutablePointer<cairo_rectangle_t>?
  private var derivedCapacity = 0

  /// The most memos a canvas keeps for its next walks (``retire(to:)``): as many as walks
  /// nest, which few scenes take past a handful.
  static let maximumSpares = 16

  /// A memo for a walk over `items`, `nil` when a lone shape asks once anyway. A lone
  /// group gets one: a group with no clip or compositing of its own hands it on to its
  /// children (a Lottie layer is such a group round its shapes); so does a lone shape whose
  /// clip can be worked out from `parent`'s rectangles, asking Cairo nothing. It is one
  /// `spares` keeps when there is one (a walk made an object every time); give it back with
  /// ``retire(to:)`` when the walk ends.
  static func forWalk(
    over items: some Collection<DisplayItem>, spares: ImageSurfaceCache,
    derivingFrom parent: DeviceClipMemo? = nil
  ) -> DeviceClipMemo? {
    guard isEnabled, let first = items.first else { return nil }
    if items.count == 1, parent?.isListed != true {
      guard case .group = first else { return nil }
    }
    return spares.spareClipMemos.popLast() ?? DeviceClipMemo()
  }

  /// Whether the memo holds the clip's rectangles (asked or derived).
  var isListed: Bool {
    if case .listed = state { return true }
    return false
  }

  /// Forgets the clip (a memo reused must ask Cairo again) and hands the memo to `spares`
  /// for a later walk; call when the walk it was made for ends.
  func retire(to spares: ImageSurfaceCache) {
    forget()
    guard spares.spareClipMemos.count < Self.maximumSpares else { return }
    spares.spareClipMemos.append(self)
  }

  private func forget() {
    if let list { cairo_rectangle_list_destroy(list) }
    list = nil
    state = .unasked
  }

  deinit {
    forget()
    derived?.deallocate()
  }

  /// Asks Cairo for the clip of `cr` now if this memo has not, so that walks entered under
  /// a narrower clip can derive theirs from it (``derive(from:within:)``).
  func prime(_ cr: OpaquePointer) {
    _ = withRectangles(of: cr) { _ in () }
  }

  /// Calls `body` with the clip of `cr` as device rectangles, through `memo` when given
  /// (asking Cairo once a walk), else asking Cairo.
  @inline(__always)
  static func withRectangles<Result>(
    of cr: OpaquePointer, _ memo: DeviceClipMemo?,
    _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    if let memo { return memo.withRectangles(of: cr, body) }
    return DisplayListPainter.withDeviceClipRectangles(of: cr, body)
  }

  /// Calls `body` with the clip of `cr` as device rectangles, as
  /// ``DisplayListPainter/withDeviceClipRectangles(of:_:)`` does, asking Cairo only the first
  /// time; `cr` must be under the same clip on every call.
  func withRectangles<Result>(
    of cr: OpaquePointer, _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    if case .unasked = state {
      list = DisplayListPainter.copyDeviceClipRectangles(of: cr)
      state = list.map { .listed(DisplayListPainter.rectangles(of: $0)) } ?? .unlisted
    }
    guard case .listed(let rectangles) = state else { return nil }
    return body(rectangles)
  }
}

extension DeviceClipMemo {
  /// Takes as its clip the rectangles of `parent` inside the device pixels `box` (all of
  /// them when `nil`), as Cairo lists the clip after `cairo_clip` to that box; `false`, the
  /// memo left to ask Cairo, when `parent` holds no rectangles (unasked or unlisted).
  ///
  /// Cairo lists a clip of whole pixels from its pixman region, whose y-x banded form is
  /// one for each set of pixels: the rectangles of each band cut to `box`, bands left empty
  /// dropped, and a band that then touches the one above with the same columns merged into
  /// it, are the list Cairo would give (tests compare them). A group's walk on its own
  /// surface (`cairo_push_group`) lists the same clip, the surface's extents being those
  /// of the clip inside its parent's.
  func derive(from parent: DeviceClipMemo, within box: FrameDamage.Box?) -> Bool {
    guard case .listed(let source) = parent.state else { return false }
    list(atMost: source.count) { derived in
      Self.cut(source, to: box, into: derived)
    }
    return true
  }

  /// Takes as its clip the rectangles `write` puts in room for `capacity` of them (returning
  /// how many it wrote), forgetting the clip it held.
  func list(
    atMost capacity: Int, _ write: (UnsafeMutablePointer<cairo_rectangle_t>) -> Int
  ) {
    forget()
    if derivedCapacity < capacity {
      derived?.deallocate()
      derivedCapacity = max(capacity, 2 * derivedCapacity)
      derived = .allocate(capacity: derivedCapacity)
    }
    guard let derived, capacity > 0 else {
      state = .listed(UnsafeBufferPointer(start: nil, count: 0))
      return
    }
    state = .listed(UnsafeBufferPointer(start: derived, count: write(derived)))
  }

  /// Writes the banded rectangles of `source` cut to `box` (all when `nil`) to `derived`,
  /// as ``derive(from:within:)`` lists them; returns how many.
  private static func cut(
    _ source: UnsafeBufferPointer<cairo_rectangle_t>, to box: FrameDamage.Box?,
    into derived: UnsafeMutablePointer<cairo_rectangle_t>
  ) -> Int {
    var count = 0
    // The first rectangle and the count of the band before the one being written.
    var previousStart = 0
    var previousCount = 0
    var bandStart = 0
    var bandY = -Double.infinity
    for r in source {
      var (minX, minY, maxX, maxY) = (r.x, r.y, r.x + r.width, r.y + r.height)
      if let box {
        minX = max(minX, Double(box.minX))
        minY = max(minY, Double(box.minY))
        maxX = min(maxX, Double(box.maxX))
        maxY = min(maxY, Double(box.maxY))
      }
      guard minX < maxX, minY < maxY else { continue }
      if minY != bandY {
        Self.coalesce(derived, &count, &previousStart, &previousCount, bandStart)
        bandStart = count
        bandY = minY
      }
      derived[count] = cairo_rectangle_t(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      count += 1
    }
    Self.coalesce(derived, &count, &previousStart, &previousCount, bandStart)
    return count
  }

  /// Ends the band of `derived` written from `bandStart` to `count`: merged into the band
  /// before it (from `previousStart`, `previousCount` rectangles) when that ends where it
  /// starts with the same columns, as pixman coalesces bands, else it becomes the band
  /// before.
  static func coalesce(
    _ derived: UnsafeMutablePointer<cairo_rectangle_t>, _ count: inout Int,
    _ previousStart: inout Int, _ previousCount: inout Int, _ bandStart: Int
  ) {
    let bandCount = count - bandStart
    guard bandCount > 0 else { return }
    let previous = derived + previousStart
    let band = derived + bandStart
    var sameColumns = previousCount == bandCount && previous[0].y + previous[0].height == band[0].y
    for i in 0..<bandCount where sameColumns {
      sameColumns = previous[i].x == band[i].x && previous[i].width == band[i].width
    }
    if sameColumns {
      let height = derived[bandStart].height
      for i in previousStart..<(previousStart + previousCount) { derived[i].height += height }
      count = bandStart
      return
    }
    previousStart = bandStart
    previousCount = bandCount
  }
}
