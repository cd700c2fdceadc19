import Bezel
import BezelTestSupport
import Foundation
import Testing

/// Hostile Lottie files: every one is refused with a `LottieError` naming the problem (and, for
/// values in the JSON, their path), or loads and evaluates within bounds. Never a crash, hang or
/// unbounded allocation.
@Suite struct LottieHostileInputTests {
  func load(_ text: String, limits: ContainerLimits = .default) throws(LottieError)
    -> LottieAnimation
  {
    try LottieAnimation(data: Data(text.utf8), limits: limits)
  }

  func error(_ bytes: [UInt8], limits: ContainerLimits = .default) -> LottieError? {
    do {
      _ = try LottieAnimation(data: Data(bytes), limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func theHandWrittenContainersLoad() throws {
    // The archive writer itself is right: the same square through gzip and zip.
    let json = Array(LottieJSON.square.utf8)
    let plain = try load(LottieJSON.square)
    let gzipped = try LottieAnimation(data: Data(ArchiveWriter.gzip(json)))
    let zipped = try LottieAnimation(
      data: Data(ArchiveWriter.zip([.stored("animations/a.json", json)])))
    #expect(plain.displayList(atFrame: 0) == gzipped.displayList(atFrame: 0))
    #expect(plain.displayList(atFrame: 0) == zipped.displayList(atFrame: 0))
    #expect(plain.displayList(atFrame: 0).items.count == 1)
  }

  // MARK: Decompression bombs

  static let smallCaps = ContainerLimits(
    maxInputBytes: 1 << 20, maxDecompressedBytes: 1 << 20, maxEntries: 16, maxRatio: 50,
    ratioFloorBytes: 4096)

  @Test func gzipBombStopsAtTheOutputCap() {
    // 4 MiB of zeros from a 26 KB stream: over the 1 MiB cap.
    let bomb = ArchiveWriter.gzip(
      deflate: ArchiveWriter.zeros(count: 4 << 20), crc: 0, size: 4 << 20)
    #expect(bomb.count < 40_000)
    guard case .archiveTooLarge = error(bomb, limits: Self.smallCaps) else {
      Issue.record("expected archiveTooLarge, got \(String(describing: error(bomb)))")
      return
    }
  }

  @Test func gzipBombStopsAtTheRatioCap() {
    // 200 KB of zeros is under the 1 MiB cap but 159 times its compressed size (limit 50).
    let bomb = ArchiveWriter.gzip(
      deflate: ArchiveWriter.zeros(count: 200_000), crc: 0, size: 200_000)
    guard case .archiveTooLarge = error(bomb, limits: Self.smallCaps) else {
      Issue.record("expected archiveTooLarge, got \(String(describing: error(bomb)))")
      return
    }
  }

  /// Fuzzing found `.tgs` files of a few kilobytes that took seconds to open: every match
  /// copied from a slice of the output buffer, which made the whole buffer be copied each time.
  /// 16 MiB of matches reaching 258 bytes back took minutes that way; now it is linear. The
  /// trailer's checksum is left wrong, so the loader must inflate all of it to report that.
  @Test func farMatchesInflateInLinearTime() {
    let prefix =
      Array(#"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":10,"h":10,"nm":""#.utf8)
      + [UInt8](repeating: UInt8(ascii: "a"), count: 258)
    let copies = (16 << 20) / 258
    let gzip = ArchiveWriter.gzip(
      deflate: ArchiveWriter.farCopies(prefix: prefix, copies: copies), crc: 0,
      size: prefix.count + copies * 258)
    #expect(gzip.count < 200_000)
    #expect(error(gzip) == .corruptArchive("gzip checksum mismatch"))
  }

  @Test func dotLottieBombStopsAtTheCap() {
    let zeros = ArchiveWriter.zeros(count: 4 << 20)
    let entry = ArchiveWriter.Entry(
      name: "animations/a.json", payload: zeros, method: 8, crc: 0, uncompressedSize: 4 << 20)
    let bomb = ArchiveWriter.zip([entry])
    guard case .archiveTooLarge = error(bomb, limits: Self.smallCaps) else {
      Issue.record("expected archiveTooLarge, got \(String(describing: error(bomb)))")
      return
    }
  }

  @Test func dotLottieEntryThatLiesAboutItsSizeIsRefused() {
    // The directory says 100 bytes; the stream inflates to 100,000.
    let zeros = ArchiveWriter.zeros(count: 100_000)
    let entry = ArchiveWriter.Entry(
      name: "animations/a.json", payload: zeros, method: 8, crc: 0, uncompressedSize: 100)
    let result = error(ArchiveWriter.zip([entry]))
    switch result {
    case .corruptArchive, .archiveTooLarge: break
    default: Issue.record("expected a refused archive, got \(String(describing: result))")
    }
  }

  @Test func dotLottieWithTooManyEntriesIsRefused() {
    let entries = (0..<40).map { ArchiveWriter.Entry.stored("images/\($0).png", [1, 2, 3]) }
    let json = ArchiveWriter.Entry.stored("animations/a.json", Array(LottieJSON.square.utf8))
    let result = error(ArchiveWriter.zip(entries + [json]), limits: Self.smallCaps)
    switch result {
    case .corruptArchive, .archiveTooLarge: break
    default: Issue.record("expected a refused archive, got \(String(describing: result))")
    }
  }

  @Test func everyTruncationOfAContainerIsAnError() {
    let json = Array(LottieJSON.square.utf8)
    let deflated = ArchiveWriter.zip([
      ArchiveWriter.Entry(
        name: "animations/a.json", payload: ArchiveWriter.stored(json), method: 8,
        crc: CRC32.checksum(json), uncompressedSize: json.count)
    ])
    for container in [ArchiveWriter.gzip(json), deflated] {
      #expect(error(container) == nil)
      for length in 0..<container.count {
        #expect(error(Array(container[0..<length])) != nil, "prefix of \(length) bytes loaded")
      }
    }
  }

  @Test func aDamagedChecksumIsAnError() {
    let json = Array(LottieJSON.square.utf8)
    var gzip = ArchiveWriter.gzip(json)
    gzip[gzip.count - 8] ^= 0xFF
    guard case .corruptArchive = error(gzip) else {
      Issue.record("expected corruptArchive, got \(String(describing: error(gzip)))")
      return
    }
  }

  // MARK: Precompositions

  @Test func aPrecompThatShowsItselfIsACycle() {
    let text = LottieJSON.document(
      layers: [LottieJSON.precompLayer("self")],
      assets: [LottieJSON.asset("self", layers: [LottieJSON.precompLayer("self")])])
    #expect(throws: LottieError.precompCycle(path: "$.assets[0].layers[0].refId", assetID: "self"))
    {
      _ = try load(text)
    }
  }

  @Test func aLongerLoopIsACycleToo() {
    let text = LottieJSON.document(
      layers: [LottieJSON.precompLayer("a")],
      assets: [
        LottieJSON.asset("a", layers: [LottieJSON.precompLayer("b")]),
        LottieJSON.asset("b", layers: [LottieJSON.shapeLayer(), LottieJSON.precompLayer("c")]),
        LottieJSON.asset("c", layers: [LottieJSON.precompLayer("a")]),
      ])
    guard case .precompCycle(_, let id) = error(Array(text.utf8)) else {
      Issue.record("expected a cycle, got \(String(describing: error(Array(text.utf8))))")
      return
    }
    #expect(id == "a")
  }

  /// Ten precomps, each showing the next one ten times, would draw 10¹⁰ squares: "billion
  /// laughs" for Lottie. It must be refused, or drawn within a bound.
  @Test func precompFanOutIsBounded() throws {
    let depth = 10
    var assets: [String] = []
    for level in 0..<depth {
      let layers =
        level == depth - 1
        ? [LottieJSON.shapeLayer()]
        : (1...10).map { LottieJSON.precompLayer("p\(level + 1)", index: $0) }
      assets.append(LottieJSON.asset("p\(level)", layers: layers))
    }
    let text = LottieJSON.document(layers: [LottieJSON.precompLayer("p0")], assets: assets)
    let animation: LottieAnimation
    do {
      animation = try load(text)
    } catch {
      guard case .limitExceeded(let path, _) = error else {
        Issue.record("expected limitExceeded, got \(error)")
        return
      }
      #expect(path.hasPrefix("$."))
      return
    }
    #expect(DisplayListCensus(animation.displayList(atFrame: 0)).items <= 1_000_000)
  }

  /// A thousand copies of a stroked and filled thousand-point star are only a few thousand
  /// shapes, but two million vertices to fill and two million to stroke per frame: minutes of
  /// rasterising. The budget counts vertices, so the file is refused with its path, while one
  /// such star alone still loads.
  @Test func repeatedThousandPointStarsAreRefused() throws {
    let star =
      #"{"ty":"sr","sy":1,"pt":{"a":0,"k":1000},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0},"#
      + #""ir":{"a":0,"k":50},"is":{"a":0,"k":0},"or":{"a":0,"k":100},"os":{"a":0,"k":0}}"#
    let styles =
      #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}"#
    let group = #"{"ty":"gr","it":[\#(star),\#(styles)]}"#
    let repeater =
      #"{"ty":"rp","c":{"a":0,"k":1000},"o":{"a":0,"k":0},"m":1,"#
      + #""tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"s":{"a":0,"k":[100,100]}}}"#
    let repeated = LottieJSON.document(layers: [LottieJSON.shapeLayer("[\(group),\(repeater)]")])
    guard case .limitExceeded(let path, let reason) = error(Array(repeated.utf8)) else {
      Issue.record("expected limitExceeded, got \(String(describing: error(Array(repeated.utf8))))")
      return
    }
    #expect(path.hasPrefix("$.layers"))
    #expect(reason.contains("shapes"))
    let single = LottieJSON.document(layers: [LottieJSON.shapeLayer("[\(group)]")])
    #expect(error(Array(single.utf8)) == nil)
  }

  @Test func nestedRepeatersAreBounded() throws {
    // Three repeaters of 1000 copies, each around the last: 10⁹ squares unbounded.
    var shapes = LottieJSON.filledSquare
    for _ in 0..<3 {
      let repeater =
        #"{"ty":"rp","c":{"a":0,"k":1000},"o":{"a":0,"k":0},"m":1,"#
        + #""tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"s":{"a":0,"k":[100,100]}}}"#
      shapes = #"[{"ty":"gr","it":\#(shapes.dropLast())]},\#(repeater)]"#
    }
    let text = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes)])
    let animation: LottieAnimation
    do {
      animation = try load(text)
    } catch {
      guard case .limitExceeded = error else {
        Issue.record("expected limitExceeded, got \(error)")
        return
      }
      return
    }
    #expect(DisplayListCensus(animation.displayList(atFrame: 0)).items <= 1_000_000)
  }

  @Test func parentLoopsDoNotHang() throws {
    let layers = [
      LottieJSON.shapeLayer(index: 1, extra: #","parent":2"#),
      LottieJSON.shapeLayer(index: 2, extra: #","parent":3"#),
      LottieJSON.shapeLayer(index: 3, extra: #","parent":1"#),
      LottieJSON.shapeLayer(index: 4, extra: #","parent":4"#),
    ]
    do {
      let animation = try load(LottieJSON.document(layers: layers))
      _ = animation.displayList(atFrame: 10)
    } catch {
      #expect(error.path != nil, "\(error)")
    }
  }

  // MARK: Numbers

  @Test(arguments: [
    ("w", "0"), ("w", "-10"), ("w", "1e400"), ("w", "1e9"), ("h", "0"), ("h", "-1e-300"),
    ("fr", "0"), ("fr", "-30"), ("fr", "1e308"), ("ip", "-1e300"), ("op", "0"), ("op", "-5"),
    ("op", "1e300"),
  ])
  func absurdDocumentNumbersNameTheirPath(key: String, value: String) {
    var fields = ["w": "10", "h": "10", "fr": "30", "ip": "0", "op": "60"]
    fields[key] = value
    let text = LottieJSON.document(
      layers: [LottieJSON.shapeLayer()], width: fields["w"]!, height: fields["h"]!,
      frameRate: fields["fr"]!, inPoint: fields["ip"]!, outPoint: fields["op"]!)
    let result = error(Array(text.utf8))
    switch result {
    case .limitExceeded(let path, _), .invalidValue(let path, _):
      #expect(
        path == "$.\(key)" || (key == "ip" && path == "$.op"), "\(String(describing: result))")
    case .malformedJSON: #expect(value == "1e400")
    default: Issue.record("\(key)=\(value) gave \(String(describing: result))")
    }
  }

  @Test func absurdShapeNumbersDrawSomethingFinite() throws {
    let shapes = [
      #"{"ty":"rc","p":{"a":0,"k":[1e308,-1e308]},"s":{"a":0,"k":[1e308,1e308]},"r":{"a":0,"k":-5}}"#,
      #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[-1e300,1e-300]}}"#,
      #"{"ty":"sr","sy":1,"pt":{"a":0,"k":1e12},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":1e300},"#
        + #""ir":{"a":0,"k":1},"or":{"a":0,"k":1e200},"is":{"a":0,"k":0},"os":{"a":0,"k":0}}"#,
      #"{"ty":"tm","s":{"a":0,"k":-1e300},"e":{"a":0,"k":1e300},"o":{"a":0,"k":1e300},"m":1}"#,
      #"{"ty":"st","c":{"a":0,"k":[2,-1,1e300,1]},"o":{"a":0,"k":1e300},"w":{"a":0,"k":1e300},"#
        + #""d":[{"n":"d","v":{"a":0,"k":1e-9}},{"n":"g","v":{"a":0,"k":0}}]}"#,
      #"{"ty":"fl","c":{"a":0,"k":[0,1,0,1]},"o":{"a":0,"k":-1e300}}"#,
    ]
    let layer = LottieJSON.shapeLayer(
      "[\(shapes.joined(separator: ","))]",
      transform: #"{"s":{"a":0,"k":[1e308,1e308]},"r":{"a":0,"k":1e300}}"#)
    let animation = try load(LottieJSON.document(layers: [layer]))
    for frame in [0.0, 30, 59] {
      let list = animation.displayList(atFrame: frame)
      let nonFinite = NonFiniteNumbers.paths(in: list)
      #expect(nonFinite.isEmpty, "frame \(frame): \(nonFinite)")
      // Dashes of a billionth of a point along a huge outline must not hang the rasteriser.
      let bitmap = try Canvas().render(list, policy: animation.renderPolicy)
      #expect(bitmap.width == Int(animation.size.width))
    }
  }
}
