import BezelDrawing
import BezelRaster
import Foundation

/// Writes an animated PNG: IHDR, acTL, then an fcTL before each frame's image data (IDAT for
/// the first frame, so viewers without APNG support show it; fdAT after that), with the
/// shared sequence numbers APNG requires and each delay as an exact fraction of a second.
final class APNGEncoder: FrameEncoder {
  private let handle: FileHandle
  private let path: String
  private let width: Int
  private let height: Int
  private let frameCount: Int
  private let delays: [(numerator: UInt16, denominator: UInt16)]
  private var sequenceNumber: UInt32 = 0

  init(path: String, width: Int, height: Int, schedule: FrameSchedule) throws(ExportError) {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw .cannotWrite(path: path, reason: "cannot open the file")
    }
    self.handle = handle
    self.path = path
    self.width = width
    self.height = height
    self.frameCount = schedule.frameCount
    self.delays = try APNGEncoder.delays(for: schedule)
    var start = PNGEncoder.signature
    start += PNGEncoder.chunk("IHDR", PNGEncoder.header(width: width, height: height, channels: 4))
    // acTL: number of frames, then plays (0 = loop forever).
    var animation: [UInt8] = []
    animation.appendBigEndian(UInt32(frameCount))
    animation.appendBigEndian(UInt32(0))
    start += PNGEncoder.chunk("acTL", animation)
    try append(start)
  }

  /// Each frame's delay as a fraction. The denominator is the frame rate when it is a whole
  /// number (so 30 fps frames are exactly 1/30 s); otherwise the finest of 1/10000 … 1/1 s
  /// that can hold the longest frame, with boundaries rounded as in
  /// ``FrameSchedule/frameDurations(ticksPerSecond:)`` so the total stays exact.
  static func delays(for schedule: FrameSchedule) throws(ExportError) -> [(
    numerator: UInt16, denominator: UInt16
  )] {
    var candidates: [Double] = []
    if schedule.fps == schedule.fps.rounded(), schedule.fps <= 65535 {
      let whole = schedule.duration * schedule.fps
      if abs(whole - whole.rounded()) < 1e-9 { candidates.append(schedule.fps) }
    }
    candidates += [10000, 1000, 100, 10, 1]
    for ticksPerSecond in candidates {
      let durations = schedule.frameDurations(ticksPerSecond: ticksPerSecond)
      if durations.allSatisfy({ $0 <= Int(UInt16.max) }) {
        return durations.map { (UInt16($0), UInt16(ticksPerSecond)) }
      }
    }
    throw .invalidSetting("an APNG frame cannot last longer than 65535 s")
  }

  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame = {
    (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
    do throws(ImageEncodingError) {
      // Every frame RGBA, as the header says, even when it happens to be opaque.
      return .bytes(try PNGEncoder.imageData(bitmap, channels: 4))
    } catch {
      throw .renderFailed("a frame could not be compressed: \(error)")
    }
  }

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    guard case .bytes(let data) = frame else {
      throw .renderFailed("internal error: an APNG frame was prepared for another format")
    }
    let delay = delays[index]
    // fcTL: sequence, width, height, x, y, delay num/den, dispose op (none), blend op (source).
    var control: [UInt8] = []
    for value in [sequenceNumber, UInt32(width), UInt32(height), 0, 0] {
      control.appendBigEndian(value)
    }
    control.appendBigEndian(delay.numerator)
    control.appendBigEndian(delay.denominator)
    control += [0, 0]
    sequenceNumber += 1
    var bytes = PNGEncoder.chunk("fcTL", control)
    if index == 0 {
      bytes += PNGEncoder.chunk("IDAT", data)
    } else {
      var frameData: [UInt8] = []
      frameData.appendBigEndian(sequenceNumber)
      bytes += PNGEncoder.chunk("fdAT", frameData + data)
      sequenceNumber += 1
    }
    try append(bytes)
  }

  func finish() throws(ExportError) {
    try append(PNGEncoder.chunk("IEND", []))
    do {
      try handle.close()
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
  }

  func abandon() {
    try? handle.close()
  }

  private func append(_ bytes: [UInt8]) throws(ExportError) {
    do {
      try handle.write(contentsOf: bytes)
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
  }
}
