import CWebP
import Foundation

/// Reads an animated WebP back with libwebp's demuxer and animation decoder.
public enum WebPProbe {
  public static func probe(_ data: Data) throws -> AnimationInfo {
    let bytes = [UInt8](data)
    return try bytes.withUnsafeBufferPointer { buffer in
      var webpData = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let demux = WebPDemux(&webpData) else { throw ProbeError("not a WebP file") }
      defer { WebPDemuxDelete(demux) }
      let width = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH))
      let height = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT))
      let loops = Int(WebPDemuxGetI(demux, WEBP_FF_LOOP_COUNT))
      var durations: [Double] = []
      var iterator = WebPIterator()
      if WebPDemuxGetFrame(demux, 1, &iterator) != 0 {
        repeat {
          durations.append(Double(iterator.duration) / 1000)
        } while WebPDemuxNextFrame(&iterator) != 0
        WebPDemuxReleaseIterator(&iterator)
      }
      guard durations.count == Int(WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT)) else {
        throw ProbeError("frame count disagrees with the frames iterated")
      }
      // Decode every frame to be sure the bitstreams are valid; keep the last canvas.
      var options = WebPAnimDecoderOptions()
      guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw ProbeError("libwebp version") }
      options.color_mode = MODE_RGBA
      guard let decoder = WebPAnimDecoderNew(&webpData, &options) else {
        throw ProbeError("libwebp cannot decode the animation")
      }
      defer { WebPAnimDecoderDelete(decoder) }
      var last: [UInt8]?
      var previousTimestamp: Int32 = 0
      var decoded = 0
      while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var pixels: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
          throw ProbeError("libwebp cannot decode frame \(decoded)")
        }
        guard timestamp >= previousTimestamp else { throw ProbeError("timestamps go back") }
        previousTimestamp = timestamp
        decoded += 1
        last = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
      }
      guard decoded == durations.count else {
        throw ProbeError("decoded \(decoded) frames, demuxer listed \(durations.count)")
      }
      return AnimationInfo(
        width: width, height: height, frameDurations: durations, loopCount: loops, lastFrame: last)
    }
  }
}
