import BezelDrawing
import BezelLayers
import BezelLottie
@_spi(Testing) import BezelRaster
import BezelTestSupport
import Foundation
import Testing

/// A canvas that keeps the previous frame and redraws only what changed must give exactly
/// the pixels of a canvas that draws every frame whole, in any frame order.
@Suite struct RetainedRenderingTests {
  /// The animations checked: the project's fixtures, the overlay's spinner and one written
  /// here with holds, layers that come and go, masks, a matte and layer opacity.
  static func animations() throws -> [(String, LottieAnimation)] {
    var result: [(String, LottieAnimation)] = []
    for name in ["keyframes", "scene", "shapes", "trim"] {
      result.append((name, try LottieFixture.load(name + ".json")))
    }
    let loading = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/BezelComponents/Resources/loading.json")
    result.append(("loading", try LottieAnimation(contentsOf: loading)))
    result.append(("mixed", try LottieAnimation(data: Data(mixedJSON.utf8))))
    result.append(("scattered", try LottieAnimation(data: Data(scatteredJSON.utf8))))
    return result
  }

  /// 60 frames at 100×80: a static background, a square that holds still for frames 10–30
  /// then moves, a circle shown only in frames 20–40 with changing opacity, a layer with a
  /// subtract mask whose path moves, and an alpha-matted layer.
  static let mixedJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":80,"layers":[
     {"ty":4,"ind":1,"nm":"moving square","ip":0,"op":60,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[20,20,0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},
                             {"t":10,"s":[50,30,0],"h":1},{"t":30,"s":[50,30,0]},{"t":59,"s":[80,60,0]}]}},
      "shapes":[{"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[16,16]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":3}},
        {"ty":"fl","c":{"a":0,"k":[0.9,0.2,0.1,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]},
     {"ty":4,"ind":2,"nm":"blinking circle","ip":20,"op":40,"st":0,
      "ks":{"o":{"a":1,"k":[{"t":20,"s":[10]},{"t":40,"s":[90]}]},"p":{"a":0,"k":[30,50,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[24,24]},"p":{"a":0,"k":[0,0]}},
        {"ty":"st","c":{"a":0,"k":[0.1,0.3,0.9,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3}},
        {"ty":"fl","c":{"a":0,"k":[0.2,0.8,0.3,1]},"o":{"a":0,"k":70}}]},
     {"ty":4,"ind":3,"nm":"masked bar","ip":0,"op":60,"st":0,"hasMask":true,
      "ks":{"p":{"a":0,"k":[50,70,0]}},
      "masksProperties":[{"mode":"s","inv":false,"o":{"a":0,"k":100},
        "pt":{"a":1,"k":[{"t":0,"s":[{"c":true,"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],
            "v":[[-40,-5],[-30,-5],[-30,5],[-40,5]]}]},
          {"t":59,"s":[{"c":true,"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],
            "v":[[30,-5],[40,-5],[40,5],[30,5]]}]}]}}],
      "shapes":[{"ty":"rc","s":{"a":0,"k":[90,8]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
        {"ty":"gf","o":{"a":0,"k":100},"t":1,"s":{"a":0,"k":[-45,0]},"e":{"a":0,"k":[45,0]},
         "g":{"p":2,"k":{"a":0,"k":[0,1,1,0,1,0,0,1]}}}]},
     {"ty":4,"ind":4,"nm":"matte","td":1,"ip":0,"op":60,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[70,15,0]},{"t":59,"s":[85,25,0]}]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[20,20]},"p":{"a":0,"k":[0,0]}},
        {"ty":"fl","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":5,"nm":"matted","tt":1,"ip":0,"op":60,"st":0,
      "ks":{"p":{"a":0,"k":[75,22,0]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[30,30]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
        {"ty":"gs","o":{"a":0,"k":100},"w":{"a":0,"k":4},"t":2,"s":{"a":0,"k":[0,0]},
         "e":{"a":0,"k":[15,0]},"g":{"p":2,"k":{"a":0,"k":[0,0,0,1,1,1,1,0]}},"lc":2,"lj":2},
        {"ty":"fl","c":{"a":0,"k":[0.95,0.8,0.2,1]},"o":{"a":0,"k":100}}]},
     {"ty":1,"ind":6,"nm":"background","ip":0,"op":60,"st":0,"ks":{},
      "sw":100,"sh":80,"sc":"#e0e8f0"}]}
    """

  /// 40 frames at 100×80: two small shapes moving in opposite corners (damage in boxes far
  /// apart), over still content in nested groups of a precomposition: a row of squares
  /// between them, one square under the first mover's path, and a translucent bar in a third
  /// corner, so groups lie inside, across and outside the boxes redrawn.
  static let scatteredJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":40,"w":100,"h":80,
     "assets":[{"id":"still","layers":[
      {"ty":4,"ind":1,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[0,0,0]}},
       "shapes":[
        {"ty":"gr","it":[
          {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[6,6]},"p":{"a":0,"k":[35,40]},"r":{"a":0,"k":1}},
            {"ty":"rc","s":{"a":0,"k":[6,6]},"p":{"a":0,"k":[45,40]},"r":{"a":0,"k":0}},
            {"ty":"fl","c":{"a":0,"k":[0.2,0.5,0.9,1]},"o":{"a":0,"k":100}},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"r":{"a":0,"k":15}}]},
          {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[6,6]},"p":{"a":0,"k":[55,40]},"r":{"a":0,"k":0}},
            {"ty":"rc","s":{"a":0,"k":[6,6]},"p":{"a":0,"k":[65,40]},"r":{"a":0,"k":2}},
            {"ty":"st","c":{"a":0,"k":[0.1,0.1,0.1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1.5}},
            {"ty":"tr","p":{"a":0,"k":[0,0]}}]},
          {"ty":"tr","p":{"a":0,"k":[0,0]}}]},
        {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[7,7]},"p":{"a":0,"k":[14,11]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[0.9,0.7,0.1,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]},
        {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[14,5]},"p":{"a":0,"k":[10,72]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[0.1,0.6,0.3,1]},"o":{"a":0,"k":60}},{"ty":"tr"}]}]}]}],
     "layers":[
     {"ty":4,"ind":1,"nm":"top left","ip":0,"op":40,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[8,8,0]},{"t":39,"s":[18,13,0]}]},
            "r":{"a":1,"k":[{"t":0,"s":[0]},{"t":39,"s":[90]}]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[6,6]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
        {"ty":"fl","c":{"a":0,"k":[0.8,0.1,0.2,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":2,"nm":"bottom right","ip":0,"op":40,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[90,70,0]},{"t":39,"s":[82,64,0]}]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[8,8]},"p":{"a":0,"k":[0,0]}},
        {"ty":"fl","c":{"a":0,"k":[0.3,0.2,0.8,1]},"o":{"a":0,"k":100}}]},
     {"ty":0,"ind":3,"nm":"still","refId":"still","ip":0,"op":40,"st":0,"w":100,"h":80,
      "ks":{"o":{"a":0,"k":100}}},
     {"ty":1,"ind":4,"nm":"background","ip":0,"op":40,"st":0,"ks":{},
      "sw":100,"sh":80,"sc":"#f4f0e8"}]}
    """

  /// Frames in order, backwards, shuffled with repeats, and each one twice in a row.
  static func orders(count: Int) -> [(String, [Int])] {
    var generator = SeededGenerator(seed: UInt64(count))
    var shuffled = Array(0..<count) + Array(0..<count).filter { $0 % 3 == 0 }
    shuffled.shuffle(using: &generator)
    return [
      ("forwards", Array(0..<count)), ("backwards", Array((0..<count).reversed())),
      ("random", shuffled), ("doubled", (0..<count).flatMap { [$0, $0] }),
    ]
  }

  static func list(_ animation: LottieAnimation, _ frame: Int) -> DisplayList {
    animation.displayList(
      atFrame: animation.startFrame + Double(frame), fitting: CGSize(width: 97, height: 83))
  }

  /// Under both policies: Lottie files are drawn `.browserLike`, whose snapped edges take
  /// other Cairo paths.
  @Test(arguments: [RenderPolicy.exact, .browserLike])
  func retainedFramesMatchFullRedraws(_ policy: RenderPolicy) throws {
    for (name, animation) in try Self.animations() {
      let count = Int(animation.endFrame - animation.startFrame)
      let whole = Canvas()
      whole.retainsFrames = false
      var expected: [[UInt32]] = []
      for frame in 0..<count {
        var pixels: [UInt32] = []
        try whole.render(
          Self.list(animation, frame), scale: 1.5, policy: policy, into: &pixels)
        expected.append(pixels)
      }
      for (order, frames) in Self.orders(count: count) {
        let canvas = Canvas()
        var pixels: [UInt32] = []
        for frame in frames {
          try canvas.render(
            Self.list(animation, frame), scale: 1.5, policy: policy, into: &pixels)
          if pixels != expected[frame] {
            Issue.record("\(name) \(order): frame \(frame) differs from a full redraw")
            break
          }
          let bitmap = try canvas.render(
            Self.list(animation, frame), scale: 1.5, background: nil, policy: policy)
          let reference = try whole.render(
            Self.list(animation, frame), scale: 1.5, background: nil, policy: policy)
          if bitmap != reference {
            Issue.record("\(name) \(order): bitmap of frame \(frame) differs")
            break
          }
        }
        let stats = canvas.retainedFrameStatistics
        #expect(stats.frames == 2 * frames.count)
        // Frames must have used the previous one, or this checks nothing.
        #expect(stats.partial + stats.reused >= frames.count / 4, "\(name) \(order)")
        if order == "doubled" {
          // Each repeated frame, in the buffer and in the surface, is the previous one.
          #expect(stats.reused >= frames.count, "\(name): repeated frames were redrawn")
        }
      }
    }
  }

  @Test func partialRedrawsHappen() throws {
    let animation = try LottieAnimation(data: Data(Self.mixedJSON.utf8))
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in 0..<60 {
      try canvas.render(Self.list(animation, frame), scale: 1, into: &pixels)
    }
    let stats = canvas.retainedFrameStatistics
    #expect(stats.partial >= 20)
    #expect(stats.redrawnShare < 0.9)
    // Only the first frame has nothing to start from; the others redraw whole only when
    // the union of what moved covers most of the canvas.
    #expect(stats.full <= 40)
  }

  /// A caller that writes into its buffer between frames gets a full, correct frame: the
  /// canvas's reference to the storage makes the write copy it, so the storage differs.
  @Test func aChangedBufferIsRedrawn() throws {
    let animation = try LottieAnimation(data: Data(Self.mixedJSON.utf8))
    let canvas = Canvas()
    var pixels: [UInt32] = []
    let list = Self.list(animation, 12)
    try canvas.render(list, scale: 1, into: &pixels)
    let clean = pixels
    pixels[pixels.count / 2 + 20] = 0x1234_5678
    pixels.withUnsafeMutableBufferPointer { $0[7] = 0xFFFF_FFFF }
    try canvas.render(list, scale: 1, into: &pixels)
    #expect(pixels == clean)
    #expect(canvas.retainedFrameStatistics.reused == 0)
  }

  @Test func anotherBufferIsRedrawnWhole() throws {
    let animation = try LottieAnimation(data: Data(Self.mixedJSON.utf8))
    let canvas = Canvas()
    var first: [UInt32] = []
    var second: [UInt32] = []
    try canvas.render(Self.list(animation, 12), scale: 1, into: &first)
    try canvas.render(Self.list(animation, 13), scale: 1, into: &second)
    try canvas.render(Self.list(animation, 13), scale: 1, into: &first)
    #expect(first == second)
  }

  /// Besides the caller's buffer, the canvas holds at most one frame's worth of pixels in
  /// any frame order: the underlay, or the scratch pixels damage is drawn on, never both.
  @Test func oneFrameOfPixelsIsHeld() throws {
    let animation = try LottieAnimation(data: Data(Self.mixedJSON.utf8))
    var frames = [Int](0..<60) + [Int](0..<60).reversed()
    frames += Self.orders(count: 60)[2].1
    // Long runs of a frame pair, so that the cut holds still and an underlay is built.
    frames += (0..<30).flatMap { [10, 10 + $0 % 2] } + (0..<30).flatMap { [25, 24 + $0 % 3] }
    let canvas = Canvas()
    var pixels: [UInt32] = []
    var (scratchFrames, underlaidFrames) = (0, 0)
    for frame in frames {
      let before = canvas.retainedFrameStatistics
      let (width, height) = try canvas.render(Self.list(animation, frame), scale: 1, into: &pixels)
      let after = canvas.retainedFrameStatistics
      if after.underlaid > before.underlaid {
        underlaidFrames += 1
      } else if after.partial > before.partial {
        scratchFrames += 1
      }
      #expect(canvas.heldSurfaceBytes <= width * height * 4, "frame \(frame)")
    }
    // Both kinds of frame were drawn, or this checks nothing.
    #expect(underlaidFrames > 0)
    #expect(scratchFrames > 0)
  }

  /// Retention holds one previous frame per target, whatever the file: ten thousand static
  /// layers, many frames, and the canvas still holds at most two lists and no more caches.
  @Test func retentionStaysBounded() throws {
    var layers: [String] = []
    for k in 0..<10_000 {
      let x = k % 100
      let y = k / 100
      layers.append(
        """
        {"ty":4,"ind":\(k + 1),"ip":0,"op":30,"st":0,"ks":{"p":{"a":0,"k":[\(x),\(y),0]}},
         "shapes":[{"ty":"rc","s":{"a":0,"k":[1,1]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[\(Double(k % 7) / 7),0.5,0.5,1]},"o":{"a":0,"k":100}}]}
        """)
    }
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[\(layers.joined(separator: ","))]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in 0..<4 {
      try canvas.render(Self.list(animation, frame), scale: 1, into: &pixels)
      _ = try canvas.render(Self.list(animation, frame), scale: 1)
      #expect(canvas.retainedFrameCount <= 2)
    }
    #expect(canvas.cacheCounts.images == 0)
    #expect(canvas.cacheCounts.layouts == 0)
    // Static: every frame after the first in each target is the previous one.
    #expect(canvas.retainedFrameStatistics.reused == 6)
  }
}
