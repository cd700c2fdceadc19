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
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    // A warning (such as a premature end of data) is an error here: the picture would be
    // partly grey.
    let flags = Int32(TJFLAG_STOPONWARNING) | Int32(TJFLAG_ACCURATEDCT)
    let result = pixels.withUnsafeMutableBufferPointer { buffer in
      tjDecompress2(
        handle, bytes, UInt(bytes.count), buffer.baseAddress, width, width * 4, height,
        Int32(TJPF_RGBA.rawValue), flags)
    }
    guard result == 0 else {
      throw .corrupt(format: .jpeg, reason: message(handle))
    }
    guard
      let bitmap = Bitmap(width: Int(width), height: Int(height), premultipliedRGBA: pixels)
    else { throw .corrupt(format: .jpeg, reason: "pixel count mismatch") }
    return bitmap
  }

  private static func message(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
    return String(cString: text)
  }
}
