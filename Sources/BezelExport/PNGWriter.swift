import BezelDrawing
import CZlib
import Foundation

/// Writes PNG and APNG building blocks: filtered, deflated image data and CRC-checked chunks.
enum PNGWriter {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A complete single-image PNG file (8-bit RGBA, straight alpha).
  static func encode(_ bitmap: Bitmap) throws(ExportError) -> [UInt8] {
    var file = signature
    file += chunk("IHDR", header(width: bitmap.width, height: bitmap.height))
    file += chunk("IDAT", try compressedImageData(bitmap))
    file += chunk("IEND", [])
    return file
  }

  /// The IHDR payload for 8-bit RGBA, no interlacing.
  static func header(width: Int, height: Int) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
  }

  /// A chunk: length, type, data and the CRC of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var result = bigEndian(UInt32(data.count))
    result.reserveCapacity(data.count + 12)
    result += typeBytes
    result += data
    var crc = crc32(0, nil, 0)
    crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
    crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
    result += bigEndian(UInt32(truncatingIfNeeded: crc))
    return result
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func bigEndian(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  /// The zlib stream of `bitmap`'s filtered rows: what IDAT (or fdAT) chunks carry.
  static func compressedImageData(_ bitmap: Bitmap) throws(ExportError) -> [UInt8] {
    let filtered = filteredRows(StraightAlpha.rgba(bitmap), width: bitmap.width)
    var destinationLength = compressBound(uLong(filtered.count))
    var destination = [UInt8](repeating: 0, count: Int(destinationLength))
    let status = destination.withUnsafeMutableBufferPointer { dst in
      filtered.withUnsafeBufferPointer { src in
        compress2(dst.baseAddress, &destinationLength, src.baseAddress, uLong(src.count), 6)
      }
    }
    guard status == Z_OK else { throw .renderFailed("zlib could not compress a frame (\(status))") }
    destination.removeSubrange(Int(destinationLength)...)
    return destination
  }

  /// Rows each prefixed by the filter type that makes them smallest by the usual heuristic
  /// (least sum of absolute filtered bytes), which compresses photos and flat art alike well.
  static func filteredRows(_ rgba: [UInt8], width: Int) -> [UInt8] {
    let stride = width * 4
    guard stride > 0 else { return [] }
    let height = rgba.count / stride
    var output = [UInt8](repeating: 0, count: height * (stride + 1))
    var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
    let zeroRow = [UInt8](repeating: 0, count: stride)
    rgba.withUnsafeBufferPointer { image in
      for y in 0..<height {
        let row = UnsafeBufferPointer(rebasing: image[(y * stride)..<((y + 1) * stride)])
        var best = 0
        var bestCost = Int.max
        zeroRow.withUnsafeBufferPointer { zero in
          let above =
            y == 0 ? zero : UnsafeBufferPointer(rebasing: image[((y - 1) * stride)..<(y * stride)])
          for filter in 0..<5 {
            let cost = candidates[filter].withUnsafeMutableBufferPointer { out in
              applyFilter(filter, row: row, above: above, into: out)
            }
            if cost < bestCost {
              bestCost = cost
              best = filter
            }
          }
        }
        let base = y * (stride + 1)
        output[base] = UInt8(best)
        candidates[best].withUnsafeBufferPointer { chosen in
          output.withUnsafeMutableBufferPointer { out in
            for i in 0..<stride { out[base + 1 + i] = chosen[i] }
          }
        }
      }
    }
    return output
  }

  /// Filters one row; returns the heuristic cost (sum of bytes read as signed magnitudes).
  private static func applyFilter(
    _ filter: Int, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
    into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var cost = 0
    for i in 0..<row.count {
      let x = row[i]
      let a: UInt8 = i >= 4 ? row[i - 4] : 0
      let b = above[i]
      let c: UInt8 = i >= 4 ? above[i - 4] : 0
      let value: UInt8
      switch filter {
      case 0: value = x
      case 1: value = x &- a
      case 2: value = x &- b
      case 3: value = x &- UInt8((Int(a) + Int(b)) / 2)
      default: value = x &- paeth(a, b, c)
      }
      out[i] = value
      cost += value < 128 ? Int(value) : 256 - Int(value)
    }
    return cost
  }

  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
