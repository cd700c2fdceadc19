import Foundation
import Testing

/// The preview window tells GTK's accessibility API what the scene says, and GTK holds it: the
/// preview reads each change back through GTK (`gtk_test_accessible_check_property`) into a
/// log this test reads.
@Suite(.serialized)
struct PreviewAccessibilityTests {
  /// The log's lines, each `role=… label=… description=… value=…`.
  private func lines(_ path: String) -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }

  @Test(.enabled(if: PreviewSession.canStart, "no X server for the preview window"))
  func theRingsCountdownReachesGTK() throws {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-a11y-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    let session = try PreviewSession(
      scene: "ring", extraEnvironment: ["BEZEL_PREVIEW_ACCESSIBILITY_LOG": log])
    defer { session.stop() }
    try session.waitForWindow(named: "Bezel preview")
    _ = ExternalTool.poll(timeout: 20) { !lines(log).isEmpty }
    let idle = try #require(lines(log).first, "GTK never got a description: \(session.log)")
    #expect(idle.contains("label=Countdown, not started"), "\(idle)")
    #expect(idle.contains("value=not started"), "\(idle)")
    // Start the ring (a click anywhere on it) and wait for the seconds to be read out.
    let probe = try #require(
      try ExternalTool.poll(timeout: 20) { RingProbe(locatingIn: try session.screenshot()) != nil }
        ? RingProbe(locatingIn: try session.screenshot()) : nil)
    try session.click(x: Int(probe.centerX), y: Int(probe.centerY))
    _ = ExternalTool.poll(timeout: 20) {
      lines(log).contains { $0.contains("seconds remaining") }
    }
    let running = try #require(
      lines(log).first { $0.contains("seconds remaining") }, "\(lines(log))")
    // A 20 s countdown that has just started.
    let seconds = running.split(separator: "\t").first { $0.hasPrefix("label=") }
      .flatMap { Int($0.dropFirst("label=Countdown, ".count).prefix { $0.isNumber }) }
    #expect(seconds.map { (15...20).contains($0) } == true, "\(running)")
    #expect(running.contains("description=progress, updates frequently"), "\(running)")
  }
}
