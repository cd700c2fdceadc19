/// A compiled offset-path modifier.
struct OffsetPathNode: Sendable {
  var amount: Track<Double>
  var join: LineJoinKind
  var miterLimit: Track<Double>

  init(_ model: OffsetPathModel) {
    amount = Track(model.amount, default: 0) { $0 }
    join = LineJoinKind(lottie: model.join)
    miterLimit = Track(model.miterLimit, default: 4) { $0 }
  }
}

extension OffsetPathNode: StillWalkable {
  var walkedStillSpans: StillSpans { amount.stillSpans.intersection(miterLimit.stillSpans) }
}
