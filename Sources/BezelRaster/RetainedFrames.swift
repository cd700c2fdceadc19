import BezelDrawing
import BezelLayers
import Foundation

/// What a ``Canvas`` remembers between frames to redraw only what changed: the last frame in
/// its own surface and in a caller's buffer, where the display list last changed, and the
/// pixels of the unchanged part in front of that change (a ``FrameUnderlay``).
///
/// Each frame gets a ``Plan``: nothing to draw (the picture is the same), only the damaged
/// boxes, the whole frame, or a copy of the underlay (inside the damage, or whole) with only
/// the items after the cut drawn over it. All give exactly the pixels of a whole redraw.
struct RetainedFrames {
  /// A drawn frame: the list and how it was drawn.
  struct Frame {
    var list: DisplayList
    var scale: Double
    var background: Color?
    var policy: RenderPolicy

    /// Whether `other` is drawn at the same scale, over the same background, by the same
    /// policy (so pixels of one can serve the other).
    func drawsLike(_ other: Frame) -> Bool {
      scale == other.scale && background == other.background && policy == other.policy
        && list.size == other.list.size
    }
  }

  /// How to bring a target holding an earlier frame up to the new one.
  enum Plan: Equatable {
    /// The target already shows the frame.
    case unchanged
    /// Draw everything.
    case whole
    /// Draw everything, clipped to ``RetainedFrames/damage``'s boxes.
    case damaged
    /// Copy the ``RetainedFrames/underlay`` (after drawing its kept part when `rebuild`),
    /// then draw the items from its cut on; both inside the damage when `clipped`.
    case overUnderlay(rebuild: Bool, clipped: Bool)
  }

  /// A cut must stay where it is for this many frames in a row before its kept part is drawn
  /// into an underlay: a list whose first change moves from frame to frame (most Lottie
  /// animations played in random order) would otherwise pay for an underlay every frame.
  static let stableFrames = 2
  /// A cut must stay where it is this many frames in a row before an underlay that still
  /// serves is drawn again with it for keeping more: a list whose first change alternates
  /// between two places every few frames would otherwise draw a whole frame every few frames
  /// where the shallower underlay served them all.
  static let deepeningFrames = 8

  var enabled = true
  /// The frame the canvas's own surface holds.
  var surfaceFrame: Frame?
  /// The frame in `buffer`, the caller's array last drawn into.
  var bufferFrame: Frame?
  /// Shares the caller's storage: while it does, any write to the caller's array copies the
  /// storage first, so finding the same storage again means finding the same pixels.
  var buffer: [UInt32] = []
  /// Where the boxes of the frame being drawn are measured (reused, so storage stays).
  private(set) var damage = FrameDamage()
  /// The static part's pixels, once a cut has held still.
  private(set) var underlay: FrameUnderlay?
  /// Where a frame over the underlay copies it, when less than the damage: the damage
  /// inside the previous frame's cover (``FrameCover``); `nil` to copy all the damage.
  var restore: [FrameDamage.Box]? { restores ? restoreBoxes : nil }
  private var restores = false
  private var restoreBoxes: [FrameDamage.Box] = []
  /// Where that frame can change pixels: the damage inside both frames' covers; `nil` with
  /// ``restore``.
  var change: [FrameDamage.Box]? { restores ? changeBoxes : nil }
  private var changeBoxes: [FrameDamage.Box] = []
  /// The covers of the previous frame's and this frame's items after the cut.
  private var previousCover = FrameCover()
  private var cover = FrameCover()
  /// What `cover` was measured for: the next frame over the same underlay finds the
  /// previous frame's cover there.
  private var covered: (list: DisplayList, cut: FrameCut, scale: Double)?
  /// The union of both covers (kept for its storage).
  private var unionBoxes: [FrameDamage.Box] = []
  /// The last frame drawn into either target, and where it differed from the one before.
  private var lastFrame: Frame?
  private var cut = FrameCut()
  /// The cut before `cut` (two, swapped, so following the cut reuses their storage).
  private var previousCut = FrameCut()
  /// How many frames in a row `cut` has stayed where it is.
  private var cutAge = 0
  private(set) var statistics = RetainedFrameStatistics()

  /// Drops everything held (it stays valid, but a change of setting starts afresh).
  mutating func forget() {
    surfaceFrame = nil
    bufferFrame = nil
    buffer = []
    underlay = nil
    lastFrame = nil
    covered = nil
    cut.reset()
    cutAge = 0
  }

  /// Drops the underlay after its kept part failed to draw.
  mutating func dropUnderlay() {
    underlay = nil
  }

  /// Whether `pixels` is the storage last drawn into (and so still holds that frame).
  func isSameBuffer(_ pixels: [UInt32]) -> Bool {
    guard enabled, !buffer.isEmpty, buffer.count == pixels.count else { return false }
    let held = buffer.withUnsafeBufferPointer { $0.baseAddress }
    return held == pixels.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// How to draw `frame` over pixels holding `previous` (`nil`: unknown pixels) on a
  /// `width` × `height` target; counts the frame in ``statistics``. The boxes of groups'
  /// children are kept in `bounds` when given (see ``FrameDamage/measure``).
  mutating func plan(
    _ frame: Frame, over previous: Frame?, width: Int, height: Int,
    bounds: ContentBoundsMemo? = nil
  ) -> Plan {
    statistics.frames += 1
    restores = false
    let area = width * height
    statistics.totalPixels += area
    guard enabled else {
      statistics.redrawnPixels += area
      return .whole
    }
    let comparable = previous.map { $0.drawsLike(frame) } ?? false
    if let previous, comparable, previous.list == frame.list {
      statistics.reused += 1
      return .unchanged
    }
    let rebuild = findUnderlay(for: frame, width: width, height: height)
    var bounded = false
    if let previous, comparable {
      bounded = damage.measure(
        from: previous.list, to: frame.list, scale: frame.scale, width: width, height: height,
        drawnFrom: rebuild == nil ? nil : underlay?.cut, bounds: bounds)
      if bounded, damage.boxes.isEmpty {
        statistics.reused += 1
        return .unchanged
      }
    }
    if bounded {
      statistics.partial += 1
      statistics.redrawnPixels += damage.redrawnArea
    } else {
      statistics.redrawnPixels += area
    }
    guard let rebuild else { return bounded ? .damaged : .whole }
    statistics.underlaid += 1
    if rebuild { statistics.underlayBuilds += 1 }
    if let previous, comparable {
      findRestore(from: previous, to: frame, bounded: bounded, width: width, height: height)
    }
    return .overUnderlay(rebuild: rebuild, clipped: bounded)
  }

  /// Sets ``restore`` and ``change`` for `frame` drawn over the underlay on a target holding
  /// `previous`, both drawn alike, inside ``damage`` when `bounded`.
  ///
  /// Where the previous frame's items after the cut painted nothing, the target holds the
  /// underlay's pixels already (the items in front are the same, and a whole frame is its
  /// kept part with the rest drawn over it), so only the damage inside their cover needs the
  /// copy. The rest is drawn inside the damage as before, so it strokes exactly alike.
  private mutating func findRestore(
    from previous: Frame, to frame: Frame, bounded: Bool, width: Int, height: Int
  ) {
    restores = false
    guard let underlay, underlay.frame.drawsLike(previous),
      underlay.cut.keepsSame(underlay.frame.list.items, previous.list.items)
    else { return }
    let cut = underlay.cut
    if let covered, covered.cut == cut, covered.scale == frame.scale, covered.list == previous.list
    {
      // Usually the same arrays as last frame's, so this is an identity check.
      swap(&previousCover, &cover)
    } else {
      self.covered = nil
      guard
        previousCover.measure(
          previous.list, from: cut, scale: frame.scale, width: width, height: height)
      else { return }
    }
    self.covered = nil
    guard cover.measure(frame.list, from: cut, scale: frame.scale, width: width, height: height)
    else { return }
    covered = (frame.list, cut, frame.scale)
    restoreBoxes.removeAll(keepingCapacity: true)
    changeBoxes.removeAll(keepingCapacity: true)
    unionBoxes.removeAll(keepingCapacity: true)
    previousCover.appendUnion(with: cover, to: &unionBoxes)
    if bounded {
      FrameCover.intersect(previousCover.boxes, damage.boxes, into: &restoreBoxes)
      FrameCover.intersect(unionBoxes, damage.boxes, into: &changeBoxes)
    } else {
      restoreBoxes.append(contentsOf: previousCover.boxes)
      changeBoxes.append(contentsOf: unionBoxes)
    }
    restores = true
  }

  /// Follows where the lists change and decides whether `frame` starts from the underlay:
  /// `false` when the held one serves, `true` when it must be drawn again first (the cut
  /// has held still long enough), `nil` when the frame is drawn without one.
  private mutating func findUnderlay(for frame: Frame, width: Int, height: Int) -> Bool? {
    if let last = lastFrame, last.drawsLike(frame) {
      // A list equal to the last one (the same frame drawn into the other target) says
      // nothing about where the lists change.
      if last.list != frame.list {
        swap(&cut, &previousCut)
        cut.find(old: last.list.items, new: frame.list.items)
        cutAge = cut == previousCut ? cutAge + 1 : 0
      }
    } else {
      cut.reset()
      cutAge = 0
    }
    lastFrame = frame
    let settled = cut.keepsSomething && cutAge >= RetainedFrames.stableFrames - 1
    if let underlay, underlay.serves(frame, width: width, height: height) {
      // A cut that has held still further on than the underlay's (the loading overlay's
      // spinner once its fade-in ends: the cut moves from before the spinner's group to
      // its moving arc) keeps more: the underlay is drawn again with it, once, rather than
      // every frame drawing the items in between (the spinner's track).
      guard cutAge >= RetainedFrames.deepeningFrames - 1, cut.keepsMore(than: underlay.cut)
      else { return false }
    }
    guard settled else { return nil }
    if let underlay {
      underlay.take(frame, cut: cut)
    } else {
      underlay = FrameUnderlay(frame: frame, cut: cut)
    }
    return true
  }
}
