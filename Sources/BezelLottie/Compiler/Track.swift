import BezelDrawing
import BezelMotion
import Foundation

/// A compiled animatable property: a constant, or keyframe segments evaluated by frame.
struct Track<Value: Interpolatable & Sendable>: Sendable {
  struct Segment: Sendable {
    var start: Double
    var end: Double
    var from: Value
    var to: Value
    var hold: Bool
    var easing: [TimingFunction]
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
      // Segments are read in place through the buffer: the array's getter (and `first`,
      // `last`) copy a whole segment through its generic value witness, which cost more than
      // the evaluation when a layer's transform read six tracks a frame.
      return segments.withUnsafeBufferPointer { segments in
        guard !segments.isEmpty, frame >= segments[0].start else { return first }
        guard frame < segments[segments.count - 1].end else { return last }
        // Binary search for the segment holding `frame`.
        var lo = 0
        var hi = segments.count - 1
        while lo < hi {
          let mid = (lo + hi + 1) / 2
          if segments[mid].start <= frame { lo = mid } else { hi = mid - 1 }
        }
        return Track.value(of: segments[lo], at: frame)
      }
    }
  }

  /// The value of segment `s` at `frame`, a frame within it (inlined, so that the segment is
  /// read where it lies rather than copied for the call).
  @inline(__always)
  private static func value(of s: Segment, at frame: Double) -> Value {
    if s.hold || s.end <= s.start { return s.from }
    let x = (frame - s.start) / (s.end - s.start)
    if let spatial = s.spatial, let vector = s.from as? SIMD4<Double> {
      let p = s.easing.isEmpty ? x : s.easing[0].value(at: x)
      let point = spatial.point(atFraction: p)
      // The curve is in x and y; depth moves with the same progress.
      let z = vector.z + (((s.to as? SIMD4<Double>)?.z ?? vector.z) - vector.z) * p
      return (SIMD4<Double>(point.x, point.y, z, vector.w) as? Value) ?? s.from
    }
    if s.easing.count <= 1 {
      let p = s.easing.first?.value(at: x) ?? x
      return s.from.interpolated(to: s.to, fraction: p)
    }
    return Track.blend(s.from, s.to, easing: s.easing, at: x)
  }

  /// Blends each dimension of a vector with its own progress (per-dimension `easing` at `x`,
  /// the last one's for the rest); other values take the first's. `easing` holds at least
  /// one function. The progresses are taken one by one, not listed: this runs every frame.
  private static func blend(_ a: Value, _ b: Value, easing: [TimingFunction], at x: Double)
    -> Value
  {
    let p0 = easing[0].value(at: x)
    guard let u = a as? SIMD4<Double>, let v = b as? SIMD4<Double> else {
      return a.interpolated(to: b, fraction: p0)
    }
    let n = easing.count
    let p1 = n > 1 ? easing[1].value(at: x) : p0
    let p2 = n > 2 ? easing[2].value(at: x) : p1
    let p3 = n > 3 ? easing[3].value(at: x) : p2
    return (u + (v - u) * SIMD4(p0, p1, p2, p3) as? Value) ?? a
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
    if let a = s.from as? SIMD4<Double>, let b = s.to as? SIMD4<Double>, a.x != b.x || a.y != b.y {
      return atan2(b.y - a.y, b.x - a.x)
    }
    return nil
  }
}

extension Track {
  /// Compiles a model property, converting each model value with `convert`.
  ///
  /// Out of line: inlined, a transform's dozen tracks made its initialiser's frame 6 KB, at
  /// the bottom of the compiler's recursion, where it set how deep the stack's pages reach.
  @inline(never)
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
      // Exactly one segment per keyframe but the last: appending would leave up to half the
      // array's storage unused for the life of the animation.
      segments.reserveCapacity(max(0, frames.count - 1))
      var previousEnd: Value?
      var firstValue: Value?
      // The previous segment's `to` when it was this keyframe's start: converted once, its
      // storage (a shape's point arrays) shared by both segments instead of made twice.
      var convertedStart: Value?
      for (index, frame) in frames.enumerated() {
        let from = convertedStart ?? frame.start.map(convert) ?? previousEnd ?? value
        convertedStart = nil
        if firstValue == nil { firstValue = from }
        guard index + 1 < frames.count else {
          previousEnd = from
          break
        }
        let next = frames[index + 1]
        // The next keyframe's start wins over this one's end (`e`, written by old exporters),
        // as lottie-web and lottie-ios read them: an edited file may keep a stale `e`.
        let nextStart = next.start.map(convert)
        convertedStart = nextStart
        let to = nextStart ?? frame.end.map(convert) ?? from
        var easing: [TimingFunction] = []
        if let o = frame.easeOut, let i = frame.easeIn {
          let count = max(1, o.x.count, o.y.count, i.x.count, i.y.count)
          for d in 0..<count {
            func pick(_ list: [Double], _ fallback: Double) -> Double {
              list.isEmpty ? fallback : list[min(d, list.count - 1)]
            }
            // The curve clamps its x coordinates to 0…1.
            easing.append(
              TimingFunction(
                controlPoints: pick(o.x, 0), pick(o.y, 0), pick(i.x, 1), pick(i.y, 1)))
          }
          if easing.allSatisfy({ $0 == easing[0] }) { easing = [easing[0]] }
          if easing.count == 1 && easing[0].isLinear { easing = [] }
          // Runs of keyframes mostly repeat one ease: share the previous segment's array.
          if let previous = segments.last?.easing, previous == easing { easing = previous }
        }
        var curve: SpatialCurve?
        if spatial, let a = from as? SIMD4<Double>, let b = to as? SIMD4<Double>,
          let to = frame.spatialOut, let ti = frame.spatialIn,
          to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 })
        {
          curve = SpatialCurve(
            from: a.point,
            control1: CGPoint(
              x: a.x + SIMD4<Double>(lottie: to).x, y: a.y + SIMD4<Double>(lottie: to).y),
            control2: CGPoint(
              x: b.x + SIMD4<Double>(lottie: ti).x, y: b.y + SIMD4<Double>(lottie: ti).y),
            to: b.point)
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

/// A position's path between two keyframes, measured as lottie-web measures it: along 150
/// chords of equal parameter steps (its default curve segments). Besides placing the point,
/// the last chord is the heading an auto-oriented layer keeps after the keyframe, where a
/// coarser table turns it visibly short of the path's end tangent on a sharp curve.
///
/// A class, so that a segment holds one reference to it: inline, its measure (over 100
/// bytes) would widen every segment of every track, spatial or not, and files baked to a
/// keyframe per frame hold tens of thousands of segments.
final class SpatialCurve: Sendable {
  /// lottie-web's number of chords per spatial keyframe curve.
  static let chords = 150

  /// Compact: a file with hundreds of spatial keyframes would hold megabytes as a
  /// ``PathMeasure`` of each.
  private let measure: ChordMeasure

  init(from p0: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint, to p1: CGPoint) {
    measure = ChordMeasure(
      .cubic(p0.simd, c1.simd, c2.simd, p1.simd), chords: SpatialCurve.chords)
  }

  func point(atFraction fraction: Double) -> CGPoint {
    let clamped = min(max(fraction, 0), 1)
    let position = measure.position(atFraction: clamped)
    // Overshooting easing extrapolates along the end chords.
    let extra = (fraction - clamped) * measure.length
    guard extra != 0, extra.isFinite else { return position.point }
    let angle = position.tangentAngle
    return CGPoint(
      x: position.point.x + cos(angle) * extra, y: position.point.y + sin(angle) * extra)
  }

  func direction(atFraction fraction: Double) -> Double {
    measure.position(atFraction: min(max(fraction, 0), 1)).tangentAngle
  }
}
