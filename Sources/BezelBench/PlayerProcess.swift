import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs one ``PlayerRun`` in a child process (the `bezel` binary re-executed with a hidden
/// subcommand), so each player's peak memory on each file is its own and a peer that crashes
/// on a file costs one row, not the benchmark.
///
/// The child prints one line, ``marker`` followed by the measurement as JSON, on standard
/// output; anything else a library prints is ignored.
enum PlayerProcess {
  /// The hidden subcommand: `bezel __bench-player PLAYER MODE SIDE THREADS quick|full FILE`.
  static let subcommand = "__bench-player"
  static let marker = "BEZEL-MEASUREMENT "

  /// The arguments after ``subcommand`` for `run` on `file`.
  static func arguments(_ run: PlayerRun, file: URL) -> [String] {
    [
      run.kind.rawValue, run.mode.rawValue, String(run.side), String(run.threads),
      run.quick ? "quick" : "full", file.path,
    ]
  }

  /// Parses the arguments after ``subcommand``; `nil` when they are not what ``arguments``
  /// writes.
  static func parse(_ arguments: [String]) -> (run: PlayerRun, file: URL)? {
    guard arguments.count == 6, let kind = PlayerKind(rawValue: arguments[0]),
      let mode = PlayerRun.Mode(rawValue: arguments[1]), let side = Int(arguments[2]), side > 0,
      let threads = Int(arguments[3]), threads > 0, ["quick", "full"].contains(arguments[4])
    else { return nil }
    let run = PlayerRun(
      kind: kind, mode: mode, side: side, threads: threads, quick: arguments[4] == "quick",
      isolated: true)
    return (run, URL(fileURLWithPath: arguments[5]))
  }

  /// The child's side: measures and prints the result line. Returns the exit status.
  static func childMain(_ arguments: [String]) -> Int32 {
    guard let (run, file) = parse(arguments) else {
      FileHandle.standardError.write(Data("bezel \(subcommand): bad arguments\n".utf8))
      return 64
    }
    let measurement: PlayerMeasurement
    switch LottieSubject.load(file, name: file.lastPathComponent) {
    case .success(let subject): measurement = run.measure(subject)
    case .failure(let failure): measurement = .failed(failure.description)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(measurement)).map { String(decoding: $0, as: UTF8.self) }
    print(marker + (json ?? "{}"))
    return 0
  }

  /// Runs `run` on `file` in a child of `executable`, killed after `timeout` seconds. A child
  /// that crashes, hangs or prints no result becomes a failed measurement saying so.
  static func measure(
    _ run: PlayerRun, file: URL, executable: URL, timeout: Double
  ) -> PlayerMeasurement {
    let process = Process()
    process.executableURL = executable
    process.arguments = [subcommand] + arguments(run, file: file)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failed("could not start \(executable.path): \(error.localizedDescription)")
    }
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let text = String(decoding: data, as: UTF8.self)
    for line in text.split(separator: "\n").reversed() where line.hasPrefix(marker) {
      let json = Data(line.dropFirst(marker.count).utf8)
      if let measurement = try? JSONDecoder().decode(PlayerMeasurement.self, from: json) {
        return measurement
      }
    }
    if process.terminationReason == .uncaughtSignal {
      let signal = process.terminationStatus
      return .failed(
        signal == SIGKILL
          ? "\(run.kind.title) took longer than \(Int(timeout)) s on the file"
          : "\(run.kind.title) crashed on the file (signal \(signal))")
    }
    return .failed(
      "\(run.kind.title)'s process printed no result (exit \(process.terminationStatus))")
  }
}
