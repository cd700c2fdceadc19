import BezelDrawing
import Foundation

/// Decodes PNG, JPEG and WebP data into premultiplied ``BezelDrawing/Bitmap``s.
///
/// The format is sniffed from the first bytes; the image's size is read from its header and
/// checked against the limits before any pixel memory is allocated. Animated WebP files give
/// their first frame. JPEG orientation tags are not applied.
///
/// ```swift
/// let photo = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: "face.jpg"))
/// ```
public enum ImageDecoder {
  /// Decodes `data`, refusing images wider or taller than `maximumSide` pixels or with more
  /// than `maximumPixelCount` pixels.
  public static func decode(
    _ data: Data, maximumSide: Int = Canvas.maximumPixelSide,
    maximumPixelCount: Int = Canvas.maximumPixelCount
  ) throws(ImageDecodingError) -> Bitmap {
    guard !data.isEmpty else { throw .empty }
    guard let format = ImageFormat(sniffing: data) else { throw .unknownFormat }
    let limits = Limits(side: maximumSide, pixels: maximumPixelCount)
    switch format {
    case .png: return try PNGReader.decode(data, limits: limits)
    case .jpeg: return try JPEGReader.decode(data, limits: limits)
    case .webp: return try WebPReader.decode(data, limits: limits)
    }
  }

  /// Reads and decodes the file at `url` with the default limits.
  public static func decode(contentsOf url: URL) throws(ImageDecodingError) -> Bitmap {
    try decode(
      contentsOf: url, maximumSide: Canvas.maximumPixelSide,
      maximumPixelCount: Canvas.maximumPixelCount)
  }

  /// The largest image file ``decode(contentsOf:maximumSide:maximumPixelCount:)`` reads.
  public static let maximumFileSize = 256 << 20

  /// Reads and decodes the file at `url`, with the same limits as
  /// ``decode(_:maximumSide:maximumPixelCount:)``.
  public static func decode(
    contentsOf url: URL, maximumSide: Int, maximumPixelCount: Int
  ) throws(ImageDecodingError) -> Bitmap {
    let data: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
      if let size, size > maximumFileSize {
        throw ImageDecodingError.unreadable(
          path: url.path, reason: "the file is \(size) bytes, more than \(maximumFileSize)")
      }
      data = try Data(contentsOf: url)
    } catch let error as ImageDecodingError {
      throw error
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try decode(data, maximumSide: maximumSide, maximumPixelCount: maximumPixelCount)
  }

  struct Limits {
    let side: Int
    let pixels: Int

    /// Throws unless a `width`×`height` image is positive and within the limits.
    func check(_ format: ImageFormat, width: Int, height: Int) throws(ImageDecodingError) {
      guard width > 0, height > 0 else {
        throw .corrupt(format: format, reason: "the header gives a size of \(width)×\(height)")
      }
      guard width <= side, height <= side,
        !width.multipliedReportingOverflow(by: height).overflow, width * height <= pixels
      else { throw .tooLarge(format: format, width: width, height: height) }
    }
  }
}
