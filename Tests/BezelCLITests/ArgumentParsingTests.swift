import BezelDrawing
import BezelExport
import BezelLayers
import Foundation
import Testing

@testable import BezelCommandLine

@Suite struct ArgumentParsingTests {
  @Test func optionsTakeValuesInBothForms() throws {
    let parsed = try ParsedArguments(
      ["ring", "--fps=24", "--size", "10x20", "-o", "a.gif", "--progress", "--", "--odd"],
      command: "render", valueOptions: ["fps", "size", "output"], flags: ["progress"],
      aliases: ["o": "output"])
    #expect(parsed.positionals == ["ring", "--odd"])
    #expect(parsed.values == ["fps": "24", "size": "10x20", "output": "a.gif"])
    #expect(parsed.flags == ["progress"])
  }

  @Test func aRenderRequestReadsEveryCommonOption() throws {
    let request = try RenderRequest(arguments: [
      "ring", "--size", "320x240", "--scale", "2", "--at", "1.5", "--fps", "24", "--duration",
      "4", "--background", "#FF8000", "--image", "none", "--quality", "80", "-o", "out.webp",
    ])
    #expect(request.scene == .ring)
    #expect(request.format == .webp)
    #expect(request.size == CGSize(width: 320, height: 240))
    #expect(request.scale == 2)
    #expect(request.at == 1.5)
    #expect(request.fps == 24)
    #expect(request.duration == 4)
    #expect(request.background == .color(Color(red: 1, green: 128.0 / 255, blue: 0)))
    #expect(request.image == .plain)
    #expect(request.quality == 80)
  }

  @Test func lottieTakesAFileAndAFrame() throws {
    let request = try RenderRequest(arguments: [
      "lottie", "a.json", "--frame", "12", "--background", "transparent", "-o", "a.png",
    ])
    #expect(request.scene == .lottie(path: "a.json"))
    #expect(request.frame == 12)
    #expect(request.background == .transparent)
  }

  @Test func namedColoursHaveUIKitValues() throws {
    let request = try RenderRequest(arguments: ["ring", "--background", "orange", "-o", "a.png"])
    #expect(request.background == .color(Color(red: 1, green: 0.5, blue: 0)))
  }

  @Test(arguments: [
    ["ring", "--size", "inf x 3", "-o", "a.png"],
    ["ring", "--size", "3x", "-o", "a.png"],
    ["ring", "--size", "16385x10", "-o", "a.png"],
    ["ring", "--scale", "17", "-o", "a.png"],
    ["ring", "--fps", "-3", "-o", "a.gif"],
    ["ring", "--duration", "NaN", "-o", "a.gif"],
    ["ring", "--duration", "3601", "-o", "a.gif"],
    ["ring", "--progress", "--no-progress", "-o", "a.gif"],
    ["lottie", "a.json", "--frame", "2", "--at", "1", "-o", "a.png"],
    ["focus", "-o", ""],
  ])
  func invalidRequestsAreUsageErrors(_ arguments: [String]) {
    #expect(throws: CommandError.self) { try RenderRequest(arguments: arguments) }
    do {
      _ = try RenderRequest(arguments: arguments)
    } catch {
      #expect(error.code == .usage)
    }
  }

  @Test func messagesNameTheOption() {
    do {
      _ = try RenderRequest(arguments: ["ring", "--fps", "abc", "-o", "a.gif"])
      Issue.record("expected an error")
    } catch {
      #expect(error.message.hasPrefix("--fps: "))
      #expect(error.message.contains("'abc'"))
    }
  }

  @Test func sceneOptionsBelongToTheirScene() throws {
    let ring = try RenderRequest(arguments: ["ring", "--line-width", "12", "-o", "a.png"])
    #expect(ring.sceneOptions == ["line-width": "12"])
    #expect(throws: CommandError.self) {
      try RenderRequest(arguments: ["focus", "--line-width", "12", "-o", "a.png"])
    }
  }

  @MainActor
  @Test func inProcessRunReportsToTheConsole() {
    let captured = Captured()
    let console = Console(
      isTerminal: false, out: { captured.append(out: $0) }, error: { captured.append(error: $0) })
    let status = BezelCommand.run(["render", "ring"], console: console)
    #expect(status == 64)
    #expect(captured.error.hasPrefix("bezel: error: missing -o"))
    #expect(captured.out.isEmpty)
  }

  @Test func commandsAreQuotedForTheGallery() {
    #expect(
      DemoGallery.command(["ring", "--duration", "3", "-o", "ring.webp"])
        == "bezel render ring --duration 3 -o ring.webp")
    #expect(
      DemoGallery.command(["meeting", "--speakers", "철수, 영희", "-o", "m.png"])
        == "bezel render meeting --speakers '철수, 영희' -o m.png")
  }

  @Test func reportsAreReadable() {
    #expect(Report.bytes(512) == "512 bytes")
    #expect(Report.bytes(2048) == "2.0 KB")
    #expect(Report.seconds(2) == "2 s")
    #expect(ValueFormat.number(29.97) == "29.97")
    #expect(ValueFormat.number(30) == "30")
  }

  @MainActor
  @Test func fittingKeepsTheAspectRatioAndCentres() {
    // A 100×50 picture in a 200×200 canvas: scale 2 (200×100), centred 50 points down.
    let fitted = FittedTimeline(base: Rectangle(), size: CGSize(width: 200, height: 200))
    let t = fitted.transform
    #expect(t.apply(to: CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: 50))
    #expect(t.apply(to: CGPoint(x: 100, y: 50)) == CGPoint(x: 200, y: 150))
  }
}

@MainActor
private struct Rectangle: Timeline {
  var size: CGSize { CGSize(width: 100, height: 50) }
  var duration: Double? { 1 }
  func displayList(at time: Double) -> DisplayList { DisplayList(size: size) }
}

/// Collects what a console writes.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errorText = ""

  func append(out text: String) {
    lock.lock()
    outText += text
    lock.unlock()
  }

  func append(error text: String) {
    lock.lock()
    errorText += text
    lock.unlock()
  }

  var out: String {
    lock.lock()
    defer { lock.unlock() }
    return outText
  }

  var error: String {
    lock.lock()
    defer { lock.unlock() }
    return errorText
  }
}
