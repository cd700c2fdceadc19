/// One attendee's turn in a meeting (Scrumdinger's `ScrumTimer.Speaker`).
public struct Speaker: Hashable, Sendable {
  /// Any Unicode name ("철수" is as welcome as "Bill").
  public var name: String
  /// Whether the speaker's turn is over.
  public var isCompleted: Bool

  public init(name: String, isCompleted: Bool = false) {
    self.name = name
    self.isCompleted = isCompleted
  }
}
