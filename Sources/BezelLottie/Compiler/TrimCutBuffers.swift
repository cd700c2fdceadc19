import BezelDrawing

/// The lists the last two cuts of one trimmed outline were made in, so a trim whose range
/// moves every frame cuts into lists it made two frames ago rather than allocating new ones.
///
/// Two, not one: the outlines cut last are still held after their frame (the shape layer's
/// ``LastEvaluation`` compares the next frame's outlines with them), and a list still held
/// elsewhere would be copied rather than reused. A list still held when its turn comes is
/// copied (value semantics), so reuse never changes what a cut holds, only what it allocates.
struct TrimCutBuffers {
  /// The lists of the cut before last: the next cut is made in them.
  private var spare: [BezierShape] = []
  /// The lists of the last cut.
  private var last: [BezierShape] = []
  /// What the two keep, in budget entries (a vertex or an outline each).
  private(set) var cost = 0

  /// The outlines ``PathModifiers/trim(measure:ranges:)`` cuts from `measure`, made in the
  /// spare lists; kept for the cut after next while `budget` allows (past it, nothing is kept
  /// and the next cut allocates as a fresh one does).
  mutating func cut(
    _ measure: PathMeasure, ranges: TrimRanges, budget: TrimMeasureBudget
  ) -> [BezierShape] {
    var made: [BezierShape] = []
    swap(&made, &spare)
    PathModifiers.trim(measure: measure, ranges: ranges, into: &made)
    let kept = Self.cost(of: made) + Self.cost(of: last)
    // The budget's lock only when what is kept changes size (lists that grew).
    if kept != cost {
      budget.give(cost)
      cost = 0
      guard budget.take(kept) else {
        spare = []
        last = []
        return made
      }
      cost = kept
    }
    spare = last
    last = made
    return made
  }

  private static func cost(of shapes: [BezierShape]) -> Int {
    shapes.capacity + shapes.reduce(0) { $0 + $1.knots.capacity }
  }
}
