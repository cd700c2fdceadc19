import Foundation

/// A finished meeting, as Scrumdinger's `History` keeps it: when, who attended, how long it
/// was planned to be and ran, and how long each speaker actually spoke.
///
/// ```swift
/// let record = timer.record()           // after the meeting
/// record.speakerTimes.map(\.seconds)     // [300, 212.5, 300]: the second was skipped
/// ```
public struct MeetingRecord: Hashable, Sendable, Codable, Identifiable {
  /// How long one speaker spoke.
  public struct SpeakerTime: Hashable, Sendable, Codable {
    public var name: String
    /// The speaker's ``Speaker/id``.
    public var speakerID: UUID
    /// Seconds of the meeting's running time in the speaker's turn (pauses not counted).
    public var seconds: Double

    public init(name: String, speakerID: UUID, seconds: Double) {
      self.name = name
      self.speakerID = speakerID
      self.seconds = seconds
    }
  }

  public var id: UUID
  public var date: Date
  public var attendees: [String]
  /// The planned length.
  public var lengthInMinutes: Int
  /// How long it ran, in meeting seconds (pauses not counted).
  public var secondsElapsed: Int
  /// One per speaker, in turn order.
  public var speakerTimes: [SpeakerTime]

  public init(
    id: UUID = UUID(), date: Date, attendees: [String], lengthInMinutes: Int,
    secondsElapsed: Int, speakerTimes: [SpeakerTime]
  ) {
    self.id = id
    self.date = date
    self.attendees = attendees
    self.lengthInMinutes = lengthInMinutes
    self.secondsElapsed = secondsElapsed
    self.speakerTimes = speakerTimes
  }
}
