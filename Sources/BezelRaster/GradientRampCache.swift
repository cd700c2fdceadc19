import Foundation

/// The tables of the gradient ramps drawn most recently, by their stops, shared by every
/// canvas of the process.
///
/// A ramp's table (``GradientRamp``) depends on nothing but its stops, and a frame draws the
/// same few gradients frame after frame, often many times over (a shape in many copies, a
/// shape cut into damage boxes); making the table again each time cost more than shading a
/// small shape. The cache holds up to 64 tables (about 4 KB each, 256 KB in all, plus the
/// fine colours of rough steps: about 1 KB a ramp at most), the most
/// recent first: a file drawing more gradients a frame than it holds makes every one of them
/// again each frame (a face of 32 gradients behind a moving part spent 7 % of its frames
/// there with 8).
///
/// Guarded by an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, whose futex
/// ThreadSanitizer does not see: it reported the guarded array as raced between canvases.
final class GradientRampCache: @unchecked Sendable {
  /// One kept table.
  private struct Entry {
    let stops: [GradientRamp.Stop]
    let table: [UInt32]
    let isOpaque: Bool
    let fine: GradientRamp.Fine
  }

  /// The cache every ``GradientRamp/cached(stops:)`` uses.
  static let shared = GradientRampCache()

  /// Tables kept at most.
  static let capacity = 64

  private let lock = NSLock()
  private var entries: [Entry] = []

  /// The table (and whether its stops are opaque) kept for `stops`, now the most recent.
  func table(for stops: [GradientRamp.Stop]) -> (
    table: [UInt32], isOpaque: Bool, fine: GradientRamp.Fine
  )? {
    lock.withLock {
      guard let i = entries.firstIndex(where: { $0.stops == stops }) else { return nil }
      let entry = entries[i]
      if i > 0 {
        entries.remove(at: i)
        entries.insert(entry, at: 0)
      }
      return (entry.table, entry.isOpaque, entry.fine)
    }
  }

  /// Keeps `table` for `stops` as the most recent, dropping the least recent past
  /// ``capacity``.
  func keep(
    _ table: [UInt32], isOpaque: Bool, fine: GradientRamp.Fine, for stops: [GradientRamp.Stop]
  ) {
    lock.withLock {
      entries.removeAll { $0.stops == stops }
      entries.insert(Entry(stops: stops, table: table, isOpaque: isOpaque, fine: fine), at: 0)
      if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
    }
  }
}
