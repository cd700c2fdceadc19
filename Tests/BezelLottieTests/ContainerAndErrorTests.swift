import BezelLottie
import Foundation
import Testing

/// Containers and malformed input: every failure is a typed error naming the problem.
@Suite struct ContainerAndErrorTests {
  @Test func gzipAndDotLottieLoadTheSameAnimation() throws {
    let json = try LottieFixture.load("shapes.json")
    let tgs = try LottieFixture.load("shapes.tgs")
    let dotLottie = try LottieFixture.load("shapes.lottie")
    #expect(tgs.displayList(atFrame: 3) == json.displayList(atFrame: 3))
    #expect(dotLottie.displayList(atFrame: 3) == json.displayList(atFrame: 3))
  }

  @Test func gzipBombIsRefusedAtTheCap() throws {
    let limits = ContainerLimits(maxDecompressedBytes: 1 << 20, ratioFloorBytes: 1 << 20)
    let error = LottieFixture.error(loading: try LottieFixture.data("bomb.tgs"), limits: limits)
    guard case .archiveTooLarge = error else {
      Issue.record("expected archiveTooLarge, got \(String(describing: error))")
      return
    }
  }

  @Test func corruptGzipIsRefused() throws {
    var bytes = [UInt8](try LottieFixture.data("shapes.tgs"))
    for i in 20..<min(60, bytes.count - 8) { bytes[i] ^= 0x5A }
    let error = LottieFixture.error(loading: Data(bytes))
    guard case .corruptArchive = error else {
      Issue.record("expected corruptArchive, got \(String(describing: error))")
      return
    }
  }

  @Test func truncatedJSONIsMalformed() throws {
    let data = try LottieFixture.data("shapes.json")
    let error = LottieFixture.error(loading: data.prefix(data.count / 2))
    guard case .malformedJSON = error else {
      Issue.record("expected malformedJSON, got \(String(describing: error))")
      return
    }
  }

  @Test func unknownBytesAreRefused() {
    #expect(LottieFixture.error(loading: Data("hello".utf8)) == .unknownFormat)
  }

  @Test func wrongTypeNamesItsPath() throws {
    let error = LottieFixture.error(loading: try LottieFixture.data("wrong-type.json"))
    #expect(error?.path == "$.layers[0].shapes[0].it[1].c.k")
  }

  @Test func precompCycleNamesTheReference() throws {
    let error = LottieFixture.error(loading: try LottieFixture.data("cycle.json"))
    #expect(error == .precompCycle(path: "$.assets[1].layers[0].refId", assetID: "a"))
  }

  @Test func absurdSizeIsRefused() throws {
    let text = String(decoding: try LottieFixture.data("shapes.json"), as: UTF8.self)
      .replacingOccurrences(of: "\"w\": 100", with: "\"w\": 1e12")
    #expect(LottieFixture.error(loading: Data(text.utf8))?.path == "$.w")
  }

  @Test func absurdFrameCountIsRefused() throws {
    let text = String(decoding: try LottieFixture.data("shapes.json"), as: UTF8.self)
      .replacingOccurrences(of: "\"op\": 20", with: "\"op\": 1e12")
    #expect(LottieFixture.error(loading: Data(text.utf8))?.path == "$.op")
  }

  @Test func deepNestingIsRefusedBeforeDecoding() {
    var group = #"{"ty":"fl"}"#
    for _ in 0..<200 { group = #"{"ty":"gr","it":[\#(group)]}"# }
    let json =
      #"{"v":"5","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"ks":{},"shapes":[\#(group)]}]}"#
    let error = LottieFixture.error(loading: Data(json.utf8))
    guard case .limitExceeded(let path, _) = error else {
      Issue.record("expected limitExceeded, got \(String(describing: error))")
      return
    }
    #expect(path.hasPrefix("$.layers[0].shapes[0].it[0].it[0]"))
  }

  @Test func missingRequiredValueNamesIt() {
    let json = #"{"v":"5","fr":30,"ip":0,"w":10,"h":10,"layers":[]}"#
    #expect(LottieFixture.error(loading: Data(json.utf8))?.path == "$.op")
  }

  @Test func effectsAreReportedWithTheirPath() throws {
    let json =
      #"{"v":"5","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":3,"ks":{},"ef":[{"ty":27,"nm":"Displacement Map","en":1}]}]}"#
    let animation = try LottieAnimation(data: Data(json.utf8))
    #expect(
      animation.unsupportedFeatures == [
        UnsupportedFeature(feature: "effect: Displacement Map (type 27)", path: "$.layers[0].ef")
      ])
  }
}
