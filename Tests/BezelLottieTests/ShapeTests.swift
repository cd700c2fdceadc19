import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation
import Testing

/// Shapes, styles and modifiers, checked on the display list.
@Suite struct ShapeTests {
  @Test func trimKeepsTheFirstHalfOfALine() throws {
    let animation = try LottieFixture.load("trim.json")
    let leaf = try #require(animation.displayList(atFrame: 0).items.leaves.first)
    guard case .stroke(let path, _, let style) = leaf.item else {
      Issue.record("expected a stroke, got \(leaf.item)")
      return
    }
    // The line runs (0, 50) → (100, 50); trimmed to 0…50 % it ends at (50, 50).
    #expect(path.elements == [.move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 50, y: 50))])
    #expect(style.lineWidth == 4)
    #expect(style.lineCap == .butt)
  }

  @Test func trimMeasuresStraightSegmentsUniformly() throws {
    // A straight path (no tangents) from (0, 0) to (200, 0) trimmed to 20 %…70 % keeps
    // x = 40…140: a trim measures arc length, and a line's length grows evenly along it.
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":200,"h":10,
       "layers":[{"ty":4,"ks":{},"ip":0,"op":10,"shapes":[
         {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,0],[200,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
         {"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},
         {"ty":"tm","s":{"a":0,"k":20},"e":{"a":0,"k":70},"o":{"a":0,"k":0},"m":1}]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let path = try #require(animation.displayList(atFrame: 0).items.leaves.first?.item.path)
    #expect(path.elements == [.move(to: CGPoint(x: 40, y: 0)), .line(to: CGPoint(x: 140, y: 0))])
  }

  @Test func ellipseStartsAtItsTopAndRectangleAtItsTopRight() throws {
    let animation = try LottieFixture.load("shapes.json")
    let leaves = animation.displayList(atFrame: 0).items.leaves
    #expect(leaves.count == 2)
    // Later groups draw first: the rectangle, then the ellipse on top.
    let rect = try #require(leaves.first?.item.path)
    let ellipse = try #require(leaves.last?.item.path)
    // Ellipse centre (30, 30), size 40 × 20: the top is (30, 20).
    #expect(ellipse.elements.first == .move(to: CGPoint(x: 30, y: 20)))
    // Rectangle centre (70, 70), size 40 × 20, radius 5: right edge x = 90, top y = 60.
    #expect(rect.elements.first == .move(to: CGPoint(x: 90, y: 65)))
    #expect(leaves.first?.item.color == Color(red: 0, green: 0.5, blue: 1, alpha: 0.5))
  }

  @Test func fittingScalesAndCentres() throws {
    let animation = try LottieFixture.load("shapes.json")
    let list = animation.displayList(atFrame: 0, fitting: CGSize(width: 300, height: 200))
    #expect(list.size == CGSize(width: 300, height: 200))
    let group = try #require(list.items.groups.first)
    // 100 × 100 into 300 × 200: scale 2, centred horizontally (50 px each side).
    #expect(group.transform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 0))
  }

  @Test func matteAndPrecompBuildAMaskedGroup() throws {
    let animation = try LottieFixture.load("scene.json")
    let list = animation.displayList(atFrame: 0)
    #expect(animation.layerCount == 4)
    let masked = list.items.groups.first { $0.mask != nil }
    #expect(masked?.mask?.mode == .alpha)
    #expect(masked?.mask?.inverted == false)
    // Five repeated stripes inside the precomp.
    let stripes = list.items.leaves.filter {
      if case .fill(_, .linearGradient, _) = $0.item { return true }
      return false
    }
    #expect(stripes.count == 5)
  }

  @Test func slotsReplaceTheirProperties() throws {
    // The fill says red, but its slot "tint" holds blue.
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":10,"h":10,"slots":{"tint":{"p":{"a":0,"k":[0,0,1]}}},
       "layers":[{"ty":4,"ks":{},"ip":0,"op":10,"shapes":[
         {"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[1,0,0],"sid":"tint"},"o":{"a":0,"k":100}}]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let leaf = try #require(animation.displayList(atFrame: 0).items.leaves.first)
    #expect(leaf.item.color == Color(red: 0, green: 0, blue: 1))
  }
}
