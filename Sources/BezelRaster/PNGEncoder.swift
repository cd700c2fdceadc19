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
    let opaque = isOpaque(bitmap)
    let channels = opaque ? 3 : 4
    let raw = filteredRows(bitmap, channels: channels)
    let compressed = try deflate(raw, level: Int32(max(0, min(9, compressionLevel))))

    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = [UInt8]()
    header.appendBigEndian(UInt32(bitmap.width))
    header.appendBigEndian(UInt32(bitmap.height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filters; no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    appendChunk("IHDR", header, to: &png)
    appendChunk("IDAT", compressed, to: &png)
    appendChunk("IEND", [], to: &png)
    return png
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
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * bitmap.height)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var row = [UInt8](repeating: 0, count: rowBytes)
    var candidate = [UInt8](repeating: 0, count: rowBytes)
    var best = [UInt8](repeating: 0, count: rowBytes)
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<bitmap.height {
        straighten(pixels, row: y, width: width, channels: channels, into: &row)
        var bestFilter: UInt8 = 0
        var bestScore = Int.max
        for filter: UInt8 in 0...4 {
          let score = apply(
            filter, row: row, previous: previous, channels: channels, into: &candidate)
          if score < bestScore {
            bestScore = score
            bestFilter = filter
            swap(&best, &candidate)
          }
        }
        let start = y * (rowBytes + 1)
        output[start] = bestFilter
        output.withUnsafeMutableBufferPointer { out in
          best.withUnsafeBufferPointer { b in
            guard let dst = out.baseAddress, let src = b.baseAddress else { return }
            (dst + start + 1).update(from: src, count: rowBytes)
          }
        }
        swap(&previous, &row)
      }
    }
    return output
  }

  private static func straighten(
    _ pixels: UnsafeBufferPointer<UInt8>, row y: Int, width: Int, channels: Int,
    into row: inout [UInt8]
  ) {
    let base = y * width * 4
    for x in 0..<width {
      let i = base + x * 4
      let a = Int(pixels[i + 3])
      let o = x * channels
      if a == 255 || a == 0 {
        row[o] = a == 0 ? 0 : pixels[i]
        row[o + 1] = a == 0 ? 0 : pixels[i + 1]
        row[o + 2] = a == 0 ? 0 : pixels[i + 2]
      } else {
        row[o] = UInt8(min(255, (Int(pixels[i]) * 255 + a / 2) / a))
        row[o + 1] = UInt8(min(255, (Int(pixels[i + 1]) * 255 + a / 2) / a))
        row[o + 2] = UInt8(min(255, (Int(pixels[i + 2]) * 255 + a / 2) / a))
      }
      if channels == 4 { row[o + 3] = UInt8(a) }
    }
  }

  /// Writes `row` filtered by `filter` and returns its score (sum of bytes read as signed).
  private static func apply(
    _ filter: UInt8, row: [UInt8], previous: [UInt8], channels: Int, into out: inout [UInt8]
  ) -> Int {
    var score = 0
    for i in 0..<row.count {
      let left = i >= channels ? Int(row[i - channels]) : 0
      let up = Int(previous[i])
      let upLeft = i >= channels ? Int(previous[i - channels]) : 0
      let predictor: Int
      switch filter {
      case 1: predictor = left
      case 2: predictor = up
      case 3: predictor = (left + up) / 2
      case 4: predictor = paeth(left, up, upLeft)
      default: predictor = 0
      }
      let value = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
      out[i] = value
      score += value < 128 ? Int(value) : 256 - Int(value)
    }
    return score
  }

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

  private static func appendChunk(_ type: String, _ body: [UInt8], to png: inout Data) {
    var chunk = [UInt8]()
    chunk.reserveCapacity(body.count + 12)
    chunk.appendBigEndian(UInt32(body.count))
    chunk += Array(type.utf8)
    chunk += body
    let crc = chunk[4...].withUnsafeBufferPointer { typeAndBody in
      crc32(0, typeAndBody.baseAddress, uInt(typeAndBody.count))
    }
    chunk.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    png.append(contentsOf: chunk)
  }
}

extension [UInt8] {
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ])
  }
}

extension Bitmap {
  /// This bitmap as a PNG file (see ``PNGEncoder``).
  public func pngData() throws(ImageEncodingError) -> Data {
    try PNGEncoder.encode(self)
  }
}
