/// Conversions between ``BezelDrawing/Bitmap``'s byte order (R, G, B, A in memory) and
/// Cairo's ARGB32 (one native-endian 32-bit word per pixel, alpha in the top byte), both
/// premultiplied.
enum PixelConversion {
  static func rgbaToCairo(
    _ pixels: [UInt8], width: Int, height: Int, into data: UnsafeMutablePointer<UInt8>,
    stride: Int
  ) {
    pixels.withUnsafeBufferPointer { source in
      guard let src = source.baseAddress else { return }
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let from = src + y * width * 4
        for x in 0..<width {
          let p = from + x * 4
          row[x] =
            UInt32(p[3]) << 24 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
        }
      }
    }
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
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let to = out + y * width * 4
        for x in 0..<width {
          let word = row[x]
          let q = to + x * 4
          q[0] = UInt8(truncatingIfNeeded: word >> 16)
          q[1] = UInt8(truncatingIfNeeded: word >> 8)
          q[2] = UInt8(truncatingIfNeeded: word)
          q[3] = opaque ? 255 : UInt8(truncatingIfNeeded: word >> 24)
        }
      }
      initialized = count
    }
  }
}
