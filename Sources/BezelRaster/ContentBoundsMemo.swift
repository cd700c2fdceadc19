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
/// Entries not asked for in this frame or the one before are dropped when a frame starts,
/// and at most ``maximumEntries`` are kept, so the memory is about the arrays of two frames'
/// display lists, which the canvas holds anyway. Not thread-safe: one per canvas.
final class ContentBoundsMemo {
  private struct Entry {
    let items: [DisplayItem]
    let bounds: CGRect?
    /// The frame (``startFrame()``) the box was last asked for.
    var lastUse: Int
  }

  /// The most boxes kept.
  static let maximumEntries = 16_384

  private var entries: [UnsafeRawPointer: Entry] = [:]
  private var frame = 0

  /// How many boxes are kept.
  var count: Int { entries.count }

  /// A new frame begins: boxes asked for in the last one are still likely to be asked for.
  func startFrame() {
    frame += 1
    guard !entries.isEmpty else { return }
    let oldest = frame - 1
    if entries.values.contains(where: { $0.lastUse < oldest }) {
      entries = entries.filter { $0.value.lastUse >= oldest }
    }
  }

  /// The box `measure` gives for `items`, kept from an earlier call on the same array.
  func bounds(of items: [DisplayItem], measure: ([DisplayItem]) -> CGRect?) -> CGRect? {
    guard !items.isEmpty,
      let address = items.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
    else { return measure(items) }
    if let index = entries.index(forKey: address) {
      // The entry's own array keeps this storage alive, so it is the same array.
      entries.values[index].lastUse = frame
      return entries.values[index].bounds
    }
    let bounds = measure(items)
    if entries.count < ContentBoundsMemo.maximumEntries {
      entries[address] = Entry(items: items, bounds: bounds, lastUse: frame)
    }
    return bounds
  }
}
