import Foundation
import Testing

@testable import BezelCommandLine

/// Every error path of the binary: its exit status, its `bezel: error:` message, and no
/// output left behind.
@Suite struct EndToEndErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var mentions: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [Case] = [
    Case(arguments: [], status: 64, mentions: "missing command"),
    Case(arguments: ["frobnicate"], status: 64, mentions: "unknown command"),
    Case(arguments: ["render"], status: 64, mentions: "SCENE"),
    Case(arguments: ["render", "sphere", "-o", "o.png"], status: 64, mentions: "sphere"),
    Case(arguments: ["render", "ring"], status: 64, mentions: "-o"),
    Case(arguments: ["render", "ring", "-o", "o.jpeg"], status: 64, mentions: "format"),
    Case(arguments: ["render", "ring", "--bogus", "-o", "o.png"], status: 64, mentions: "--bogus"),
    Case(arguments: ["render", "ring", "-o", "o.png", "--size"], status: 64, mentions: "--size"),
    Case(
      arguments: ["render", "ring", "--size", "0x10", "-o", "o.png"], status: 64, mentions: "--size"
    ),
    Case(
      arguments: ["render", "ring", "--size", "-5x5", "-o", "o.png"], status: 64, mentions: "--size"
    ),
    Case(
      arguments: ["render", "ring", "--size", "nanx10", "-o", "o.png"], status: 64,
      mentions: "--size"),
    Case(
      arguments: ["render", "ring", "--size", "10", "-o", "o.png"], status: 64, mentions: "--size"),
    Case(
      arguments: ["render", "ring", "--size", "1e9x1e9", "-o", "o.png"], status: 64,
      mentions: "--size"),
    Case(
      arguments: ["render", "ring", "--size", "16000x16000", "--scale", "16", "-o", "o.png"],
      status: 64, mentions: "--size/--scale"),
    Case(
      arguments: ["render", "ring", "--size", "12000x12000", "--scale", "1", "-o", "o.webp"],
      status: 64, mentions: "--size/--scale"),
    Case(
      arguments: ["render", "ring", "--scale", "0", "-o", "o.png"], status: 64, mentions: "--scale"),
    Case(
      arguments: ["render", "ring", "--scale", "inf", "-o", "o.png"], status: 64,
      mentions: "--scale"),
    Case(
      arguments: ["render", "ring", "--scale", "-2", "-o", "o.png"], status: 64, mentions: "--scale"
    ),
    Case(
      arguments: ["render", "ring", "--fps", "0", "-o", "o.gif"], status: 64, mentions: "--fps"),
    Case(
      arguments: ["render", "ring", "--fps", "nan", "-o", "o.gif"], status: 64, mentions: "--fps"),
    Case(
      arguments: ["render", "ring", "--fps", "1e6", "-o", "o.gif"], status: 64, mentions: "--fps"),
    Case(
      arguments: ["render", "ring", "--duration", "-1", "-o", "o.gif"], status: 64,
      mentions: "--duration"),
    Case(
      arguments: ["render", "ring", "--duration", "inf", "-o", "o.gif"], status: 64,
      mentions: "--duration"),
    Case(
      arguments: ["render", "ring", "--duration", "0", "-o", "o.gif"], status: 64,
      mentions: "--duration"),
    Case(arguments: ["render", "ring", "--at", "-1", "-o", "o.png"], status: 64, mentions: "--at"),
    Case(
      arguments: ["render", "ring", "--quality", "101", "-o", "o.webp"], status: 64,
      mentions: "--quality"),
    Case(
      arguments: ["render", "ring", "--quality", "50", "-o", "o.gif"], status: 64,
      mentions: "--quality"),
    Case(
      arguments: ["render", "ring", "--background", "plaid", "-o", "o.png"], status: 64,
      mentions: "--background"),
    Case(
      arguments: ["render", "ring", "--frame", "3", "-o", "o.png"], status: 64, mentions: "--frame"),
    Case(
      arguments: ["render", "meeting", "--image", "none", "-o", "o.png"], status: 64,
      mentions: "--image"),
    Case(
      arguments: ["render", "meeting", "--theme", "beige", "-o", "o.png"], status: 64,
      mentions: "--theme"),
    Case(
      arguments: ["render", "ring", "--theme", "sky", "-o", "o.png"], status: 64,
      mentions: "--theme"),
    Case(
      arguments: ["render", "ring", "--line-width", "0", "-o", "o.png"], status: 64,
      mentions: "--line-width"),
    Case(
      arguments: ["render", "ring", "--fps", "30", "--fps", "20", "-o", "o.gif"], status: 64,
      mentions: "--fps"),
    Case(arguments: ["info"], status: 64, mentions: "FILE"),
    Case(arguments: ["bench", "--frob"], status: 64, mentions: "--frob"),
    Case(arguments: ["preview", "sphere"], status: 64, mentions: "sphere"),
    Case(arguments: ["demo", "--out"], status: 64, mentions: "--out"),
  ]

  @Test(arguments: usageCases)
  func usageErrors(_ test: Case) throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(test.arguments, in: scratch.path)
    #expect(result.status == test.status)
    #expect(result.stderr.hasPrefix("bezel: error: "))
    #expect(result.stderr.contains(test.mentions), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(scratch.contents.isEmpty)
  }

  @Test func missingAndBadInputs() throws {
    let scratch = try Scratch()
    let notLottie = try scratch.write("hello, not json", to: "bad.json")
    let notImage = try scratch.write("not a picture", to: "bad.png")
    let cases: [([String], Int32, String)] = [
      (["render", "lottie", "missing.json", "-o", "o.png"], 66, "missing.json"),
      (["render", "lottie", notLottie, "-o", "o.png"], 65, "bad.json"),
      (["render", "lottie", scratch.path, "-o", "o.png"], 66, "directory"),
      (["render", "ring", "--image", "nope.jpg", "-o", "o.png"], 66, "--image"),
      (["render", "ring", "--image", notImage, "-o", "o.png"], 65, "--image"),
      (["render", "loading", "--animation", "nope.json", "-o", "o.png"], 66, "--animation"),
      (["info", "missing.json"], 66, "missing.json"),
      (["info", notLottie], 65, "bad.json"),
    ]
    for (arguments, status, mention) in cases {
      let result = try BezelRunner.run(arguments, in: scratch.path)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("bezel: error: "))
      #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
    }
    #expect(scratch.contents == ["bad.json", "bad.png"])
  }

  @Test func unwritableOutputs() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.file("taken.png"), withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      atPath: scratch.file("busy"), withIntermediateDirectories: false)
    _ = try scratch.write("keep me", to: "busy/notes.txt")
    let cases: [[String]] = [
      ["render", "ring", "-o", "no/such/dir/o.png"],
      ["render", "ring", "--duration", "0.2", "-o", "busy"],
    ]
    for arguments in cases {
      let result = try BezelRunner.run(arguments, in: scratch.path)
      #expect(result.status == 73, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("bezel: error: "))
    }
    // Nothing half-written next to the outputs, and the busy directory untouched.
    #expect(scratch.contents == ["busy", "taken.png"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.file("busy")) == ["notes.txt"])
  }
}
