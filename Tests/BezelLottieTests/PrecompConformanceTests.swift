import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// What After Effects shows for gradients, blend modes and timing inside precompositions,
/// worked out from the format on small hand-written animations.
@Suite struct PrecompConformanceTests {
  /// A 100 × 100 animation whose one layer shows precomposition `c0` made of `layers`.
  static func precomp(_ layers: String, layer: String = "") throws -> LottieAnimation {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":60,"w":100,"h":100,
       "assets":[{"id":"c0","layers":[\(layers)]}],
       "layers":[{"ty":0,"refId":"c0","w":100,"h":100,"ks":{},"ip":0,"op":60,"st":0\(layer)}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// A shape layer filling a 60 × 60 square centred in the canvas with `style`.
  static func square(_ style: String, blend: Int = 0, ip: Double = 0, op: Double = 60) -> String {
    """
    {"ty":4,"bm":\(blend),"ks":{},"ip":\(ip),"op":\(op),"st":0,"shapes":[
      {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}},\(style)]}
    """
  }

  static func render(_ animation: LottieAnimation, frame: Double = 0) throws -> Bitmap {
    try Canvas().render(animation.displayList(atFrame: frame))
  }

  /// A radial gradient whose start and end coincide has no length: every point lies at or
  /// past its end, so After Effects (and lottie-ios, ThorVG) fill the shape with the last
  /// stop — also under a screen-blended layer, where the canvas draws nothing.
  @Test func aRadialGradientOfNoLengthShowsItsLastStop() throws {
    let gradient = """
      {"ty":"gf","t":2,"o":{"a":0,"k":100},"s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[50,50]},
       "h":{"a":0,"k":0},"a":{"a":0,"k":0},
       "g":{"p":2,"k":{"a":0,"k":[0,1,1,1, 1,0,0,1]}}}
      """
    let screen = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
    let bitmap = try Self.render(
      Self.precomp("\(Self.square(screen, blend: 2)),\(Self.square(gradient))"))
    let p = bitmap.pixel(x: 50, y: 50)
    // Blue under red in screen mode: 1 − (1 − r)(1 − b) per channel = magenta.
    #expect(p.a == 255 && p.r > 250 && p.g < 5 && p.b > 250, "\(p)")
    #expect(bitmap.pixel(x: 5, y: 5).a == 0)
  }
}
