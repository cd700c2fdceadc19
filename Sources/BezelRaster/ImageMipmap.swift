import BezelDrawing
import Foundation

/// Halved copies of an image for drawing it shrunk, the way browsers (Skia) draw a shrunk
/// image: they pick the halving level nearest the scale and sample it bilinearly.
///
/// Sampling the full image bilinearly when it is shrunk a lot skips source pixels (thin lines
/// vanish or flicker); averaging every covered pixel (Cairo's good filter) is smoother than
/// what a browser shows. Each level halves the previous one (sizes rounded down): a 2×2 box
/// average, or a 1-2-1 filter along a side of odd length, so the odd pixel is not dropped.
///
/// ```swift
/// let level = ImageMipmap.level(forScale: 0.3)  // 1: draw the half-size copy
/// ```
enum ImageMipmap {
  /// The level to sample when the image is drawn at `scale` (device pixels per image pixel,
  /// the smaller of the two axes): log2(1 / scale) biased by −0.5, rounded, as Skia does,
  /// so an image shrunk to 1/3 uses the half-size level and one shrunk to 1/5 the quarter.
  static func level(forScale scale: Double) -> Int {
    guard scale.isFinite, scale > 0, scale < 1 else { return 0 }
    let level = max(0, -log2(scale) - 0.5)
    return min(30, Int((level + 0.5).rounded(.down)))
  }

  /// The size of level `level` of a `width`×`height` image (each side halved, rounded down,
  /// never below 1).
  static func size(width: Int, height: Int, level: Int) -> (width: Int, height: Int) {
    var (w, h) = (width, height)
    for _ in 0..<max(0, level) {
      w = max(1, w / 2)
      h = max(1, h / 2)
    }
    return (w, h)
  }

  /// Premultiplied RGBA `pixels` (`width`×`height`) halved once.
  static func halve(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
    let w = max(1, width / 2)
    let h = max(1, height / 2)
    // Source columns (rows) and weights feeding each destination column (row).
    func taps(_ length: Int, _ index: Int) -> [(Int, Int)] {
      if length == 1 { return [(0, 2)] }
      if length % 2 == 0 { return [(2 * index, 1), (2 * index + 1, 1)] }
      return [(2 * index, 1), (2 * index + 1, 2), (2 * index + 2, 1)]
    }
    let columnTaps = (0..<w).map { taps(width, $0) }
    let rowTaps = (0..<h).map { taps(height, $0) }
    let columnTotal = columnTaps.first.map { $0.reduce(0) { $0 + $1.1 } } ?? 1
    let rowTotal = rowTaps.first.map { $0.reduce(0) { $0 + $1.1 } } ?? 1
    let total = columnTotal * rowTotal
    var out = [UInt8](repeating: 0, count: w * h * 4)
    pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<h {
          for x in 0..<w {
            var sum = (0, 0, 0, 0)
            for (row, rowWeight) in rowTaps[y] {
              for (column, columnWeight) in columnTaps[x] {
                let weight = rowWeight * columnWeight
                let i = (row * width + column) * 4
                sum.0 += Int(src[i]) * weight
                sum.1 += Int(src[i + 1]) * weight
                sum.2 += Int(src[i + 2]) * weight
                sum.3 += Int(src[i + 3]) * weight
              }
            }
            let o = (y * w + x) * 4
            dst[o] = UInt8((sum.0 + total / 2) / total)
            dst[o + 1] = UInt8((sum.1 + total / 2) / total)
            dst[o + 2] = UInt8((sum.2 + total / 2) / total)
            dst[o + 3] = UInt8((sum.3 + total / 2) / total)
          }
        }
      }
    }
    return out
  }
}
