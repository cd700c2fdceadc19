import BezelRaster

/// Finds a small box of tiles where most of each frame's changes keep landing (a spinner),
/// so that ``FrameTiles`` can show that box as one node of its own instead of runs of tiles
/// piled over the base.
///
/// GTK's Cairo renderer replays every node that meets the bounding box of the repainted
/// region, each whole: round a spinner that was the base over the box and some thirty runs
/// of tiles left from earlier frames, about three times the box's pixels a frame. A box
/// with nothing under it (the base made around it) and one node over it, made again when its
/// pixels change, is replayed once.
///
/// ```swift
/// var hot = HotTiles()
/// if let box = hot.note(frameChanges) { /* make the box a node */ }
/// ```
struct HotTiles {
  /// A rectangle of whole tiles: columns `minX ..< maxX`, rows `minY ..< maxY`.
  typealias Box = PixelBounds

  /// Frames that changed, in a row, all inside the box before it is given.
  static let steadyFrames = 8
  /// Fewer tiles than this are not worth a node of their own.
  static let minimumTiles = 16
  /// More tiles than this are no small box.
  static let maximumTiles = 128

  private var box: Box?
  private var frames = 0
  /// The tiles of the frames' own boxes, added up.
  private var framesArea = 0

  /// Notes a frame whose changed tiles lie in `changes` (`nil`: none changed); returns the
  /// box to show as a node once changes have stayed inside it for ``steadyFrames`` frames,
  /// each frame's own box averaging at least two thirds of it. GTK repaints about a frame's
  /// box then anyway (a spinner changes all round itself on every frame), while a progress
  /// arc's moving end, whose frames change a small part of the box they wander in, keeps
  /// its runs of tiles.
  mutating func note(_ changes: Box?) -> Box? {
    // A frame that changed nothing breaks no run.
    guard let changes else { return nil }
    let grown = box.map { $0.union(changes) } ?? changes
    if grown.area > Self.maximumTiles {
      (box, frames, framesArea) = (changes, 1, changes.area)
    } else {
      (box, frames, framesArea) = (grown, frames + 1, framesArea + changes.area)
    }
    guard let box, frames >= Self.steadyFrames, box.area >= Self.minimumTiles,
      3 * framesArea >= 2 * frames * box.area
    else { return nil }
    reset()
    return box
  }

  /// Forgets the frames noted.
  mutating func reset() {
    (box, frames, framesArea) = (nil, 0, 0)
  }
}
