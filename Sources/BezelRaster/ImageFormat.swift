import Foundation

/// The raster formats ``ImageDecoder`` reads, recognised by their first bytes.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
  case png
  case jpeg
  case webp

  /// The format `data` starts like, or `nil`.
  public init?(sniffing data: Data) {
    let head = [UInt8](data.prefix(12))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if head.count >= 12, head[0..<4].elementsEqual(Array("RIFF".utf8)),
      head[8..<12].elementsEqual(Array("WEBP".utf8))
    {
      self = .webp
    } else {
      return nil
    }
  }
}
