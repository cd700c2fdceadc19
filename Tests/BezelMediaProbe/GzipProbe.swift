import CZlib
import Foundation

/// Reads a gzip file back with zlib's own inflater (independent of Bezel's Swift one).
public enum GzipProbe {
  /// The decompressed bytes of a single gzip member.
  public static func decompress(_ data: Data) throws -> Data {
    var stream = z_stream()
    // 15 + 16: a gzip header and trailer, checked by zlib.
    guard inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw ProbeError("zlib cannot start inflating") }
    defer { inflateEnd(&stream) }
    var input = [UInt8](data)
    var output = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    var status: Int32 = Z_OK
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      while status == Z_OK {
        chunk.withUnsafeMutableBufferPointer { destination in
          stream.next_out = destination.baseAddress
          stream.avail_out = uInt(destination.count)
          status = inflate(&stream, Z_NO_FLUSH)
          output.append(destination.baseAddress!, count: destination.count - Int(stream.avail_out))
        }
      }
    }
    guard status == Z_STREAM_END else { throw ProbeError("not a complete gzip stream (\(status))") }
    return output
  }
}
