import Foundation

/// Small Lottie documents written for these tests.
enum LottieJSON {
  /// A rectangle filled in one colour: `{"ty":4,…}` for a shape layer's `shapes`.
  static let filledSquare =
    #"[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[8,8]},"r":{"a":0,"k":0}},"#
    + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]"#

  /// A shape layer drawing `shapes` (a JSON array), with index `index`.
  static func shapeLayer(
    _ shapes: String = filledSquare, index: Int = 1, transform: String = "{}", extra: String = ""
  ) -> String {
    #"{"ty":4,"ind":\#(index),"ip":0,"op":60,"st":0,"ks":\#(transform)\#(extra),"#
      + #""shapes":\#(shapes)}"#
  }

  /// A precomposition layer showing asset `id`.
  static func precompLayer(_ id: String, index: Int = 1) -> String {
    #"{"ty":0,"ind":\#(index),"refId":"\#(id)","w":10,"h":10,"ip":0,"op":60,"st":0,"ks":{}}"#
  }

  /// A 10×10, 60-frame, 30 fps animation of `layers` (JSON objects) and `assets`.
  static func document(
    layers: [String], assets: [String] = [], width: String = "10", height: String = "10",
    frameRate: String = "30", inPoint: String = "0", outPoint: String = "60"
  ) -> String {
    #"{"v":"5.7.0","fr":\#(frameRate),"ip":\#(inPoint),"op":\#(outPoint),"w":\#(width),"#
      + #""h":\#(height),"assets":[\#(assets.joined(separator: ","))],"#
      + #""layers":[\#(layers.joined(separator: ","))]}"#
  }

  /// A precomposition asset called `id` holding `layers`.
  static func asset(_ id: String, layers: [String]) -> String {
    #"{"id":"\#(id)","layers":[\#(layers.joined(separator: ","))]}"#
  }

  static var square: String { document(layers: [shapeLayer()]) }
}
