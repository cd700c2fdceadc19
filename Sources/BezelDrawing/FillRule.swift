/// How the inside of a self-intersecting or nested path is decided.
public enum FillRule: Hashable, Sendable {
  case nonZero
  case evenOdd
}
