import CZlib

/// Compresses bytes into one gzip member (RFC 1952) with zlib — how Telegram's `.tgs`
/// stickers store their Lottie JSON.
package enum GzipWriter {
  /// `bytes` gzipped at zlib's best compression.
  package static func compress(_ bytes: [UInt8]) throws(ExportError) -> [UInt8] {
    var stream = z_stream()
    // Window bits 15 + 16 ask zlib for a gzip header and trailer instead of zlib's own.
    let started = deflateInit2_(
      &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard started == Z_OK else { throw .renderFailed("zlib could not start gzip (\(started))") }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
    var input = bytes
    let status = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = destination.baseAddress
        stream.avail_out = uInt(destination.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else {
      throw .renderFailed("zlib could not gzip \(bytes.count) bytes (\(status))")
    }
    return Array(output[0..<Int(stream.total_out)])
  }
}
