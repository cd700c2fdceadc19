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

  /// The pixels the last render into a caller's buffer may have changed, as boxes inside
  /// ``lastBufferChange`` (none when it drew nothing): finer than the bounds where the
  /// canvas knows where its moving items paint (a thin arc over a kept photo).
  package var lastBufferChangeBoxes: [PixelBounds] {
    lock.lock()
    defer { lock.unlock() }
    if bufferChange.isEmpty { return [] }
    return bufferChangeBoxes.isEmpty ? [bufferChange] : bufferChangeBoxes
  }

  /// Notes the finer change of a render into the buffer by `plan` (``bufferChangeBoxes``);
  /// call with `lock` held, after ``bufferChange`` is set.
  func noteChangeBoxes(_ plan: RetainedFrames.Plan, _ change: [FrameDamage.Box]?) {
    bufferChangeBoxes.removeAll(keepingCapacity: true)
    guard case .overUnderlay(rebuild: false, _) = plan, let boxes = change else { return }
    for box in boxes {
      bufferChangeBoxes.append(
        PixelBounds(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY))
    }
    // A frame whose covers miss the damage changes nothing.
    if bufferChangeBoxes.isEmpty { bufferChange = .empty }
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
