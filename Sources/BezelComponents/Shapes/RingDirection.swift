/// Which way a ring fills on screen, starting from 12 o'clock.
public enum RingDirection: String, Hashable, Sendable, CaseIterable {
  case clockwise
  case counterclockwise
}
