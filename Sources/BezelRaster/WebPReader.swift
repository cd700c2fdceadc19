import BezelDrawing
import CWebP
import Foundation

/// WebP decoding with libwebp straight into premultiplied RGBA; animated files give their
/// first frame, composited on the canvas by the demuxing decoder.
enum WebPReader {
  static func decode(_ data: Data, limits: ImageDecoder.Limits) throws(ImageDecodingError)
    -> Bitmap
  {
    let bytes = [UInt8](data)
    var features = WebPBitstreamFeatures()
    let status = WebPGetFeatures(bytes, bytes.count, &features)
    guard status == VP8_STATUS_OK else { throw .corrupt(format: .webp, reason: reason(status)) }
    let width = Int(features.width)
    let height = Int(features.height)
    try limits.check(.webp, width: width, height: height)
    if features.has_animation != 0 {
      return try firstFrame(bytes, limits: limits)
    }
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else {
      throw .corrupt(format: .webp, reason: "libwebp version mismatch")
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let decodeStatus = pixels.withUnsafeMutableBufferPointer { buffer in
      config.output.colorspace = MODE_rgbA
      config.output.is_external_memory = 1
      config.output.u.RGBA.rgba = buffer.baseAddress
      config.output.u.RGBA.stride = Int32(width * 4)
      config.output.u.RGBA.size = buffer.count
      let result = WebPDecode(bytes, bytes.count, &config)
      WebPFreeDecBuffer(&config.output)
      return result
    }
    guard decodeStatus == VP8_STATUS_OK else {
      throw .corrupt(format: .webp, reason: reason(decodeStatus))
    }
    if let profile = embeddedProfile(bytes), !profile.isIdentity {
      profile.convertToSRGB(&pixels)
    }
    guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: pixels) else {
      throw .corrupt(format: .webp, reason: "pixel count mismatch")
    }
    return bitmap
  }

  /// The ICC profile of an extended file's `ICCP` chunk; `nil` when absent or unreadable.
  static func embeddedProfile(_ bytes: [UInt8]) -> ICCProfile? {
    // "RIFF", the file size, "WEBP", then chunks: a four-letter tag, a little-endian size,
    // the data padded to an even length.
    var offset = 12
    while offset + 8 <= bytes.count {
      let size = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
      let start = offset + 8
      guard size <= bytes.count - start else { return nil }
      if bytes[offset..<(offset + 4)].elementsEqual("ICCP".utf8) {
        return ICCProfile(data: Array(bytes[start..<(start + size)]))
      }
      offset = start + size + (size & 1)
    }
    return nil
  }

  private static func firstFrame(_ bytes: [UInt8], limits: ImageDecoder.Limits)
    throws(ImageDecodingError) -> Bitmap
  {
    var options = WebPAnimDecoderOptions()
    guard WebPAnimDecoderOptionsInit(&options) != 0 else {
      throw .corrupt(format: .webp, reason: "libwebp version mismatch")
    }
    options.color_mode = MODE_rgbA
    options.use_threads = 0
    let result: Result<Bitmap, ImageDecodingError> = bytes.withUnsafeBufferPointer { buffer in
      var webpData = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let decoder = WebPAnimDecoderNew(&webpData, &options) else {
        return .failure(.corrupt(format: .webp, reason: "invalid animation"))
      }
      defer { WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
        return .failure(.corrupt(format: .webp, reason: "invalid animation header"))
      }
      let width = Int(info.canvas_width)
      let height = Int(info.canvas_height)
      do throws(ImageDecodingError) {
        try limits.check(.webp, width: width, height: height)
      } catch {
        return .failure(error)
      }
      var frame: UnsafeMutablePointer<UInt8>?
      var timestamp: Int32 = 0
      guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
        return .failure(.corrupt(format: .webp, reason: "the first frame does not decode"))
      }
      var pixels = [UInt8](UnsafeBufferPointer(start: frame, count: width * height * 4))
      if let profile = embeddedProfile(bytes), !profile.isIdentity {
        profile.convertToSRGB(&pixels)
      }
      guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: pixels) else {
        return .failure(.corrupt(format: .webp, reason: "pixel count mismatch"))
      }
      return .success(bitmap)
    }
    return try result.get()
  }

  private static func reason(_ status: VP8StatusCode) -> String {
    switch status {
    case VP8_STATUS_NOT_ENOUGH_DATA: return "truncated data"
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error"
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature"
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory"
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter"
    default: return "decoding failed (status \(status.rawValue))"
    }
  }
}
