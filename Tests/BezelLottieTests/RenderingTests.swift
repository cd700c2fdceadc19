import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Renders hand-written animations and compares them with reviewed reference images.
@Suite struct RenderingTests {
  static func reference(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("References/\(name).png")
  }

  @Test(arguments: [0.0, 10.0]) func scene(frame: Double) throws {
    let animation = try LottieFixture.load("scene.json")
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: frame, fitting: CGSize(width: 200, height: 200)),
      policy: animation.renderPolicy)
    let result = Snapshot.compare(bitmap, reference: Self.reference("scene-\(Int(frame))"))
    #expect(result.passed, "\(result)")
  }

  @Test func shapes() throws {
    let animation = try LottieFixture.load("shapes.json")
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0), scale: 2, policy: animation.renderPolicy)
    let result = Snapshot.compare(bitmap, reference: Self.reference("shapes"))
    #expect(result.passed, "\(result)")
  }
}
