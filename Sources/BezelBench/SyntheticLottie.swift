import Foundation

/// Lottie documents generated for the scaling and export measurements: `layerCount` shape
/// layers on a grid, each a rounded rectangle and a circle, filled and stroked, spinning and
/// moving with eased keyframes, so that every layer costs evaluation and rasterisation.
struct SyntheticLottie: Sendable, Equatable {
  var layerCount: Int
  var frameCount: Int
  var side: Int

  init(layerCount: Int, frameCount: Int = 120, side: Int = 512) {
    self.layerCount = max(1, layerCount)
    self.frameCount = max(2, frameCount)
    self.side = max(16, side)
  }

  /// The document as JSON text.
  var json: String {
    let columns = Int(Double(layerCount).squareRoot().rounded(.up))
    let cell = Double(side) / Double(columns)
    var layers: [String] = []
    for index in 0..<layerCount {
      let x = (Double(index % columns) + 0.5) * cell
      let y = (Double(index / columns) + 0.5) * cell
      layers.append(layer(index: index, x: x, y: y, size: cell * 0.6))
    }
    let op = frameCount
    return """
      {"v":"5.7.4","fr":60,"ip":0,"op":\(op),"w":\(side),"h":\(side),"nm":"synthetic \
      \(layerCount)","ddd":0,"assets":[],"layers":[\(layers.joined(separator: ","))]}
      """
  }

  private func layer(index: Int, x: Double, y: Double, size: Double) -> String {
    let hue = Double(index % 12) / 12
    let r = 0.5 + 0.5 * cos(2 * .pi * hue)
    let g = 0.5 + 0.5 * cos(2 * .pi * (hue + 1.0 / 3))
    let b = 0.5 + 0.5 * cos(2 * .pi * (hue + 2.0 / 3))
    let last = frameCount - 1
    let half = size / 2
    let ease = #""o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}"#
    let rotation =
      #"{"a":1,"k":[{"t":0,"s":[0],\#(ease)},{"t":\#(last),"s":[\#(360 + index * 15)]}]}"#
    let position =
      #"{"a":1,"k":[{"t":0,"s":[\#(x),\#(y),0],\#(ease)},"#
      + #"{"t":\#(last / 2),"s":[\#(x + size * 0.2),\#(y - size * 0.2),0],\#(ease)},"#
      + #"{"t":\#(last),"s":[\#(x),\#(y),0]}]}"#
    let rect =
      #"{"ty":"rc","d":1,"s":{"a":0,"k":[\#(size),\#(size * 0.7)]},"p":{"a":0,"k":[0,0]},"#
      + #""r":{"a":0,"k":\#(size * 0.1)}}"#
    let circle =
      #"{"ty":"el","d":1,"s":{"a":1,"k":[{"t":0,"s":[\#(half),\#(half)],\#(ease)},"#
      + #"{"t":\#(last),"s":[\#(size * 0.9),\#(size * 0.9)]}]},"p":{"a":0,"k":[0,0]}}"#
    let fill = #"{"ty":"fl","c":{"a":0,"k":[\#(r),\#(g),\#(b),1]},"o":{"a":0,"k":80},"r":1}"#
    let stroke =
      #"{"ty":"st","c":{"a":0,"k":[0.1,0.1,0.2,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"#
      + #""lc":2,"lj":2,"ml":4}"#
    let transform =
      #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"#
      + #""r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
    let group = #"{"ty":"gr","it":[\#(rect),\#(circle),\#(fill),\#(stroke),\#(transform)]}"#
    return
      #"{"ddd":0,"ind":\#(index + 1),"ty":4,"nm":"L\#(index)","sr":1,"ao":0,"ip":0,"#
      + #""op":\#(frameCount),"st":0,"bm":0,"ks":{"o":{"a":0,"k":100},"r":\#(rotation),"#
      + #""p":\#(position),"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},"#
      + #""shapes":[\#(group)]}"#
  }
}
