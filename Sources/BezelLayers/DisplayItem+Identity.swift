import Foundation

extension DisplayItem {
  /// Whether both values are one reference to one box, and so the same case over the same
  /// payload (every case keeps its payload in a box: the enum is `indirect`); `false` says
  /// nothing. Such items paint the same pixels (and are equal, unless a NaN inside is unequal
  /// to itself), as Array's `==` takes one buffer for equal contents.
  package func isIdentical(to other: DisplayItem) -> Bool {
    // One word holds the box reference and the case; a layout with a separate case byte
    // makes the shortcut say nothing rather than look at half of it.
    guard MemoryLayout<DisplayItem>.size == MemoryLayout<UInt>.size else { return false }
    return unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
  }
}
