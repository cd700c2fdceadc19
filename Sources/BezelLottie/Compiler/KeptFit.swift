import BezelLayers
import Foundation

/// The last display list fitted to a size (``LottieAnimation/displayList(atFrame:fitting:)``),
/// kept so that a frame whose items are the very list the frame before got (content held
/// still, served from ``KeptEvaluation``) is handed out again instead of wrapped anew.
final class KeptFit: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [DisplayItem] = []
  private var target = CGSize.zero
  private var list: DisplayList?

  /// The list kept for `items` (the same storage, not only equal items) fitted to `target`,
  /// else the one `fit` makes, which is kept instead.
  func list(for items: [DisplayItem], target: CGSize, fit: () -> DisplayList) -> DisplayList {
    lock.lock()
    if let list, target == self.target, Self.sameStorage(items, self.items) {
      defer { lock.unlock() }
      return list
    }
    lock.unlock()
    let fresh = fit()
    lock.lock()
    self.items = items
    self.target = target
    list = fresh
    lock.unlock()
    return fresh
  }

  /// Whether `a` and `b` share their storage: the same list, so the same items. (`b` is held
  /// here, so its storage cannot have been freed and reused for `a`.)
  private static func sameStorage(_ a: [DisplayItem], _ b: [DisplayItem]) -> Bool {
    guard a.count == b.count, !a.isEmpty else { return false }
    return a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
    }
  }
}
