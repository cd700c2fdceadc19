import Foundation

@testable import BezelLottie

/// The straight-alpha RGBA bytes of an 8-bit, non-interlaced RGB or RGBA PNG, exactly as
/// Pillow gives them to `lottie-compare` (Bezel's own decoder premultiplies, which rounds).
struct StraightPNG {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  var width: Int
  var height: Int
  /// Four bytes a pixel, row by row.
  var rgba: [UInt8]

  init(_ data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8,
      bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { throw Failure(description: "not a PNG") }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let body = offset + 8
      guard body + length <= bytes.count else { throw Failure(description: "truncated \(type)") }
      if type == "IHDR" { header = Array(bytes[body..<body + length]) }
      if type == "IDAT" { compressed += bytes[body..<body + length] }
      if type == "IEND" { break }
      offset = body + length + 4
    }
    guard header.count == 13 else { throw Failure(description: "no IHDR") }
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let channels: Int
    switch (header[8], header[9], header[12]) {
    case (8, 2, 0): channels = 3
    case (8, 6, 0): channels = 4
    default:
      throw Failure(
        description: "depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
    }
    let stride = width * channels
    // A zlib stream: two header bytes, then raw DEFLATE.
    let raw = try Inflate.inflate(compressed, from: 2, maxOutput: (stride + 1) * height).output
    guard raw.count == (stride + 1) * height else { throw Failure(description: "short image data") }
    var rows = [UInt8](repeating: 0, count: stride * height)
    // Unsafe buffers: the corpus test runs in debug builds, where checked indexing is slow.
    let lines = height
    let filtersOK = raw.withUnsafeBufferPointer { raw in
      rows.withUnsafeMutableBufferPointer { rows in
        for y in 0..<lines {
          let filter = raw[y * (stride + 1)]
          guard filter <= 4 else { return false }
          let line = raw.baseAddress! + y * (stride + 1) + 1
          let out = rows.baseAddress! + y * stride
          let above = y > 0 ? out - stride : nil
          for x in 0..<stride {
            let a = x >= channels ? Int(out[x - channels]) : 0
            let b = above.map { Int($0[x]) } ?? 0
            let c = x >= channels ? above.map { Int($0[x - channels]) } ?? 0 : 0
            let predicted: Int
            switch filter {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            default:
              let p = a + b - c
              let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
              predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            }
            out[x] = UInt8(truncatingIfNeeded: Int(line[x]) + predicted)
          }
        }
        return true
      }
    }
    guard filtersOK else { throw Failure(description: "unknown filter") }
    if channels == 4 {
      rgba = rows
    } else {
      rgba = [UInt8](repeating: 255, count: width * height * 4)
      for i in 0..<width * height {
        rgba[i * 4] = rows[i * 3]
        rgba[i * 4 + 1] = rows[i * 3 + 1]
        rgba[i * 4 + 2] = rows[i * 3 + 2]
      }
    }
  }
}
