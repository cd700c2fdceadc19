import BezelDrawing
import Foundation

/// One speaker's segment of the meeting timer's ring, with Scrumdinger's geometry.
///
/// Each of `totalSpeakers` gets `360 / totalSpeakers` degrees; the arc of speaker `i` runs from
/// `degreesPerSpeaker × i + 1` to `degreesPerSpeaker × (i + 1)` degrees (a 1° gap before each),
/// clockwise on screen, on a circle of diameter `min(width, height) − 24` centred in the rect.
/// Past 360 speakers a turn is under 1°, and an arc with a 1° gap would end before it starts
/// and wrap almost all the way round, so turns of 1° or less have no gap. An arc
/// can also span several consecutive turns (``turns``), which the timer view uses for runs of
/// completed speakers too narrow to draw one by one.
/// Angle 0 is at 3 o'clock; the timer view turns it by −90° so speaker 0
/// starts at 12 o'clock:
///
/// ```swift
/// let arc = SpeakerArc(speakerIndex: 0, totalSpeakers: 3).rotation(-.pi / 2)
/// arc.path(in: CGRect(x: 0, y: 0, width: 300, height: 300))
/// ```
public struct SpeakerArc: Shape, Hashable {
  public var speakerIndex: Int
  public var totalSpeakers: Int
  /// How many consecutive turns, from `speakerIndex`, the arc covers (1 by default).
  public var turns: Int

  public init(speakerIndex: Int, totalSpeakers: Int, turns: Int = 1) {
    self.speakerIndex = speakerIndex
    self.totalSpeakers = totalSpeakers
    self.turns = turns
  }

  public var degreesPerSpeaker: Double { 360 / Double(max(1, totalSpeakers)) }
  /// The gap before each arc: 1°, or none when a turn is 1° or less.
  public var gapDegrees: Double { degreesPerSpeaker > 1 ? 1 : 0 }
  /// In degrees, clockwise from 3 o'clock.
  public var startDegrees: Double { degreesPerSpeaker * Double(speakerIndex) + gapDegrees }
  public var endDegrees: Double {
    startDegrees + degreesPerSpeaker * Double(max(1, turns)) - gapDegrees
  }

  /// The arc; empty when there are no speakers or the index is out of range.
  public func path(in rect: CGRect) -> Path {
    guard totalSpeakers > 0, (0..<totalSpeakers).contains(speakerIndex),
      speakerIndex + max(1, turns) <= totalSpeakers
    else { return Path() }
    let diameter = min(rect.width, rect.height) - 24
    guard diameter > 0 else { return Path() }
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: diameter / 2,
      startAngle: startDegrees * .pi / 180, endAngle: endDegrees * .pi / 180, clockwise: true)
    return path
  }
}
