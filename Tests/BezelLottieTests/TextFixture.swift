import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation

/// Hand-written text animations for the text tests, and queries on what they draw.
enum TextFixture {
  /// A file whose font "F" has one glyph, "A": 50 wide, a 40 × 50 box on the baseline; its
  /// text layer is 3D when `ddd` is 1.
  static func animation(
    text: String, animators: String = "[]", path: String = "{}", masks: String = "[]",
    ddd: Int = 0
  )
    throws -> LottieAnimation
  {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":400,"h":400,
       "fonts":{"list":[{"fName":"F-R","fFamily":"F","fStyle":"R","ascent":70}]},
       "chars":[{"ch":"A","fFamily":"F","style":"R","size":100,"w":50,"data":{"shapes":[
         {"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[40,0],[40,-50],[0,-50]],
          "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}}],
       "layers":[{"ty":5,"ddd":\(ddd),"ks":{"p":{"a":0,"k":[200,200]}},"ip":0,"op":10,"masksProperties":\(masks),
         "t":{"d":{"k":[{"t":0,"s":\(text)}]},"a":\(animators),"p":\(path),"m":{"g":1,"a":{"a":0,"k":[0,0]}}}}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// The left edge and bottom of each drawn glyph, in the composition's coordinates.
  static func glyphOrigins(_ animation: LottieAnimation) -> [CGPoint] {
    animation.displayList(atFrame: 0).items.leaves.compactMap { leaf in
      guard let path = leaf.item.path else { return nil }
      let b = path.bounds
      return leaf.transform.apply(to: CGPoint(x: b.minX, y: b.maxY))
    }
  }

  /// The bounding box of each drawn glyph, in the composition's coordinates.
  static func glyphBounds(_ animation: LottieAnimation) -> [CGRect] {
    animation.displayList(atFrame: 0).items.leaves.compactMap { leaf in
      guard let b = leaf.item.path?.bounds else { return nil }
      let corners = [
        CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
        CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
      ].map { leaf.transform.apply(to: $0) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(
        x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
        height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }
  }

  static func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }
}
