import BezelDrawing
import CCairo
import CZlib
import Foundation

/// PNG decoding through Cairo's reader (libpng), fed from memory by a stream callback.
enum PNGReader {
  /// Where the stream callback reads from; passed to it as `void *`.
  private struct Source {
    let base: UnsafePointer<UInt8>
    let count: Int
    var offset: Int
  }

  static func decode(_ data: Data, limits: ImageDecoder.Limits) throws(ImageDecodingError)
    -> Bitmap
  {
    let bytes = [UInt8](data)
    // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
    guard bytes.count >= 24 else {
      throw .corrupt(format: .png, reason: "truncated before the image header")
    }
    guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
      throw .corrupt(format: .png, reason: "the first chunk is not IHDR")
    }
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    try limits.check(.png, width: width, height: height)
    let surface: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var source = Source(base: base, count: buffer.count, offset: 0)
      return withUnsafeMutablePointer(to: &source) { pointer in
        cairo_image_surface_create_from_png_stream(
          { closure, destination, length in
            guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
            let source = closure.assumingMemoryBound(to: Source.self)
            let wanted = Int(length)
            guard source.pointee.count - source.pointee.offset >= wanted else {
              return CAIRO_STATUS_READ_ERROR
            }
            destination.update(from: source.pointee.base + source.pointee.offset, count: wanted)
            source.pointee.offset += wanted
            return CAIRO_STATUS_SUCCESS
          }, pointer)
      }
    }
    guard let surface else { throw .corrupt(format: .png, reason: "Cairo returned no surface") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      let reason =
        status == CAIRO_STATUS_READ_ERROR
        ? "truncated or unreadable data" : String(cString: cairo_status_to_string(status))
      throw .corrupt(format: .png, reason: reason)
    }
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      Int(cairo_image_surface_get_width(surface)) == width,
      Int(cairo_image_surface_get_height(surface)) == height,
      let pixels = cairo_image_surface_get_data(surface)
    else { throw .corrupt(format: .png, reason: "unsupported pixel layout") }
    var rgba = PixelConversion.cairoToRGBA(
      pixels, width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(surface)), opaque: format == CAIRO_FORMAT_RGB24)
    if let profile = embeddedProfile(bytes), !profile.isIdentity {
      profile.convertToSRGB(&rgba)
    }
    guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: rgba) else {
      throw .corrupt(format: .png, reason: "pixel count mismatch")
    }
    return bitmap
  }

  /// The colour profile of an `iCCP` chunk, unless an `sRGB` chunk says the image is sRGB;
  /// `nil` for an untagged image or a profile that cannot be read (drawn as sRGB, as
  /// browsers do).
  static func embeddedProfile(_ bytes: [UInt8]) -> ICCProfile? {
    var offset = 8
    var profile: ICCProfile?
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length <= bytes.count - start else { break }
      switch type {
      case "sRGB": return nil
      case "IDAT", "IEND": return profile
      case "iCCP":
        let chunk = bytes[start..<(start + length)]
        // Profile name (1–79 bytes), a zero, the compression method (0 = zlib), the data.
        guard let zero = chunk.prefix(80).firstIndex(of: 0), zero + 1 < chunk.endIndex,
          chunk[zero + 1] == 0
        else { return nil }
        guard let data = inflate(Array(chunk[(zero + 2)...])) else { return nil }
        profile = ICCProfile(data: data)
      default: break
      }
      offset = start + length + 4
    }
    return profile
  }

  /// zlib-decompresses `input`, refusing more than 16 MB of output.
  private static func inflate(_ input: [UInt8]) -> [UInt8]? {
    var capacity = max(1024, input.count * 4)
    while capacity <= 16 << 20 {
      var size = uLongf(capacity)
      var output = [UInt8](repeating: 0, count: capacity)
      let code = output.withUnsafeMutableBufferPointer { out in
        input.withUnsafeBufferPointer { source in
          uncompress(out.baseAddress, &size, source.baseAddress, uLong(source.count))
        }
      }
      if code == Z_OK { return Array(output.prefix(Int(size))) }
      guard code == Z_BUF_ERROR else { return nil }
      capacity *= 4
    }
    return nil
  }
}
