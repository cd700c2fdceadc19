import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// `bezel render lottie` and `bezel info` with external images (`--assets`) and with frames
/// and times anywhere in a file's `ip`…`op`.
@Suite struct LottieAssetsCommandTests {
  /// An animation with one image layer whose picture is `images/img_0.png`, drawn at 40×30
  /// points in a 60×50 composition.
  static let imageAnimation = """
    {"v":"5.7","fr":10,"ip":0,"op":10,"w":60,"h":50,
     "assets":[{"id":"image_0","w":40,"h":30,"u":"images/","p":"img_0.png","e":0}],
     "layers":[{"ty":2,"ind":1,"refId":"image_0","ip":0,"op":10,"st":0,
                "ks":{"p":{"a":0,"k":[10,10]},"a":{"a":0,"k":[0,0]},"r":{"a":0,"k":15}}}]}
    """

  /// A 40×30 picture with a different colour in every pixel, so resampling shows.
  static func picture() throws -> Data {
    var pixels: [UInt8] = []
    for y in 0..<30 {
      for x in 0..<40 { pixels += [UInt8(x * 6), UInt8(y * 8), UInt8((x + y) % 2 * 255), 255] }
    }
    let bitmap = try #require(Bitmap(width: 40, height: 30, premultipliedRGBA: pixels))
    return try PNGEncoder.encode(bitmap)
  }

  /// `scratch/anim.json` and its picture in `scratch/pack/images/img_0.png`.
  static func writeAnimation(in scratch: Scratch) throws -> (file: String, assets: String) {
    let file = try scratch.write(imageAnimation, to: "anim.json")
    let assets = scratch.file("pack")
    try FileManager.default.createDirectory(
      atPath: assets + "/images", withIntermediateDirectories: true)
    try picture().write(to: URL(fileURLWithPath: assets + "/images/img_0.png"))
    return (file, assets)
  }

  @Test func assetsFolderGivesTheHarnessPixels() throws {
    let scratch = try Scratch()
    let (file, assets) = try Self.writeAnimation(in: scratch)
    let out = scratch.file("frame.png")
    let result = try BezelRunner.run([
      "render", "lottie", file, "--frame", "3", "--size", "90x75", "--background", "transparent",
      "--assets", assets, "-o", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    // What the corpus harness does: the assets folder as base URL, fitted at that size.
    let animation = try LottieAnimation(
      data: Data(Self.imageAnimation.utf8), baseURL: URL(fileURLWithPath: assets),
      imageDecoder: { try? ImageDecoder.decode($0) })
    #expect(animation.missingAssets.isEmpty)
    let harness = try Canvas().render(
      animation.displayList(atFrame: 3, fitting: CGSize(width: 90, height: 75)),
      policy: animation.renderPolicy)
    let command = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: out))
    #expect(command.width == 90 && command.height == 75)
    #expect(command.pixels == harness.pixels)
    // The picture is there: its first pixel row is dark red to bright red.
    #expect(command.pixel(x: 20, y: 20).a == 255)
  }

  @Test func aMissingImageIsAWarningAndTheRestRenders() throws {
    let scratch = try Scratch()
    let (file, assets) = try Self.writeAnimation(in: scratch)
    let out = scratch.file("frame.png")
    // Without --assets the picture is looked for beside the file, where it is not.
    let result = try BezelRunner.run([
      "render", "lottie", file, "--frame", "0", "--background", "#ffffff", "-o", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr == "bezel: warning: image 'images/img_0.png' not found in \(scratch.path)\n")
    let bitmap = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: out))
    #expect(bitmap.pixel(x: 20, y: 20) == (255, 255, 255, 255))

    let info = try BezelRunner.run(["info", file])
    #expect(info.status == 0)
    #expect(
      info.stdout.contains("missing:     1\n  image 'images/img_0.png' not found at $.assets[0]"))
    #expect(info.stderr.contains("warning: image 'images/img_0.png' not found"))
    let json = try BezelRunner.run(["info", "--json", file])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let missing = object?["missing"] as? [[String: String]]
    #expect(missing?.first?["file"] == "images/img_0.png")
    #expect(missing?.first?["reason"] == "not found")

    let found = try BezelRunner.run(["info", file, "--assets", assets])
    #expect(found.stdout.contains("missing:     none"))
    #expect(found.stderr.isEmpty)
    let wrong = try BezelRunner.run(["info", file, "--assets", scratch.file("nowhere")])
    #expect(wrong.status == 66)
    #expect(wrong.stderr.contains("--assets: '\(scratch.file("nowhere"))' is not a folder"))
  }

  /// Opacity 0 until frame 29,140,720 of 29,140,721, then 100: only that exact frame is red.
  static let longAnimation = """
    {"v":"5.7","fr":30,"ip":-10,"op":29140721,"w":8,"h":8,
     "layers":[{"ty":1,"ind":1,"ip":-10,"op":29140721,"st":0,"sc":"#ff0000","sw":8,"sh":8,
                "ks":{"o":{"a":1,"k":[{"t":-10,"s":[0],"h":1},{"t":29140720,"s":[100],"h":1}]}}}]}
    """

  @Test func everyFrameAndTimeOfTheFileRenders() throws {
    let scratch = try Scratch()
    let file = try scratch.write(Self.longAnimation, to: "long.json")
    func alpha(_ arguments: [String]) throws -> UInt8? {
      let out = scratch.file("f.png")
      try? FileManager.default.removeItem(atPath: out)
      let result = try BezelRunner.run(
        ["render", "lottie", file, "--background", "transparent", "-o", out] + arguments)
      guard result.status == 0 else { return nil }
      return try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: out)).pixel(x: 4, y: 4).a
    }
    #expect(try alpha(["--frame", "29140720"]) == 255)
    #expect(try alpha(["--frame", "29140719"]) == 0)
    #expect(try alpha(["--frame", "-10"]) == 0)
    // 971,357 s from the start is frame 29,140,700.
    #expect(try alpha(["--at", "971357"]) == 0)
    #expect(try alpha(["--at", "971357.6"]) == 0)
    #expect(try alpha(["--at", "971357.67"]) == 255)
    for outside in [["--frame", "29140721"], ["--frame", "-11"], ["--at", "971357.8"]] {
      let result = try BezelRunner.run(
        ["render", "lottie", file, "-o", scratch.file("x.png")] + outside)
      #expect(result.status == 64, "\(outside)")
      #expect(result.stderr.contains(outside[0]), "\(result.stderr)")
    }
  }
}
