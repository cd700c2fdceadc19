import BezelDrawing
import CCairo

/// Cairo image surfaces made from bitmaps, keyed by ``Bitmap/identity`` and pixel size,
/// bounded in bytes: each bitmap's own surface, and the mipmap levels it is drawn from when
/// shrunk (made once, not every frame).
///
/// Entries keep their bitmap alive so an identity cannot be reused by another bitmap while
/// it is cached. Eviction is by generations: when the current generation exceeds half the
/// budget it becomes the old one and the previous old one is freed; a hit in the old
/// generation moves the entry forward. That approximates least-recently-used with no
/// per-access bookkeeping. Not thread-safe: one per canvas.
final class ImageSurfaceCache {
  private struct Key: Hashable {
    let identity: ObjectIdentifier
    let width: Int
    let height: Int
  }

  private struct Entry {
    let bitmap: Bitmap
    let surface: OpaquePointer
    let bytes: Int
  }

  /// The coverage of outlines drawn again unchanged, kept by the same canvas (its own
  /// budget, beside the images').
  let coverage = CoverageCache()
  /// The anti-aliased clips the same canvas drew through lately (``SoftClip``).
  let softClips = SoftClipCache()
  /// The boxes of group contents the same canvas measured lately.
  let bounds = ContentBoundsMemo()
  /// The scan converter (and its scratch buffers) the same canvas's fills share; made on
  /// the first fill that uses it, so a file that never does holds none of its buffers.
  private(set) lazy var rasterizer = CoverageRasterizer()
  /// The buffers the same canvas's stroke outlines are made in (``StrokeOutline``), made on
  /// the first stroke outlined.
  private(set) lazy var strokeOutlineBuffers = StrokeOutlineBuffers()
  /// The polygon and scan converter the same canvas's hairlines are filled through
  /// (``HairlineBands``), made on the first hairline.
  private(set) lazy var hairlineBands = HairlineBands()
  /// The path, stroker and scan converter the same canvas's strokes are converted through
  /// (``ConvertedStrokes``), made on the first stroke converted.
  private(set) lazy var convertedStrokes = ConvertedStrokes()
  /// Clip memos the same canvas's walks are done with (``DeviceClipMemo/retire(to:)``),
  /// each forgetting its clip, for the next walks.
  var spareClipMemos: [DeviceClipMemo] = []
  /// A list of device boxes a draw fills and empties again (the regions of a fill masked in
  /// place), kept so that its capacity serves the next frames.
  var spareBoxes: [FrameDamage.Box] = []
  /// The storage of the clip regions a kept coverage was last blended through
  /// (``ClipRegions/storage``), for the next draw's. Unchecked, as the rasteriser's and
  /// ``CoverageCache``'s stores: a canvas is drawn by one thread at a time, and every kept
  /// coverage's draw takes this.
  @exclusivity(unchecked) var spareRegions: [FrameDamage.Box] = []
  /// Where the same canvas's translucent strokes last found their target inked.
  let inkedTarget = InkedTarget()
  /// The bytes the same canvas's translucent strokes drawn anew are scan converted in.
  let freshStrokes = FreshStrokeScratch()
  /// The path the same canvas's fills and strokes are snapped to quarter rows in
  /// (``DisplayListPainter/snappedInSpare(_:_:halfWidth:)``), kept so that its storage serves
  /// the next ones.
  var spareSnappedPath = Path()
  /// The array the same canvas's gradient draws look a row's colours up into.
  let gradientRows = GradientRowColours()
  private var current: [Key: Entry] = [:]
  private var previous: [Key: Entry] = [:]
  private var currentBytes = 0
  let budget: Int

  init(budget: Int = 64 << 20) {
    self.budget = max(1, budget)
  }

  deinit {
    for entry in current.values { cairo_surface_destroy(entry.surface) }
    for entry in previous.values { cairo_surface_destroy(entry.surface) }
  }

  var count: Int { current.count + previous.count }

  /// The surface for `bitmap` (owned by the cache), or `nil` for an empty bitmap or when
  /// Cairo cannot allocate one.
  func surface(for bitmap: Bitmap) -> OpaquePointer? {
    let key = Key(identity: bitmap.identity, width: bitmap.width, height: bitmap.height)
    if let surface = lookUp(key) { return surface }
    guard let surface = ImageSurfaceCache.makeSurface(bitmap) else { return nil }
    insert(
      Entry(bitmap: bitmap, surface: surface, bytes: bitmap.width * bitmap.height * 4), key: key)
    return surface
  }

  /// Level `level` of `bitmap`'s mipmap (see ``ImageMipmap``), or `nil` when a surface
  /// cannot be made.
  func surface(for bitmap: Bitmap, mipLevel level: Int) -> OpaquePointer? {
    guard level > 0 else { return surface(for: bitmap) }
    let size = ImageMipmap.size(width: bitmap.width, height: bitmap.height, level: level)
    let key = Key(identity: bitmap.identity, width: size.width, height: size.height)
    if let surface = lookUp(key) { return surface }
    var pixels = bitmap.pixels
    var (w, h) = (bitmap.width, bitmap.height)
    for _ in 0..<level {
      pixels = ImageMipmap.halve(pixels, width: w, height: h)
      (w, h) = (max(1, w / 2), max(1, h / 2))
    }
    guard let halved = Bitmap(width: w, height: h, premultipliedRGBA: pixels),
      let surface = ImageSurfaceCache.makeSurface(halved)
    else { return nil }
    insert(Entry(bitmap: bitmap, surface: surface, bytes: w * h * 4), key: key)
    return surface
  }

  private func lookUp(_ key: Key) -> OpaquePointer? {
    if let entry = current[key] { return entry.surface }
    if let entry = previous.removeValue(forKey: key) {
      insert(entry, key: key)
      return entry.surface
    }
    return nil
  }

  private func insert(_ entry: Entry, key: Key) {
    if currentBytes + entry.bytes > budget / 2, !current.isEmpty {
      for old in previous.values { cairo_surface_destroy(old.surface) }
      previous = current
      current = [:]
      currentBytes = 0
    }
    current[key] = entry
    currentBytes += entry.bytes
  }

  /// A new ARGB32 surface holding `bitmap`'s pixels.
  static func makeSurface(_ bitmap: Bitmap) -> OpaquePointer? {
    guard bitmap.width > 0, bitmap.height > 0,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(clamping: bitmap.width), Int32(clamping: bitmap.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    PixelConversion.rgbaToCairo(
      bitmap.pixels, width: bitmap.width, height: bitmap.height, into: data, stride: stride)
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
