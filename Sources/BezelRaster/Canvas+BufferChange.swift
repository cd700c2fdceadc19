extension Canvas {
  /// The pixels of the caller's buffer that the last
  /// ``render(_:scale:background:policy:into:)`` may have changed: ``PixelBounds/empty`` when
  /// it drew nothing, the whole buffer when it drew everything (or failed).
  ///
  /// A view showing the buffer compares only these pixels with what it shows to find what to
  /// show again (`bezel preview`).
  package var lastBufferChange: PixelBounds {
    lock.lock()
    defer { lock.unlock() }
    return bufferChange
  }

  /// What a render into a `width` × `height` buffer by `plan` may change, `damage` measured
  /// for it.
  static func change(
    by plan: RetainedFrames.Plan, damage: FrameDamage, width: Int, height: Int
  ) -> PixelBounds {
    let whole = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
    switch plan {
    case .unchanged:
      return .empty
    case .whole, .overUnderlay(_, clipped: false):
      return whole
    case .damaged, .overUnderlay(_, clipped: true):
      guard let box = damage.bounds else { return .empty }
      return PixelBounds(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    }
  }
}
