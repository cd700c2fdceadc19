import Foundation

/// One attendee's turn in a meeting (Scrumdinger's `ScrumTimer.Speaker`), identifiable so
/// SwiftUI-style code can `ForEach` over a meeting's speakers.
public struct Speaker: Hashable, Sendable, Identifiable {
  /// Any Unicode name ("철수" is as welcome as "Bill").
  public var name: String
  /// Whether the speaker's turn is over.
  public var isCompleted: Bool
  /// Stable for the speaker's meeting: every `speakers` a ``ScrumTimer`` or ``ScrumSchedule``
  /// hands out gives the same speaker the same id.
  public let id: UUID

  public init(name: String, isCompleted: Bool = false, id: UUID = UUID()) {
    self.name = name
    self.isCompleted = isCompleted
    self.id = id
  }
}
