import BezelDrawing
import BezelRaster
import Foundation

/// libFuzzer entry point: decode arbitrary bytes as PNG, JPEG or WebP (sniffed). Decoding must
/// return a bitmap of the announced size or throw an `ImageDecodingError`.
///
/// The limits are smaller than the defaults so a header announcing a huge picture is refused
/// quickly (the same check runs with the defaults in the tests); everything below them is
/// decoded for real.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  do {
    let bitmap = try ImageDecoder.decode(data, maximumSide: 4096, maximumPixelCount: 1 << 22)
    if bitmap.width <= 0 || bitmap.height <= 0 || bitmap.width > 4096 || bitmap.height > 4096 {
      fatalError("decoder returned a \(bitmap.width)×\(bitmap.height) bitmap")
    }
  } catch {
    _ = error.description
  }
  return 0
}
