/// The active speaker of a meeting changed.
public struct SpeakerChange: Hashable, Sendable {
  /// Why the active speaker changed.
  public enum Reason: Hashable, Sendable {
    /// The speaker's time ran out.
    case timeUp
    /// `skipSpeaker()` ended the turn early.
    case skipped
    /// `start()` began the meeting again from the first speaker.
    case restarted
  }

  /// The clock time of the change, in seconds (exact, even when observed later).
  public var time: Double
  /// The index of the speaker whose turn ended, or `nil` when the meeting had ended.
  public var from: Int?
  /// The index of the new speaker, or `nil` when the meeting is over.
  public var to: Int?
  public var reason: Reason

  public init(time: Double, from: Int?, to: Int?, reason: Reason) {
    self.time = time
    self.from = from
    self.to = to
    self.reason = reason
  }
}
