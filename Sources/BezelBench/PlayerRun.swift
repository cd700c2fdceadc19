import Foundation

/// Measures one player on one file in the calling process: on one thread (CPU and wall time
/// per frame, then peak memory), or on every core (wall time per frame).
struct PlayerRun: Sendable {
  /// Which measurement a run makes.
  enum Mode: String, Sendable, CaseIterable {
    /// One thread, every frame in turn; then the peak memory of the process.
    case single
    /// Every core: frames dealt round robin to one instance per thread (Bezel, rlottie), or
    /// one ThorVG canvas on an engine with one worker per core.
    case parallel
  }

  var kind: PlayerKind
  var mode: Mode
  /// The longer side in pixels.
  var side: Int
  var threads: Int
  var quick: Bool
  /// True when the run has a process of its own, so the process's peak memory is this
  /// player's on this file; otherwise no peak is reported.
  var isolated: Bool

  /// Loads `subject` with the player and measures it; a failure to load or play is the
  /// measurement's `failure`.
  func measure(_ subject: LottieSubject) -> PlayerMeasurement {
    do throws(BenchFailure) {
      switch mode {
      case .single: return try measureSingle(subject)
      case .parallel: return try measureParallel(subject)
      }
    } catch {
      return .failed(error.description)
    }
  }

  /// The player's picture of frame `frame` at `side` pixels on the longer side, as
  /// premultiplied ARGB32 words with its size (for comparing the players' pictures).
  static func picture(
    _ kind: PlayerKind, subject: LottieSubject, frame: Int, side: Int
  ) throws(BenchFailure) -> (words: [UInt32], width: Int, height: Int) {
    let player = try makePlayer(kind, subject: subject, engineThreads: 0)
    let (width, height) = fitted(player.naturalSize, side: side)
    player.prepare(width: width, height: height)
    player.render(frame: frame)
    return (player.argbWords(), width, height)
  }

  /// `size` scaled so its longer side is `side`, in whole pixels (at least 1).
  static func fitted(_ size: CGSize, side: Int) -> (width: Int, height: Int) {
    let longer = max(Double(size.width), Double(size.height), 1e-9)
    let scale = Double(side) / longer
    return (
      max(1, Int((Double(size.width) * scale).rounded())),
      max(1, Int((Double(size.height) * scale).rounded()))
    )
  }

  static func makePlayer(
    _ kind: PlayerKind, subject: LottieSubject, engineThreads: UInt32
  ) throws(BenchFailure) -> any FramePlayer {
    switch kind {
    case .bezel:
      switch subject.bezelAnimation() {
      case .success(let animation): return BezelPlayer(animation: animation)
      case .failure(let error): throw BenchFailure("Bezel cannot load the file: \(error)")
      }
    case .rlottie:
      return try RlottiePlayer(json: subject.json, resourcePath: subject.resourceFolder.path)
    case .thorvg:
      return try ThorvgPlayer(
        json: subject.json, resourcePath: subject.resourceFolder.path, threads: engineThreads)
    }
  }

  /// Opens the peer's library before the memory baseline is taken, so the baseline holds the
  /// library's own pages and the peak only what the file costs.
  private func openLibrary() throws(BenchFailure) {
    switch kind {
    case .bezel: break
    case .rlottie: _ = try RlottieLibrary.shared.get()
    case .thorvg: _ = try ThorvgLibrary.shared.get()
    }
  }

  private var sampler: Sampler { Sampler(quick: quick) }

  private func measureSingle(_ subject: LottieSubject) throws(BenchFailure) -> PlayerMeasurement {
    try openLibrary()
    let baseline = ResidentMemory.read()
    let player = try PlayerRun.makePlayer(kind, subject: subject, engineThreads: 0)
    let (width, height) = PlayerRun.fitted(player.naturalSize, side: side)
    player.prepare(width: width, height: height)
    let cursor = FrameCursor(count: player.frameCount)
    // Whole loops from frame 0: every player and every repetition times the same frames.
    let timing = sampler.measure(minimumCalls: cursor.count) {
      player.render(frame: cursor.advance())
    }
    var peak: Double?
    var mapped: Double?
    if isolated, let baseline, let memory = ResidentMemory.read() {
      peak = Double(memory.allocatedPeak(since: baseline)) / 1_048_576
      mapped = Double(memory.mappedGrowth(since: baseline)) / 1_048_576
    }
    let cache = player.cacheSummary
    // After the peak is read: the sample's buffers are not the player's.
    let picture = PictureSample.take(
      player, width: width, height: height,
      frames: PictureSample.frames(count: player.frameCount))
    return PlayerMeasurement(
      frames: player.frameCount, width: width, height: height,
      cpuMs: timing.cpu.median * 1000, wallMs: timing.wall.median * 1000, peakMiB: peak,
      mappedMiB: mapped, cache: cache, picture: picture)
  }

  private func measureParallel(_ subject: LottieSubject) throws(BenchFailure) -> PlayerMeasurement {
    try openLibrary()
    let workers = max(1, threads)
    var players: [any FramePlayer] = []
    if kind == .thorvg {
      guard isolated else {
        throw BenchFailure("ThorVG's every-core run needs a process of its own (bezel bench)")
      }
      players = [try PlayerRun.makePlayer(kind, subject: subject, engineThreads: UInt32(workers))]
    } else {
      for _ in 0..<workers {
        players.append(try PlayerRun.makePlayer(kind, subject: subject, engineThreads: 0))
      }
    }
    let (width, height) = PlayerRun.fitted(players[0].naturalSize, side: side)
    for player in players { player.prepare(width: width, height: height) }
    let frames = players[0].frameCount
    let batch = workers * 4
    // One cycle of the cursor deals every frame once (the last batch wraps to the first frames).
    let cursor = FrameCursor(count: (frames + batch - 1) / batch)
    let shared = SharedPlayers(players)
    let timing = sampler.measure(minimumCalls: cursor.count) {
      let first = cursor.advance() * batch
      shared.render(first: first, batch: batch, frames: frames)
    }
    return PlayerMeasurement(
      frames: frames, width: width, height: height,
      parallelMs: timing.wall.median * 1000 / Double(batch))
  }
}

/// Players used from several threads at once, each thread its own (Bezel, rlottie) or one
/// player driven by one thread that uses the engine's own workers (ThorVG).
private final class SharedPlayers: @unchecked Sendable {
  let players: [any FramePlayer]

  init(_ players: [any FramePlayer]) {
    self.players = players
  }

  /// Renders `batch` frames from `first` (wrapping at `frames`), dealt round robin.
  func render(first: Int, batch: Int, frames: Int) {
    let count = players.count
    DispatchQueue.concurrentPerform(iterations: count) { worker in
      var k = worker
      while k < batch {
        self.players[worker].render(frame: (first + k) % max(1, frames))
        k += count
      }
    }
  }
}
