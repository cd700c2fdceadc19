import BezelDrawing
import BezelLayers
import CCairo

/// The rasterised coverage of fills and strokes that are drawn again with the same outline
/// and the same device transform, kept between frames as runs (``CoverageRuns``): the next frame
/// composites its paint through the kept coverage instead of rasterising the outline again
/// (rlottie keeps a path's spans the same way).
///
/// An outline is kept the second time it is seen: animated content changes its outlines on
/// every frame and would only pay for the copy. Each kept outline is judged once the frame
/// after it was kept is over: one not drawn from in that frame is dropped (it held still for
/// just the frames that kept it, as in an animation stepping every second frame), and while
/// most kept outlines are dropped so, the next are kept only on a later sighting (up to
/// ``maximumSightingsToKeep``), until most are drawn from again. What is held is bounded in bytes (entries not
/// drawn for a while make room for new ones), and so are the sightings of outlines not yet
/// kept, so a file with ten thousand static shapes holds at most the budget. The budget
/// follows the frame drawn (``fit(width:height:)``): a byte per pixel of the frame, so a
/// small animation keeps little, up to the cap. Not thread-safe: one per
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
    /// Whether Bezel's own rasteriser made the coverage (else Cairo did): the two differ by
    /// a few levels along edges, and a draw must use the one a fresh draw of it would give.
    let rasterised: Bool
    /// The device pixels of the frame Cairo's coverage was cut to (``rasterised`` false), as
    /// a fresh draw of the outline is cut at the frame's edges: coverage kept in a frame of
    /// another size is not this frame's. `nil` for the rasteriser's, which no edge changes.
    let frame: FrameDamage.Box?
    /// The hash of all the fields above, worked out once: a draw looks its key up, counts a
    /// sighting and may insert it, and each of those hashed the whole outline again.
    private let digest: Int

    init(
      path: Path, stroke: StrokeStyle?, rule: FillRule, policy: RenderPolicy,
      matrix m: cairo_matrix_t, rasterised: Bool = false, frame: FrameDamage.Box? = nil
    ) {
      self.path = path
      self.frame = rasterised ? nil : frame
      self.stroke = stroke
      self.rule = rule
      self.policy = policy
      self.rasterised = rasterised
      (xx, yx, xy, yy, x0, y0) = (m.xx, m.yx, m.xy, m.yy, m.x0, m.y0)
      digest = Key.digest(
        path: path, stroke: stroke, rule: rule, policy: policy, matrix: m, rasterised: rasterised)
    }

    /// One digest of the outline and the transform, then the few small fields: a frame
    /// hashes the key of every fill and stroke it draws, and feeding each coordinate to
    /// `Hasher` alone was most of a lookup.
    private static func digest(
      path: Path, stroke: StrokeStyle?, rule: FillRule, policy: RenderPolicy,
      matrix m: cairo_matrix_t, rasterised: Bool
    ) -> Int {
      var mixer = DigestMixer()
      path.mix(into: &mixer)
      mixer.mix(m.xx)
      mixer.mix(m.yx)
      mixer.mix(m.xy)
      mixer.mix(m.yy)
      mixer.mix(m.x0)
      mixer.mix(m.y0)
      var hasher = Hasher()
      hasher.combine(path.elements.count)
      hasher.combine(mixer.digest)
      hasher.combine(stroke)
      hasher.combine(rule)
      hasher.combine(policy)
      hasher.combine(rasterised)
      return hasher.finalize()
    }

    /// Feeds the digest made once in `init`.
    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }
  }

  /// An outline's coverage over the device pixels of its box: as runs for blending a colour
  /// through (``CoverageCompositor``), and as an A8 surface too when Cairo made it for a
  /// paint Cairo masks through it (a gradient stroke; coverage made by Bezel's rasteriser
  /// expands its runs into a mask when a gradient needs one).
  struct Coverage {
    let runs: CoverageRuns
    /// The A8 surface over `box`, or `nil` when only the runs are kept.
    let mask: OpaquePointer?
    let bytes: Int
    /// Whether Bezel's rasteriser made it (see ``Key/rasterised``).
    let isRasterised: Bool
    /// The ``CoverageCache`` frame of the entry's last use.
    var lastUse = 0

    var box: FrameDamage.Box { runs.box }

    init(runs: CoverageRuns, mask: OpaquePointer?, rasterised: Bool = false) {
      self.runs = runs
      self.mask = mask
      isRasterised = rasterised
      bytes =
        runs.bytes
        + (mask.map { Int(cairo_image_surface_get_stride($0) * cairo_image_surface_get_height($0)) }
          ?? 0)
    }
  }

  /// Whether canvases keep coverage between frames (default `true`); turned off for a task
  /// with `CoverageCache.$isEnabled.withValue(false) { … }`, so tests can compare.
  @TaskLocal static var isEnabled = true
  /// Where statistics go after each change, inside ``KeptCoverage/observing(_:)``.
  @TaskLocal static var observer: CoverageObserver?

  /// Coverage larger than this many pixels is not kept (a full-canvas background at 4K).
  static let maximumPixels = 1 << 22
  /// Sightings remembered in one frame before they are forgotten all at once (by hash
  /// only: a collision keeps or refuses an outline early, which costs time, never a wrong
  /// pixel).
  static let maximumSightings = 1 << 15
  /// The most sightings an outline needs before it is kept, however few kept ones are used.
  static let maximumSightingsToKeep = 6
  /// How many kept outlines are judged (drawn from in the frame after, or not) before the
  /// sightings needed are raised or lowered.
  static let judgedPerAdjustment = 16

  // A cache belongs to one canvas, used from one thread at a time, and its tables are
  // touched on every outline drawn: their accesses are not checked dynamically (they were
  // about 1 % of a small animation's frame).
  @exclusivity(unchecked) private var entries: [Key: Coverage] = [:]
  /// The keys a sweep drops (kept for its storage).
  @exclusivity(unchecked) private var expired: [Key] = []
  @exclusivity(unchecked) private var heldBytes = 0
  /// Frames drawn so far (``fit(width:height:)`` calls), which entries' last use is told by.
  @exclusivity(unchecked) private var frame = 0
  /// The frame of the last sweep, at most one a frame.
  @exclusivity(unchecked) private var lastSweep = -1
  /// Outlines not kept yet seen in the frames since the last one that sighted any: how
  /// often seen, or -1 for never to keep (too large or not finite).
  @exclusivity(unchecked) private var sightings: [Int: Int8] = [:]
  /// The same for the frame that sighted outlines before those; an outline seen in neither
  /// is forgotten. A kept outline pays only when it is drawn again in the next frame (one
  /// that is not is dropped), so sightings older than that keep nothing worth keeping, and
  /// remembering each animated outline's one sighting took up to 1 MiB on a file with many.
  @exclusivity(unchecked) private var earlierSightings: [Int: Int8] = [:]
  /// Whether an outline was sighted since the sightings last moved on.
  @exclusivity(unchecked) private var sightedThisFrame = false
  /// How many sightings keep an outline now (2 unless kept outlines went unused).
  @exclusivity(unchecked) private(set) var sightingsToKeep = 2
  /// Outlines kept and not judged yet, with the frame each was kept in.
  @exclusivity(unchecked) private var unjudged: [(key: Key, frame: Int)] = []
  /// Kept outlines judged since the last adjustment, and how many of them went unused.
  @exclusivity(unchecked) private var judged = 0
  @exclusivity(unchecked) private var unused = 0
  /// The most bytes held for the frame size last drawn.
  @exclusivity(unchecked) private(set) var budget: Int
  /// The most bytes held whatever the frame size.
  let maximumBudget: Int
  @exclusivity(unchecked) private(set) var statistics = KeptCoverageStatistics()

  /// Bytes of kept coverage allowed per pixel of the frame: a quarter of an ARGB32 frame
  /// (256 KiB at 512 × 512). Runs take a byte only per edge pixel, so this holds the
  /// outlines of several frames' worth of shapes.
  static let bytesPerFramePixel = 1
  /// The budget of the smallest frames (a few icons' outlines).
  static let minimumBudget = 64 << 10

  /// A cache holding at most `budget` bytes (4 MiB unless told), less for small frames.
  init(budget: Int = 4 << 20) {
    maximumBudget = max(1, budget)
    self.budget = maximumBudget
  }

  deinit {
    for entry in entries.values { entry.mask.map(cairo_surface_destroy) }
  }

  /// Sizes the budget for a `width` × `height` frame: ``bytesPerFramePixel`` per pixel,
  /// within ``minimumBudget`` and ``maximumBudget``. What a larger frame kept is dropped when
  /// it no longer fits (its outlines are at another device size anyway). Called once for
  /// each frame drawn, which it counts.
  func fit(width: Int, height: Int) {
    frame += 1
    judgeKept()
    if sightedThisFrame {
      sightedThisFrame = false
      swap(&sightings, &earlierSightings)
      sightings.removeAll(keepingCapacity: true)
    }
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

  /// The kept coverage for `key`, if any, counted as a hit when `counting` (else the caller
  /// counts it with ``countHit()`` if it draws from it).
  func lookUp(_ key: Key, counting: Bool = true) -> Coverage? {
    // By index: hashing a long outline's key costs more than the rest of a hit.
    guard let index = entries.index(forKey: key) else { return nil }
    entries.values[index].lastUse = frame
    let entry = entries.values[index]
    if counting { countHit() }
    return entry
  }

  /// Counts a draw composited from kept coverage.
  func countHit() {
    statistics.hits += 1
    CoverageCache.observer?.record(statistics)
  }

  /// Counts a translucent stroke drawn once through coverage made for it.
  func countFreshStroke() {
    statistics.freshStrokes += 1
    CoverageCache.observer?.record(statistics)
  }

  /// Counts a translucent stroke left to Cairo on a target known clear.
  func countStrokeOnClearTarget() {
    statistics.strokesOnClearTargets += 1
    CoverageCache.observer?.record(statistics)
  }

  /// Counts a stroke whose coverage was made through ``ConvertedStrokes``.
  func countConvertedStroke() {
    statistics.convertedStrokes += 1
    CoverageCache.observer?.record(statistics)
  }

  /// Counts a hairline filled through ``HairlineBands``.
  func countConvertedHairline() {
    statistics.convertedHairlines += 1
    CoverageCache.observer?.record(statistics)
  }

  /// Counts a hit that was blended through a soft clip's coverage.
  func countMaskedHit() {
    statistics.maskedHits += 1
    CoverageCache.observer?.record(statistics)
  }

  /// Counts a draw of `key` not kept yet; `true` when it should be kept now (its second
  /// sighting, or a later one while kept outlines go unused).
  func sight(_ key: Key) -> Bool {
    let hash = key.hashValue
    sightedThisFrame = true
    let current = sightings[hash]
    let seen = Int(current ?? earlierSightings[hash] ?? 0)
    if seen < 0 {
      if current == nil { remember(hash, -1) }
      return false
    }
    if seen + 1 >= sightingsToKeep { return true }
    remember(hash, Int8(seen + 1))
    return false
  }

  /// Remembers never to keep `key`.
  func refuse(_ key: Key) {
    sightedThisFrame = true
    remember(key.hashValue, -1)
  }

  /// Sets the sightings of `hash` for this frame, forgetting this frame's others first when
  /// they are too many.
  private func remember(_ hash: Int, _ seen: Int8) {
    if sightings.count >= CoverageCache.maximumSightings, sightings[hash] == nil {
      sightings.removeAll(keepingCapacity: true)
    }
    sightings[hash] = seen
  }

  /// Bytes the sightings' tables take (their hashes and counts, not the tables' few words of
  /// bookkeeping), for memory checks.
  var sightingBytes: Int {
    (sightings.capacity + earlierSightings.capacity)
      * (MemoryLayout<Int>.stride + MemoryLayout<Int8>.stride)
  }

  /// Whether `bytes` more fit the budget, after dropping what was not drawn during this
  /// frame or the one before when they do not.
  ///
  /// Entries still in use are not dropped for new ones: when a file's static outlines need
  /// more than the budget, that would only trade one rasterisation for another every frame.
  func makeRoom(for bytes: Int) -> Bool {
    if heldBytes + bytes > budget { sweep() }
    return heldBytes + bytes <= budget
  }

  /// Keeps `coverage` for `key`, after ``makeRoom(for:)`` (the cache owns its mask surface from
  /// now on).
  func insert(_ coverage: Coverage, key: Key) {
    sightings[key.hashValue] = nil
    earlierSightings[key.hashValue] = nil
    var entry = coverage
    entry.lastUse = frame
    entries[key] = entry
    heldBytes += entry.bytes
    statistics.kept += 1
    unjudged.append((key, frame))
    record()
  }

  /// Judges the outlines kept before the frame that just ended: one not drawn from since the
  /// frame it was kept in is dropped, and the share of such outlines raises or lowers the
  /// sightings the next need.
  private func judgeKept() {
    guard let first = unjudged.first, first.frame < frame - 1 else { return }
    var dropped = false
    var remaining = 0
    for (index, kept) in unjudged.enumerated() {
      guard kept.frame < frame - 1 else {
        remaining = unjudged.count - index
        break
      }
      // Gone already when evicted or dropped with every entry.
      guard let entry = entries[kept.key] else { continue }
      judged += 1
      if entry.lastUse == kept.frame {
        unused += 1
        entry.mask.map(cairo_surface_destroy)
        heldBytes -= entry.bytes
        entries[kept.key] = nil
        statistics.evicted += 1
        dropped = true
      }
      if judged == CoverageCache.judgedPerAdjustment {
        if unused * 4 >= judged * 3 {
          sightingsToKeep = min(CoverageCache.maximumSightingsToKeep, sightingsToKeep + 1)
        } else if unused * 4 < judged {
          sightingsToKeep = max(2, sightingsToKeep - 1)
        }
        (judged, unused) = (0, 0)
      }
    }
    unjudged.removeFirst(unjudged.count - remaining)
    if dropped { record() }
  }

  /// Drops the entries drawn neither in this frame nor in the one before, at most once a
  /// frame.
  ///
  /// Counted in frames, not draws: a frame of ten thousand shapes must not make the entries
  /// its first shapes use look old by the time its last ones look for room.
  private func sweep() {
    guard frame != lastSweep else { return }
    lastSweep = frame
    // The keys first, then the removals: removing from `entries` while the loop holds it
    // copied the whole table (a transient as large as it ever grew) on each sweep.
    expired.removeAll(keepingCapacity: true)
    for (key, entry) in entries where frame - entry.lastUse > 1 { expired.append(key) }
    for key in expired {
      guard let entry = entries.removeValue(forKey: key) else { continue }
      entry.mask.map(cairo_surface_destroy)
      heldBytes -= entry.bytes
      statistics.evicted += 1
    }
    expired.removeAll(keepingCapacity: true)
    record()
  }

  /// Drops every entry (and the sightings, which were of the dropped frames' outlines).
  private func removeAll() {
    for entry in entries.values { entry.mask.map(cairo_surface_destroy) }
    statistics.evicted += entries.count
    entries = [:]
    sightings = [:]
    earlierSightings = [:]
    unjudged = []
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
