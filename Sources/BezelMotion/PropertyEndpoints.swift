/// The `from` / `to` / `by` triple of a basic or spring animation and Core Animation's rules
/// for turning it into a start and an end value.
struct PropertyEndpoints<Value: Interpolatable> {
  var from: Value?
  var to: Value?
  var by: Value?
  /// `(a, b) → a + b` and `(a, b) → a − b` for additive values; `nil` otherwise.
  var add: ((Value, Value) -> Value)?
  var subtract: ((Value, Value) -> Value)?

  /// The start and end values given the target's current (presentation) value.
  func resolve(current: Value) -> (Value, Value) {
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, add.map { $0(f, b) } ?? f)
    case (nil, let t?, let b?): return (subtract.map { $0(t, b) } ?? t, t)
    case (let f?, nil, nil): return (f, current)
    case (nil, let t?, nil): return (current, t)
    case (nil, nil, let b?): return (current, add.map { $0(current, b) } ?? current)
    case (nil, nil, nil): return (current, current)
    }
  }
}
