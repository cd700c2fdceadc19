/// Cycles through frame numbers 0..<count, so that repeated timing visits every frame.
final class FrameCursor {
  let count: Int
  private var next = 0

  init(count: Int) {
    self.count = max(1, count)
  }

  /// The next frame number, wrapping around.
  func advance() -> Int {
    let frame = next
    next = (next + 1) % count
    return frame
  }
}
