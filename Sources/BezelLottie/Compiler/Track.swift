import Foundation

/// A compiled animatable property: a constant, or keyframe segments evaluated by frame.
struct Track<Value: LottieInterpolatable>: Sendable {
  struct Segment: Sendable {
    var start: Double
    var end: Double
    var from: Value
    var to: Value
    var hold: Bool
    var easing: [CubicEasing]
    var spatial: SpatialCurve?
  }

  enum Storage: Sendable {
    case constant(Value)
    case keyframes(segments: [Segment], first: Value, last: Value)
  }

  let storage: Storage

  init(constant value: Value) {
    storage = .constant(value)
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  var isConstant: Bool {
    if case .constant = storage { return true }
    return false
  }

  /// The constant value, or `nil` when animated.
  var constantValue: Value? {
    if case .constant(let v) = storage { return v }
    return nil
  }

  func value(at frame: Double) -> Value {
    switch storage {
    case .constant(let v): return v
    case .keyframes(let segments, let first, let last):
      guard let firstSegment = segments.first, frame >= firstSegment.start else { return first }
      guard let lastSegment = segments.last, frame < lastSegment.end else { return last }
      // Binary search for the segment holding `frame`.
      var lo = 0
      var hi = segments.count - 1
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if segments[mid].start <= frame { lo = mid } else { hi = mid - 1 }
      }
      let s = segments[lo]
      if s.hold || s.end <= s.start { return s.from }
      let x = (frame - s.start) / (s.end - s.start)
      if let spatial = s.spatial, let vector = s.from as? Vec4 {
        let p = s.easing.isEmpty ? x : s.easing[0].value(at: x)
        let point = spatial.point(atFraction: p)
        return (Vec4(point.x, point.y, vector.z, vector.w) as? Value) ?? s.from
      }
      if s.easing.count <= 1 {
        let p = s.easing.first?.value(at: x) ?? x
        return Value.lerp(s.from, s.to, p)
      }
      return Value.lerp(s.from, s.to, s.easing.map { $0.value(at: x) })
    }
  }

  /// The direction of motion at `frame` (for auto-orient), in radians, when spatial.
  func direction(at frame: Double) -> Double? {
    guard case .keyframes(let segments, _, _) = storage, !segments.isEmpty else { return nil }
    let f = min(max(frame, segments[0].start), segments[segments.count - 1].end - 1e-6)
    guard let s = segments.last(where: { $0.start <= f }) else { return nil }
    if let spatial = s.spatial {
      let x = s.end > s.start ? (f - s.start) / (s.end - s.start) : 0
      let p = s.easing.isEmpty ? x : s.easing[0].value(at: x)
      return spatial.direction(atFraction: p)
    }
    if let a = s.from as? Vec4, let b = s.to as? Vec4, a.x != b.x || a.y != b.y {
      return atan2(b.y - a.y, b.x - a.x)
    }
    return nil
  }
}

extension Track {
  /// Compiles a model property, converting each model value with `convert`.
  init<M: KeyframeValue>(
    _ model: AnimatableModel<M>?, default value: Value, spatial: Bool = false,
    convert: (M) -> Value
  ) {
    guard let model else {
      self.init(constant: value)
      return
    }
    switch model.content {
    case .fixed(let v):
      self.init(constant: convert(v))
    case .keyframes(let frames):
      var segments: [Segment] = []
      var previousEnd: Value?
      var firstValue: Value?
      for (index, frame) in frames.enumerated() {
        let from = frame.start.map(convert) ?? previousEnd ?? value
        if firstValue == nil { firstValue = from }
        guard index + 1 < frames.count else {
          previousEnd = from
          break
        }
        let next = frames[index + 1]
        let to = frame.end.map(convert) ?? next.start.map(convert) ?? from
        var easing: [CubicEasing] = []
        if let o = frame.easeOut, let i = frame.easeIn {
          let count = max(1, o.x.count, o.y.count, i.x.count, i.y.count)
          for d in 0..<count {
            func pick(_ list: [Double], _ fallback: Double) -> Double {
              list.isEmpty ? fallback : list[min(d, list.count - 1)]
            }
            easing.append(
              CubicEasing(
                x1: min(max(pick(o.x, 0), 0), 1), y1: pick(o.y, 0),
                x2: min(max(pick(i.x, 1), 0), 1), y2: pick(i.y, 1)))
          }
          if easing.allSatisfy({ $0 == easing[0] }) { easing = [easing[0]] }
          if easing.count == 1 && easing[0].isLinear { easing = [] }
        }
        var curve: SpatialCurve?
        if spatial, let a = from as? Vec4, let b = to as? Vec4,
          let to = frame.spatialOut, let ti = frame.spatialIn,
          to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 })
        {
          curve = SpatialCurve(
            CubicSegment(
              p0: a.point, p1: CGPoint(x: a.x + Vec4(to).x, y: a.y + Vec4(to).y),
              p2: CGPoint(x: b.x + Vec4(ti).x, y: b.y + Vec4(ti).y), p3: b.point))
        }
        segments.append(
          Segment(
            start: frame.time, end: next.time, from: from, to: to, hold: frame.hold,
            easing: easing, spatial: curve))
        previousEnd = to
      }
      let first = firstValue ?? value
      let last = previousEnd ?? first
      if segments.isEmpty {
        self.init(constant: first)
      } else {
        self.init(storage: .keyframes(segments: segments, first: first, last: last))
      }
    }
  }
}

/// A position's path between two keyframes, sampled by arc length as lottie-web does.
struct SpatialCurve: Sendable {
  private var points: [CGPoint]
  private var lengths: [Double]

  init(_ segment: CubicSegment) {
    // lottie-web's count (its default curve segments): besides placing the point, the last
    // chord is the heading an auto-oriented layer keeps after the keyframe, where a coarser
    // table turns it visibly short of the path's end tangent on a sharp curve.
    let count = 150
    points = (0...count).map { segment.point(at: Double($0) / Double(count)) }
    lengths = [0]
    var total = 0.0
    for k in 1...count {
      total += hypot(points[k].x - points[k - 1].x, points[k].y - points[k - 1].y)
      lengths.append(total)
    }
  }

  private func locate(_ fraction: Double) -> (Int, Double) {
    let total = lengths[lengths.count - 1]
    let d = fraction * total
    if d <= 0 || total == 0 { return (0, 0) }
    if d >= total { return (points.count - 2, 1) }
    var lo = 0
    var hi = lengths.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] <= d { lo = mid } else { hi = mid }
    }
    let span = lengths[hi] - lengths[lo]
    return (lo, span > 0 ? (d - lengths[lo]) / span : 0)
  }

  func point(atFraction fraction: Double) -> CGPoint {
    if fraction > 1 || fraction < 0 {
      // Overshooting easing extrapolates along the end tangents.
      let (k, sign) = fraction > 1 ? (points.count - 2, 1.0) : (0, -1.0)
      let a = points[k]
      let b = points[k + 1]
      let len = max(1e-9, hypot(b.x - a.x, b.y - a.y))
      let total = lengths[lengths.count - 1]
      let extra = (fraction > 1 ? fraction - 1 : -fraction) * total * sign
      let base = fraction > 1 ? b : a
      return CGPoint(x: base.x + (b.x - a.x) / len * extra, y: base.y + (b.y - a.y) / len * extra)
    }
    let (k, t) = locate(fraction)
    let a = points[k]
    let b = points[k + 1]
    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  func direction(atFraction fraction: Double) -> Double {
    let (k, _) = locate(min(max(fraction, 0), 1))
    let a = points[k]
    let b = points[k + 1]
    return atan2(b.y - a.y, b.x - a.x)
  }
}
