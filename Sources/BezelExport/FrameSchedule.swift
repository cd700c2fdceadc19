import Foundation

/// Which moments of a timeline an export renders: frame `k` shows the picture at
/// `start + k / fps` and stays on screen until the next frame, the last one until `duration`.
///
/// The frame count is `ceil(duration × fps)`, so a 2 s render at 30 fps has exactly 60 frames
/// and their display times add up to exactly 2 s; a duration that is not a whole number of
/// frames shortens the last frame instead of stretching the animation.
///
/// ```swift
/// let schedule = try FrameSchedule(start: 0, duration: 2, fps: 30)
/// schedule.frameCount      // 60
/// schedule.time(ofFrame: 1)  // 0.0333…
/// ```
public struct FrameSchedule: Hashable, Sendable {
  /// The timeline time of the first frame, in seconds.
  public let start: Double
  /// How long the animation plays, in seconds.
  public let duration: Double
  /// Frames per second.
  public let fps: Double
  /// How many frames the export renders.
  public let frameCount: Int

  /// The largest number of frames one export accepts (about an hour at 60 fps).
  public static let maximumFrameCount = 250_000

  /// A schedule, or an error naming the value that cannot be used.
  public init(start: Double = 0, duration: Double, fps: Double) throws(ExportError) {
    guard start.isFinite, start >= 0 else {
      throw .invalidSetting("the start time must be a finite number of seconds ≥ 0, not \(start)")
    }
    guard fps.isFinite, fps > 0, fps <= 1000 else {
      throw .invalidSetting("the frame rate must be more than 0 and at most 1000, not \(fps)")
    }
    guard duration.isFinite, duration > 0 else {
      throw .invalidSetting("the duration must be a positive number of seconds, not \(duration)")
    }
    let exact = duration * fps
    // Tolerate rounding errors: a duration such as 0.1 s × 30 fps = 3.0000000000000004, and
    // the single-precision frame numbers of After Effects exports (`"op": 256.000010427094`),
    // whose last "frame" would otherwise last a few microseconds.
    let count = (exact - 1e-6 * max(1, exact)).rounded(.up)
    guard count <= Double(FrameSchedule.maximumFrameCount) else {
      // A huge count (1e300 s) cannot become an Int; it is shown as the Double it is.
      let frames = count < 1e15 ? "\(Int(count))" : "\(count)"
      throw .invalidSetting(
        "\(duration) s at \(fps) fps is \(frames) frames; the most one export can hold is "
          + "\(FrameSchedule.maximumFrameCount)")
    }
    self.start = start
    self.duration = duration
    self.fps = fps
    self.frameCount = max(1, Int(count))
  }

  /// A one-frame schedule for a still image at `time`.
  public static func still(at time: Double) throws(ExportError) -> FrameSchedule {
    guard time.isFinite, time >= 0 else {
      throw .invalidSetting("the time must be a finite number of seconds ≥ 0, not \(time)")
    }
    return try FrameSchedule(start: time, duration: 1, fps: 1)
  }

  /// The timeline time of frame `index`.
  public func time(ofFrame index: Int) -> Double {
    start + Double(index) / fps
  }

  /// When frame `index` appears, in seconds from the animation's start; `index == frameCount`
  /// gives the end of the animation.
  public func presentationTime(ofFrame index: Int) -> Double {
    min(Double(index) / fps, duration)
  }

  /// Each frame's display time in whole `1 / ticksPerSecond` units (centiseconds for GIF,
  /// milliseconds for WebP), rounding the frame boundaries rather than the durations so
  /// the total is the duration rounded once, never the sum of many rounding errors.
  ///
  /// A 30 fps frame in centiseconds alternates 3, 3, 4 …: 60 frames add up to exactly 200.
  public func frameDurations(ticksPerSecond: Double) -> [Int] {
    var durations: [Int] = []
    durations.reserveCapacity(frameCount)
    var previous = 0
    for index in 1...frameCount {
      let boundary = Int((presentationTime(ofFrame: index) * ticksPerSecond).rounded())
      durations.append(boundary - previous)
      previous = boundary
    }
    return durations
  }
}
