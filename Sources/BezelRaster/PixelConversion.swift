import BezelDrawing

/// Conversions between ``BezelDrawing/Bitmap``'s byte order (R, G, B, A in memory) and
/// Cairo's ARGB32 (one native-endian 32-bit word per pixel, alpha in the top byte), both
/// premultiplied; and from premultiplied to the straight alpha image files store.
///
/// On little-endian machines the two differ only by swapping the red and blue bytes, which
/// is done a word at a time so the loops vectorise.
package enum PixelConversion {
  /// The straight value of premultiplied channel `value` at alpha `alpha` (1…255): rounded,
  /// and clamped because a malformed premultiplied pixel may exceed its alpha.
  @inline(__always)
  package static func straight(_ value: UInt8, alpha: Int) -> UInt8 {
    UInt8(Swift.min(255, (Int(value) * 255 + alpha / 2) / alpha))
  }

  /// `bitmap`'s pixels as straight-alpha RGBA, rows top to bottom; fully transparent pixels
  /// are all zeros.
  package static func straightRGBA(_ bitmap: Bitmap) -> [UInt8] {
    let source = bitmap.pixels
    var result = [UInt8](repeating: 0, count: source.count)
    source.withUnsafeBufferPointer { src in
      result.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i + 3 < src.count {
          let a = Int(src[i + 3])
          if a == 255 {
            dst[i] = src[i]
            dst[i + 1] = src[i + 1]
            dst[i + 2] = src[i + 2]
          } else if a > 0 {
            dst[i] = straight(src[i], alpha: a)
            dst[i + 1] = straight(src[i + 1], alpha: a)
            dst[i + 2] = straight(src[i + 2], alpha: a)
          }
          dst[i + 3] = UInt8(a)
          i += 4
        }
      }
    }
    return result
  }

  /// Swaps bytes 0 and 2 of a little-endian word (RGBA ↔ Cairo's BGRA memory order).
  @inline(__always)
  private static func swapRedBlue(_ word: UInt32) -> UInt32 {
    (word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)
  }

  static func rgbaToCairo(
    _ pixels: [UInt8], width: Int, height: Int, into data: UnsafeMutablePointer<UInt8>,
    stride: Int
  ) {
    pixels.withUnsafeBytes { source in
      guard let src = source.baseAddress else { return }
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let from = src + y * width * 4
        for x in 0..<width {
          let word = from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          #if _endian(little)
            row[x] = swapRedBlue(word)
          #else
            // Memory R, G, B, A read big-endian is RRGGBBAA; Cairo wants AARRGGBB.
            row[x] = word >> 8 | word << 24
          #endif
        }
      }
    }
  }

  /// Swaps bytes 0 and 2 of eight little-endian words at once.
  @inline(__always)
  private static func swapRedBlue(_ words: SIMD8<UInt32>) -> SIMD8<UInt32> {
    (words & 0xFF00_FF00) | ((words &>> 16) & 0xFF) | ((words & 0xFF) &<< 16)
  }

  /// RGBA bytes read from Cairo ARGB32 (or RGB24 when `opaque`, whose top byte is undefined).
  static func cairoToRGBA(
    _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool = false
  ) -> [UInt8] {
    let count = width * height * 4
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let out = buffer.baseAddress else {
        initialized = 0
        return
      }
      cairoToRGBA(
        data, width: width, height: height, stride: stride, opaque: opaque,
        into: UnsafeMutableRawPointer(out))
      initialized = count
    }
  }

  /// Writes `height` rows of `width` RGBA pixels, unpadded, to `out` from Cairo ARGB32 rows
  /// `stride` bytes apart.
  ///
  /// Eight pixels per step as one vector of words (rows need not be aligned), then the rest
  /// one by one; no per-pixel branches.
  static func cairoToRGBA(
    _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool,
    into out: UnsafeMutableRawPointer
  ) {
    guard width > 0, height > 0 else { return }
    #if _endian(little)
      let alphaBits: UInt32 = opaque ? 0xFF00_0000 : 0
    #else
      let alphaBits: UInt32 = opaque ? 0xFF : 0
    #endif
    let alphaVector = SIMD8<UInt32>(repeating: alphaBits)
    let rowBytes = width * 4
    let wide = width & ~7
    for y in 0..<height {
      let from = UnsafeRawPointer(data + y * stride)
      let to = out + y * rowBytes
      var x = 0
      while x < wide {
        let words = from.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
        #if _endian(little)
          let swapped = swapRedBlue(words) | alphaVector
        #else
          let swapped = ((words &<< 8) | (words &>> 24)) | alphaVector
        #endif
        to.storeBytes(of: swapped, toByteOffset: x * 4, as: SIMD8<UInt32>.self)
        x += 8
      }
      while x < width {
        let word = from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        #if _endian(little)
          let swapped = swapRedBlue(word) | alphaBits
        #else
          let swapped = (word << 8 | word >> 24) | alphaBits
        #endif
        to.storeBytes(of: swapped, toByteOffset: x * 4, as: UInt32.self)
        x += 1
      }
    }
  }
}
