import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// A precomposition's bounds clip its content the way a browser canvas clips: the clip's
/// anti-aliased coverage multiplies the content's.
@Suite struct PrecompClipTests {
  /// A 4×4 composition with a 2×4 precomposition placed half a pixel to the right; its
  /// content is an opaque red rectangle exactly as large as the precomposition, so the
  /// content's edges and the clip's edges both cross the middle of pixel columns 0 and 2.
  static let json = """
    {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":4,"h":4,
     "assets":[{"id":"inner","layers":[
       {"ty":4,"ind":1,"ip":0,"op":10,"st":0,
        "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
              "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
        "shapes":[
          {"ty":"rc","p":{"a":0,"k":[1,2]},"s":{"a":0,"k":[2,4]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}]}]}],
     "layers":[
       {"ty":0,"ind":1,"refId":"inner","w":2,"h":4,"ip":0,"op":10,"st":0,
        "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0.5,0]},
              "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}}]}
    """

  @Test func edgePixelsCarryTheProductOfBothCoverages() throws {
    let animation = try LottieAnimation(data: Data(Self.json.utf8))
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0, fitting: CGSize(width: 4, height: 4)))
    // The content covers half of columns 0 and 2, and so does the clip: ½ × ½ = ¼.
    for x in [0, 2] {
      let alpha = Double(bitmap.pixel(x: x, y: 2).a)
      #expect(abs(alpha - 255 / 4) <= 10, "column \(x): alpha \(alpha)")
    }
    #expect(bitmap.pixel(x: 1, y: 2).a == 255)
    #expect(bitmap.pixel(x: 3, y: 2).a == 0)
  }

  /// Like `json`, with the red rectangle multiplying and a blue background below the
  /// precomposition.
  static let multiplyJSON = """
    {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":4,"h":4,
     "assets":[{"id":"inner","layers":[
       {"ty":4,"ind":1,"ip":0,"op":10,"st":0,"bm":1,
        "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
              "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
        "shapes":[
          {"ty":"rc","p":{"a":0,"k":[1,2]},"s":{"a":0,"k":[2,4]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}]}]}],
     "layers":[
       {"ty":0,"ind":1,"refId":"inner","w":2,"h":4,"ip":0,"op":10,"st":0,
        "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0.5,0]},
              "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}},
       {"ty":4,"ind":2,"ip":0,"op":10,"st":0,
        "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
              "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
        "shapes":[
          {"ty":"rc","p":{"a":0,"k":[2,2]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """

  @Test func blendModesInsideStillMixWithWhatIsBelow() throws {
    // Red multiplied over blue is black; red composited on its own first and then laid over
    // blue would stay red.
    let animation = try LottieAnimation(data: Data(Self.multiplyJSON.utf8))
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0, fitting: CGSize(width: 4, height: 4)))
    let inside = bitmap.pixel(x: 1, y: 2)
    #expect(inside.r < 30 && inside.g < 30 && inside.b < 30, "\(inside)")
    #expect(bitmap.pixel(x: 3, y: 2).b > 220)
  }

  @Test func contentWellInsideTheBoundsIsUntouched() throws {
    // The same file with the precomposition on whole pixels: nothing to soften.
    let aligned = Self.json.replacingOccurrences(of: "[0.5,0]", with: "[1,0]")
    let animation = try LottieAnimation(data: Data(aligned.utf8))
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0, fitting: CGSize(width: 4, height: 4)))
    #expect(bitmap.pixel(x: 0, y: 2).a == 0)
    #expect(bitmap.pixel(x: 1, y: 2).a == 255)
    #expect(bitmap.pixel(x: 2, y: 2).a == 255)
    #expect(bitmap.pixel(x: 3, y: 2).a == 0)
  }
}
