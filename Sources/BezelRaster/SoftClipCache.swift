import CCairo

/// The soft clips of the last frames, kept while their outline, transform, box and outer clip
/// stay the same, so a precomposition's bounds are not rasterised and scanned again on every
/// frame. Also keeps that a clip had no partly covered pixel (Cairo then clips it exactly).
///
/// At most ``maximumEntries`` clips and ``budget`` bytes of coverage, the least recently used
/// dropped first. Not thread-safe: one per canvas.
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
  }

  /// The most clips kept.
  static let maximumEntries = 16
  /// The most bytes of coverage kept (a 1024 × 1024 frame's clip).
  static let budget = 1 << 20

  /// Most recently used last.
  private var entries: [Entry] = []
  private var heldBytes = 0

  /// The clip kept for `key`, or else the one `make` gives (kept when it fits); `nil` when
  /// the clip needs no scaling.
  func clip(for key: Key, making make: () -> SoftClip?) -> SoftClip? {
    if let index = entries.lastIndex(where: { $0.key == key }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.clip
    }
    let clip = make()
    let bytes =
      clip.map { Int(cairo_image_surface_get_stride($0.surface)) * ($0.box.maxY - $0.box.minY) }
      ?? 0
    guard bytes <= SoftClipCache.budget else { return clip }
    while !entries.isEmpty,
      entries.count >= SoftClipCache.maximumEntries || heldBytes + bytes > SoftClipCache.budget
    {
      heldBytes -= entries.removeFirst().bytes
    }
    entries.append(Entry(key: key, clip: clip, bytes: bytes))
    heldBytes += bytes
    return clip
  }
}
