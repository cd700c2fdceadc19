import BezelDrawing
import Foundation

/// The measures of the outlines one trim cut last, so that a trim of an outline that holds
/// still (a static shape under a moving trim range) cuts it without measuring it again.
///
/// One slot per outline in the trim's scope, in order, each holding the outline it measured
/// and its ``PathMeasure``; a slot serves only an outline identical to its own bit for bit
/// (``Path/isIdentical(to:)``), so what it hands back is what measuring would make. What the
/// slots keep counts against a ``TrimMeasureBudget``; past it outlines are measured every
/// frame as if there were no slots.
///
/// Shared by every frame of a compiled animation, and so by the threads that render it: an
/// evaluation claims the slots while it works in them; one that finds them claimed measures
/// without them.
final class TrimMeasures: @unchecked Sendable {
  /// An outline and its measure.
  private struct Slot {
    var outline: Path
    var measure: PathMeasure
    /// What it counts against the budget.
    var cost: Int
  }

  /// The most outlines of one trim's scope that get a slot.
  static let maxSlots = 256

  private let budget: TrimMeasureBudget
  private let claimLock = NSLock()
  /// Read and written only by the evaluation that claimed them (``claim()``).
  @exclusivity(unchecked) private var slots: [Slot?] = []

  init(budget: TrimMeasureBudget = .shared) {
    self.budget = budget
  }

  deinit {
    budget.give(slots.reduce(0) { $0 + ($1?.cost ?? 0) })
  }

  /// Claims the slots for one evaluation, until ``release()`` on the same thread; false (and
  /// nothing claimed) while another evaluation holds them.
  func claim() -> Bool {
    claimLock.try()
  }

  /// Ends the claim on the slots.
  func release() {
    claimLock.unlock()
  }

  /// What the slots keep now, in budget entries (for tests).
  var keptCost: Int {
    slots.reduce(0) { $0 + ($1?.cost ?? 0) }
  }

  /// `body` of the measure of `outline`, the `slot`th outline in the trim's scope, with the
  /// slots claimed: the slot's measure when it holds this outline, otherwise one made in
  /// `storage` and kept in the slot if the budget allows. `outline` and `storage` are a
  /// caller's lists reused from frame to frame; they may come back as other lists (those the
  /// slot let go), their contents no longer of use.
  func withMeasure<Result>(
    of outline: inout Path, slot: Int, storage: inout PathMeasure.Storage,
    _ body: (PathMeasure) -> Result
  ) -> Result {
    if slot < slots.count, let kept = slots[slot], kept.outline.isIdentical(to: outline) {
      return body(kept.measure)
    }
    let measure = PathMeasure(outline, curves: .exact, storage: &storage)
    let result = body(measure)
    guard slot < Self.maxSlots else {
      storage = measure.storage
      return result
    }
    while slots.count <= slot { slots.append(nil) }
    let old = slots[slot]
    slots[slot] = nil
    budget.give(old?.cost ?? 0)
    let cost = outline.elements.capacity + measure.storage.capacity + measure.subpathCount
    guard budget.take(cost) else {
      storage = measure.storage
      return result
    }
    slots[slot] = Slot(outline: outline, measure: measure, cost: cost)
    // The caller gets the lists the slot let go, so no frame allocates new ones.
    outline = old?.outline ?? Path()
    storage = old?.measure.storage ?? PathMeasure.Storage()
    return result
  }
}
