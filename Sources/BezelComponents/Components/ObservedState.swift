/// The part of a ``ScrumTimer``'s state its observers are told about.
struct ObservedState: Hashable, Sendable {
  var secondsElapsed = 0
  var activeSpeakerIndex: Int? = 0
  var phase = ScrumSchedule.Phase.notStarted
}
