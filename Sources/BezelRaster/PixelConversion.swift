/// Conversions between ``BezelDrawing/Bitmap``'s byte order (R, G, B, A in memory) and
/// Cairo's ARGB32 (one native-endian 32-bit word per pixel, alpha in the top byte), both
/// premultiplied.
///
/// On little-endian machines the two differ only by swapping the red and blue bytes, which
/// is done a word at a time so the loops vectorise.
enum PixelConversion {
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
