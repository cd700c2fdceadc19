import BezelDrawing

/// Converts the premultiplied pixels every `Bitmap` holds into the straight alpha that PNG,
/// GIF and WebP files store.
enum StraightAlpha {
  /// `bitmap`'s pixels as straight-alpha RGBA, rows top to bottom.
  static func rgba(_ bitmap: Bitmap) -> [UInt8] {
    let source = bitmap.pixels
    var result = [UInt8](repeating: 0, count: source.count)
    source.withUnsafeBufferPointer { src in
      result.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i < src.count {
          let a = Int(src[i + 3])
          if a == 255 {
            dst[i] = src[i]
            dst[i + 1] = src[i + 1]
            dst[i + 2] = src[i + 2]
          } else if a > 0 {
            // Rounded division; clamped because a malformed premultiplied pixel may exceed alpha.
            dst[i] = UInt8(min(255, (Int(src[i]) * 255 + a / 2) / a))
            dst[i + 1] = UInt8(min(255, (Int(src[i + 1]) * 255 + a / 2) / a))
            dst[i + 2] = UInt8(min(255, (Int(src[i + 2]) * 255 + a / 2) / a))
          }
          dst[i + 3] = UInt8(a)
          i += 4
        }
      }
    }
    return result
  }

  /// `bitmap` composited over black, as packed RGB: premultiplied colour is exactly that.
  static func rgbOverBlack(_ bitmap: Bitmap) -> [UInt8] {
    let source = bitmap.pixels
    var result = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
    source.withUnsafeBufferPointer { src in
      result.withUnsafeMutableBufferPointer { dst in
        var i = 0
        var o = 0
        while i < src.count {
          dst[o] = src[i]
          dst[o + 1] = src[i + 1]
          dst[o + 2] = src[i + 2]
          i += 4
          o += 3
        }
      }
    }
    return result
  }
}
