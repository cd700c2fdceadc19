import BezelLayers
import Foundation

/// ``ContentBounds`` of the children of groups, kept while a canvas draws its frames.
///
/// The painter asks for the box of a group's content several times a walk (whether it lies
/// outside the damage, whether its clip can cut, how far to clip before pushing it), and once
/// for every group around it, so a deep tree of small items (glyphs in a text layer under a
/// precomposition) paid for its points once per level per question. The box depends only on
/// the items, and a display list's arrays are never changed once built (still content is
/// reused between frames as the same arrays), so it is kept under the address of the
/// children's storage. Each entry holds its array: that storage stays alive, so its address
/// cannot be reused by other items while the entry exists, and no one can change it in
/// place (a write to a shared array copies it first).
///
/// Entries not asked for in a frame are dropped once it is drawn (``finishFrame()``), and at
/// most ``maximumEntries`` are added a frame, so the memory is about the arrays of the last
/// frame's display list, which the canvas holds anyway. ``FrameDamage`` asks too, while the
/// canvas plans a frame and before that frame starts here, for the changed groups of the new
/// list and the one before (which the canvas holds too). Not thread-safe: one per canvas.
final class ContentBoundsMemo {
  /// The boxes asked for in this frame, and those of the frame before not asked for yet
  /// (until ``finishFrame()``).
  private struct Generations {
    var current = Table()
    var previous = Table()
  }

  /// The most boxes kept in one frame.
  static let maximumEntries = 16_384

  /// Behind a pointer: through the class's stored properties every use was checked for
  /// exclusive access at run time.
  private let tables: UnsafeMutablePointer<Generations>

  init() {
    tables = .allocate(capacity: 1)
    tables.initialize(to: Generations())
  }

  deinit {
    tables.pointee.current.deallocate()
    tables.pointee.previous.deallocate()
    tables.deinitialize(count: 1)
    tables.deallocate()
  }

  /// How many boxes are kept.
  var count: Int { tables.pointee.current.count + tables.pointee.previous.count }

  /// A new frame begins: the boxes of the last one are kept through this one, older ones
  /// are dropped. The two tables trade places, so their storage is reused, not grown anew
  /// every frame.
  func startFrame() {
    let last = tables.pointee.current
    tables.pointee.current = tables.pointee.previous
    tables.pointee.previous = last
    tables.pointee.current.removeAll()
  }

  /// The frame is drawn: the boxes of the frame before that it did not ask for are dropped
  /// now, not when the next frame starts, with the arrays they hold.
  ///
  /// Those arrays are mostly of the list before the last, which nothing else holds once the
  /// canvas keeps the last list instead: kept to the next frame, they were a third display
  /// list alive while the next one is built and planned. What the next plan asks of the
  /// last list is in the current boxes; what it asks besides is measured again.
  func finishFrame() {
    tables.pointee.previous.removeAll()
  }

  /// The box `measure` gives for `items`, kept from an earlier call on the same array.
  func bounds(of items: [DisplayItem], measure: ([DisplayItem]) -> CGRect?) -> CGRect? {
    guard !items.isEmpty,
      let address = items.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
    else { return measure(items) }
    // An entry's own array keeps its storage alive, so an entry found is this same array.
    if let k = tables.pointee.current.index(of: address) {
      return tables.pointee.current.slots[k].bounds
    }
    if let k = tables.pointee.previous.index(of: address) {
      let bounds = tables.pointee.previous.slots[k].bounds
      tables.pointee.current.insert(address, items: items, bounds: bounds)
      tables.pointee.previous.vacate(k)
      return bounds
    }
    let bounds = measure(items)
    if tables.pointee.current.count < ContentBoundsMemo.maximumEntries {
      tables.pointee.current.insert(address, items: items, bounds: bounds)
    }
    return bounds
  }
}
