/// Optionals blend their values; between `nil` and a value they blend with the wrapped
/// type's ``Interpolatable/absentValue(matching:)`` or, without one, switch halfway.
extension Optional: Interpolatable where Wrapped: Interpolatable {
  public func interpolated(to other: Wrapped?, fraction: Double) -> Wrapped? {
    switch (self, other) {
    case (let a?, let b?):
      return a.interpolated(to: b, fraction: fraction)
    case (nil, let b?):
      guard let absent = Wrapped.absentValue(matching: b) else { return fraction < 0.5 ? nil : b }
      return fraction == 1 ? b : absent.interpolated(to: b, fraction: fraction)
    case (let a?, nil):
      guard let absent = Wrapped.absentValue(matching: a) else { return fraction < 0.5 ? a : nil }
      return fraction == 1 ? nil : a.interpolated(to: absent, fraction: fraction)
    case (nil, nil):
      return nil
    }
  }

  public func distance(to other: Wrapped?) -> Double {
    switch (self, other) {
    case (let a?, let b?): return a.distance(to: b)
    case (nil, nil): return 0
    case (nil, let b?): return Wrapped.absentValue(matching: b).map { $0.distance(to: b) } ?? 1
    case (let a?, nil): return Wrapped.absentValue(matching: a).map { a.distance(to: $0) } ?? 1
    }
  }
}
