import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Horizontal edges of fills and strokes land on quarter-pixel rows, as a browser canvas
/// (lottie-web's reference) rasterises them.
@Suite struct FillEdgeSnappingTests {
  /// A 4×4 composition with an opaque rectangle from y = 0.3 to y = 2.6.
  static let json = """
    {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":4,"h":4,"layers":[
      {"ty":4,"ind":1,"ip":0,"op":10,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
         {"ty":"rc","p":{"a":0,"k":[2,1.45]},"s":{"a":0,"k":[4,2.3]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """

  @Test func horizontalEdgesCoverQuartersOfTheirRows() throws {
    let animation = try LottieAnimation(data: Data(Self.json.utf8))
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0, fitting: CGSize(width: 4, height: 4)),
      policy: animation.renderPolicy)
    // The top edge 0.3 rounds to 0.25: row 0 is ¾ covered (exactly it would be 0.7).
    #expect(abs(Double(bitmap.pixel(x: 1, y: 0).a) - 255 * 0.75) <= 3)
    #expect(bitmap.pixel(x: 1, y: 1).a == 255)
    // The bottom edge 2.6 rounds to 2.5: row 2 is half covered (exactly it would be 0.6).
    #expect(abs(Double(bitmap.pixel(x: 1, y: 2).a) - 255 * 0.5) <= 3)
    #expect(bitmap.pixel(x: 1, y: 3).a == 0)
  }

  /// A horizontal line at y = 1.3 stroked 2 wide: its edges at 0.3 and 2.3.
  static let strokeJSON = """
    {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":4,"h":4,"layers":[
      {"ty":4,"ind":1,"ip":0,"op":10,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
         {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[-1,1.3],[5,1.3]],
                                     "i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
         {"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},
          "lc":1,"lj":1}]}]}
    """

  @Test func strokeEdgesLandOnRowsToo() throws {
    let animation = try LottieAnimation(data: Data(Self.strokeJSON.utf8))
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0, fitting: CGSize(width: 4, height: 4)),
      policy: animation.renderPolicy)
    // 0.3 rounds to 0.25 and 2.3 to 2.25: rows 0 and 2 are ¾ and ¼ covered (exactly they
    // would be 0.7 and 0.3).
    #expect(abs(Double(bitmap.pixel(x: 1, y: 0).a) - 255 * 0.75) <= 3)
    #expect(bitmap.pixel(x: 1, y: 1).a == 255)
    #expect(abs(Double(bitmap.pixel(x: 1, y: 2).a) - 255 * 0.25) <= 3)
  }

  @Test func theExactPolicyLeavesEdgesWhereTheyAre() throws {
    let animation = try LottieAnimation(data: Data(Self.json.utf8))
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0, fitting: CGSize(width: 4, height: 4)), policy: .exact)
    // The top edge at 0.3 covers 0.7 of row 0, the bottom one at 2.6 covers 0.6 of row 2.
    #expect(abs(Double(bitmap.pixel(x: 1, y: 0).a) - 255 * 0.7) <= 3)
    #expect(abs(Double(bitmap.pixel(x: 1, y: 2).a) - 255 * 0.6) <= 3)
  }

  @MainActor @Test func aLottieLayerKeepsBrowserEdgesInAnExactRender() throws {
    let layer = LottieLayer(animation: try LottieAnimation(data: Data(Self.json.utf8)))
    layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    let list = DisplayList(
      size: CGSize(width: 4, height: 4), items: layer.drawContents(localTime: 0))
    let bitmap = try Canvas().render(list, policy: .exact)
    #expect(abs(Double(bitmap.pixel(x: 1, y: 0).a) - 255 * 0.75) <= 3)
    #expect(abs(Double(bitmap.pixel(x: 1, y: 2).a) - 255 * 0.5) <= 3)
  }
}
