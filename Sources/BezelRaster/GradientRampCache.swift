import Foundation

/// The tables of the gradient ramps drawn most recently, by their stops, shared by every
/// canvas of the process.
///
/// A ramp's table (``GradientRamp``) depends on nothing but its stops, and a frame draws the
/// same few gradients frame after frame, often many times over (a shape in many copies, a
/// shape cut into damage boxes); making the table again each time cost more than shading a
/// small shape. The cache holds up to 64 tables (about 4 KB each, 256 KB in all), the most
/// recent first: a file drawing more gradients a frame than it holds makes every one of them
/// again each frame (a face of 32 gradients behind a moving part spent 7 % of its frames
/// there with 8). The kept colours of the tables' rough steps (``GradientRamp/Fine``) share
/// one budget, ``fineBudget``.
///
/// Guarded by an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, whose futex
/// ThreadSanitizer does not see: it reported the guarded array as raced between canvases.
final class GradientRampCache: @unchecked Sendable {
  /// One kept table.
  private struct Entry {
    let stops: [GradientRamp.Stop]
    let table: [UInt32]
    let isOpaque: Bool
    var fine: GradientRamp.Fine
  }

  /// What ``table(for:)`` finds.
  struct Found {
    /// The kept stops, equal to those asked for: a draw's ramp takes this array rather than
    /// making one of its own.
    let stops: [GradientRamp.Stop]
    let table: [UInt32]
    let isOpaque: Bool
    let fine: GradientRamp.Fine
    /// Whether the colours of all the table's rough steps would fit in the budget and are
    /// not kept yet: the caller makes them and hands them to ``keepEveryStep(_:for:)``.
    let roomForEveryStep: Bool
  }

  /// The cache every ``GradientRamp/cached(stops:in:)`` uses.
  static let shared = GradientRampCache()

  /// Tables kept at most.
  static let capacity = 64

  /// Bytes of kept colours (``GradientRamp/Fine/bytes``) of all the tables together past
  /// which a table drawn again keeps only what it kept when it was made (the colours of at
  /// most ``GradientRamp/Fine/maxSteps`` rough steps, 1 KB): a ramp with every step rough
  /// keeps 266 KiB, `thorvg__kote`'s steep stripes under 16 KB. Each byte of budget is a
  /// byte of a file's peak once its ramps are drawn twice (`thorvg__coin`: 1.76 MiB with
  /// none, 1.82 with 64 KB, 1.88 with 128 KB, for no fewer instructions), and 16 KB held
  /// all of kote's gain (8,264.6 M instructions with none, 8,011.7 M with 16 KB or more).
  static let standardFineBudget = 16 * 1024

  /// This cache's ``standardFineBudget``.
  let fineBudget: Int

  private let lock = NSLock()
  private var entries: [Entry] = []
  /// The bytes of the kept colours of ``entries``.
  private var fineBytes = 0

  /// A cache whose kept colours take at most `fineBudget` bytes beyond those kept when its
  /// ramps were made.
  init(fineBudget: Int = GradientRampCache.standardFineBudget) {
    self.fineBudget = fineBudget
  }

  /// The bytes the kept colours of all the tables take now.
  var keptColourBytes: Int { lock.withLock { fineBytes } }

  /// The table (and whether its stops are opaque) kept for `stops`, now the most recent.
  func table(for stops: UnsafeBufferPointer<GradientRamp.Stop>) -> Found? {
    lock.withLock {
      guard let i = entries.firstIndex(where: { Self.same($0.stops, stops) }) else { return nil }
      let entry = entries[i]
      if i > 0 {
        entries.remove(at: i)
        entries.insert(entry, at: 0)
      }
      return Found(
        stops: entry.stops, table: entry.table, isOpaque: entry.isOpaque, fine: entry.fine,
        roomForEveryStep: fits(everyStepOf: entry.fine))
    }
  }

  /// Whether `kept` holds the stops of `stops`, the counts compared first as `==` of two
  /// arrays does (`elementsEqual` walked both).
  private static func same(
    _ kept: [GradientRamp.Stop], _ stops: UnsafeBufferPointer<GradientRamp.Stop>
  ) -> Bool {
    guard kept.count == stops.count else { return false }
    for i in 0..<kept.count where kept[i] != stops[i] { return false }
    return true
  }

  /// Whether the colours of every rough step of a table now keeping `fine` are not kept
  /// and would fit in the budget in its place.
  private func fits(everyStepOf fine: GradientRamp.Fine) -> Bool {
    guard !fine.keepsEveryStep else { return false }
    let every = GradientRamp.Fine.bytes(keeping: fine.roughSteps, of: GradientRamp.steps)
    return fineBytes - fine.bytes + every <= fineBudget
  }

  /// Keeps `fine`, the colours of every rough step of the table kept for `stops`, in place
  /// of those it keeps, when they still fit in the budget.
  func keepEveryStep(_ fine: GradientRamp.Fine, for stops: [GradientRamp.Stop]) {
    lock.withLock {
      guard let i = entries.firstIndex(where: { $0.stops == stops }),
        fits(everyStepOf: entries[i].fine), fine.keepsEveryStep
      else { return }
      fineBytes += fine.bytes - entries[i].fine.bytes
      entries[i].fine = fine
    }
  }

  /// Keeps `table` for `stops` as the most recent, dropping the least recent past
  /// ``capacity``.
  func keep(
    _ table: [UInt32], isOpaque: Bool, fine: GradientRamp.Fine, for stops: [GradientRamp.Stop]
  ) {
    lock.withLock {
      if let i = entries.firstIndex(where: { $0.stops == stops }) {
        fineBytes -= entries.remove(at: i).fine.bytes
      }
      entries.insert(Entry(stops: stops, table: table, isOpaque: isOpaque, fine: fine), at: 0)
      fineBytes += fine.bytes
      while entries.count > Self.capacity { fineBytes -= entries.removeLast().fine.bytes }
    }
  }
}
