import Foundation

/// Section 2: milliseconds per Lottie frame and peak memory, Bezel against rlottie and ThorVG,
/// on the same files and pixel sizes; each player on each file in a child process of its own
/// when ``BenchmarkOptions/playerExecutable`` is set.
@MainActor
enum LottieBenchmark {
  /// One file's measurements by player.
  struct FileResult: Sendable, Equatable {
    var file: String
    var players: [PlayerKind: PlayerMeasurement]
    /// The one-thread CPU ms per frame of each player whose first reading jumped (see
    /// ``readingJump``) and was measured again, in the order read; the median one is kept.
    var remeasured: [PlayerKind: [Double]] = [:]
  }

  /// How far a player's one-thread CPU time may sit from what its own every-core run implies
  /// (wall ms per frame × threads, the CPU the cores could have spent) before it is measured
  /// again: an idle run once read rlottie at 0.021 ms per frame on `project/scene`, where its
  /// every-core run and every other run read 0.4–1.6 ms.
  static let readingJump = 5.0

  /// One-thread runs made in all for a player whose first reading jumped.
  static let readingsOnJump = 3

  /// How one player is measured on one subject in one mode (a child process, or in-process).
  typealias Measure = (PlayerRun, LottieSubject) -> PlayerMeasurement

  static func run(options: BenchmarkOptions, sampler: Sampler) -> [BenchmarkSection] {
    // Each entry: a file ready to play, or one that cannot even be unpacked (a row too, with
    // every player's fields empty).
    var inputs: [(name: String, subject: Result<LottieSubject, BenchFailure>)] = []
    var notes: [String] = []
    if let files = options.lottieFiles {
      inputs = files.map {
        ($0.lastPathComponent, LottieSubject.load($0, name: $0.lastPathComponent))
      }
    } else {
      let (subjects, loadNotes) = LottieSubject.all(corpus: options.corpus)
      inputs = subjects.map { ($0.name, .success($0)) }
      notes = loadNotes
    }
    if let filter = options.lottieFilter {
      inputs = inputs.filter { $0.name.contains(filter) }
    }
    let measure: Measure = { run, subject in
      if let executable = options.playerExecutable, let url = subject.url {
        return PlayerProcess.measure(
          run, file: url, executable: executable, timeout: options.playerTimeout)
      }
      var inProcess = run
      inProcess.isolated = false
      return inProcess.measure(subject)
    }
    var results: [FileResult] = []
    for (index, input) in inputs.enumerated() {
      options.log("lottie \(index + 1)/\(inputs.count): \(input.name)")
      switch input.subject {
      case .success(let subject):
        results.append(measureFile(subject, options: options, measure: measure))
      case .failure(let why):
        let failed = PlayerMeasurement.failed(why.description)
        results.append(
          FileResult(
            file: input.name,
            players: Dictionary(uniqueKeysWithValues: PlayerKind.allCases.map { ($0, failed) })))
      }
    }
    notes += libraryNotes()
    notes += methodNotes(options: options)
    return sections(results, threads: options.threadCount, notes: notes)
  }

  /// Every player on `subject`: the one-thread runs first, then the every-core runs.
  static func measureFile(
    _ subject: LottieSubject, options: BenchmarkOptions, measure: Measure
  ) -> FileResult {
    var players: [PlayerKind: PlayerMeasurement] = [:]
    for mode in PlayerRun.Mode.allCases {
      for kind in PlayerKind.allCases {
        if let earlier = players[kind], earlier.failure != nil { continue }
        let run = PlayerRun(
          kind: kind, mode: mode, side: options.lottieSide, threads: options.threadCount,
          quick: options.quick, isolated: true)
        let measured = measure(run, subject)
        players[kind] = players[kind].map { $0.merged(with: measured) } ?? measured
      }
    }
    var remeasured: [PlayerKind: [Double]] = [:]
    for kind in PlayerKind.allCases {
      guard let first = players[kind], jumps(first, threads: options.threadCount),
        let firstCPU = first.cpuMs
      else { continue }
      let run = PlayerRun(
        kind: kind, mode: .single, side: options.lottieSide, threads: options.threadCount,
        quick: options.quick, isolated: true)
      var readings = [(cpu: firstCPU, measurement: first)]
      for _ in 1..<readingsOnJump {
        let again = measure(run, subject)
        guard again.failure == nil, let cpu = again.cpuMs else { continue }
        readings.append((cpu, again))
      }
      remeasured[kind] = readings.map(\.cpu)
      // The median reading whole (its wall time, peak and picture belong together), with the
      // every-core time of the first run.
      let kept = readings.sorted { $0.cpu < $1.cpu }[(readings.count - 1) / 2].measurement
      var merged = kept.merged(with: first)
      merged.parallelMs = first.parallelMs
      players[kind] = merged
    }
    return FileResult(file: subject.name, players: players, remeasured: remeasured)
  }

  /// Whether `measurement`'s one-thread CPU time is more than ``readingJump`` times off the
  /// CPU its every-core run on `threads` threads could have spent per frame, either way.
  static func jumps(_ measurement: PlayerMeasurement, threads: Int) -> Bool {
    guard measurement.failure == nil, let cpu = measurement.cpuMs,
      let parallel = measurement.parallelMs, cpu > 0, parallel > 0
    else { return false }
    let spent = parallel * Double(max(1, threads))
    return cpu * readingJump < spent || cpu > spent * readingJump
  }

  /// The table of files and the summary, from measured results.
  static func sections(_ results: [FileResult], threads: Int, notes: [String])
    -> [BenchmarkSection]
  {
    var rows: [[BenchmarkValue]] = []
    var cpu: [(file: String, ratio: Double)] = []
    var byPeer: [PlayerKind: [(file: String, ratio: Double)]] = [:]
    var parallel: [(file: String, ratio: Double)] = []
    for result in results {
      let bezel = result.players[.bezel]
      let any = bezel?.frames != nil ? bezel : result.players.values.first { $0.frames != nil }
      let cpuRatio = ratio(result, \.cpuMs)
      let wallRatio = ratio(result, \.wallMs)
      let parallelRatio = ratio(result, \.parallelMs)
      if let cpuRatio { cpu.append((result.file, cpuRatio)) }
      if let parallelRatio { parallel.append((result.file, parallelRatio)) }
      for peer in PlayerKind.peers where drawsSamePicture(result, peer) {
        if let b = bezel?.cpuMs, let p = result.players[peer]?.cpuMs, p > 0 {
          byPeer[peer, default: []].append((result.file, b / p))
        }
      }
      var row: [BenchmarkValue] = [
        .text(result.file),
        any.flatMap { m in m.width.map { w in .text("\(w)×\(m.height ?? 0)") } } ?? .missing,
        any?.frames.map { .integer($0) } ?? .missing,
      ]
      row += cells(result, \.cpuMs, digits: 3) + [number(cpuRatio, digits: 2)]
      row += cells(result, \.wallMs, digits: 3) + [number(wallRatio, digits: 2)]
      row += cells(result, \.parallelMs, digits: 3) + [number(parallelRatio, digits: 2)]
      row += cells(result, \.peakMiB, digits: 1)
      row += cells(result, \.mappedMiB, digits: 1)
      row += PlayerKind.peers.map { number(pictureDifference(result, $0), digits: 3) }
      row.append(note(result).map { .text($0) } ?? .missing)
      row.append(bezel?.cache.map { .text($0) } ?? .missing)
      rows.append(row)
    }
    let summary = RatioSummary(cpu)
    let perFileMax = 1.5
    let meanMax = 0.8
    let met: Bool? =
      summary.count == 0
      ? nil
      : summary.geometricMean <= meanMax && summary.entries.allSatisfy { $0.ratio <= perFileMax }
    var columns = [
      BenchmarkColumn("file", "file"), BenchmarkColumn("size", "pixels"),
      BenchmarkColumn("frames", "frames"),
    ]
    columns += playerColumns("cpu_ms", "cpu ms") + [BenchmarkColumn("cpu_ratio", "cpu ratio")]
    columns += playerColumns("wall_ms", "wall ms") + [BenchmarkColumn("wall_ratio", "wall ratio")]
    columns +=
      playerColumns("parallel_ms", "ms ×\(threads)")
      + [BenchmarkColumn("parallel_ratio", "ratio ×\(threads)")]
    columns += playerColumns("peak_mib", "peak MiB")
    columns += playerColumns("code_mib", "code MiB")
    columns += PlayerKind.peers.map {
      BenchmarkColumn("\($0.rawValue)_picture_difference", "\($0.title) differs")
    }
    columns.append(BenchmarkColumn("note", "note"))
    columns.append(BenchmarkColumn("bezel_cache", "Bezel caches"))
    let table = BenchmarkSection(
      id: "lottie", title: "Lottie: Bezel vs rlottie and ThorVG (ms per frame, peak MiB)",
      target:
        "cpu ratio (Bezel / faster peer, 1 thread) ≤ \(perFileMax) per file, geometric mean ≤ \(meanMax)",
      targetMet: met, columns: columns, rows: rows, notes: notes)
    let differing = results.filter { result in
      PlayerKind.peers.contains { !drawsSamePicture(result, $0) }
    }.count
    return [
      table,
      summarySection(
        cpu: summary, byPeer: byPeer, parallel: RatioSummary(parallel), differing: differing),
    ]
  }

  /// Bezel's time over the faster peer's for `field`, among the peers that drew the same
  /// picture; `nil` when Bezel or all those peers have none.
  static func ratio(_ result: FileResult, _ field: KeyPath<PlayerMeasurement, Double?>) -> Double? {
    guard let bezel = result.players[.bezel]?[keyPath: field] else { return nil }
    let peers = PlayerKind.peers.filter { drawsSamePicture(result, $0) }.compactMap {
      result.players[$0]?[keyPath: field]
    }
    guard let fastest = peers.min(), fastest > 0 else { return nil }
    return bezel / fastest
  }

  /// The fraction of shrunk pixels where `peer`'s sampled frames differ from Bezel's (see
  /// ``PictureSample``); `nil` when either has no sample.
  static func pictureDifference(_ result: FileResult, _ peer: PlayerKind) -> Double? {
    guard let bezel = result.players[.bezel]?.picture,
      let other = result.players[peer]?.picture
    else { return nil }
    return bezel.difference(to: other)
  }

  /// Whether `peer` drew what Bezel drew on the file, so its time counts as equal work; `true`
  /// when it cannot be told (a player without a sample).
  static func drawsSamePicture(_ result: FileResult, _ peer: PlayerKind) -> Bool {
    guard let difference = pictureDifference(result, peer) else { return true }
    return difference <= PictureSample.sameFractionMax
  }

  private static func summarySection(
    cpu: RatioSummary, byPeer: [PlayerKind: [(file: String, ratio: Double)]],
    parallel: RatioSummary, differing: Int
  ) -> BenchmarkSection {
    let rlottie = RatioSummary(byPeer[.rlottie] ?? [])
    let thorvg = RatioSummary(byPeer[.thorvg] ?? [])
    func row(_ name: String, _ value: (RatioSummary) -> Double) -> [BenchmarkValue] {
      [
        .text(name), .missing, number(value(cpu)), number(value(rlottie)), number(value(thorvg)),
        number(value(parallel)),
      ]
    }
    var rows = [
      row("geometric mean", \.geometricMean), row("median", \.median),
      row("share of files where Bezel is fastest", \.fastestShare),
    ]
    for (rank, entry) in cpu.worst(5).enumerated() {
      rows.append([
        .text("worst \(rank + 1)"), .text(entry.file), number(entry.ratio), .missing, .missing,
        .missing,
      ])
    }
    return BenchmarkSection(
      id: "lottie.summary", title: "Lottie summary over \(cpu.count) files (Bezel / peer)",
      columns: [
        BenchmarkColumn("statistic", "statistic"), BenchmarkColumn("file", "file"),
        BenchmarkColumn("cpu_ratio", "vs faster peer"),
        BenchmarkColumn("rlottie_cpu_ratio", "vs rlottie"),
        BenchmarkColumn("thorvg_cpu_ratio", "vs ThorVG"),
        BenchmarkColumn("parallel_ratio", "×cores vs faster"),
      ],
      rows: rows,
      notes: [
        "Ratios of 1-thread CPU ms per frame except the last column (wall ms on every core); "
          + "the share is a fraction (0.25 = a quarter of the files). Files a player could not "
          + "play are left out of its ratios, and so is a peer that draws a different picture "
          + "of the file: more than \(Int(PictureSample.sameFractionMax * 100)) % of the pixels "
          + "of a sampled frame (¼, ½, ¾ of the way, shrunk to \(PictureSample.side) px) differ "
          + "from Bezel's by more than \(PictureSample.channelThreshold) of 255, as where a peer "
          + "draws no text or no 3D layers (the row's note says so). Files where a peer was "
          + "left out: \(differing)."
      ])
  }

  private static func playerColumns(_ suffix: String, _ heading: String) -> [BenchmarkColumn] {
    PlayerKind.allCases.map {
      BenchmarkColumn("\($0.rawValue)_\(suffix)", "\($0.title) \(heading)")
    }
  }

  private static func cells(
    _ result: FileResult, _ field: KeyPath<PlayerMeasurement, Double?>, digits: Int
  ) -> [BenchmarkValue] {
    PlayerKind.allCases.map { kind in
      guard let measurement = result.players[kind] else { return .missing }
      if let value = measurement[keyPath: field] { return .number(value, digits: digits) }
      if let failure = measurement.failure {
        return .unavailable(failure.hasPrefix("not installed") ? "not installed" : "failed")
      }
      return .missing
    }
  }

  /// Why players have no numbers on this file, `nil` when all played it.
  static func note(_ result: FileResult) -> String? {
    var reasons = PlayerKind.allCases.compactMap { kind -> String? in
      guard let failure = result.players[kind]?.failure else { return nil }
      let short = failure.hasPrefix("not installed") ? "not installed" : failure
      return "\(kind.title): \(short)"
    }
    for kind in PlayerKind.allCases {
      guard let readings = result.remeasured[kind] else { continue }
      let list = readings.map { String(format: "%.3f", $0) }.joined(separator: ", ")
      reasons.append(
        "\(kind.title)'s 1-thread time was over \(Int(readingJump))× off its every-core time: "
          + "measured \(readings.count) times (\(list) ms), the median kept")
    }
    for peer in PlayerKind.peers where !drawsSamePicture(result, peer) {
      let percent = String(format: "%.1f", (pictureDifference(result, peer) ?? 0) * 100)
      reasons.append(
        "\(peer.title) draws a different picture (\(percent) % of pixels differ): not in the ratios"
      )
    }
    return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
  }

  private static func number(_ value: Double?, digits: Int = 2) -> BenchmarkValue {
    value.map { .number($0, digits: digits) } ?? .missing
  }

  private static func libraryNotes() -> [String] {
    var notes: [String] = []
    switch RlottieLibrary.shared {
    case .success(let library): notes.append("rlottie: \(library.path)")
    case .failure(let why): notes.append("rlottie \(why.description) (Debian: librlottie0-1)")
    }
    switch ThorvgLibrary.shared {
    case .success(let library): notes.append("ThorVG \(library.version): \(library.path)")
    case .failure(let why):
      notes.append(
        "ThorVG \(why.description) (`make bench` installs the thorvg-python wheel into "
          + ".build/peers; or set BEZEL_THORVG_LIB)")
    }
    return notes
  }

  private static func methodNotes(options: BenchmarkOptions) -> [String] {
    let threads = options.threadCount
    return [
      "Each file is scaled to fit \(options.lottieSide) px on its longer side; every frame plays "
        + "in turn (a quick run only repeats less). "
        + "All three write premultiplied ARGB32 into a buffer the caller reuses: Bezel through "
        + "Canvas.render(_:scale:background:into:), rlottie lottie_animation_render, ThorVG a "
        + "software canvas (tvg_canvas_update / draw / sync).",
      "1 thread: cpu ms is the process's CPU time per frame, which counts the raster threads "
        + "rlottie starts on its own; ThorVG's engine runs with 0 worker threads. The target is "
        + "judged on it; cpu ratio is Bezel over the faster of the two peers.",
      "A player whose 1-thread CPU time is more than \(Int(readingJump))× off what its "
        + "every-core run spent (wall ms × \(threads) threads), either way, is measured "
        + "\(readingsOnJump) times on one thread and the median kept; the row's note gives "
        + "the readings.",
      "\(threads) threads: wall ms per frame; Bezel and rlottie deal frames round robin to "
        + "\(threads) instances, ThorVG renders on one canvas with \(threads) engine workers "
        + "(its instances cannot be driven from several threads at once).",
      options.playerExecutable == nil
        ? "Measured in this process: no peak memory."
        : "Each player on each file runs in a child process of its own; peak MiB is the most "
          + "memory it allocated while loading the file and rendering every frame on one "
          + "thread: its peak resident memory (VmHWM) minus its resident memory just before "
          + "loading (the binary and the player's library) and minus code MiB, the pages of "
          + "mapped files (code, libraries, fonts) it faulted in meanwhile (RssFile), which are "
          + "clean and shared with every process running the same code.",
    ]
  }
}

/// Milliseconds from seconds, with 3 decimals.
func ms(_ seconds: Double) -> BenchmarkValue {
  .number(seconds * 1000, digits: 3)
}

/// The geometric mean of positive values (the fair average of ratios).
func geometricMean(_ values: [Double]) -> Double {
  let logs = values.filter { $0 > 0 && $0.isFinite }.map { log($0) }
  guard !logs.isEmpty else { return .nan }
  return exp(logs.reduce(0, +) / Double(logs.count))
}
