import BezelDrawing
import Testing

/// Outer and inner glow layer styles against the Gaussian profile worked out by hand: size 10
/// is a blur of σ = 3, so half a pixel from the layer's edge the glow's alpha is
/// Φ(−0.5 / 3) = 0.434 (111 of 255), and it is gone 3σ (a box blur's whole reach) away.
@Suite struct LayerStyleGlowTests {
  static func glow(_ type: Int) -> String {
    """
    {"ty":\(type),"c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100},"s":{"a":0,"k":10},
     "ch":{"a":0,"k":0}}
    """
  }

  @Test func outerGlowFallsOffOutsideTheLayerAsTheGaussianDoes() throws {
    // The red square covers 30…70.
    let b = try EffectRenderingTests.render(
      w: 40, h: 40, position: [30, 30], styles: [Self.glow(3)])
    #expect(EffectRenderingTests.rgba(b, 50, 50) == [255, 0, 0, 255])
    #expect(
      abs(EffectRenderingTests.rgba(b, 29, 50)[3] - 111) <= 2,
      "\(EffectRenderingTests.rgba(b, 29, 50))")
    #expect(EffectRenderingTests.rgba(b, 18, 50)[3] == 0)
    // Farther out it is fainter.
    #expect(EffectRenderingTests.rgba(b, 26, 50)[3] < EffectRenderingTests.rgba(b, 29, 50)[3])
  }

  @Test func innerGlowLightensTheEdgeInsideAndLeavesTheMiddle() throws {
    let b = try EffectRenderingTests.render(
      w: 40, h: 40, position: [30, 30], styles: [Self.glow(4)])
    #expect(EffectRenderingTests.rgba(b, 50, 50) == [255, 0, 0, 255])
    // The edge is lightened toward white, less and less inward, and not at all 3σ in.
    let edge = EffectRenderingTests.rgba(b, 30, 50)
    #expect(edge[0] == 255 && edge[3] == 255 && edge[1] == edge[2])
    // The tail of the kernel beyond the edge pixel: 0.434 (111), not 0.50.
    #expect(abs(edge[1] - 111) <= 2, "\(edge)")
    let inward = (30...40).map { EffectRenderingTests.rgba(b, $0, 50)[1] }
    #expect(zip(inward, inward.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(inward.last == 0)
    // Nothing glows outside the layer.
    #expect(EffectRenderingTests.rgba(b, 28, 50)[3] == 0)
  }
}
