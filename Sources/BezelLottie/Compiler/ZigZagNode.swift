/// A compiled zig-zag modifier.
struct ZigZagNode: Sendable {
  var size: Track<Double>
  var ridges: Track<Double>
  var pointType: Track<Double>

  init(_ model: ZigZagModel) {
    size = Track(model.size, default: 0) { $0 }
    ridges = Track(model.ridges, default: 0) { $0 }
    pointType = Track(model.pointType, default: 1) { $0 }
  }
}

extension ZigZagNode: StillWalkable {
  var walkedStillSpans: StillSpans {
    size.stillSpans.intersection(ridges.stillSpans).intersection(pointType.stillSpans)
  }
}
