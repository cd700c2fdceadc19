/// A rectangle of whole device pixels of a render target, `minX..<maxX` × `minY..<maxY`.
package struct PixelBounds: Equatable, Sendable {
  package var minX: Int
  package var minY: Int
  package var maxX: Int
  package var maxY: Int

  package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// No pixels.
  package static let empty = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)

  package var isEmpty: Bool { maxX <= minX || maxY <= minY }

  /// The number of pixels inside (for bounds that are not empty).
  package var area: Int { (maxX - minX) * (maxY - minY) }

  /// Whether pixel (`x`, `y`) is inside.
  package func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The smallest bounds around both.
  package func union(_ other: PixelBounds) -> PixelBounds {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBounds(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }
}
