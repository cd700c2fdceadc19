import Foundation
import Testing

@testable import BezelLottie

/// The frames compiled content holds still over, read by walking its tracks
/// (``StillWalkable``), are exactly what reflecting over its stored values finds, so leaving
/// reflection out of loading changes no span (and no kept evaluation).
@Suite struct StillWalkTests {
  /// Every fixture that loads and the held and moving content of ``StillContentTests``.
  static func animations() throws -> [(String, LottieAnimation)] {
    var result = try StillContentTests.animations()
    for name in ["keyframes", "scene", "shapes", "trim", "effect-options"] {
      result.append((name, try LottieFixture.load(name + ".json")))
    }
    return result
  }

  /// `layers` and the layers of every precomposition in them.
  static func allLayers(_ layers: [CompiledLayer]) -> [CompiledLayer] {
    layers.flatMap { layer -> [CompiledLayer] in
      guard case .precomp(let child, _, _, _) = layer.content else { return [layer] }
      return [layer] + allLayers(child.layers)
    }
  }

  /// Each node of `nodes`, and the nodes inside their groups and repeaters.
  static func allNodes(_ nodes: [ShapeNode]) -> [ShapeNode] {
    nodes.flatMap { node -> [ShapeNode] in
      switch node {
      case .group(let items, _): return [node] + allNodes(items)
      case .repeater(let content, _): return [node] + allNodes(content)
      default: return [node]
      }
    }
  }

  @Test func walksFindWhatReflectionFinds() throws {
    var compared = 0
    var moving = 0
    for (name, animation) in try Self.animations() {
      for layer in Self.allLayers(animation.root.layers) {
        #expect(
          layer.transform.walkedStillSpans == StillContent.reflectedSpans(of: layer.transform),
          "\(name) transform")
        for mask in layer.masks {
          #expect(
            mask.walkedStillSpans == StillContent.reflectedSpans(of: mask), "\(name) mask")
        }
        guard case .shapes(let nodes) = layer.content else { continue }
        #expect(
          StillContent.walk(nodes) == StillContent.reflectedSpans(of: nodes),
          "\(name) shapes")
        for node in Self.allNodes(nodes) {
          let walked = node.walkedStillSpans
          #expect(walked == StillContent.reflectedSpans(of: node), "\(name) \(node)")
          compared += 1
          if !walked.isAlways { moving += 1 }
        }
      }
    }
    // The comparison saw many nodes, still and moving alike.
    #expect(compared > 100)
    #expect(moving > 10)
  }

  /// An empty list, or none, holds still unless its type holds closures, as reflection says.
  @Test func emptyValuesHoldStillUnlessTheyHoldClosures() {
    let closures: [() -> Void] = []
    let none: Track<Double>? = nil
    #expect([ShapeNode]().walkedStillSpans.isAlways)
    #expect(none.walkedStillSpans.isAlways)
    #expect(closures.walkedStillSpans.isNever)
    #expect(StillContent.reflectedSpans(of: closures).isNever)
  }
}
