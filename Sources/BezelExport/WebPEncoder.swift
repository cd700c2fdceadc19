import BezelDrawing
import BezelRaster
import CWebP
import Foundation

/// Writes an animated WebP with libwebp's animation encoder: lossless by default, lossy at a
/// quality of 0…100 when one is given. Frame timestamps are whole milliseconds taken from the
/// schedule's rounded frame boundaries, so the total duration is exact to the millisecond.
///
/// The encoder stores only the pixels that change between frames. It merges identical
/// consecutive frames into one; ``WebPFrameRestorer`` splits them again so the file has
/// exactly one frame per rendered frame.
final class WebPEncoder: FrameEncoder {
  private var encoder: OpaquePointer?
  private var config = WebPConfig()
  private let path: String
  private let width: Int
  private let height: Int
  private let timestamps: [Int]

  /// `quality` `nil` is lossless; otherwise lossy at that quality.
  init(path: String, width: Int, height: Int, schedule: FrameSchedule, quality: Double?)
    throws(ExportError)
  {
    self.path = path
    self.width = width
    self.height = height
    var boundaries = [0]
    for duration in schedule.frameDurations(ticksPerSecond: 1000) {
      boundaries.append(boundaries[boundaries.count - 1] + duration)
    }
    self.timestamps = boundaries
    guard timestamps.last ?? 0 < Int(Int32.max) else {
      throw .invalidSetting("an animated WebP cannot last longer than 24 days")
    }
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
      throw .renderFailed("libwebp's version does not match its headers")
    }
    options.anim_params.loop_count = 0
    options.anim_params.bgcolor = 0x0000_0000
    if let quality {
      config.lossless = 0
      config.quality = Float(quality)
      config.method = 4
      options.allow_mixed = 0
    } else {
      config.lossless = 1
      // Lossless "quality" is effort; moderate effort keeps exports quick.
      config.quality = 50
      config.method = 2
      config.exact = 0
    }
    guard WebPValidateConfig(&config) != 0 else {
      throw .invalidSetting("libwebp rejected the encoding settings")
    }
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw .renderFailed("libwebp could not start a \(width)×\(height) animation")
    }
    self.encoder = encoder
  }

  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame = {
    (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
    .pixels(PixelConversion.straightRGBA(bitmap))
  }

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    guard case .pixels(let rgba) = frame, let encoder else {
      throw .renderFailed("internal error: a WebP frame was prepared for another format")
    }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw .renderFailed("libwebp version mismatch") }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    defer { WebPPictureFree(&picture) }
    let imported = rgba.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
    }
    guard imported != 0 else { throw .renderFailed("libwebp could not take frame \(index)") }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamps[index]), &config) != 0 else {
      throw .renderFailed("libwebp could not encode frame \(index): \(lastError())")
    }
  }

  func finish() throws(ExportError) {
    guard let encoder else { return }
    defer {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    // A last, empty frame tells the encoder when the final frame ends.
    guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamps[timestamps.count - 1]), nil) != 0
    else { throw .renderFailed("libwebp could not end the animation: \(lastError())") }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw .renderFailed("libwebp could not assemble the animation: \(lastError())")
    }
    var durations: [Int] = []
    for index in 1..<timestamps.count {
      durations.append(timestamps[index] - timestamps[index - 1])
    }
    let restored = try WebPFrameRestorer.restore(
      Array(UnsafeBufferPointer(start: bytes, count: data.size)), durations: durations)
    do {
      try Data(restored).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
  }

  func abandon() {
    guard let encoder else { return }
    WebPAnimEncoderDelete(encoder)
    self.encoder = nil
  }

  private func lastError() -> String {
    guard let encoder, let text = WebPAnimEncoderGetError(encoder) else { return "unknown error" }
    return String(cString: text)
  }
}
