import CCairo

/// The soft clips of the last frames, kept while their outline, transform, box and outer clip
/// stay the same, so a precomposition's bounds are not rasterised and scanned again on every
/// frame. Also keeps that a clip had no partly covered pixel (Cairo then clips it exactly).
///
/// At most ``maximumEntries`` clips and ``budget`` bytes of coverage, the least recently used
/// dropped first — but only clips not drawn through in this frame or the one before: a clip
/// that does not fit beside those is drawn through once and not kept. Dropping a clip in use
/// for it would trade one clip for another every frame: ten static precompositions whose
/// bounds take a quarter of the budget each, drawn in turn, made every clip again on every
/// frame (`rlottie__confetti`), where now four stay kept. A clip drawn through only in the
/// frame it was made in is let go when the frame after that one ends without it: a moving
/// mask's clip is made again every frame, and keeping each until its room was needed held
/// up to the whole budget of clips never drawn through again (`thorvg__dancing_star`); a
/// clip drawn through again has shown it is reused and stays until its room is needed.
/// Not thread-safe: one per canvas.
final class SoftClipCache {
  /// What makes two clips the same coverage.
  struct Key: Equatable {
    /// The clip's path, fill rule and transform.
    let outline: CoverageCache.Key
    /// The device pixels the clip may reach.
    let box: FrameDamage.Box
    /// The soft clip it is multiplied by, compared by identity (the entry keeps it alive, so
    /// the identity cannot be reused by another).
    let outer: SoftClip?

    static func == (a: Key, b: Key) -> Bool {
      a.outer === b.outer && a.box == b.box && a.outline == b.outline
    }
  }

  private struct Entry {
    let key: Key
    let clip: SoftClip?
    let bytes: Int
    /// The frame (``startFrame()``) the clip was last drawn through.
    var lastUse: Int
    /// The frame it was made in.
    let made: Int
  }

  /// The most clips kept by default.
  static let maximumEntries = 16
  /// The most bytes of coverage kept by default (a 1024 × 1024 frame's clip).
  static let budget = 1 << 20

  /// The most clips this cache keeps.
  let maximumEntries: Int
  /// The most bytes of coverage this cache keeps.
  let budget: Int
  /// Most recently used last.
  private var entries: [Entry] = []
  private var heldBytes = 0
  /// Counts the frames that drew through a clip (``startFrame()``).
  private var frame = 0
  /// Whether a clip was asked for since the last ``startFrame()``.
  private var askedThisFrame = false

  init(
    budget: Int = SoftClipCache.budget, maximumEntries: Int = SoftClipCache.maximumEntries
  ) {
    self.budget = budget
    self.maximumEntries = maximumEntries
  }

  /// How many clips are kept.
  var count: Int { entries.count }

  /// A new frame begins: clips drawn through in the last one are still in use in this one,
  /// and clips drawn through only in the frame before that, which made them, are let go.
  /// Only frames that asked for a clip count, so a frame that drew nothing under a clip (a
  /// still frame, damage away from the clipped layers) lets none go.
  func startFrame() {
    guard askedThisFrame else { return }
    askedThisFrame = false
    frame += 1
    var kept = 0
    for index in entries.indices {
      let entry = entries[index]
      if entry.lastUse >= frame - 1 || entry.lastUse > entry.made {
        entries[kept] = entry
        kept += 1
      } else {
        heldBytes -= entry.bytes
      }
    }
    entries.removeLast(entries.count - kept)
  }

  /// Bytes of coverage held.
  var bytes: Int { heldBytes }

  /// The clip kept for `key`, or else the one `make` gives (kept when it fits beside the
  /// clips in use); `nil` when the clip needs no scaling.
  func clip(for key: Key, making make: () -> SoftClip?) -> SoftClip? {
    askedThisFrame = true
    if let index = entries.lastIndex(where: { $0.key == key }) {
      var entry = entries.remove(at: index)
      entry.lastUse = frame
      entries.append(entry)
      return entry.clip
    }
    let clip = make()
    let bytes =
      clip.map { Int(cairo_image_surface_get_stride($0.surface)) * ($0.box.maxY - $0.box.minY) }
      ?? 0
    guard bytes <= budget else { return clip }
    // Least recently used first: once the first is in use, so are all the others.
    var dropped = 0
    var freed = 0
    while entries.count - dropped >= maximumEntries || heldBytes - freed + bytes > budget {
      guard dropped < entries.count, entries[dropped].lastUse < frame - 1 else { return clip }
      freed += entries[dropped].bytes
      dropped += 1
    }
    entries.removeFirst(dropped)
    heldBytes -= freed
    entries.append(Entry(key: key, clip: clip, bytes: bytes, lastUse: frame, made: frame))
    heldBytes += bytes
    return clip
  }
}
