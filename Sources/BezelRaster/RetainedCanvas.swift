import BezelDrawing
import BezelLayers
import CCairo
import Foundation

/// Draws a sequence of display lists (a live view's frames), keeping the pixels of what did
/// not change: the items in front of the first change are drawn once into an underlay, and
/// each frame starts from a copy of it and draws only the rest.
///
/// A static sublayer below the moving part (the ring's photo and track under its progress arc,
/// the window under the loading overlay's spinner) then costs a copy instead of a redraw, and
/// a frame whose list equals the previous one costs nothing (``update(_:scale:)`` returns
/// `false`, so the caller can skip it).
///
/// The result is the same pixels as drawing the whole list over `background`: the underlay is
/// exactly the surface after the unchanged items, and the rest is drawn over it in the same
/// order. Pass-through groups (no opacity, mask or blend mode) are looked into, so a change
/// deep in the tree keeps its unchanged siblings in the underlay; any other group that changed
/// is drawn again whole.
///
/// ```swift
/// let retained = RetainedCanvas()
/// if try retained.update(scene.displayList(at: time), scale: 1) {
///   retained.paint(into: cairo)
/// }
/// ```
@_spi(Cairo) public final class RetainedCanvas {
  /// What the cache did, for tests and live measurements.
  public struct Statistics: Sendable, Equatable {
    /// Frames drawn over the kept underlay.
    public var reused = 0
    /// Frames whose underlay was drawn again (the first, or the unchanged part changed).
    public var rebuilt = 0
    /// Frames equal to the previous one: nothing drawn.
    public var skipped = 0
  }

  private let canvas: Canvas
  /// The colour under everything (the preview's white window).
  public let background: Color
  public private(set) var statistics = Statistics()
  /// The frame's pixels, premultiplied ARGB32, `width × height`, rows top to bottom.
  public private(set) var pixels: [UInt32] = []
  public private(set) var width = 0
  public private(set) var height = 0
  private var scale = 1.0
  private var previous: DisplayList?
  /// The items the underlay holds, and its pixels.
  private var underlayItems: [DisplayItem]?
  private var underlay: [UInt32] = []
  /// What the last frame drew over the underlay.
  private var lastRest: [DisplayItem] = []

  public init(canvas: Canvas = Canvas(), background: Color = .white) {
    self.canvas = canvas
    self.background = background
  }

  /// Brings the frame up to date with `list` at `scale` pixels per point; `false` when the
  /// list equals the previous frame's (the pixels are unchanged).
  @discardableResult
  public func update(_ list: DisplayList, scale: Double) throws(RenderError) -> Bool {
    guard let rest = try prepare(list, scale: scale) else { return false }
    pixels = underlay
    try draw(rest)
    return true
  }

  /// Draws the frame of `list` into a Cairo context (`cairo_t *`) at its user-space origin,
  /// one point per `scale` device pixels: the kept underlay, then what changed straight into
  /// the context (no copy of the frame). ``pixels`` is not kept up to date by this.
  public func draw(_ list: DisplayList, scale: Double, into context: OpaquePointer)
    throws(RenderError)
  {
    let rest = try prepare(list, scale: scale) ?? lastRest
    paint(underlay, into: context)
    canvas.draw(rest, into: context)
  }

  /// Cuts `list` against the previous frame and brings the underlay up to date; returns the
  /// items to draw over it, or `nil` when `list` equals the previous frame.
  private func prepare(_ list: DisplayList, scale: Double) throws(RenderError) -> [DisplayItem]? {
    let (w, h) = try Canvas.pixelSize(for: list.size, scale: scale)
    if w != width || h != height || scale != self.scale {
      previous = nil
      underlayItems = nil
      (width, height, self.scale) = (w, h, scale)
    }
    if let previous, previous == list {
      statistics.skipped += 1
      return nil
    }
    let (kept, rest) =
      previous.map { RetainedCanvas.split(old: $0.items, new: list.items) } ?? ([], list.items)
    if underlayItems != kept {
      try canvas.render(
        DisplayList(size: list.size, items: kept), scale: scale, background: background,
        into: &underlay)
      underlayItems = kept
      statistics.rebuilt += 1
    } else {
      statistics.reused += 1
    }
    previous = list
    lastRest = rest
    return rest
  }

  /// Whether the frame already shows `list` at `scale` (drawing it would change nothing).
  public func shows(_ list: DisplayList, scale: Double) -> Bool {
    guard let previous, scale == self.scale else { return false }
    return previous == list
  }

  /// Paints the frame into a Cairo context (`cairo_t *`) with its top-left corner at the
  /// user-space origin, one point per `scale` pixels.
  public func paint(into context: OpaquePointer) {
    paint(pixels, into: context)
  }

  private func paint(_ words: [UInt32], into context: OpaquePointer) {
    guard width > 0, height > 0, words.count == width * height else { return }
    // Read-only access: Cairo only reads a source surface, and a mutable view would copy the
    // pixels the array shares with the underlay.
    words.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress,
        let surface = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)),
          CAIRO_FORMAT_ARGB32, Int32(width),
          Int32(height), Int32(width * 4))
      else { return }
      defer { cairo_surface_destroy(surface) }
      cairo_save(context)
      cairo_scale(context, 1 / scale, 1 / scale)
      cairo_set_source_surface(context, surface, 0, 0)
      // Over an opaque background the frame replaces what is there: a copy, not a blend.
      if background.alpha >= 1 { cairo_set_operator(context, CAIRO_OPERATOR_SOURCE) }
      cairo_paint(context)
      cairo_restore(context)
    }
  }

  /// Draws `items` over the frame's pixels.
  private func draw(_ items: [DisplayItem]) throws(RenderError) {
    guard !items.isEmpty, width > 0, height > 0 else { return }
    let (w, h, s) = (width, height, scale)
    let canvas = self.canvas
    let failure: RenderError? = pixels.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress,
        let surface = cairo_image_surface_create_for_data(
          base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w), Int32(h),
          Int32(w * 4))
      else { return .cairo("cannot wrap the frame's pixels") }
      defer { cairo_surface_destroy(surface) }
      guard let cr = cairo_create(surface) else { return .cairo("cannot create a context") }
      defer { cairo_destroy(cr) }
      cairo_scale(cr, s, s)
      canvas.draw(items, into: cr)
      cairo_surface_flush(surface)
      let status = cairo_status(cr)
      return status == CAIRO_STATUS_SUCCESS
        ? nil : .cairo(String(cString: cairo_status_to_string(status)))
    }
    if let failure { throw failure }
  }

  /// `new` cut where it first differs from `old`: the unchanged items in front (`kept`) and
  /// the rest, such that drawing `kept` then `rest` paints exactly what drawing `new` does.
  /// A pass-through group that differs only in its children is cut inside, into two groups
  /// with its transform and clip.
  package static func split(old: [DisplayItem], new: [DisplayItem]) -> (
    kept: [DisplayItem], rest: [DisplayItem]
  ) {
    var index = 0
    while index < new.count, index < old.count, old[index] == new[index] { index += 1 }
    guard index < new.count else { return (new, []) }
    if index < old.count, case .group(let before) = old[index],
      case .group(let after) = new[index], after.isPassThrough,
      sameExceptChildren(before, after)
    {
      let (innerKept, innerRest) = split(old: before.children, new: after.children)
      var keptGroup = after
      keptGroup.children = innerKept
      var restGroup = after
      restGroup.children = innerRest
      let kept = Array(new[..<index]) + (innerKept.isEmpty ? [] : [.group(keptGroup)])
      return (kept, [.group(restGroup)] + new[(index + 1)...])
    }
    return (Array(new[..<index]), Array(new[index...]))
  }

  private static func sameExceptChildren(_ a: GroupItem, _ b: GroupItem) -> Bool {
    var a = a
    a.children = b.children
    return a == b
  }
}
