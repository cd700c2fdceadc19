import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelLottie

/// A gradient whose stops do not move is made once at full opacity and faded each frame
/// (``StyleNode/faded(_:by:)``): it must equal the gradient made at that opacity, and an
/// animated gradient must still follow its stops.
@Suite struct FixedGradientTests {
  /// Stop lists: in order, out of order, with a hard edge, with opacity stops (in and out of
  /// order, at other positions than the colours').
  static let lists: [(values: [Double], count: Int)] = [
    ([0, 1, 0, 0, 1, 0, 0, 1], 2),
    ([0.7, 1, 0, 0, 0.2, 0, 1, 0, 0.5, 0, 0, 1], 3),
    ([0, 1, 0, 0, 0.5, 1, 0, 0, 0.5, 0, 0, 1, 1, 0, 0, 1], 4),
    ([0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0.4, 0.3, 1, 0], 2),
    ([0, 1, 1, 1, 1, 0, 0, 0, 1, 0.2, 0.3, 0.9, 0, 1, 0.6, 0.5], 2),
  ]

  @Test func fadedEqualsMadeAtThatOpacity() {
    for (values, count) in Self.lists {
      let full = StyleNode.gradient(values, count: count, alpha: 1)
      #expect(!full.stops.isEmpty)
      for alpha in [1, 0.77, 0.3, 0.001] {
        #expect(
          StyleNode.faded(full, by: alpha)
            == StyleNode.gradient(values, count: count, alpha: alpha),
          "\(values) at \(alpha)")
      }
    }
  }

  /// A faded layer of a fixed gradient and an animated gradient, frame by frame, equal the
  /// paints made from their stops at each frame.
  @Test func paintsFollowTheStops() throws {
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":20,"w":100,"h":100,"layers":[
       {"ty":4,"ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[
        {"ty":"rc","s":{"a":0,"k":[40,40]},"p":{"a":0,"k":[30,30]},"r":{"a":0,"k":0}},
        {"ty":"gf","o":{"a":1,"k":[{"t":0,"s":[100]},{"t":20,"s":[20]}]},"r":1,"t":1,
         "g":{"p":2,"k":{"a":0,"k":[0.8,1,0,0,0.1,0,0,1,0,1,1,0.5]}},
         "s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[40,0]}},
        {"ty":"el","s":{"a":0,"k":[20,20]},"p":{"a":0,"k":[70,70]}},
        {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":2,
         "g":{"p":2,"k":{"a":1,"k":[{"t":0,"s":[0,1,0,0,1,0,0,1]},{"t":20,"s":[0.4,0,1,0,1,1,1,0]}]}},
         "s":{"a":0,"k":[70,70]},"e":{"a":0,"k":[80,70]}}]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    guard case .shapes(let nodes) = animation.root.layers[0].content else {
      Issue.record("expected a shape layer")
      return
    }
    let styles = nodes.compactMap { node -> StyleNode? in
      if case .style(let style) = node { return style }
      return nil
    }
    guard styles.count == 2, case .gradient(let fixed) = styles[0].paint,
      case .gradient(let moving) = styles[1].paint
    else {
      Issue.record("expected two gradient fills")
      return
    }
    #expect(fixed.fixed != nil)
    #expect(moving.fixed == nil)
    for frame in stride(from: 0.0, through: 19, by: 2.5) {
      for (style, tracks) in [(styles[0], fixed), (styles[1], moving)] {
        let a = min(1, max(0, style.opacity.value(at: frame) / 100)) * 0.9
        let expected = StyleNode.gradient(
          tracks.stops.value(at: frame).values, count: tracks.colorCount, alpha: a)
        switch style.paint(at: frame, alpha: 0.9) {
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _):
          #expect(g == expected, "frame \(frame)")
        default:
          Issue.record("frame \(frame): not a gradient")
        }
      }
    }
  }
}
