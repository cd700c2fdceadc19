import Foundation

/// A few frames of one player's pictures, shrunk, so the benchmark can tell whether two players
/// drew the same picture of a file (and so did equal work) without keeping full frames.
///
/// Each frame is averaged down to at most ``side`` pixels on its longer side (a box filter over
/// the premultiplied pixels): anti-aliasing and sub-pixel placement, which differ between
/// renderers, average out, while a shape, a glyph or a layer one player leaves out does not.
///
/// ```swift
/// let sample = PictureSample.take(player, frames: PictureSample.frames(count: 60))
/// sample.difference(to: other)  // 0.0 for the same picture, 1.0 for nothing in common
/// ```
struct PictureSample: Sendable, Equatable, Codable {
  /// The longer side of the shrunk frames.
  static let side = 128
  /// A shrunk pixel whose channels differ by more than this (0…255) counts as different.
  static let channelThreshold = 40
  /// The largest fraction of differing shrunk pixels, in the worst sampled frame, for which two
  /// players still count as drawing the same picture. Measured: players drawing the same file
  /// differ in at most about 1 % (edges, gradient dithering), while a peer that leaves out
  /// text, 3D layers or everything differs in 3 % and more.
  static let sameFractionMax = 0.02

  var width: Int
  var height: Int
  /// The frames sampled (0-based from the animation's start).
  var frames: [Int]
  /// Per frame: `width × height` RGBA bytes (premultiplied), Base64 so the sample travels in
  /// the child's JSON line.
  var pictures: [String]

  /// The frames to sample of an animation of `count` frames: a quarter, half and three
  /// quarters of the way through (the first frame is often still empty).
  static func frames(count: Int) -> [Int] {
    let count = max(1, count)
    var frames: [Int] = []
    for quarter in 1...3 where !frames.contains(count * quarter / 4) {
      frames.append(count * quarter / 4)
    }
    return frames
  }

  /// Renders `frames` with `player` (already prepared) and shrinks each picture.
  static func take(
    _ player: any FramePlayer, width: Int, height: Int, frames: [Int]
  ) -> PictureSample {
    let scale = Double(side) / Double(max(width, height, 1))
    let w = max(1, min(width, Int((Double(width) * scale).rounded())))
    let h = max(1, min(height, Int((Double(height) * scale).rounded())))
    var pictures: [String] = []
    for frame in frames {
      player.render(frame: frame)
      let bytes = shrink(player.argbWords(), width: width, height: height, to: w, h)
      pictures.append(Data(bytes).base64EncodedString())
    }
    return PictureSample(width: w, height: h, frames: frames, pictures: pictures)
  }

  /// Premultiplied ARGB32 `words` (`width × height`) averaged down to `w × h` RGBA bytes, each
  /// shrunk pixel the mean of the source pixels whose centres fall in it.
  static func shrink(_ words: [UInt32], width: Int, height: Int, to w: Int, _ h: Int) -> [UInt8] {
    guard words.count >= width * height, width > 0, height > 0 else {
      return [UInt8](repeating: 0, count: w * h * 4)
    }
    var sums = [Int](repeating: 0, count: w * h * 4)
    var counts = [Int](repeating: 0, count: w * h)
    for y in 0..<height {
      let ty = min(h - 1, y * h / height)
      for x in 0..<width {
        let tx = min(w - 1, x * w / width)
        let word = words[y * width + x]
        let target = ty * w + tx
        counts[target] += 1
        sums[target * 4] += Int((word >> 16) & 0xFF)
        sums[target * 4 + 1] += Int((word >> 8) & 0xFF)
        sums[target * 4 + 2] += Int(word & 0xFF)
        sums[target * 4 + 3] += Int(word >> 24)
      }
    }
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    for i in 0..<(w * h) where counts[i] > 0 {
      for channel in 0..<4 {
        bytes[i * 4 + channel] = UInt8(
          min(255, (sums[i * 4 + channel] + counts[i] / 2) / counts[i]))
      }
    }
    return bytes
  }

  /// The fraction of shrunk pixels that differ by more than ``channelThreshold`` from
  /// `other`'s, in the worst frame both sampled (players that count an animation's frames one
  /// apart share most of them); `nil` when the samples cannot be compared (other sizes, no
  /// frame in common, or bytes that do not decode).
  func difference(to other: PictureSample) -> Double? {
    guard width == other.width, height == other.height else { return nil }
    var worst: Double?
    for (index, frame) in frames.enumerated() {
      guard let match = other.frames.firstIndex(of: frame), index < pictures.count,
        match < other.pictures.count
      else { continue }
      guard let a = Data(base64Encoded: pictures[index]),
        let b = Data(base64Encoded: other.pictures[match]),
        let difference = PixelDifference(
          [UInt8](a), [UInt8](b), threshold: PictureSample.channelThreshold)
      else { return nil }
      worst = max(worst ?? 0, difference.fractionOver)
    }
    return worst
  }
}
