import BezelDrawing
import BezelLayers
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A convex clip holding every device pixel its children can paint is left out (Cairo would
/// rasterise it for every item drawn under it); any other clip is set.
@Suite struct ClipCanCutTests {
  private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: CGRect(x: x, y: y, width: w, height: h))
  }

  /// Asks `clipCanCut` under a context scaled by `scale` and turned by `angle`.
  private func canCut(
    _ clip: Path, _ children: [DisplayItem], scale: Double = 2, angle: Double = 0
  ) throws -> Bool {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_translate(cr, 100, 100)
    cairo_rotate(cr, angle)
    cairo_scale(cr, scale, scale)
    let images = ImageSurfaceCache()
    let painter = DisplayListPainter(
      cr: cr, images: images, text: TextLayoutCache(), policy: .browserLike)
    let answer = painter.clipCanCut(clip, children)
    // Asked again with the children's box kept (as when their group was measured first),
    // the answer is the same.
    _ = ContentBounds.of(children: children, memo: images.bounds)
    #expect(painter.clipCanCut(clip, children) == answer)
    return answer
  }

  @Test func aClipAroundItsChildrenWithRoomToSpareCannotCut() throws {
    let children: [DisplayItem] = [.fill(rect(0, 0, 10, 10), .red)]
    #expect(try !canCut(rect(-5, -5, 20, 20), children))
    // Turned by 30°, a square clip still holds the turned content.
    #expect(try !canCut(rect(-10, -10, 30, 30), children, angle: .pi / 6))
    // A triangle (three sides) around it.
    var triangle = Path()
    triangle.move(to: CGPoint(x: -20, y: -5))
    triangle.addLine(to: CGPoint(x: 40, y: -5))
    triangle.addLine(to: CGPoint(x: 5, y: 40))
    triangle.closeSubpath()
    #expect(try !canCut(triangle, children))
  }

  @Test func aClipTheChildrenReachOutOfCanCut() throws {
    let children: [DisplayItem] = [.fill(rect(0, 0, 10, 10), .red)]
    // The children's device box takes one pixel more on each side: a clip on their very
    // edge cuts it.
    #expect(try canCut(rect(0, 0, 10, 10), children))
    #expect(try canCut(rect(-5, -5, 12, 20), children))
    // A clip of curves or two subpaths is never left out.
    #expect(try canCut(Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100)), children))
    var two = rect(-5, -5, 20, 20)
    two.addRect(CGRect(x: 40, y: 40, width: 5, height: 5))
    #expect(try canCut(two, children))
  }

  @Test func aConcaveClipCanCut() throws {
    var notch = Path()
    notch.move(to: CGPoint(x: -10, y: -10))
    notch.addLine(to: CGPoint(x: 30, y: -10))
    notch.addLine(to: CGPoint(x: 30, y: 30))
    notch.addLine(to: CGPoint(x: 25, y: 0))
    notch.addLine(to: CGPoint(x: -10, y: 30))
    notch.closeSubpath()
    #expect(try canCut(notch, [.fill(rect(0, 0, 10, 10), .red)]))
  }

  @Test func childrenThatClearOutsideTheirContentKeepTheClip() throws {
    let clearing = GroupItem(blendMode: .destinationIn, children: [.fill(rect(0, 0, 1, 1), .red)])
    #expect(try canCut(rect(-50, -50, 100, 100), [.group(clearing)]))
  }
}
