import BezelDrawing
import CZlib
import Foundation

/// Writes bitmaps as 8-bit PNG with straight alpha (what viewers expect): RGBA, or RGB when
/// every pixel is opaque.
///
/// ```swift
/// try PNGEncoder.encode(bitmap).write(to: URL(fileURLWithPath: "frame.png"))
/// ```
public enum PNGEncoder {
  /// The PNG file for `bitmap`; `compressionLevel` is zlib's 0 (none, fastest) … 9 (smallest).
  public static func encode(_ bitmap: Bitmap, compressionLevel: Int = 6)
    throws(ImageEncodingError) -> Data
  {
    guard bitmap.width > 0, bitmap.height > 0 else { throw .empty }
    let channels = isOpaque(bitmap) ? 3 : 4
    let compressed = try imageData(bitmap, channels: channels, compressionLevel: compressionLevel)
    var png = signature
    png += chunk("IHDR", header(width: bitmap.width, height: bitmap.height, channels: channels))
    png += chunk("IDAT", compressed)
    png += chunk("IEND", [])
    return Data(png)
  }

  /// The 8 bytes every PNG file starts with.
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The IHDR payload for 8-bit RGB (`channels` 3) or RGBA (4): deflate, adaptive filters,
  /// no interlacing.
  package static func header(width: Int, height: Int, channels: Int) -> [UInt8] {
    var header = [UInt8]()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
    return header
  }

  /// The zlib stream of `bitmap`'s straight-alpha rows as RGB (`channels` 3, alpha dropped)
  /// or RGBA (4), each filtered: what an IDAT (or APNG fdAT) chunk carries.
  package static func imageData(_ bitmap: Bitmap, channels: Int, compressionLevel: Int = 6)
    throws(ImageEncodingError) -> [UInt8]
  {
    try deflate(
      filteredRows(bitmap, channels: channels),
      level: Int32(max(0, min(9, compressionLevel))))
  }

  private static func isOpaque(_ bitmap: Bitmap) -> Bool {
    bitmap.pixels.withUnsafeBufferPointer { p in
      var i = 3
      while i < p.count {
        if p[i] != 255 { return false }
        i += 4
      }
      return true
    }
  }

  /// Straight-alpha scanlines, each prefixed by the PNG filter that makes it smallest by
  /// the usual minimum-sum-of-absolute-differences guess.
  private static func filteredRows(_ bitmap: Bitmap, channels: Int) -> [UInt8] {
    let width = bitmap.width
    let rowBytes = width * channels
    // Four scratch rows: the previous and current straight rows, a candidate and the best.
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 4)
    defer { scratch.deallocate() }
    scratch.initialize(repeating: 0, count: rowBytes * 4)
    var previous = scratch
    var row = scratch + rowBytes
    var candidate = scratch + 2 * rowBytes
    var best = scratch + 3 * rowBytes
    let outputCount = (rowBytes + 1) * bitmap.height
    return [UInt8](unsafeUninitializedCapacity: outputCount) { output, initialized in
      guard let out = output.baseAddress else {
        initialized = 0
        return
      }
      bitmap.pixels.withUnsafeBufferPointer { pixels in
        guard let source = pixels.baseAddress else { return }
        for y in 0..<bitmap.height {
          straighten(source + y * width * 4, width: width, channels: channels, into: row)
          var bestFilter: UInt8 = 0
          var bestScore = Int.max
          for filter: UInt8 in 0...4 {
            let score = apply(
              filter, row: row, previous: previous, count: rowBytes, channels: channels,
              into: candidate, giveUpAbove: bestScore)
            if score < bestScore {
              bestScore = score
              bestFilter = filter
              swap(&best, &candidate)
            }
          }
          let line = out + y * (rowBytes + 1)
          line.initialize(to: bestFilter)
          (line + 1).initialize(from: best, count: rowBytes)
          swap(&previous, &row)
        }
      }
      initialized = outputCount
    }
  }

  private static func straighten(
    _ pixels: UnsafePointer<UInt8>, width: Int, channels: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    for x in 0..<width {
      let p = pixels + x * 4
      let a = Int(p[3])
      let o = row + x * channels
      if a == 255 {
        o[0] = p[0]
        o[1] = p[1]
        o[2] = p[2]
      } else if a == 0 {
        o[0] = 0
        o[1] = 0
        o[2] = 0
      } else {
        o[0] = PixelConversion.straight(p[0], alpha: a)
        o[1] = PixelConversion.straight(p[1], alpha: a)
        o[2] = PixelConversion.straight(p[2], alpha: a)
      }
      if channels == 4 { o[3] = UInt8(a) }
    }
  }

  /// Writes `row` filtered by `filter` and returns its score (sum of bytes read as signed),
  /// stopping early once the score exceeds `limit` (the filter cannot win then).
  private static func apply(
    _ filter: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>,
    count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>, giveUpAbove limit: Int
  ) -> Int {
    @inline(__always) func cost(_ value: UInt8) -> Int {
      value < 128 ? Int(value) : 256 - Int(value)
    }
    var score = 0
    // The first pixel has no left neighbour: Sub and Paeth see zeros there.
    let head = min(channels, count)
    for i in 0..<head {
      let up = previous[i]
      let predictor: UInt8
      switch filter {
      case 2, 4: predictor = up
      case 3: predictor = up >> 1
      default: predictor = 0
      }
      out[i] = row[i] &- predictor
      score &+= cost(out[i])
    }
    // One branch-free loop per filter, in chunks so a losing filter stops early.
    var start = head
    while start < count {
      let stop = min(count, start + 512)
      switch filter {
      case 1:
        for i in start..<stop {
          let value = row[i] &- row[i - channels]
          out[i] = value
          score &+= cost(value)
        }
      case 2:
        for i in start..<stop {
          let value = row[i] &- previous[i]
          out[i] = value
          score &+= cost(value)
        }
      case 3:
        for i in start..<stop {
          let average = UInt8(truncatingIfNeeded: (Int(row[i - channels]) + Int(previous[i])) >> 1)
          let value = row[i] &- average
          out[i] = value
          score &+= cost(value)
        }
      case 4:
        for i in start..<stop {
          let predictor = paeth(
            Int(row[i - channels]), Int(previous[i]), Int(previous[i - channels]))
          let value = row[i] &- UInt8(truncatingIfNeeded: predictor)
          out[i] = value
          score &+= cost(value)
        }
      default:
        for i in start..<stop {
          let value = row[i]
          out[i] = value
          score &+= cost(value)
        }
      }
      if score > limit { return score }
      start = stop
    }
    return score
  }

  @inline(__always)
  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  private static func deflate(_ input: [UInt8], level: Int32) throws(ImageEncodingError)
    -> [UInt8]
  {
    var capacity = compressBound(uLong(input.count))
    var output = [UInt8](repeating: 0, count: Int(capacity))
    let code = output.withUnsafeMutableBufferPointer { out in
      input.withUnsafeBufferPointer { source in
        compress2(out.baseAddress, &capacity, source.baseAddress, uLong(source.count), level)
      }
    }
    guard code == Z_OK else { throw .compressionFailed(code: Int(code)) }
    output.removeSubrange(Int(capacity)...)
    return output
  }

  /// A chunk: the body's length, the type, the body and the CRC of type and body.
  package static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    var chunk = [UInt8]()
    chunk.reserveCapacity(body.count + 12)
    chunk.appendBigEndian(UInt32(body.count))
    chunk += Array(type.utf8)
    chunk += body
    let crc = chunk[4...].withUnsafeBufferPointer { typeAndBody in
      crc32(0, typeAndBody.baseAddress, uInt(typeAndBody.count))
    }
    chunk.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    return chunk
  }
}

extension [UInt8] {
  /// Appends `value` most significant byte first, as PNG stores numbers.
  package mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ])
  }

  /// Appends `value` most significant byte first.
  package mutating func appendBigEndian(_ value: UInt16) {
    append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
  }
}

extension Bitmap {
  /// This bitmap as a PNG file (see ``PNGEncoder``).
  public func pngData() throws(ImageEncodingError) -> Data {
    try PNGEncoder.encode(self)
  }
}
