/// What one player measured on one file: times per frame, its peak memory, or why it could
/// not play the file. Travels as one JSON line from a measuring child process to the parent.
struct PlayerMeasurement: Sendable, Equatable, Codable {
  /// Frames the player steps through.
  var frames: Int?
  var width: Int?
  var height: Int?
  /// Process CPU milliseconds per frame on one thread (the player's own helper threads
  /// included).
  var cpuMs: Double?
  /// Wall milliseconds per frame on one thread.
  var wallMs: Double?
  /// Wall milliseconds per frame using every core.
  var parallelMs: Double?
  /// Peak memory allocated while loading and rendering every frame on one thread, in MiB:
  /// the peak resident memory above the process's before loading, less ``mappedMiB``
  /// (``ResidentMemory/allocatedPeak(since:)``).
  var peakMiB: Double?
  /// Pages of mapped files (code, libraries, fonts) the run faulted in, in MiB.
  var mappedMiB: Double?
  /// Why the player could not load or play the file (`nil` when it did).
  var failure: String?
  /// What the player's caches held after the one-thread run (Bezel's kept coverage).
  var cache: String?
  /// A few of its frames, shrunk, to tell whether the players drew the same picture (one-thread
  /// run only).
  var picture: PictureSample?

  /// A player that could not play the file.
  static func failed(_ why: String) -> PlayerMeasurement {
    PlayerMeasurement(failure: why)
  }

  /// This measurement's timings with `other`'s fields filled in where this has none (the
  /// one-thread and all-core runs happen in separate processes); the first failure wins.
  func merged(with other: PlayerMeasurement) -> PlayerMeasurement {
    PlayerMeasurement(
      frames: frames ?? other.frames, width: width ?? other.width, height: height ?? other.height,
      cpuMs: cpuMs ?? other.cpuMs, wallMs: wallMs ?? other.wallMs,
      parallelMs: parallelMs ?? other.parallelMs, peakMiB: peakMiB ?? other.peakMiB,
      mappedMiB: mappedMiB ?? other.mappedMiB, failure: failure ?? other.failure,
      cache: cache ?? other.cache, picture: picture ?? other.picture)
  }
}
