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

  /// RGBA bytes read from Cairo ARGB32 (or RGB24 when `opaque`, whose top byte is undefined).
  static func cairoToRGBA(
    _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool = false
  ) -> [UInt8] {
    let count = width * height * 4
    let alphaBits: UInt32
    #if _endian(little)
      alphaBits = opaque ? 0xFF00_0000 : 0
    #else
      alphaBits = opaque ? 0xFF : 0
    #endif
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let out = buffer.baseAddress else {
        initialized = 0
        return
      }
      let raw = UnsafeMutableRawPointer(out)
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let to = raw + y * width * 4
        for x in 0..<width {
          #if _endian(little)
            let word = swapRedBlue(row[x]) | alphaBits
          #else
            let word = (row[x] << 8 | row[x] >> 24) | alphaBits
          #endif
          to.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
        }
      }
      initialized = count
    }
  }
}
