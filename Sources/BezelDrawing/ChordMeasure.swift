import Foundation

/// A curve measured along chords of equal parameter steps, as ``PathMeasure`` measures a
/// path with `.chords(count)`, giving exactly its positions and directions in a fraction of
/// its memory.
///
/// ``PathMeasure`` keeps a whole segment and three distances per chord (about 100 bytes);
/// this keeps one distance per chord (and, only when a chord of zero length was left out,
/// which step each chord is) and recomputes a chord's ends from the curve when it is asked
/// for, by the same arithmetic. An animation with hundreds of spatial keyframes of 150
/// chords each holds kilobytes instead of megabytes.
///
/// ```swift
/// let curve = ChordMeasure(.cubic(p0, c1, c2, p1), chords: 150)
/// let middle = curve.position(atDistance: curve.length / 2)
/// ```
package struct ChordMeasure: Sendable {
  /// The measured curve.
  package let segment: PathSegment
  /// The number of equal parameter steps.
  let count: Int
  /// Distance along the chords where each kept chord ends.
  let ends: [Double]
  /// The step (1…count) each kept chord ends at; `nil` when every chord was kept (chord `i`
  /// ends at step `i + 1`).
  let steps: [UInt16]?
  /// The total length of the chords.
  package let length: Double

  /// Measures `segment` along `count` chords (1…65535; a line is one chord of its own).
  package init(_ segment: PathSegment, chords count: Int) {
    let count = segment.kind == .line ? 1 : min(max(count, 1), Int(UInt16.max))
    self.segment = segment
    self.count = count
    var ends: [Double] = []
    ends.reserveCapacity(count)
    var steps: [UInt16] = []
    var skipped = false
    var total = 0.0
    var from = segment.p0
    for step in 1...count {
      let to = ChordMeasure.point(segment, step: step, of: count)
      let chord = PathSegment.line(from, to)
      from = to
      // The chords PathMeasure leaves out: points, and lengths that are neither positive
      // nor NaN.
      let length = chord.isPoint ? 0 : chord.length()
      guard !chord.isPoint, length > 0 || length.isNaN else {
        if !skipped {
          skipped = true
          steps = (0..<ends.count).map { UInt16($0 + 1) }
        }
        continue
      }
      total += length
      ends.append(total)
      if skipped { steps.append(UInt16(step)) }
    }
    self.ends = ends
    self.steps = skipped ? steps : nil
    length = total
  }

  /// The point `distance` along the chords (clamped to 0…``length``) and the direction
  /// there, as ``PathMeasure/position(atDistance:)`` gives it for the same chords.
  package func position(atDistance distance: Double) -> PathPosition {
    guard !ends.isEmpty else {
      return PathPosition(point: CGPoint(segment.p0), tangentAngle: 0)
    }
    let d = distance.isNaN ? 0 : Swift.min(Swift.max(distance, 0), length)
    var lo = 0
    var hi = ends.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if ends[mid] >= d { hi = mid } else { lo = mid + 1 }
    }
    let index = Swift.min(lo, ends.count - 1)
    let start = index == 0 ? 0 : ends[index - 1]
    let step = steps.map { Int($0[index]) } ?? index + 1
    let chord = PathSegment.line(
      ChordMeasure.point(segment, step: step - 1, of: count),
      ChordMeasure.point(segment, step: step, of: count))
    let t = chord.parameter(atLength: d - start, total: chord.length())
    let direction = chord.direction(at: t)
    return PathPosition(
      point: CGPoint(chord.point(at: t)), tangentAngle: atan2(direction.y, direction.x))
  }

  /// The chords kept: `count`, less those of zero length.
  package var keptChords: Int { ends.count }

  /// The position at `fraction` of the total length (clamped to 0…1).
  package func position(atFraction fraction: Double) -> PathPosition {
    position(atDistance: fraction * length)
  }

  /// The curve's point after `step` of `count` equal parameter steps (its ends exactly at
  /// 0 and `count`).
  private static func point(_ segment: PathSegment, step: Int, of count: Int) -> SIMD2<Double> {
    if step <= 0 { return segment.p0 }
    if step >= count { return segment.p3 }
    return segment.point(at: Double(step) / Double(count))
  }
}
