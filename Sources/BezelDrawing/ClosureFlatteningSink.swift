/// A ``FlatteningSink`` that hands each point to a closure, for
/// ``PathSegment/flatten(tolerance:_:)``.
struct ClosureFlatteningSink: FlatteningSink {
  let body: (SIMD2<Double>) -> Void

  mutating func lineTo(_ point: SIMD2<Double>) { body(point) }
}
