import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `bezel` binary with hostile files, extreme speaker counts and signals during exports
/// the CLI tests do not cover (PNG sequences, GIF): a conventional exit status, a message, and
/// nothing half-written left behind.
@Suite struct CommandLineReliabilityTests {
  @Test(arguments: [
    ("bomb.tgs", "archive too large"), ("cycle.json", "precomposition cycle"),
    ("fanout.json", "limit exceeded"), ("truncated.lottie", "corrupt archive"),
  ])
  func hostileLottieFilesExitWithDataError(name: String, mentions: String) throws {
    let scratch = try ScratchDirectory()
    let file = try scratch.write(Self.hostile[name] ?? [], to: name)
    for arguments in [["info", file], ["render", "lottie", file, "-o", "out.png"]] {
      let result = try BezelProcess.run(arguments, in: scratch.path)
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("bezel: error: "))
      #expect(result.stderr.contains(mentions), "\(result.stderr)")
    }
    #expect(scratch.contents == [name])
  }

  static let hostile: [String: [UInt8]] = {
    // 200 MiB of zeros, over the 128 MiB cap: about 1.3 MB of deflate.
    let bomb = ArchiveWriter.gzip(
      deflate: ArchiveWriter.zeros(count: 200 << 20), crc: 0, size: 200 << 20)
    let cycle = LottieJSON.document(
      layers: [LottieJSON.precompLayer("a")],
      assets: [LottieJSON.asset("a", layers: [LottieJSON.precompLayer("a")])])
    var assets: [String] = []
    for level in 0..<8 {
      let layers =
        level == 7
        ? [LottieJSON.shapeLayer()]
        : (1...10).map { LottieJSON.precompLayer("p\(level + 1)", index: $0) }
      assets.append(LottieJSON.asset("p\(level)", layers: layers))
    }
    let fanout = LottieJSON.document(layers: [LottieJSON.precompLayer("p0")], assets: assets)
    let json = Array(LottieJSON.square.utf8)
    let zip = ArchiveWriter.zip([.stored("animations/a.json", json)])
    return [
      "bomb.tgs": bomb, "cycle.json": Array(cycle.utf8), "fanout.json": Array(fanout.utf8),
      "truncated.lottie": Array(zip.prefix(zip.count - 30)),
    ]
  }()

  @Test(arguments: [0, 1, 10_000])
  func meetingsWithNoOneOrTenThousandSpeakersRender(count: Int) throws {
    let scratch = try ScratchDirectory()
    let names = (0..<count).map { "P\($0)" }.joined(separator: ",")
    let result = try BezelProcess.run(
      ["render", "meeting", "--speakers", names, "--at", "30", "-o", "m.png"], in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(scratch.contents == ["m.png"])
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))], ["frames", "long.gif"])
  func aSignalDuringAnExportLeavesNothing(
    signal: (number: Int32, status: Int32), output: String
  ) throws {
    let scratch = try ScratchDirectory()
    let (process, errors) = try BezelProcess.start(
      ["render", "ring", "--duration", "600", "--progress", "-o", output], in: scratch.path)
    // Waits for the first frame's progress line, so the export is under way and its temporary
    // output exists (never for a length of time).
    var text = BezelProcess.read(errors, until: "frame 1/")
    #expect(text.contains("frame 1/18000"))
    kill(process.processIdentifier, signal.number)
    text += BezelProcess.readAll(errors)
    process.waitUntilExit()
    #expect(process.terminationStatus == signal.status, "\(text)")
    #expect(scratch.contents.isEmpty, "left \(scratch.contents)")
  }
}
