/// The array a canvas's gradient draws look a row's colours up into (``GradientSpans``),
/// kept so that its capacity serves the next draws and frames.
///
/// A linear gradient constant down the columns made a new array of its box's width on every
/// draw (`thorvg__16266`: about 6.5 a frame); a draw takes this one and gives it back.
final class GradientRowColours {
  private var storage: [UInt32] = []

  /// The kept array, emptied of its elements but not its capacity; ``keep(_:)`` hands it
  /// back.
  func take() -> [UInt32] {
    var taken: [UInt32] = []
    swap(&taken, &storage)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  /// Keeps `colours` (the array ``take()`` gave, once the draw is done with it).
  func keep(_ colours: [UInt32]) {
    if colours.capacity > storage.capacity { storage = colours }
  }
}
