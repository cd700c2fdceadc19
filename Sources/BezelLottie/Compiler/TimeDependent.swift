/// A value that may change with the frame.
protocol TimeDependent {
  var dependsOnTime: Bool { get }
  /// The frames over which the value holds still.
  var stillSpans: StillSpans { get }
}

extension Track: TimeDependent {
  var dependsOnTime: Bool { !isConstant }

  /// Before the first keyframe, after the last one, and through each hold keyframe (the spans
  /// ``value(at:)`` answers with one stored value); everything when constant.
  var stillSpans: StillSpans {
    guard case .keyframes(let segments, _, _) = storage, let firstSegment = segments.first,
      let lastSegment = segments.last
    else { return .always }
    let first = firstSegment.start
    let last = lastSegment.end
    var list: [(lower: Double, upper: Double)] = [(-.infinity, first)]
    // The lookup finds a hold segment by its start only when the starts are in order.
    if zip(segments, segments.dropFirst()).allSatisfy({ $0.start <= $1.start }) {
      for k in segments.indices where segments[k].hold || segments[k].end <= segments[k].start {
        let upper = k + 1 < segments.count ? segments[k + 1].start : last
        list.append((max(segments[k].start, first), min(upper, last)))
      }
    }
    list.append((max(first, last), .infinity))
    return StillSpans(sorted: list)
  }

  /// The frames over which ``direction(at:)`` holds still: before the first keyframe and
  /// after the last (inside a hold, the heading still follows a spatial curve).
  var stillDirectionSpans: StillSpans {
    guard case .keyframes(let segments, _, _) = storage, let firstSegment = segments.first,
      let lastSegment = segments.last
    else { return .always }
    return StillSpans(
      sorted: [
        (-.infinity, firstSegment.start),
        (max(firstSegment.start, lastSegment.end), .infinity),
      ])
  }
}
