import BezelDrawing

/// Pixels for encoders that store straight alpha or none: the straight-alpha RGBA of PNG,
/// GIF and WebP files is ``BezelRaster/PixelConversion/straightRGBA(_:)``; video has no alpha.
enum StraightAlpha {
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
