import BezelDrawing
import BezelLayers
import Foundation
import Testing

@MainActor
struct TextAndImageLayerTests {
  @Test func textLayerMakesATextItemInItsBounds() {
    let text = TextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    text.string = "철수 is speaking"
    text.font = .system(size: 20, weight: .bold)
    text.foregroundColor = .black
    text.alignment = .center
    text.verticalAlignment = .center
    text.isWrapped = true
    #expect(
      text.drawContents(localTime: 0) == [
        .text(
          TextItem(
            string: "철수 is speaking", font: .system(size: 20, weight: .bold), color: .black,
            frame: CGRect(x: 0, y: 0, width: 200, height: 40), alignment: .center,
            verticalAlignment: .center, wraps: true))
      ])
    // Core Animation's default text colour is white, and empty strings draw nothing.
    #expect(TextLayer().foregroundColor == .white)
    #expect(TextLayer().drawContents(localTime: 0).isEmpty)
  }

  func imageLayer(_ gravity: ContentsGravity) -> ImageLayer {
    let layer = ImageLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.contents = Bitmap(width: 20, height: 20, filledWith: .red)
    layer.contentsGravity = gravity
    return layer
  }

  @Test func contentsGravity() {
    #expect(imageLayer(.resize).contentsRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(imageLayer(.resizeAspect).contentsRect == CGRect(x: 25, y: 0, width: 50, height: 50))
    #expect(
      imageLayer(.resizeAspectFill).contentsRect == CGRect(x: 0, y: -25, width: 100, height: 100))
    #expect(imageLayer(.center).contentsRect == CGRect(x: 40, y: 15, width: 20, height: 20))
    let retina = imageLayer(.center)
    retina.contentsScale = 2
    #expect(retina.contentsRect == CGRect(x: 45, y: 20, width: 10, height: 10))
  }

  @Test func overflowingImagesAreClippedToTheBounds() {
    let fill = imageLayer(.resizeAspectFill)
    guard case .group(let group) = fill.drawContents(localTime: 0).first else {
      Issue.record("expected a clipping group")
      return
    }
    #expect(group.clip == Path(rect: CGRect(x: 0, y: 0, width: 100, height: 50)))
    // Images that fit need no clip.
    guard case .image(_, let rect, _) = imageLayer(.resizeAspect).drawContents(localTime: 0).first
    else {
      Issue.record("expected a bare image")
      return
    }
    #expect(rect == CGRect(x: 25, y: 0, width: 50, height: 50))
    #expect(ImageLayer().drawContents(localTime: 0).isEmpty)
  }
}
