import BezelDrawing
import BezelLayers
import CCairo
import CPango
import Foundation

/// Renders display lists into bitmaps with Cairo and Pango, reusing one pixel surface and its
/// caches (decoded images, text layouts) from frame to frame.
///
/// A canvas serialises its renders with a lock; to render frames in parallel, give each
/// worker its own canvas.
///
/// ```swift
/// let canvas = Canvas()
/// for frame in 0..<600 {
///   let bitmap = try canvas.render(timeline.displayList(at: Double(frame) / 60), scale: 2)
///   …
/// }
/// ```
public final class Canvas: @unchecked Sendable {
  /// The largest number of pixels on either side of a rendered bitmap.
  public static let maximumPixelSide = 16384
  /// The largest number of pixels in a rendered bitmap (2²⁷, 512 MiB of RGBA).
  public static let maximumPixelCount = 1 << 27

  // Everything below is guarded by `lock`.
  let lock = NSLock()
  private var surface: OpaquePointer?
  private var surfaceWidth = 0
  private var surfaceHeight = 0
  let images: ImageSurfaceCache
  private let text = TextLayoutCache()
  /// The last frame in the canvas's own surface and in the caller's buffer.
  private var retained = RetainedFrames()
  /// Where damaged regions are drawn before they are copied in.
  private let scratch = ScratchPixels()
  /// The surface on the caller's buffer last drawn into, and the buffer's address.
  private var bufferSurface: (base: UnsafeMutableRawPointer, surface: OpaquePointer)?
  /// What the last render into a caller's buffer may have changed (``lastBufferChange``).
  var bufferChange = PixelBounds.empty
  /// The same, finer, when known (``lastBufferChangeBoxes``).
  var bufferChangeBoxes: [PixelBounds] = []
  /// The device pixels of the frame being painted; `nil` outside `paint`.
  private var paintedFrame: FrameDamage.Box?
  /// The list ``listOfOne(_:)`` hands out, written in place once its last holder let go.
  private var oneBox: [FrameDamage.Box] = []

  /// A canvas whose image cache holds at most `imageCacheBytes` of Cairo surfaces (the
  /// cached bitmaps stay alive with them, so the memory held can be about twice that).
  public init(imageCacheBytes: Int = 64 << 20) {
    images = ImageSurfaceCache(budget: imageCacheBytes)
  }

  /// Whether the canvas redraws only what changed since the last frame (default `true`).
  ///
  /// The canvas remembers the last display list it drew into its own surface and into a
  /// caller's buffer; the next render into the same, unchanged pixels redraws only inside
  /// the boxes around the items that differ, and nothing at all when the lists are equal.
  /// When the first change stays at the same place in the list from frame to frame (a
  /// moving arc over a static photo, a spinner over a dimmed window), the unchanged items in
  /// front of it are drawn once into pixels the canvas keeps, and each frame starts from a
  /// copy of them and draws only what follows. The pixels are exactly those of a full
  /// redraw. Turned off, every frame is drawn whole. ``retainedFrameStatistics`` says what
  /// retention did.
  ///
  /// A live view renders each frame into one reused buffer and shows that buffer:
  ///
  /// ```swift
  /// var pixels: [UInt32] = []
  /// func frame(at time: Double) throws {
  ///   try canvas.render(scene.displayList(at: time), scale: 2, background: .white, into: &pixels)
  ///   // show `pixels`
  /// }
  /// ```
  public var retainsFrames: Bool {
    get {
      lock.lock()
      defer { lock.unlock() }
      return retained.enabled
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      retained.enabled = newValue
      retained.forget()
    }
  }

  deinit {
    if let surface { cairo_surface_destroy(surface) }
    if let bufferSurface { cairo_surface_destroy(bufferSurface.surface) }
  }

  /// The pixel size of a `size`-point canvas at `scale`: each side times the scale, rounded.
  ///
  /// Throws when the size is negative or not finite, the scale is not positive, or the
  /// result exceeds ``maximumPixelSide`` or ``maximumPixelCount``.
  public static func pixelSize(for size: CGSize, scale: Double) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    let w = Double(size.width) * scale
    let h = Double(size.height) * scale
    guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite,
      size.width >= 0, size.height >= 0, w.isFinite, h.isFinite
    else {
      throw .invalidSize(width: Double(size.width), height: Double(size.height), scale: scale)
    }
    let limit = Double(maximumPixelSide)
    guard w.rounded() <= limit, h.rounded() <= limit else {
      throw .tooLarge(width: Int(min(w.rounded(), 1e15)), height: Int(min(h.rounded(), 1e15)))
    }
    let width = Int(w.rounded())
    let height = Int(h.rounded())
    guard width * height <= maximumPixelCount else {
      throw .tooLarge(width: width, height: height)
    }
    return (width, height)
  }

  /// Draws `list` at `scale` pixels per point over `background` (`nil`: transparent), its
  /// edges placed as `policy` says (``BezelLayers/RenderPolicy/browserLike`` for a Lottie
  /// animation compared with lottie-web's pictures).
  ///
  /// The bitmap is ``pixelSize(for:scale:)`` pixels; a zero-sized canvas gives an empty
  /// bitmap.
  public func render(
    _ list: DisplayList, scale: Double = 1, background: Color? = nil,
    policy: RenderPolicy = .exact
  ) throws(RenderError) -> Bitmap {
    let (width, height) = try Canvas.pixelSize(for: list.size, scale: scale)
    guard width > 0, height > 0 else {
      return Bitmap(width: width, height: height, filledWith: .clear)
    }
    lock.lock()
    defer { lock.unlock() }
    let surface = try prepareSurface(width: width, height: height)
    let frame = RetainedFrames.Frame(
      list: list, scale: scale, background: background, policy: policy)
    let plan = retained.plan(
      frame, over: retained.surfaceFrame, width: width, height: height, bounds: images.bounds)
    retained.surfaceFrame = nil
    try paint(frame, plan: plan, on: surface, width: width, height: height)
    if retained.enabled { retained.surfaceFrame = frame }
    guard let data = cairo_image_surface_get_data(surface) else {
      throw .cairo("the surface has no pixels")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = PixelConversion.cairoToRGBA(data, width: width, height: height, stride: stride)
    guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: pixels) else {
      throw .cairo("pixel count mismatch")
    }
    return bitmap
  }

  /// Draws `list` like ``render(_:scale:background:policy:)``, but straight into `pixels` instead of
  /// a new ``BezelDrawing/Bitmap``, and returns the pixel size.
  ///
  /// Each element of `pixels` is one pixel as a native-endian 32-bit word, alpha in the top
  /// byte, then red, green and blue, premultiplied (Cairo's ARGB32, also rlottie's format;
  /// B, G, R, A bytes on little-endian machines); rows top to bottom, no padding. `pixels` is
  /// resized to `width × height` only when its count differs, so reusing one array from frame
  /// to frame renders without allocating or copying pixels.
  ///
  /// ```swift
  /// var pixels: [UInt32] = []
  /// for frame in 0..<600 {
  ///   let (width, height) = try canvas.render(list(at: frame), into: &pixels)
  ///   …
  /// }
  /// ```
  @discardableResult
  public func render(
    _ list: DisplayList, scale: Double = 1, background: Color? = nil,
    policy: RenderPolicy = .exact, into pixels: inout [UInt32]
  ) throws(RenderError) -> (width: Int, height: Int) {
    let (width, height) = try Canvas.pixelSize(for: list.size, scale: scale)
    if pixels.count != width * height {
      pixels = [UInt32](repeating: 0, count: width * height)
    }
    guard width > 0, height > 0 else { return (width, height) }
    let stride = width * 4
    guard Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == stride else {
      throw .cairo("unexpected row padding for a \(width)-pixel row")
    }
    lock.lock()
    defer { lock.unlock() }
    let frame = RetainedFrames.Frame(
      list: list, scale: scale, background: background, policy: policy)
    let plan = retained.plan(
      frame, over: retained.isSameBuffer(pixels) ? retained.bufferFrame : nil,
      width: width, height: height, bounds: images.bounds)
    // Until the frame is drawn, a failure may have left any pixel changed.
    bufferChange = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
    bufferChangeBoxes.removeAll(keepingCapacity: true)
    if plan == .unchanged {
      bufferChange = .empty
      return (width, height)
    }
    // Let go of the buffer before writing, so the write does not copy it.
    retained.bufferFrame = nil
    retained.buffer = []
    let result: Result<Void, RenderError> = pixels.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else {
        return .failure(.cairo("cannot wrap the pixel buffer"))
      }
      do throws(RenderError) {
        let surface = try wrapBuffer(base, width: width, height: height)
        try paint(frame, plan: plan, on: surface, width: width, height: height)
      } catch {
        return .failure(error)
      }
      return .success(())
    }
    try result.get()
    bufferChange = Canvas.change(by: plan, damage: retained.damage, width: width, height: height)
    noteChangeBoxes(plan, retained.change)
    if retained.enabled {
      // Holding a reference makes any change the caller makes copy the array first, so the
      // same storage next time means the same pixels.
      retained.bufferFrame = frame
      retained.buffer = pixels
    }
    return (width, height)
  }

  /// Draws `items` into a caller's Cairo context (`cairo_t *`) in its current user space,
  /// with the canvas's caches and `policy`. The context's state is left as it was.
  @_spi(Cairo) public func draw(
    _ items: [DisplayItem], into context: OpaquePointer, policy: RenderPolicy = .exact
  ) {
    lock.lock()
    defer { lock.unlock() }
    cairo_save(context)
    painter(context, policy: policy).draw(items)
    cairo_restore(context)
  }

  /// Replaces a Cairo context's current path with `path`; `false` when the path is empty or
  /// not finite (the current path is then empty).
  @_spi(Cairo) @discardableResult
  public static func setPath(_ path: Path, on context: OpaquePointer) -> Bool {
    CairoPath.set(path, on: context)
  }

  /// What frame retention did so far: frames drawn whole, redrawn in part or reused as they
  /// were, and the share of pixels redrawn (for benchmarks and tests).
  public var retainedFrameStatistics: RetainedFrameStatistics {
    lock.lock()
    defer { lock.unlock() }
    return retained.statistics
  }

  /// The path of the ``FrameCut`` the kept pixels of the static part were drawn with, `nil`
  /// while there are none (for tests).
  @_spi(Testing) public var retainedUnderlayCut: [Int]? {
    lock.lock()
    defer { lock.unlock() }
    return retained.underlay?.cut.path
  }

  /// What the canvas's kept coverage did so far and what it holds (for benchmarks).
  public var keptCoverageStatistics: KeptCoverageStatistics {
    lock.lock()
    defer { lock.unlock() }
    return images.coverage.statistics
  }

  /// How many previous frames the canvas holds for retained rendering (at most two: its
  /// own surface's and the caller's buffer's).
  @_spi(Testing) public var retainedFrameCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return (retained.surfaceFrame == nil ? 0 : 1) + (retained.bufferFrame == nil ? 0 : 1)
  }

  /// Bytes of the frame-sized surfaces the canvas holds between frames: its own surface, the
  /// scratch surface damage is drawn on, and the underlay's pixels (for memory checks).
  @_spi(Testing) public var heldSurfaceBytes: Int {
    lock.lock()
    defer { lock.unlock() }
    let bytes = { (surface: OpaquePointer?) -> Int in
      guard let surface else { return 0 }
      return Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface))
    }
    return bytes(surface) + scratch.heldBytes + (retained.underlay?.heldBytes ?? 0)
  }

  /// Numbers of cached image surfaces and text layouts (for tests and memory checks).
  @_spi(Testing) public var cacheCounts: (images: Int, layouts: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (images.count, text.count)
  }

  /// How many characters of `item` no installed font can draw (shown as boxes); 0 when
  /// font fallback covers the whole string.
  @_spi(Testing) public func missingGlyphCount(_ item: TextItem) -> Int {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = text.layout(for: item) else { return 0 }
    return Int(pango_layout_get_unknown_glyphs_count(entry.layout))
  }

  /// Brings `surface` (`width` × `height` pixels) up to `frame` as `plan` says; call with
  /// `lock` held.
  private func paint(
    _ frame: RetainedFrames.Frame, plan: RetainedFrames.Plan, on surface: OpaquePointer,
    width: Int, height: Int
  ) throws(RenderError) {
    images.coverage.fit(width: width, height: height)
    images.softClips.startFrame()
    images.bounds.startFrame()
    paintedFrame = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    defer {
      paintedFrame = nil
      images.bounds.finishFrame()
      images.freshStrokes.finishFrame()
    }
    switch plan {
    case .unchanged:
      return
    case .whole:
      try draw(frame, clip: nil, on: surface)
    case .damaged:
      try paintDamage(frame, on: surface)
    case .overUnderlay(let rebuild, let clipped):
      guard let underlay = retained.underlay else { return try draw(frame, clip: nil, on: surface) }
      // Frames over the underlay draw no damage on the scratch surface: let it go rather
      // than hold two frame-sized surfaces while the static part stays.
      scratch.release()
      if rebuild {
        // The kept part is drawn on the target itself, kept from there, and the rest drawn
        // over it whole: a whole frame's very steps, with no second frame of pixels.
        do throws(RenderError) {
          try draw(underlay.frame, clip: nil, keeping: underlay.cut, on: surface)
        } catch {
          retained.dropUnderlay()
          throw error
        }
        underlay.keep(surface)
        try draw(frame, after: underlay.cut, clip: nil, on: surface)
        return
      }
      let clip = clipped ? retained.damage.boxes : nil
      underlay.restore(
        retained.restore ?? clip ?? [FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)],
        onto: surface)
      try draw(frame, after: underlay.cut, clip: clip, on: surface)
    }
  }

  /// Draws `frame` only inside the damage measured for it.
  private func paintDamage(_ frame: RetainedFrames.Frame, on surface: OpaquePointer)
    throws(RenderError)
  {
    let damage = retained.damage
    guard let area = damage.bounds else { return }
    // An underlay that does not serve this frame is let go, so the canvas holds one
    // frame-sized block of pixels besides the target, never the underlay and the scratch.
    retained.dropUnderlay()
    // The damage is drawn on a cleared surface of its own: Cairo takes shortcuts for drawing
    // on a surface it knows is clear, so the first item drawn there rounds exactly as on a
    // whole frame's freshly cleared surface. One box is that surface on the frame's own
    // pixels (no block besides the frame, no copy). Several boxes are drawn on scratch pixels
    // as large as their bounds and copied in inside the boxes, since clearing the bounds on
    // the frame would clear between them; where those bounds are mostly not redrawn and
    // larger than the scratch budget (sparks far apart), each box is drawn in turn on the
    // frame's own pixels instead, one more walk of the list per box for no block at all.
    if damage.boxes.count == 1
      || !ScratchPixels.suits(bounds: area, redrawnArea: damage.redrawnArea),
      damage.boxes.allSatisfy({ Canvas.holds(surface, $0) })
    {
      scratch.idle()
      cairo_surface_flush(surface)
      // Even when drawing fails part way: Cairo must not think the frame's surface clear.
      defer { cairo_surface_mark_dirty(surface) }
      for box in damage.boxes {
        guard let pixels = Canvas.region(box, of: surface) else { continue }
        defer { cairo_surface_destroy(pixels) }
        cairo_surface_set_device_offset(pixels, Double(-box.minX), Double(-box.minY))
        // One box is the damage's own list; of several, each is drawn under a list of one
        // kept for it (a new list would be an allocation a box a frame).
        let clip = damage.boxes.count == 1 ? damage.boxes : listOfOne(box)
        try draw(frame, clip: clip, walks: damage.boxes.count, on: pixels)
      }
      return
    }
    let pixels = try scratch.surface(
      width: area.maxX - area.minX, height: area.maxY - area.minY,
      reserving: Int(
        cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface)))
    cairo_surface_set_device_offset(pixels, Double(-area.minX), Double(-area.minY))
    try draw(frame, clip: damage.boxes, on: pixels)
    if ScratchPixels.copiesRows, damage.boxes.allSatisfy({ Canvas.holds(surface, $0) }),
      ScratchPixels.copy(damage.boxes, from: pixels, at: area, into: surface)
    {
      return
    }
    guard let cr = cairo_create(surface) else { throw .cairo("cannot create a context") }
    defer { cairo_destroy(cr) }
    FrameDamage.addBoxes(damage.boxes, to: cr)
    cairo_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, pixels, 0, 0)
    cairo_paint(cr)
    cairo_surface_flush(surface)
  }

  /// A list of `box` alone, in the storage of the last one (``oneBox``).
  private func listOfOne(_ box: FrameDamage.Box) -> [FrameDamage.Box] {
    if oneBox.count == 1 { oneBox[0] = box } else { oneBox = [box] }
    return oneBox
  }

  /// Whether `box` is a non-empty part of `surface`'s ARGB32 pixels (``region(_:of:)`` can
  /// share them).
  private static func holds(_ surface: OpaquePointer, _ box: FrameDamage.Box) -> Bool {
    cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 && box.minX >= 0
      && box.minY >= 0 && box.minX < box.maxX && box.minY < box.maxY
      && box.maxX <= Int(cairo_image_surface_get_width(surface))
      && box.maxY <= Int(cairo_image_surface_get_height(surface))
  }

  /// An ARGB32 surface on the pixels of `surface` inside `box` (device pixels within it),
  /// sharing its memory; `nil` when `surface` has no pixels there to share.
  private static func region(_ box: FrameDamage.Box, of surface: OpaquePointer) -> OpaquePointer? {
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard holds(surface, box), let data = cairo_image_surface_get_data(surface) else {
      return nil
    }
    guard
      let region = cairo_image_surface_create_for_data(
        data + box.minY * stride + box.minX * 4, CAIRO_FORMAT_ARGB32, Int32(box.maxX - box.minX),
        Int32(box.maxY - box.minY), Int32(stride))
    else { return nil }
    guard cairo_surface_status(region) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(region)
      return nil
    }
    return region
  }

  /// Draws the items of `frame` from `cut` on over `surface`, inside `clip` (device pixels)
  /// when given; the caller has brought the target to the underlay's pixels inside the clip
  /// (``FrameUnderlay/restore(_:onto:)``, or the kept part drawn there).
  ///
  /// The target then holds exactly what a whole frame's surface holds after its kept items,
  /// and the rest is drawn over it in the same order, so the pixels are a whole frame's.
  /// Unlike a cleared surface, the kept pixels give Cairo no shortcut to take, so the rest is
  /// drawn in place.
  private func draw(
    _ frame: RetainedFrames.Frame, after cut: FrameCut, clip: [FrameDamage.Box]?,
    on surface: OpaquePointer
  ) throws(RenderError) {
    guard let cr = cairo_create(surface) else { throw .cairo("cannot create a context") }
    defer { cairo_destroy(cr) }
    if let clip {
      FrameDamage.addBoxes(clip, to: cr)
      cairo_clip(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    CairoMatrix.translateAndScale(x: 0, y: 0, sx: frame.scale, sy: frame.scale, on: cr)
    painter(cr, policy: frame.policy, clip: clip).draw(frame.list.items, from: cut.path[...])
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(surface)
  }

  /// Clears all of `surface` to `frame`'s background and draws its list on it, inside `clip`
  /// (device pixels) when given, and only the items in front of `cut` when given.
  private func draw(
    _ frame: RetainedFrames.Frame, clip: [FrameDamage.Box]?, keeping cut: FrameCut? = nil,
    walks: Int = 1, on surface: OpaquePointer
  ) throws(RenderError) {
    let (background, scale) = (frame.background, frame.scale)
    guard let cr = cairo_create(surface) else { throw .cairo("cannot create a context") }
    defer { cairo_destroy(cr) }
    if let background, background.alpha > 0 {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(
        cr, CairoConstants.unit(background.red), CairoConstants.unit(background.green),
        CairoConstants.unit(background.blue), CairoConstants.unit(background.alpha))
      cairo_paint(cr)
    } else {
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_paint(cr)
      // Known clear to the walk's translucent strokes until it draws.
      images.inkedTarget.cleared(surface)
    }
    defer { images.inkedTarget.forgetClear() }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    if let clip {
      FrameDamage.addBoxes(clip, to: cr)
      cairo_clip(cr)
    }
    CairoMatrix.translateAndScale(x: 0, y: 0, sx: scale, sy: scale, on: cr)
    if let cut {
      painter(cr, policy: frame.policy, clip: clip, walks: walks).draw(
        frame.list.items, before: cut.path[...])
    } else if let clip, let extents = Canvas.deviceExtents(of: surface) {
      painter(cr, policy: frame.policy, clip: clip, walks: walks).draw(
        frame.list.items, clippedTo: clip, within: extents)
    } else {
      painter(cr, policy: frame.policy, clip: clip, walks: walks).draw(frame.list.items)
    }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(surface)
  }

  /// The device pixels of the image `surface` (its pixels placed by its device offset);
  /// `nil` when it is not an image surface at device scale 1 placed on whole pixels.
  static func deviceExtents(of surface: OpaquePointer) -> FrameDamage.Box? {
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
    var (x, y, sx, sy) = (0.0, 0.0, 0.0, 0.0)
    cairo_surface_get_device_scale(surface, &sx, &sy)
    cairo_surface_get_device_offset(surface, &x, &y)
    guard sx == 1, sy == 1, x == x.rounded(), y == y.rounded(), abs(x) < 1e7, abs(y) < 1e7
    else { return nil }
    let (minX, minY) = (-Int(x), -Int(y))
    return FrameDamage.Box(
      minX: minX, minY: minY, maxX: minX + Int(cairo_image_surface_get_width(surface)),
      maxY: minY + Int(cairo_image_surface_get_height(surface)))
  }

  /// A surface on the caller's buffer at `base`, reused while the buffer stays where it is.
  ///
  /// Making one allocates (the surface and its pixman image), so a frame into the same buffer
  /// reuses the last. Only the address is kept: the surface is never drawn on unless it is
  /// the current buffer's, and nothing else (no snapshot, no cache) reads its pixels.
  private func wrapBuffer(_ base: UnsafeMutableRawPointer, width: Int, height: Int)
    throws(RenderError) -> OpaquePointer
  {
    if let wrapped = bufferSurface, wrapped.base == base,
      cairo_image_surface_get_width(wrapped.surface) == Int32(width),
      cairo_image_surface_get_height(wrapped.surface) == Int32(height)
    {
      // The caller may have written into the buffer: Cairo must not trust what it last knew
      // of the pixels (that they were all clear, say).
      cairo_surface_mark_dirty(wrapped.surface)
      return wrapped.surface
    }
    if let wrapped = bufferSurface { cairo_surface_destroy(wrapped.surface) }
    bufferSurface = nil
    guard
      let surface = cairo_image_surface_create_for_data(
        base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(width * 4))
    else { throw .cairo("cannot wrap the pixel buffer") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    bufferSurface = (base, surface)
    return surface
  }

  /// A new ARGB32 image surface of `width` × `height` pixels, owned by the caller.
  static func makeSurface(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
    guard let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw .cairo("cannot create a \(width)×\(height) surface") }
    guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(created)
      throw .cairo("cannot create a \(width)×\(height) surface")
    }
    return created
  }

  /// A painter on `cr`; `clip` (device pixels) is what the context is clipped to. When the
  /// damage is several boxes (`clip` holds them, or this walk is one of `walks`, one a box),
  /// the clip's bounds let the painter skip groups drawn wholly outside it; one box of damage
  /// is left to the clip, as testing every group costs more than it saves there.
  private func painter(
    _ cr: OpaquePointer, policy: RenderPolicy, clip: [FrameDamage.Box]? = nil, walks: Int = 1
  ) -> DisplayListPainter {
    var painter = DisplayListPainter(
      cr: cr, images: images, text: text, policy: policy, frameBox: paintedFrame)
    painter.drawsDamage = clip != nil
    if let clip, let first = clip.first, clip.count > 1 || walks > 1 {
      painter.cullBox = clip.dropFirst().reduce(first) { $0.union($1) }
    }
    return painter
  }

  private func prepareSurface(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
    if let surface, surfaceWidth == width, surfaceHeight == height { return surface }
    retained.surfaceFrame = nil
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    guard let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw .cairo("cannot create a \(width)×\(height) surface") }
    let status = cairo_surface_status(created)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(created)
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    surface = created
    surfaceWidth = width
    surfaceHeight = height
    return created
  }
}

extension DisplayList {
  /// Renders the list once with a throwaway ``Canvas``; use a canvas to render many frames.
  public func render(
    scale: Double = 1, background: Color? = nil, policy: RenderPolicy = .exact
  ) throws(RenderError) -> Bitmap {
    try Canvas().render(self, scale: scale, background: background, policy: policy)
  }
}
