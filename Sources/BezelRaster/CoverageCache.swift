import BezelDrawing
import BezelLayers
import CCairo

/// The rasterised coverage of fills and strokes that are drawn again with the same outline
/// and the same device transform, kept between frames as alpha surfaces: the next frame
/// composites its paint through the kept coverage instead of rasterising the outline again
/// (rlottie keeps a path's spans the same way).
///
/// An outline is kept the second time it is seen: animated content changes its outlines on
/// every frame and would only pay for the copy. What is held is bounded in bytes (entries not
/// drawn for a while make room for new ones), and so are the sightings of outlines not yet
/// kept, so a file with ten thousand static shapes holds at most the budget. The budget
/// follows the frame drawn (``fit(width:height:)``): as many bytes as the frame's ARGB32
/// pixels, so a small animation keeps little, up to the cap. Not thread-safe: one per
/// canvas.
final class CoverageCache {
  /// What makes two draws rasterise to the same coverage.
  struct Key: Hashable {
    let path: Path
    let stroke: StrokeStyle?
    let rule: FillRule
    let policy: RenderPolicy
    let xx: Double
    let yx: Double
    let xy: Double
    let yy: Double
    let x0: Double
    let y0: Double

    init(
      path: Path, stroke: StrokeStyle?, rule: FillRule, policy: RenderPolicy,
      matrix m: cairo_matrix_t
    ) {
      self.path = path
      self.stroke = stroke
      self.rule = rule
      self.policy = policy
      (xx, yx, xy, yy, x0, y0) = (m.xx, m.yx, m.xy, m.yy, m.x0, m.y0)
    }
  }

  /// An outline's coverage: an A8 surface covering the device pixels of `box`.
  struct Coverage {
    let surface: OpaquePointer
    let box: FrameDamage.Box
    let bytes: Int
    /// The ``CoverageCache`` clock at the entry's last use.
    var lastUse = 0

    init(surface: OpaquePointer, box: FrameDamage.Box) {
      self.surface = surface
      self.box = box
      bytes = Int(cairo_image_surface_get_stride(surface)) * (box.maxY - box.minY)
    }
  }

  /// Whether canvases keep coverage between frames (default `true`); turned off for a task
  /// with `CoverageCache.$isEnabled.withValue(false) { … }`, so tests can compare.
  @TaskLocal static var isEnabled = true
  /// Where statistics go after each change, inside ``KeptCoverage/observing(_:)``.
  @TaskLocal static var observer: CoverageObserver?

  /// Coverage larger than this many pixels is not kept (a full-canvas background at 4K).
  static let maximumPixels = 1 << 22
  /// Sightings remembered before they are forgotten all at once (by hash only: a collision
  /// keeps or refuses an outline early, which costs time, never a wrong pixel).
  static let maximumSightings = 1 << 15

  private var entries: [Key: Coverage] = [:]
  private var heldBytes = 0
  /// Draws looked up so far, the clock entries' last use is told by.
  private var clock = 0
  private var lastSweep = 0
  /// Outlines seen once (`false`) or never to keep (`true`: too large or not finite).
  private var sightings: [Int: Bool] = [:]
  /// The most bytes held for the frame size last drawn.
  private(set) var budget: Int
  /// The most bytes held whatever the frame size.
  let maximumBudget: Int
  private(set) var statistics = KeptCoverageStatistics()

  /// Bytes of kept coverage allowed per pixel of the frame: one ARGB32 frame's worth, a
  /// quarter of a frame's pixels if every one were kept as A8 four times over.
  static let bytesPerFramePixel = 4
  /// The budget of the smallest frames (a few icons' outlines).
  static let minimumBudget = 64 << 10

  /// A cache holding at most `budget` bytes (4 MiB unless told), less for small frames.
  init(budget: Int = 4 << 20) {
    maximumBudget = max(1, budget)
    self.budget = maximumBudget
  }

  deinit {
    for entry in entries.values { cairo_surface_destroy(entry.surface) }
  }

  /// Sizes the budget for a `width` × `height` frame: ``bytesPerFramePixel`` per pixel,
  /// within ``minimumBudget`` and ``maximumBudget``. What a larger frame kept is dropped when
  /// it no longer fits (its outlines are at another device size anyway).
  func fit(width: Int, height: Int) {
    let side = Int(Int32.max)
    let pixels = min(max(0, width), side) * min(max(0, height), side)
    let bytes = pixels.multipliedReportingOverflow(by: CoverageCache.bytesPerFramePixel)
    let scaled = min(
      maximumBudget, max(CoverageCache.minimumBudget, bytes.overflow ? Int.max : bytes.partialValue)
    )
    guard scaled != budget else { return }
    budget = scaled
    if heldBytes > budget { removeAll() }
  }

  /// The kept coverage for `key`, if any.
  func lookUp(_ key: Key) -> Coverage? {
    clock += 1
    // By index: hashing a long outline's key costs more than the rest of a hit.
    guard let index = entries.index(forKey: key) else { return nil }
    entries.values[index].lastUse = clock
    let entry = entries.values[index]
    statistics.hits += 1
    CoverageCache.observer?.record(statistics)
    return entry
  }

  /// Counts a draw of `key` not kept yet; `true` when it should be kept now (its second
  /// sighting).
  func sight(_ key: Key) -> Bool {
    let hash = key.hashValue
    if let refused = sightings[hash] { return !refused }
    if sightings.count >= CoverageCache.maximumSightings { sightings = [:] }
    sightings[hash] = false
    return false
  }

  /// Remembers never to keep `key`.
  func refuse(_ key: Key) {
    if sightings.count >= CoverageCache.maximumSightings { sightings = [:] }
    sightings[key.hashValue] = true
  }

  /// Whether `bytes` more fit the budget, after dropping what was not drawn during the last
  /// few frames' worth of draws when they do not.
  ///
  /// Entries still in use are not dropped for new ones: when a file's static outlines need
  /// more than the budget, that would only trade one rasterisation for another every frame.
  func makeRoom(for bytes: Int) -> Bool {
    if heldBytes + bytes > budget { sweep() }
    return heldBytes + bytes <= budget
  }

  /// Keeps `coverage` for `key`, after ``makeRoom(for:)`` (the cache owns its surface from
  /// now on).
  func insert(_ coverage: Coverage, key: Key) {
    sightings[key.hashValue] = nil
    var entry = coverage
    entry.lastUse = clock
    entries[key] = entry
    heldBytes += entry.bytes
    statistics.kept += 1
    record()
  }

  /// Drops the entries not used in the last `4 × entries` draws, at most once per that many.
  private func sweep() {
    let window = max(4 * entries.count, 1024)
    guard clock - lastSweep >= window / 4 else { return }
    lastSweep = clock
    for (key, entry) in entries where clock - entry.lastUse > window {
      cairo_surface_destroy(entry.surface)
      heldBytes -= entry.bytes
      entries[key] = nil
      statistics.evicted += 1
    }
    record()
  }

  /// Drops every entry (and the sightings, which were of the dropped frames' outlines).
  private func removeAll() {
    for entry in entries.values { cairo_surface_destroy(entry.surface) }
    statistics.evicted += entries.count
    entries = [:]
    sightings = [:]
    heldBytes = 0
    record()
  }

  private func record() {
    statistics.entries = entries.count
    statistics.bytes = heldBytes
    statistics.peakBytes = max(statistics.peakBytes, heldBytes)
    CoverageCache.observer?.record(statistics)
  }
}
