import BezelMotion

/// Gradient stops blend number by number; lists of different lengths switch at the end.
extension Numbers: Interpolatable {
  func interpolated(to other: Numbers, fraction: Double) -> Numbers {
    guard values.count == other.values.count else { return fraction < 1 ? self : other }
    var out = values
    for i in out.indices { out[i] += (other.values[i] - out[i]) * fraction }
    return Numbers(values: out)
  }

  func distance(to other: Numbers) -> Double {
    guard values.count == other.values.count else { return 0 }
    return zip(values, other.values).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
  }
}
