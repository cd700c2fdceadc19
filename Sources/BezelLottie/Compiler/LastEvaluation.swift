import BezelDrawing
import BezelLayers
import Foundation

/// The paths and items a shape layer's last evaluation made, so the next can hand back
/// those it makes again (their paths, boxes and list) instead of allocating equal ones.
///
/// Shared by every frame of a compiled animation, and so by the threads that render it: an
/// evaluation claims the state while it works in it; one that finds it claimed reuses nothing.
final class LastEvaluation: @unchecked Sendable {
  /// What one evaluation hands the next.
  struct State {
    /// Whether the evaluation notes its paths for the next (not when nothing keeps them).
    var records = true
    /// The last evaluation's items, in order.
    var items: [DisplayItem] = []
    /// The outline each style's path was built from, in the order the styles were made
    /// (`nil` for a style of several outlines, whose path is always built).
    var keys: [OutlineKey?] = []
    /// The path each style made.
    var paths: [Path] = []
    /// The list before ``items``, whose buffer the next list made takes: by then the frame
    /// that drew it is usually let go, so the buffer is no longer shared and no list is
    /// allocated (about 9.5 a frame on rlottie__spin__lil_loader_v2).
    var spareItems: [DisplayItem] = []
    /// The path each style made before its last one, whose storage the next path made at
    /// its place is built in (``sparePath(at:)``): by then the frame that drew it is gone.
    var sparePaths: [Path] = []

    /// ``spareItems``, taken out so that this state no longer holds its buffer.
    mutating func takeSpareItems() -> [DisplayItem] {
      var taken: [DisplayItem] = []
      swap(&taken, &spareItems)
      return taken
    }

    /// Makes `made` the last items, the old list the spare when `made` is another list.
    mutating func replaceItems(with made: [DisplayItem]) {
      let same =
        made.withUnsafeBufferPointer { $0.baseAddress }
        == items.withUnsafeBufferPointer { $0.baseAddress }
      if !same { spareItems = items }
      items = made
    }

    /// Notes that the style at `slot` made `path` from `key`.
    mutating func note(_ path: Path, key: OutlineKey?, at slot: Int) {
      if slot < keys.count {
        keys[slot] = key
        // The path replaced becomes the spare (the spare was taken to build `path`).
        sparePaths[slot] = path
        swap(&sparePaths[slot], &paths[slot])
      } else {
        keys.append(key)
        paths.append(path)
        sparePaths.append(Path())
      }
    }

    /// An empty path to build the style at `slot`'s next path in: the storage of the path
    /// it made before its last one, unless something still holds that (then a new one).
    mutating func sparePath(at slot: Int) -> Path {
      guard slot < sparePaths.count else { return Path() }
      var path = Path()
      swap(&path, &sparePaths[slot])
      path.removeAll(keepingCapacity: true)
      return path
    }

    /// The path the style at `slot` made last, if it was made from `key`.
    func path(at slot: Int, for key: OutlineKey) -> Path? {
      guard slot < keys.count, let old = keys[slot], old == key else { return nil }
      return paths[slot]
    }

    /// Forgets the styles from `count` on, which this evaluation did not make.
    mutating func truncate(to count: Int) {
      guard count < keys.count else { return }
      keys.removeSubrange(count...)
      paths.removeSubrange(count...)
      sparePaths.removeSubrange(count...)
    }

    /// Whether the state is small enough to keep: a huge evaluation's is let go.
    var isWorthKeeping: Bool { keys.count <= 1024 }
  }

  /// Held by the evaluation working in ``state``, taken only if free (a second evaluation
  /// never waits). A pthread mutex behind `NSLock`, not `Synchronization.Atomic`, which
  /// needs macOS 15 where the package supports macOS 13.
  private let claimLock = NSLock()
  /// Read and written only by the evaluation that claimed it (``claim()``): unchecked, as
  /// the claim already keeps a second access out.
  @exclusivity(unchecked) var state = State()

  /// Claims ``state`` for one evaluation, until ``release()`` on the same thread; false
  /// (and nothing claimed) while another evaluation holds it.
  func claim() -> Bool {
    claimLock.try()
  }

  /// Ends the claim on ``state``.
  func release() {
    // A huge evaluation's lists are let go.
    if !state.isWorthKeeping { state = State() }
    claimLock.unlock()
  }
}
