/// `a + b` when `Value` is an ``AdditiveInterpolatable`` type, found at run time so that
/// `isAdditive` can live on every animation; `nil` for other types.
func additiveSum<Value>(_ a: Value, _ b: Value) -> Value? {
  guard let base = a as? any AdditiveInterpolatable else { return nil }
  return adding(base, b) as? Value
}

private func adding<T: AdditiveInterpolatable>(_ a: T, _ b: Any) -> Any? {
  guard let other = b as? T else { return nil }
  return a.adding(other)
}
