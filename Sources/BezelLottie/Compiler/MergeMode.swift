/// How merge paths (`mm`) combine the outlines above it, in the order they are listed.
enum MergeMode: Int, Sendable {
  /// Keeps every outline as it is (one compound path).
  case merge = 1
  /// The union.
  case add = 2
  /// The first outline less all later ones.
  case subtract = 3
  /// Only what every outline covers.
  case intersect = 4
  /// What an odd number of outlines covers.
  case excludeIntersections = 5
}

extension MergeMode {
  /// The mode's name in After Effects.
  var name: String {
    switch self {
    case .merge: return "merge"
    case .add: return "add"
    case .subtract: return "subtract"
    case .intersect: return "intersect"
    case .excludeIntersections: return "exclude intersections"
    }
  }
}
