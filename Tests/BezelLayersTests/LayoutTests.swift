import BezelDrawing
import BezelLayers
import Foundation
import Testing

@MainActor
struct LayoutTests {
  @Test func pinnedEdgesFollowTheParent() {
    let parent = Layer()
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let child = Layer()
    child.layout = .pinEdges(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    parent.addSublayer(child)
    #expect(child.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
    parent.bounds.size = CGSize(width: 300, height: 200)
    #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  @Test func layoutCascadesDownTheTree() {
    let root = Layer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let middle = Layer()
    middle.layout = .pinEdges(EdgeInsets(all: 10))
    let leaf = Layer()
    leaf.layout = .center(size: CGSize(width: 20, height: 20))
    root.addSublayer(middle)
    middle.addSublayer(leaf)
    #expect(leaf.frame == CGRect(x: 30, y: 30, width: 20, height: 20))
    root.bounds.size = CGSize(width: 200, height: 100)
    #expect(middle.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(leaf.frame == CGRect(x: 80, y: 30, width: 20, height: 20))
  }

  @Test func centredWithOffset() {
    let parent = Layer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    let child = Layer()
    child.layout = .center(size: CGSize(width: 10, height: 20), offset: CGPoint(x: 5, y: -5))
    parent.addSublayer(child)
    #expect(child.frame == CGRect(x: 50, y: 15, width: 10, height: 20))
  }

  @Test func aspectFitKeepsTheRatio() {
    let parent = Layer()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    let square = Layer()
    square.layout = .aspectFit(1, insets: EdgeInsets(all: 20))
    parent.addSublayer(square)
    // 260 × 160 available: a 160 square centred horizontally.
    #expect(square.frame == CGRect(x: 70, y: 20, width: 160, height: 160))
    parent.bounds.size = CGSize(width: 200, height: 400)
    #expect(square.frame == CGRect(x: 20, y: 120, width: 160, height: 160))
  }

  @Test func aspectRatioFillsAMissingSize() {
    let parent = Layer()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
    let video = Layer()
    video.layout = LayoutRule(top: 0, left: 0, right: 0, aspectRatio: 16.0 / 9)
    parent.addSublayer(video)
    #expect(video.frame == CGRect(x: 0, y: 0, width: 300, height: 300.0 * 9 / 16))
  }

  @Test func safeAreaRules() {
    let window = Window(
      size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let content = Layer()
    content.layout = .pinEdges(to: .safeArea)
    window.contentLayer.addSublayer(content)
    #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    let spinner = Layer()
    spinner.layout = .center(size: CGSize(width: 300, height: 300), in: .safeArea)
    window.addOverlay(spinner)
    #expect(spinner.frame == CGRect(x: 45, y: 47 + (763.0 - 300) / 2, width: 300, height: 300))
    // Rotating to landscape changes size and insets; both rules follow.
    window.size = CGSize(width: 844, height: 390)
    window.safeAreaInsets = EdgeInsets(left: 47, right: 47)
    #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 390))
    #expect(spinner.frame == CGRect(x: 272, y: 45, width: 300, height: 300))
    // A sublayer's safe area is the part of its parent's that overlaps it.
    #expect(content.safeAreaInsets == .zero)
    #expect(window.contentLayer.safeAreaInsets == EdgeInsets(left: 47, right: 47))
  }

  @Test func layoutSublayersRunsAfterBoundsChange() {
    final class Ring: ShapeLayer {
      var layouts = 0
      override func layoutSublayers() {
        layouts += 1
        path = Path(ellipseIn: bounds)
      }
    }
    let parent = Layer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let ring = Ring()
    ring.layout = .pinEdges()
    parent.addSublayer(ring)
    #expect(ring.path == Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
    parent.bounds.size = CGSize(width: 50, height: 50)
    #expect(ring.path == Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
    let count = ring.layouts
    parent.bounds.size = CGSize(width: 50, height: 50)
    #expect(ring.layouts == count)
  }
}
