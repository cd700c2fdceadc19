import BezelDrawing
import CJPEG
import Foundation

/// JPEG decoding with TurboJPEG, which reports errors instead of exiting the process.
enum JPEGReader {
  static func decode(_ data: Data, limits: ImageDecoder.Limits) throws(ImageDecodingError)
    -> Bitmap
  {
    guard let handle = tjInitDecompress() else {
      throw .corrupt(format: .jpeg, reason: "TurboJPEG could not start")
    }
    defer { tjDestroy(handle) }
    let bytes = [UInt8](data)
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let headerResult = tjDecompressHeader3(
      handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    guard headerResult == 0 else {
      throw .corrupt(format: .jpeg, reason: message(handle))
    }
    try limits.check(.jpeg, width: Int(width), height: Int(height))
    let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    // A warning (such as a premature end of data) is an error here: the picture would be
    // partly grey.
    let flags = Int32(TJFLAG_STOPONWARNING) | Int32(TJFLAG_ACCURATEDCT)
    let format = cmyk ? TJPF_CMYK : TJPF_RGBA
    let result = pixels.withUnsafeMutableBufferPointer { buffer in
      tjDecompress2(
        handle, bytes, UInt(bytes.count), buffer.baseAddress, width, width * 4, height,
        Int32(format.rawValue), flags)
    }
    guard result == 0 else {
      throw .corrupt(format: .jpeg, reason: message(handle))
    }
    if cmyk {
      convertInvertedCMYK(&pixels)
    } else if let profile = embeddedProfile(bytes), !profile.isIdentity {
      profile.convertToSRGB(&pixels)
    }
    guard
      let bitmap = Bitmap(width: Int(width), height: Int(height), premultipliedRGBA: pixels)
    else { throw .corrupt(format: .jpeg, reason: "pixel count mismatch") }
    return bitmap
  }

  /// CMYK JPEGs come from Adobe software, which stores the inks inverted (255 = no ink):
  /// each colour is then its inverted ink times the inverted black.
  private static func convertInvertedCMYK(_ pixels: inout [UInt8]) {
    pixels.withUnsafeMutableBufferPointer { p in
      for i in stride(from: 0, to: p.count, by: 4) {
        let k = Int(p[i + 3])
        p[i] = UInt8((Int(p[i]) * k + 127) / 255)
        p[i + 1] = UInt8((Int(p[i + 1]) * k + 127) / 255)
        p[i + 2] = UInt8((Int(p[i + 2]) * k + 127) / 255)
        p[i + 3] = 255
      }
    }
  }

  /// The ICC profile split over `APP2` segments (`ICC_PROFILE`, sequence number, count,
  /// data), reassembled in sequence order; `nil` when absent, incomplete or unreadable.
  static func embeddedProfile(_ bytes: [UInt8]) -> ICCProfile? {
    let signature = Array("ICC_PROFILE".utf8) + [0]
    var parts: [Int: ArraySlice<UInt8>] = [:]
    var expected = 0
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      // Start of scan: the image data follows, and no more header segments.
      if marker == 0xDA { break }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { break }
      let payload = bytes[(offset + 4)..<(offset + 2 + length)]
      if marker == 0xE2, payload.count > 14, payload.starts(with: signature) {
        let sequence = Int(payload[payload.startIndex + 12])
        expected = Int(payload[payload.startIndex + 13])
        parts[sequence] = payload.dropFirst(14)
      }
      offset += 2 + length
    }
    guard expected > 0, parts.count == expected else { return nil }
    var data: [UInt8] = []
    for sequence in 1...expected {
      guard let part = parts[sequence] else { return nil }
      data += part
    }
    return ICCProfile(data: data)
  }

  private static func message(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
    return String(cString: text)
  }
}
