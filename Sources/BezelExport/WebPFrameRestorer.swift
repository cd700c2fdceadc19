import CWebP
import Foundation

/// Puts back the frames libwebp's animation encoder merged.
///
/// The encoder drops a frame identical to the one before and lengthens that one instead. The
/// timing stays right, but a 2 s, 30 fps export should have 60 frames whatever it shows, so
/// each merged frame is split again: the original keeps its own duration and is followed by
/// fully transparent, blending frames over the same rectangle — they change no pixel — that
/// carry the dropped frames' durations (and the original's disposal, which must happen last).
enum WebPFrameRestorer {
  /// `data` with one frame per expected duration (milliseconds), or `data` unchanged when
  /// nothing was merged.
  static func restore(_ data: [UInt8], durations expected: [Int]) throws(ExportError) -> [UInt8] {
    let result = data.withUnsafeBufferPointer { buffer -> Result<[UInt8]?, ExportError> in
      var input = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let source = WebPMuxCreate(&input, 0) else {
        return .failure(.renderFailed("libwebp cannot read back its own animation"))
      }
      defer { WebPMuxDelete(source) }
      return Result { () throws(ExportError) -> [UInt8]? in
        try rebuild(source, expected: expected)
      }
    }
    return try result.get() ?? data
  }

  private static func rebuild(_ source: OpaquePointer, expected: [Int]) throws(ExportError)
    -> [UInt8]?
  {
    var count: Int32 = 0
    guard WebPMuxNumChunks(source, WEBP_CHUNK_ANMF, &count) == WEBP_MUX_OK else {
      throw .renderFailed("libwebp cannot count its frames")
    }
    if Int(count) == expected.count { return nil }
    guard let target = WebPMuxNew() else { throw .renderFailed("libwebp cannot start a mux") }
    defer { WebPMuxDelete(target) }
    // When every frame is the same, libwebp writes a still image with no animation chunk.
    let isStill = count == 0
    var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: 0)
    var width: Int32 = 0
    var height: Int32 = 0
    guard isStill || WebPMuxGetAnimationParams(source, &parameters) == WEBP_MUX_OK,
      WebPMuxGetCanvasSize(source, &width, &height) == WEBP_MUX_OK,
      WebPMuxSetAnimationParams(target, &parameters) == WEBP_MUX_OK,
      WebPMuxSetCanvasSize(target, width, height) == WEBP_MUX_OK
    else { throw .renderFailed("libwebp cannot copy the animation's parameters") }

    var next = 0
    for nth in 1...UInt32(max(1, count)) {
      var frame = WebPMuxFrameInfo()
      guard WebPMuxGetFrame(source, nth, &frame) == WEBP_MUX_OK else {
        throw .renderFailed("libwebp cannot read frame \(nth)")
      }
      defer { WebPDataClear(&frame.bitstream) }
      if isStill {
        frame.id = WEBP_CHUNK_ANMF
        frame.x_offset = 0
        frame.y_offset = 0
        frame.duration = Int32(expected.reduce(0, +))
        frame.dispose_method = WEBP_MUX_DISPOSE_NONE
        frame.blend_method = WEBP_MUX_NO_BLEND
      }
      // How many input frames this output frame stands for.
      var covered: [Int] = []
      var total = 0
      while next < expected.count, total < Int(frame.duration) {
        covered.append(expected[next])
        total += expected[next]
        next += 1
      }
      guard total == Int(frame.duration), !covered.isEmpty else {
        throw .renderFailed("libwebp changed the frame timing unexpectedly")
      }
      let disposal = frame.dispose_method
      if covered.count > 1 { frame.dispose_method = WEBP_MUX_DISPOSE_NONE }
      frame.duration = Int32(covered[0])
      guard WebPMuxPushFrame(target, &frame, 1) == WEBP_MUX_OK else {
        throw .renderFailed("libwebp cannot write frame \(nth)")
      }
      if covered.count > 1 {
        var frameWidth: Int32 = 0
        var frameHeight: Int32 = 0
        guard
          WebPGetInfo(frame.bitstream.bytes, frame.bitstream.size, &frameWidth, &frameHeight)
            != 0
        else { throw .renderFailed("libwebp cannot measure frame \(nth)") }
        let clear = [UInt8](repeating: 0, count: Int(frameWidth * frameHeight) * 4)
        var encoded: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeLosslessRGBA(clear, frameWidth, frameHeight, frameWidth * 4, &encoded)
        guard size > 0, let encoded else { throw .renderFailed("libwebp cannot encode a frame") }
        defer { WebPFree(encoded) }
        for (position, duration) in covered.enumerated().dropFirst() {
          var filler = WebPMuxFrameInfo()
          filler.bitstream = WebPData(bytes: encoded, size: size)
          filler.x_offset = frame.x_offset
          filler.y_offset = frame.y_offset
          filler.duration = Int32(duration)
          filler.id = WEBP_CHUNK_ANMF
          filler.blend_method = WEBP_MUX_BLEND
          filler.dispose_method =
            position == covered.count - 1 ? disposal : WEBP_MUX_DISPOSE_NONE
          guard WebPMuxPushFrame(target, &filler, 1) == WEBP_MUX_OK else {
            throw .renderFailed("libwebp cannot write a repeated frame")
          }
        }
      }
    }
    guard next == expected.count else {
      throw .renderFailed("libwebp wrote fewer frames than it was given")
    }
    var output = WebPData()
    WebPDataInit(&output)
    defer { WebPDataClear(&output) }
    guard WebPMuxAssemble(target, &output) == WEBP_MUX_OK, let bytes = output.bytes else {
      throw .renderFailed("libwebp cannot assemble the animation")
    }
    return Array(UnsafeBufferPointer(start: bytes, count: output.size))
  }
}
