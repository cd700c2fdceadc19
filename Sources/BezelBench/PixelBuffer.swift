/// A caller-owned premultiplied ARGB32 pixel buffer (rlottie renders into one).
final class PixelBuffer: @unchecked Sendable {
  let width: Int
  let height: Int
  let words: UnsafeMutablePointer<UInt32>

  init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    words = .allocate(capacity: self.width * self.height)
    words.initialize(repeating: 0, count: self.width * self.height)
  }

  deinit {
    words.deallocate()
  }

  /// Pixels as RGBA bytes (for comparisons).
  func rgba() -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      let word = words[index]
      out[index * 4] = UInt8(truncatingIfNeeded: word >> 16)
      out[index * 4 + 1] = UInt8(truncatingIfNeeded: word >> 8)
      out[index * 4 + 2] = UInt8(truncatingIfNeeded: word)
      out[index * 4 + 3] = UInt8(truncatingIfNeeded: word >> 24)
    }
    return out
  }
}

extension PixelBuffer {
  /// A copy of the words (premultiplied ARGB32).
  func argbWords() -> [UInt32] {
    Array(UnsafeBufferPointer(start: words, count: width * height))
  }
}
