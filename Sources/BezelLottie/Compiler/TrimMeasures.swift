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
  /// The lists each slot's last cuts were made in, apart from the measures: an outline
  /// that moves is measured anew every frame, but its cut is still made in them.
  @exclusivity(unchecked) private var cutBuffers: [TrimCutBuffers] = []

  init(budget: TrimMeasureBudget = .shared) {
    self.budget = budget
  }

  deinit {
    budget.give(keptCost)
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
    slots.reduce(0) { $0 + ($1?.cost ?? 0) } + cutBuffers.reduce(0) { $0 + $1.cost }
  }

  /// What ``PathModifiers/trim(measure:ranges:)`` cuts from `measure`, the measure of the
  /// `slot`th outline in the trim's scope, with the slots claimed: made in the lists of the
  /// slot's cut before last (``TrimCutBuffers``), equal to a fresh cut.
  func cut(_ measure: PathMeasure, slot: Int, ranges: TrimRanges) -> [BezierShape] {
    guard slot < Self.maxSlots else { return PathModifiers.trim(measure: measure, ranges: ranges) }
    while cutBuffers.count <= slot { cutBuffers.append(TrimCutBuffers()) }
    return cutBuffers[slot].cut(measure, ranges: ranges, budget: budget)
  }

  /// `body` of the measure of `outline`, the `slot`th outline in the trim's scope, with the
  /// slots claimed: the slot's measure when it holds this outline, otherwise one made and
  /// kept in the slot if the budget allows. A slot measures a copy of `outline` in its own
  /// lists, those of the outline it held before, so an outline that changes every frame is
  /// measured in lists sized for it rather than in lists passed from trim to trim (of other
  /// sizes, grown again and again). `storage` is a caller's lists reused from frame to
  /// frame, for outlines measured without a slot.
  func withMeasure<Result>(
    of outline: Path, slot: Int, storage: inout PathMeasure.Storage,
    _ body: (PathMeasure) -> Result
  ) -> Result {
    if slot < slots.count, let kept = slots[slot], kept.outline.isIdentical(to: outline) {
      return body(kept.measure)
    }
    guard slot < Self.maxSlots else {
      let measure = PathMeasure(outline, curves: .exact, storage: &storage)
      defer { storage = measure.storage }
      return body(measure)
    }
    while slots.count <= slot { slots.append(nil) }
    var own = Path()
    var ownStorage = PathMeasure.Storage()
    if let old = slots[slot] {
      budget.give(old.cost)
      own = old.outline
      ownStorage = old.measure.storage
    }
    // The old measure let go, its outline and lists are held only here: filled in place.
    slots[slot] = nil
    // Past the budget, measured in the caller's lists as it is without a slot.
    guard budget.hasRoom(for: 2 * outline.elements.count) else {
      let measure = PathMeasure(outline, curves: .exact, storage: &storage)
      defer { storage = measure.storage }
      return body(measure)
    }
    own.assign(outline)
    let measure = PathMeasure(own, curves: .exact, storage: &ownStorage)
    let cost = own.elements.capacity + measure.storage.capacity + measure.subpathCount
    if budget.take(cost) {
      slots[slot] = Slot(outline: own, measure: measure, cost: cost)
    }
    return body(measure)
  }
}
