import CZlib
import Foundation

/// Reads an APNG's chunks and checks them against the specification: signature, CRCs,
/// IHDR first, acTL before any image data with the right frame count, fcTL/fdAT sequence
/// numbers 0, 1, 2 … without gaps, a fcTL before each frame's data, and image data that
/// inflates to exactly one filtered image.
public enum APNGProbe {
  public struct Chunk {
    public var type: String
    public var data: [UInt8]
  }

  /// The chunks of a PNG file, with their CRCs checked.
  public static func chunks(_ data: Data) throws -> [Chunk] {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw ProbeError("not a PNG signature")
    }
    var chunks: [Chunk] = []
    var offset = 8
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else { throw ProbeError("truncated chunk at \(offset)") }
      let length = Int(be32(bytes, offset))
      guard offset + 12 + length <= bytes.count else { throw ProbeError("chunk overruns file") }
      let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
      let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      let storedCRC = be32(bytes, offset + 8 + length)
      let computed = (typeBytes + body).withUnsafeBufferPointer {
        UInt32(crc32(0, $0.baseAddress, UInt32($0.count)))
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard storedCRC == computed else { throw ProbeError("bad CRC in \(type) chunk") }
      chunks.append(Chunk(type: type, data: body))
      offset += 12 + length
    }
    guard chunks.last?.type == "IEND" else { throw ProbeError("no IEND at the end") }
    return chunks
  }

  /// Frame count, size and delays of an APNG (or a plain PNG, as one frame of 0 s).
  public static func probe(_ data: Data) throws -> AnimationInfo {
    let chunks = try chunks(data)
    guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
      throw ProbeError("IHDR is not the first chunk")
    }
    let width = Int(be32(header.data, 0))
    let height = Int(be32(header.data, 4))
    guard header.data[8] == 8, header.data[9] == 6 else {
      throw ProbeError("expected 8-bit RGBA, got depth \(header.data[8]) type \(header.data[9])")
    }
    let expectedSize = height * (1 + width * 4)
    var declaredFrames: Int?
    var loops: Int?
    var durations: [Double] = []
    var nextSequence: UInt32 = 0
    var pendingControl = false
    var seenImageData = false
    var frameData: [UInt8] = []
    func closeFrame() throws {
      guard !frameData.isEmpty else { return }
      let inflated = try inflate(frameData, expected: expectedSize)
      guard inflated == expectedSize else {
        throw ProbeError("a frame inflates to \(inflated) bytes, expected \(expectedSize)")
      }
      frameData = []
    }
    for chunk in chunks.dropFirst() {
      switch chunk.type {
      case "acTL":
        guard !seenImageData else { throw ProbeError("acTL after image data") }
        declaredFrames = Int(be32(chunk.data, 0))
        loops = Int(be32(chunk.data, 4))
      case "fcTL":
        try closeFrame()
        guard be32(chunk.data, 0) == nextSequence else {
          throw ProbeError("fcTL sequence \(be32(chunk.data, 0)), expected \(nextSequence)")
        }
        nextSequence += 1
        guard Int(be32(chunk.data, 4)) <= width, Int(be32(chunk.data, 8)) <= height else {
          throw ProbeError("frame larger than the canvas")
        }
        let numerator = Double(be16(chunk.data, 20))
        var denominator = Double(be16(chunk.data, 22))
        if denominator == 0 { denominator = 100 }
        durations.append(numerator / denominator)
        pendingControl = true
      case "IDAT":
        if !seenImageData, declaredFrames != nil, !pendingControl, !durations.isEmpty {
          throw ProbeError("IDAT without its fcTL")
        }
        seenImageData = true
        pendingControl = false
        frameData += chunk.data
      case "fdAT":
        guard be32(chunk.data, 0) == nextSequence else {
          throw ProbeError("fdAT sequence \(be32(chunk.data, 0)), expected \(nextSequence)")
        }
        nextSequence += 1
        guard !durations.isEmpty else { throw ProbeError("fdAT before any fcTL") }
        pendingControl = false
        frameData += chunk.data.dropFirst(4)
      case "IEND":
        try closeFrame()
      default:
        break
      }
    }
    guard let declaredFrames else {
      return AnimationInfo(width: width, height: height, frameDurations: [0])
    }
    guard declaredFrames == durations.count else {
      throw ProbeError("acTL says \(declaredFrames) frames, found \(durations.count) fcTL")
    }
    return AnimationInfo(
      width: width, height: height, frameDurations: durations, loopCount: loops)
  }

  /// Inflates a zlib stream; returns its decompressed length.
  static func inflate(_ compressed: [UInt8], expected: Int) throws -> Int {
    var output = [UInt8](repeating: 0, count: expected + 1)
    var length = uLong(output.count)
    let status = output.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK else { throw ProbeError("zlib stream does not inflate (\(status))") }
    return Int(length)
  }

  static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  static func be16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }
}
