/// Anything with a name can attend a ``ScrumTimer`` meeting: conform Scrumdinger's
/// `DailyScrum.Attendee` (it has a `name`) and pass the scrum's attendees as they are.
///
/// ```swift
/// extension DailyScrum.Attendee: MeetingAttendee {}
/// let timer = ScrumTimer(lengthInMinutes: scrum.lengthInMinutes, attendees: scrum.attendees)
/// ```
public protocol MeetingAttendee {
  var name: String { get }
}
