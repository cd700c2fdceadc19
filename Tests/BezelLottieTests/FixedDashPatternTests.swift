import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A stroke whose dash lengths do not move makes its pattern once
/// (``StyleNode/StrokeTracks/fixedPattern``): every frame's style must carry the pattern and
/// offset the per-frame evaluation gives, in any frame order, and share one buffer.
@Suite struct FixedDashPatternTests {
  /// The pattern and phase a frame's style had before the pattern was kept: each length
  /// evaluated and clamped at zero, an odd count repeated, none when all are zero.
  static func expected(_ tracks: StyleNode.StrokeTracks, at frame: Double) -> ([Double], Double) {
    guard !tracks.dashes.isEmpty else { return ([], 0) }
    var pattern = tracks.dashes.map { max(0, $0.value(at: frame)) }
    if pattern.count % 2 == 1 { pattern += pattern }
    guard pattern.contains(where: { $0 > 0 }) else { return ([], 0) }
    return (pattern, tracks.dashOffset?.value(at: frame) ?? 0)
  }

  /// A dash entry of kind `kind`: a constant `value`, or keyframes from it to `to`.
  static func entry(_ kind: String, _ value: Double, to: Double?) -> String {
    guard let to else { return #"{"n":"\#(kind)","v":{"a":0,"k":\#(value)}}"# }
    return
      #"{"n":"\#(kind)","v":{"a":1,"k":[{"t":0,"s":[\#(value)]},{"t":30,"s":[\#(to)]}]}}"#
  }

  /// Seeded strokes: one to five lengths (zeros, negatives, all zero), some animated, with
  /// and without an offset that moves.
  static func strokes(seed: UInt64, count: Int) -> [String] {
    var rng = SeededGenerator(seed: seed)
    var made: [String] = []
    for _ in 0..<count {
      let lengths = Int(rng.next() % 5) + 1
      let animated = rng.next() % 3 == 0
      let allZero = rng.next() % 8 == 0
      var entries: [String] = []
      for k in 0..<lengths {
        let value = allZero ? 0 : Double(Int(rng.next() % 40) - 5) / 2
        let to = animated && rng.next() % 2 == 0 ? Double(Int(rng.next() % 40) - 5) / 2 : nil
        entries.append(entry(k % 2 == 0 ? "d" : "g", value, to: to))
      }
      switch rng.next() % 3 {
      case 0: entries.append(entry("o", Double(rng.next() % 20), to: nil))
      case 1: entries.append(entry("o", 0, to: Double(rng.next() % 50)))
      default: break
      }
      made.append(
        #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"#
          + #""lc":2,"lj":1,"ml":4,"d":[\#(entries.joined(separator: ","))]}"#)
    }
    return made
  }

  static func styles(of strokes: [String]) throws -> [StyleNode] {
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
       {"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"shapes":[
        {"ty":"rc","s":{"a":0,"k":[40,40]},"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0}},
        \(strokes.joined(separator: ",\n"))]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    guard case .shapes(let nodes) = animation.root.layers[0].content else { return [] }
    return nodes.compactMap { node -> StyleNode? in
      if case .style(let style) = node { return style }
      return nil
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func stylesMatchThePerFrameEvaluation(seed: UInt64) throws {
    let strokes = Self.strokes(seed: seed, count: 40)
    let styles = try Self.styles(of: strokes)
    #expect(styles.count == strokes.count)
    let forwards = stride(from: -2.0, through: 32, by: 0.75).map { $0 }
    var rng = SeededGenerator(seed: seed &* 31)
    var shuffled = forwards
    for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
      shuffled.swapAt(i, Int(rng.next() % UInt64(i + 1)))
    }
    for (index, node) in styles.enumerated() {
      let tracks = try #require(node.stroke)
      #expect((tracks.fixedPattern != nil) == tracks.dashes.allSatisfy(\.isConstant))
      var buffers: Set<UnsafeRawPointer> = []
      for (order, frames) in [
        ("forwards", forwards), ("backwards", forwards.reversed()), ("random", shuffled),
      ] {
        for frame in frames {
          let style = try #require(node.strokeStyle(at: frame))
          let (pattern, phase) = Self.expected(tracks, at: frame)
          #expect(style.dashPattern == pattern, "stroke \(index) \(order) frame \(frame)")
          #expect(style.dashPhase == phase, "stroke \(index) \(order) frame \(frame)")
          if tracks.fixedPattern != nil, !pattern.isEmpty {
            let address = style.dashPattern.withUnsafeBufferPointer {
              UnsafeRawPointer($0.baseAddress!)
            }
            buffers.insert(address)
          }
        }
      }
      // A kept pattern is the one buffer every frame's style shares.
      #expect(buffers.count <= 1, "stroke \(index): \(buffers.count) buffers")
    }
  }
}
