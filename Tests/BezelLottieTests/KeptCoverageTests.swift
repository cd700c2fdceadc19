import BezelDrawing
import BezelLayers
import BezelLottie
@_spi(Testing) import BezelRaster
import Foundation
import Testing

/// Coverage a canvas keeps between frames must never show a stale pixel: every frame, in any
/// order, with every cache on, is exactly the frame drawn whole with no cache at all.
@Suite struct KeptCoverageTests {
  /// 48 frames at 120×90 of what a cache could get wrong: a static background and ring, a
  /// static precomposition used twice (once fading), strokes that hold and then move, a
  /// rotating gradient ring beside a static one, an animated matte over a static layer, a
  /// static mask, dashes, a shape whose colour changes while its outline stays, and gradient
  /// fills: one whose gradient moves over an outline that stays, one that holds and then moves.
  static let keptJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":48,"w":120,"h":90,
     "assets":[{"id":"pre","w":60,"h":40,"layers":[
       {"ty":4,"ind":1,"ip":0,"op":48,"st":0,"ks":{"p":{"a":0,"k":[30,20,0]}},
        "shapes":[{"ty":"el","s":{"a":0,"k":[30,30]},"p":{"a":0,"k":[0,0]}},
         {"ty":"st","c":{"a":0,"k":[0.1,0.2,0.8,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1},
         {"ty":"fl","c":{"a":0,"k":[0.9,0.9,0.2,1]},"o":{"a":0,"k":80}}]},
       {"ty":4,"ind":2,"ip":0,"op":48,"st":0,
        "ks":{"p":{"a":1,"k":[{"t":0,"s":[5,5,0]},{"t":47,"s":[55,35,0]}]}},
        "shapes":[{"ty":"rc","s":{"a":0,"k":[8,8]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":2}},
         {"ty":"fl","c":{"a":0,"k":[0.8,0.1,0.1,1]},"o":{"a":0,"k":100}}]}]}],
     "layers":[
     {"ty":4,"ind":1,"nm":"static ring","ip":0,"op":48,"st":0,"ks":{"p":{"a":0,"k":[30,30,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[36,36]},"p":{"a":0,"k":[0,0]}},
       {"ty":"st","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":35},"w":{"a":0,"k":6},"lc":2,"lj":2}]},
     {"ty":4,"ind":2,"nm":"spinning arc","ip":0,"op":48,"st":0,
      "ks":{"p":{"a":0,"k":[30,30,0]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":24,"s":[0],"h":1},{"t":47,"s":[270]}]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[36,36]},"p":{"a":0,"k":[0,0]}},
       {"ty":"tm","s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[20]},{"t":47,"s":[70]}]},"o":{"a":0,"k":0},"m":1},
       {"ty":"st","c":{"a":0,"k":[0.2,0.5,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":6},"lc":2,"lj":2}]},
     {"ty":4,"ind":3,"nm":"gradient rings","ip":0,"op":48,"st":0,"ks":{"p":{"a":0,"k":[90,30,0]}},
      "shapes":[
       {"ty":"gr","it":[{"ty":"el","s":{"a":0,"k":[40,40]},"p":{"a":0,"k":[0,0]}},
        {"ty":"gs","o":{"a":0,"k":100},"w":{"a":0,"k":5},"t":2,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[20,0]},
         "g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}},"lc":1,"lj":1},
        {"ty":"tr","p":{"a":0,"k":[0,0]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":47,"s":[180]}]}}]},
       {"ty":"gr","it":[{"ty":"el","s":{"a":0,"k":[24,24]},"p":{"a":0,"k":[0,0]}},
        {"ty":"gs","o":{"a":0,"k":100},"w":{"a":0,"k":4},"t":1,"s":{"a":0,"k":[-12,0]},"e":{"a":0,"k":[12,0]},
         "g":{"p":2,"k":{"a":0,"k":[0,0,0,1,1,1,1,0]}},"lc":1,"lj":1,"d":[{"n":"d","v":{"a":0,"k":4}},{"n":"g","v":{"a":0,"k":3}}]},
        {"ty":"tr","p":{"a":0,"k":[0,0]}}]}]},
     {"ty":0,"ind":4,"nm":"static precomp","refId":"pre","ip":0,"op":48,"st":0,"w":60,"h":40,
      "ks":{"p":{"a":0,"k":[0,50,0]},"a":{"a":0,"k":[0,0,0]}}},
     {"ty":0,"ind":5,"nm":"fading precomp","refId":"pre","ip":0,"op":48,"st":0,"w":60,"h":40,
      "ks":{"p":{"a":0,"k":[60,50,0]},"o":{"a":1,"k":[{"t":0,"s":[100]},{"t":20,"s":[100],"h":1},{"t":47,"s":[30]}]}}},
     {"ty":4,"ind":6,"nm":"matte","td":1,"ip":0,"op":48,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,80,0]},{"t":47,"s":[110,80,0]}]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[30,30]},"p":{"a":0,"k":[0,0]}},
       {"ty":"fl","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":7,"nm":"matted","tt":1,"ip":0,"op":48,"st":0,"ks":{"p":{"a":0,"k":[60,80,0]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[110,14]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":4}},
       {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[0.2,0.7,0.3,1]},{"t":47,"s":[0.9,0.3,0.6,1]}]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":8,"nm":"masked","ip":0,"op":48,"st":0,"hasMask":true,"ks":{"p":{"a":0,"k":[60,45,0]}},
      "masksProperties":[{"mode":"a","inv":false,"o":{"a":0,"k":100},
        "pt":{"a":0,"k":{"c":true,"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]],"v":[[-20,-10],[20,-10],[0,12]]}}}],
      "shapes":[{"ty":"rc","s":{"a":0,"k":[50,30]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
       {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":60},"w":{"a":0,"k":2}},
       {"ty":"fl","c":{"a":0,"k":[0.6,0.8,1,1]},"o":{"a":0,"k":50}}]},
     {"ty":4,"ind":10,"nm":"gradient fills","ip":0,"op":48,"st":0,"ks":{"p":{"a":0,"k":[90,70,0]}},
      "shapes":[
       {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[40,16]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":3}},
        {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[-20,0]},
         "e":{"a":1,"k":[{"t":0,"s":[20,0]},{"t":47,"s":[0,8]}]},
         "g":{"p":2,"k":{"a":0,"k":[0,1,0.5,0,1,0,0.5,1]}}},
        {"ty":"tr","p":{"a":0,"k":[0,0]}}]},
       {"ty":"gr","it":[{"ty":"el","s":{"a":0,"k":[14,14]},"p":{"a":0,"k":[0,0]}},
        {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[7,0]},
         "g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0.2,0.2,0.6]}}},
        {"ty":"tr","p":{"a":1,"k":[{"t":0,"s":[-10,0]},{"t":24,"s":[-10,0],"h":1},{"t":47,"s":[10,0]}]}}]}]},
     {"ty":1,"ind":9,"nm":"background","ip":0,"op":48,"st":0,"ks":{},"sw":120,"sh":90,"sc":"#203040"}]}
    """

  /// 24 frames at 120×90 of outlines large enough to be kept as runs rather than A8 rows: a
  /// static opaque disc and a thick opaque ring over it, a static gradient ring, and a small
  /// square moving across all three (so frames redraw only parts of their runs).
  static let largeJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":24,"w":120,"h":90,"layers":[
     {"ty":4,"ind":1,"nm":"mover","ip":0,"op":24,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[5,20,0]},{"t":23,"s":[115,70,0]}]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[9,9]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
       {"ty":"fl","c":{"a":0,"k":[0.9,0.1,0.2,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":2,"nm":"gradient ring","ip":0,"op":24,"st":0,"ks":{"p":{"a":0,"k":[90,45,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[50,50]},"p":{"a":0,"k":[0,0]}},
       {"ty":"gs","o":{"a":0,"k":100},"w":{"a":0,"k":7},"t":1,"s":{"a":0,"k":[-25,0]},"e":{"a":0,"k":[25,0]},
        "g":{"p":2,"k":{"a":0,"k":[0,1,0.5,0,1,0,0.5,1]}},"lc":1,"lj":1}]},
     {"ty":4,"ind":3,"nm":"ring","ip":0,"op":24,"st":0,"ks":{"p":{"a":0,"k":[45,45,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[60,60]},"p":{"a":0,"k":[0,0]}},
       {"ty":"st","c":{"a":0,"k":[0.1,0.6,0.3,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":9},"lc":1,"lj":1}]},
     {"ty":4,"ind":4,"nm":"disc","ip":0,"op":24,"st":0,"ks":{"p":{"a":0,"k":[45,45,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[80,80]},"p":{"a":0,"k":[0,0]}},
       {"ty":"fl","c":{"a":0,"k":[0.95,0.85,0.3,1]},"o":{"a":0,"k":100}}]},
     {"ty":1,"ind":5,"nm":"background","ip":0,"op":24,"st":0,"ks":{},"sw":120,"sh":90,"sc":"#ffffff"}]}
    """

  /// 24 frames at 120×90 of translucent fills whose outlines hold still while their alpha
  /// changes: a disc whose fill opacity animates, a large rectangle at a fixed 40 %, a rounded
  /// bar whose layer opacity fades (folded into its colour), and a translucent square moving
  /// over all three, so frames redraw parts of them.
  static let fadingJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":24,"w":120,"h":90,"layers":[
     {"ty":4,"ind":1,"nm":"mover","ip":0,"op":24,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,15,0]},{"t":23,"s":[110,75,0]}]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[11,11]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
       {"ty":"fl","c":{"a":0,"k":[0.9,0.1,0.2,1]},"o":{"a":0,"k":55}}]},
     {"ty":4,"ind":2,"nm":"fading bar","ip":0,"op":24,"st":0,
      "ks":{"p":{"a":0,"k":[85,20,0]},"r":{"a":0,"k":30},
       "o":{"a":1,"k":[{"t":0,"s":[100]},{"t":23,"s":[5]}]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[36,10]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":5}},
       {"ty":"fl","c":{"a":0,"k":[0.3,0.9,0.2,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":3,"nm":"pulsing disc","ip":0,"op":24,"st":0,"ks":{"p":{"a":0,"k":[40,45,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[56,56]},"p":{"a":0,"k":[0,0]}},
       {"ty":"fl","c":{"a":0,"k":[0.2,0.6,0.9,1]},
        "o":{"a":1,"k":[{"t":0,"s":[20]},{"t":12,"s":[90]},{"t":23,"s":[35]}]}}]},
     {"ty":4,"ind":4,"nm":"veil","ip":0,"op":24,"st":0,"ks":{"p":{"a":0,"k":[60,50,0]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[104,62]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":9}},
       {"ty":"fl","c":{"a":0,"k":[1,0.8,0.4,1]},"o":{"a":0,"k":40}}]},
     {"ty":1,"ind":5,"nm":"background","ip":0,"op":24,"st":0,"ks":{},"sw":120,"sh":90,"sc":"#304050"}]}
    """

  static func animations() throws -> [(String, LottieAnimation)] {
    var result = try RetainedRenderingTests.animations()
    result.append(("kept", try LottieAnimation(data: Data(keptJSON.utf8))))
    result.append(("large", try LottieAnimation(data: Data(largeJSON.utf8))))
    result.append(("fading", try LottieAnimation(data: Data(fadingJSON.utf8))))
    return result
  }

  /// Frames are drawn at two sizes: one whose fit leaves the clip on whole pixels, and one
  /// where it cuts through pixels (the cache must stand aside there).
  static let sizes = [CGSize(width: 240, height: 180), CGSize(width: 97, height: 83)]

  @Test(arguments: sizes) func keptCoverageMatchesFreshDrawing(size: CGSize) throws {
    var hits = 0
    for (name, animation) in try Self.animations() {
      let count = Int(animation.endFrame - animation.startFrame)
      let list = Self.frames(of: animation, fitting: size)
      let expected = try Self.freshFrames(count: count, of: animation, list)
      for (order, frames) in RetainedRenderingTests.orders(count: count) {
        for retains in [true, false] {
          let canvas = Canvas()
          canvas.retainsFrames = retains
          let (_, statistics) = try KeptCoverage.observing {
            var pixels: [UInt32] = []
            for frame in frames {
              try canvas.render(
                list(frame), scale: 1.5, policy: animation.renderPolicy, into: &pixels)
              if pixels != expected[frame] {
                Issue.record("\(name) \(size) \(order) retained \(retains): frame \(frame) differs")
                break
              }
            }
          }
          hits += statistics.hits
          #expect(statistics.bytes <= 4 << 20)
        }
      }
    }
    // Kept coverage must have been used, or this checks nothing.
    #expect(hits > 500)
  }

  /// The display list of each frame of `animation` fitted in `size`.
  static func frames(
    of animation: LottieAnimation, fitting size: CGSize
  ) -> (Int) -> DisplayList {
    { frame in
      animation.displayList(atFrame: animation.startFrame + Double(frame), fitting: size)
    }
  }

  /// The first `count` frames of `list`, each drawn whole at scale 1.5 with no kept coverage
  /// and no retained frame: what every cached drawing must equal.
  static func freshFrames(
    count: Int, of animation: LottieAnimation, _ list: (Int) -> DisplayList
  ) throws -> [[UInt32]] {
    try KeptCoverage.disabled {
      let whole = Canvas()
      whole.retainsFrames = false
      return try (0..<count).map { frame in
        var pixels: [UInt32] = []
        try whole.render(list(frame), scale: 1.5, policy: animation.renderPolicy, into: &pixels)
        return pixels
      }
    }
  }

  /// Translucent fills whose outlines hold still are drawn from kept coverage, in any order,
  /// with exactly the pixels of Bezel's rasteriser drawing them afresh.
  @Test(arguments: sizes) func translucentFillsAreKept(size: CGSize) throws {
    let animation = try LottieAnimation(data: Data(Self.fadingJSON.utf8))
    let count = Int(animation.endFrame - animation.startFrame)
    let list = Self.frames(of: animation, fitting: size)
    let expected = try Self.freshFrames(count: count, of: animation, list)
    for (order, frames) in RetainedRenderingTests.orders(count: count) {
      let canvas = Canvas()
      canvas.retainsFrames = false
      let (_, statistics) = try KeptCoverage.observing {
        var pixels: [UInt32] = []
        for frame in frames {
          try canvas.render(list(frame), scale: 1.5, policy: animation.renderPolicy, into: &pixels)
          if pixels != expected[frame] {
            Issue.record("fading \(size) \(order): frame \(frame) differs")
            break
          }
        }
      }
      // The disc, the veil and the bar, from each one's second frame on, the mover never;
      // where the composition's edge cuts pixels the clip keeps coverage out.
      if size == Self.sizes[0] { #expect(statistics.hits >= 3 * (frames.count - 1)) }
    }
  }

  /// Ten thousand static shapes, each drawn again on every frame: the coverage held stays
  /// within the budget (what does not fit is drawn as before), and a new scene's outlines
  /// replace ones no longer drawn.
  @Test func keptCoverageStaysBounded() throws {
    let animation = try Self.tenThousandStaticShapes()
    let canvas = Canvas()
    canvas.retainsFrames = false
    var pixels: [UInt32] = []
    func draw(_ size: Double) throws -> KeptCoverageStatistics {
      try Self.renderAgain(animation, side: size, scale: 2, times: 4, on: canvas, into: &pixels)
    }
    let first = try draw(1000)
    #expect(first.kept > 1000)
    #expect(first.hits > 1000)
    #expect(first.peakBytes <= 4 << 20)
    // The same shapes at another size are other outlines: the first ones make room.
    let second = try draw(999)
    #expect(second.evicted > 0)
    #expect(second.hits > first.hits)
    #expect(second.peakBytes <= 4 << 20)
  }

  /// What kept coverage did while `canvas` rendered `animation`'s first frame, fitted in a
  /// `side` × `side` square, `times` times over at `scale`.
  static func renderAgain(
    _ animation: LottieAnimation, side: Double, scale: Double, times: Int, on canvas: Canvas,
    into pixels: inout [UInt32]
  ) throws -> KeptCoverageStatistics {
    let list = animation.displayList(atFrame: 0, fitting: CGSize(width: side, height: side))
    return try KeptCoverage.observing {
      for _ in 0..<times {
        try canvas.render(list, scale: scale, policy: animation.renderPolicy, into: &pixels)
      }
    }.1
  }

  /// Ten thousand opaque 9-point circles on a 500 × 500 composition, none animated.
  static func tenThousandStaticShapes() throws -> LottieAnimation {
    var layers: [String] = []
    for k in 0..<10_000 {
      let x = k % 100 * 5
      let y = k / 100 * 5
      layers.append(
        """
        {"ty":4,"ind":\(k + 1),"ip":0,"op":30,"st":0,"ks":{"p":{"a":0,"k":[\(x),\(y),0]}},
         "shapes":[{"ty":"el","s":{"a":0,"k":[9,9]},"p":{"a":0,"k":[0,0]}},
         {"ty":"fl","c":{"a":0,"k":[\(Double(k % 7) / 7),0.5,0.5,1]},"o":{"a":0,"k":100}}]}
        """)
    }
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":500,"h":500,"layers":[\(layers.joined(separator: ","))]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// The budget follows the frame: ten thousand static shapes on a 256 × 256 frame keep at
  /// most a byte per pixel of the frame (64 KiB; they would take several times that, and
  /// 4 MiB were allowed before), and drawing a larger frame first does not leave its
  /// coverage held beyond the smaller frame's budget.
  @Test func keptCoverageBudgetFollowsTheFrame() throws {
    let animation = try Self.tenThousandStaticShapes()
    let canvas = Canvas()
    canvas.retainsFrames = false
    var pixels: [UInt32] = []
    func draw(_ side: Double) throws -> KeptCoverageStatistics {
      try Self.renderAgain(animation, side: side, scale: 1, times: 3, on: canvas, into: &pixels)
    }
    let large = try draw(1024)
    // The large frame's budget (1 MiB) holds what the small one's cannot.
    #expect(large.peakBytes > 256 * 256)
    let small = try draw(256)
    #expect(small.hits > 500)
    #expect(small.bytes <= 256 * 256)
    #expect(small.evicted > 0)
    let fresh = Canvas()
    fresh.retainsFrames = false
    let alone = try Self.renderAgain(
      animation, side: 256, scale: 1, times: 3, on: fresh, into: &pixels)
    #expect(alone.peakBytes <= 256 * 256)
    #expect(alone.hits > 500)
  }
}
