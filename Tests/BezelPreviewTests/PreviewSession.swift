import Foundation

/// `bezel preview SCENE` running on its own virtual X server (`xvfb-run`), with what the test
/// needs to talk to that server; `stop()` always ends both.
final class PreviewSession {
  /// The tools the session needs; the test is skipped when one is missing.
  static let requiredTools = ["xvfb-run", "xauth", "xdotool", "import"]

  static var canStart: Bool { requiredTools.allSatisfy { ExternalTool.find($0) != nil } }

  /// The screen the virtual server has; the preview window fits in it.
  static let screenSize = (width: 800, height: 600)

  let display: String
  let authority: String
  private let process: Process
  private let bezelProcessID: pid_t
  private let directory: URL

  /// The environment that points a client at the session's X server.
  var environment: [String: String] { ["DISPLAY": display, "XAUTHORITY": authority] }

  /// Starts `bezel preview scene` under `xvfb-run` and waits (bounded) until it runs.
  init(scene: String, timeout: Double = 30, extraEnvironment: [String: String] = [:]) throws {
    let bezel = try Self.bezelExecutable()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let info = directory.appendingPathComponent("session")
    let log = directory.appendingPathComponent("log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let logHandle = try FileHandle(forWritingTo: log)
    defer { try? logHandle.close() }

    // The wrapper reports the server xvfb-run chose, then becomes `bezel` (same process id).
    let wrapper = """
      printf '%s\\n%s\\n%s\\n' "$DISPLAY" "$XAUTHORITY" "$$" > "$BEZEL_SESSION.tmp" \
        && mv "$BEZEL_SESSION.tmp" "$BEZEL_SESSION" \
        && exec "$BEZEL_EXECUTABLE" preview "$BEZEL_SCENE"
      """
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: ExternalTool.find("xvfb-run") ?? "/usr/bin/xvfb-run")
    let screen = "-screen 0 \(Self.screenSize.width)x\(Self.screenSize.height)x24"
    process.arguments = ["-a", "-s", screen, "/bin/sh", "-c", wrapper]
    var environment = ProcessInfo.processInfo.environment
    environment["GSK_RENDERER"] = "cairo"
    // No OpenGL at all (GTK 4.8 spelling, then 4.16's): the software driver Mesa would load
    // keeps an allocation past exit that the AddressSanitizer run reports as a leak.
    environment["GDK_DEBUG"] = "gl-disable"
    environment["GDK_DISABLE"] = "gl"
    environment["BEZEL_SESSION"] = info.path
    environment["BEZEL_EXECUTABLE"] = bezel.path
    environment["BEZEL_SCENE"] = scene
    environment.merge(extraEnvironment) { $1 }
    process.environment = environment
    process.standardOutput = logHandle
    process.standardError = logHandle
    try process.run()
    self.process = process

    var lines: [String] = []
    let started = ExternalTool.poll(timeout: timeout) {
      if let text = try? String(contentsOf: info, encoding: .utf8) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      return lines.count >= 3 || !process.isRunning
    }
    guard started, lines.count >= 3, let pid = pid_t(lines[2]), !lines[0].isEmpty else {
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      Self.end(process, bezel: nil)
      try? FileManager.default.removeItem(at: directory)
      throw ExternalTool.Failure(description: "xvfb-run did not start the preview: \(output)")
    }
    display = lines[0]
    authority = lines[1]
    bezelProcessID = pid
  }

  /// What `bezel` and `xvfb-run` printed so far.
  var log: String {
    (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? ""
  }

  /// Whether `bezel preview` is still running.
  var isRunning: Bool { process.isRunning && kill(bezelProcessID, 0) == 0 }

  /// Ends the preview, then the X server; safe to call more than once.
  func stop() {
    Self.end(process, bezel: bezelProcessID)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Ends `bezel` so that xvfb-run shuts its server down and exits, then kills whatever is
  /// left of xvfb-run's process group (Foundation starts each child in a group of its own, and
  /// Xvfb stays in it): nothing outlives the test, even when xvfb-run's clean-up fails.
  private static func end(_ process: Process, bezel: pid_t?) {
    if let bezel, process.isRunning { kill(bezel, SIGTERM) }
    _ = ExternalTool.waitForExit(process, timeout: 10)
    kill(-process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The `bezel` executable of this build: next to the test bundle in the build directory.
  static func bezelExecutable() throws -> URL {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On platforms where tests run inside a bundle, the products sit next to the bundle.
    while directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents" {
      directory.deleteLastPathComponent()
    }
    let bezel = directory.appendingPathComponent("bezel")
    guard FileManager.default.isExecutableFile(atPath: bezel.path) else {
      throw ExternalTool.Failure(
        description:
          "no bezel executable at \(bezel.path): build it first (swift build --build-tests)")
    }
    return bezel
  }

  /// A picture of the whole virtual screen.
  func screenshot() throws -> Screenshot {
    let data = try ExternalTool.run(
      "import", ["-window", "root", "-depth", "8", "ppm:-"], environment: environment)
    guard let shot = Screenshot(ppm: data) else {
      throw ExternalTool.Failure(description: "import returned no readable PPM image")
    }
    return shot
  }

  /// Waits until a window whose title contains `title` is mapped; returns its X window id.
  @discardableResult
  func waitForWindow(named title: String, timeout: Double = 20) throws -> String {
    do {
      let output = try ExternalTool.run(
        "xdotool", ["search", "--sync", "--onlyvisible", "--name", title],
        environment: environment, timeout: timeout)
      let ids = String(decoding: output, as: UTF8.self).split(separator: "\n")
      guard let id = ids.first else { throw ExternalTool.Failure(description: "no window id") }
      return String(id)
    } catch {
      let state = isRunning ? "is running" : "has exited"
      throw ExternalTool.Failure(
        description: "no window named '\(title)' (\(error)); bezel preview \(state), output: \(log)"
      )
    }
  }

  /// Gives `window` the keyboard focus and types `keys` (xdotool's names, e.g. `ctrl+w`).
  func press(keys: String, in window: String) throws {
    try ExternalTool.run(
      "xdotool", ["windowfocus", "--sync", window, "key", keys], environment: environment)
  }

  /// Waits (bounded) for `bezel preview` to end by itself; returns its exit status, or `nil`
  /// if it is still running after `timeout` seconds. (xvfb-run exits with its command's
  /// status.)
  func waitForExit(timeout: Double = 20) -> Int32? {
    ExternalTool.waitForExit(process, timeout: timeout) ? process.terminationStatus : nil
  }

  /// Clicks the primary button at `point` (screen pixels).
  func click(x: Int, y: Int) throws {
    try ExternalTool.run(
      "xdotool", ["mousemove", "--sync", String(x), String(y), "click", "1"],
      environment: environment)
  }
}
