import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation
import Testing

@MainActor
struct LayerDisplayListTests {
  /// A root canvas with one child and the child's single group.
  func onlyGroup(of child: Layer, canvas: CGSize = CGSize(width: 400, height: 400)) -> GroupItem? {
    let root = Layer()
    root.bounds = CGRect(origin: .zero, size: canvas)
    root.addSublayer(child)
    let list = root.displayList(at: 0)
    guard list.items.count == 1, case .group(let group) = list.items[0] else { return nil }
    return group
  }

  func box(_ frame: CGRect, color: Color = .red) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
  }

  @Test func positionAndAnchorPoint() throws {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 200, y: 100)
    layer.backgroundColor = .red
    // Default anchor is the centre: the top-left corner is at position − half the size.
    #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
    #expect(try #require(onlyGroup(of: layer)).transform == Transform(translationX: 150, y: 75))
    layer.anchorPoint = .zero
    #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
    #expect(try #require(onlyGroup(of: layer)).transform == Transform(translationX: 200, y: 100))
  }

  @Test func settingTheFramePlacesTheAnchor() {
    let layer = Layer()
    layer.anchorPoint = CGPoint(x: 1, y: 0)
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == CGPoint(x: 40, y: 20))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test func transformTurnsAboutTheAnchorPoint() throws {
    let layer = box(CGRect(x: 0, y: 0, width: 100, height: 100))
    layer.transform = Transform(rotationAngle: .pi / 2)
    let t = try #require(onlyGroup(of: layer)).transform
    // A quarter turn clockwise about the centre (50, 50): the top-right corner goes to the
    // bottom-right, the top-left to the top-right.
    let topRight = t.apply(to: CGPoint(x: 100, y: 0))
    let topLeft = t.apply(to: CGPoint(x: 0, y: 0))
    #expect(abs(topRight.x - 100) < 1e-9 && abs(topRight.y - 100) < 1e-9)
    #expect(abs(topLeft.x - 100) < 1e-9 && abs(topLeft.y - 0) < 1e-9)
    // The frame of a turned layer is the box around it.
    layer.transform = Transform(rotationAngle: .pi / 4)
    let half = 50 * 2.0.squareRoot()
    #expect(abs(layer.frame.minX - (50 - half)) < 1e-9)
    #expect(abs(layer.frame.width - 2 * half) < 1e-9)
  }

  @Test func transformScalesBeforeMoving() throws {
    // Scale 2 about the anchor (0, 0) at position (10, 10): (5, 5) → (20, 20).
    let layer = box(CGRect(x: 0, y: 0, width: 10, height: 10))
    layer.anchorPoint = .zero
    layer.position = CGPoint(x: 10, y: 10)
    layer.transform = Transform(scaleX: 2, y: 2)
    let t = try #require(onlyGroup(of: layer)).transform
    #expect(t.apply(to: CGPoint(x: 5, y: 5)) == CGPoint(x: 20, y: 20))
  }

  @Test func boundsOriginShiftsSublayers() throws {
    let scroller = Layer()
    scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    scroller.bounds.origin = CGPoint(x: 0, y: 30)
    let child = box(CGRect(x: 0, y: 40, width: 10, height: 10))
    scroller.addSublayer(child)
    let outer = try #require(onlyGroup(of: scroller))
    #expect(outer.transform == Transform(translationX: 0, y: -30))
    guard case .group(let inner) = outer.children.first else {
      Issue.record("expected the child's group")
      return
    }
    // Drawn at y 40 − 30 = 10 in the canvas.
    let canvasPoint = inner.transform.concatenating(outer.transform).apply(to: .zero)
    #expect(canvasPoint == CGPoint(x: 0, y: 10))
  }

  @Test func hiddenAndTransparentLayersDrawNothing() {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    let hidden = box(CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    let clear = box(CGRect(x: 0, y: 0, width: 10, height: 10))
    clear.opacity = 0
    root.addSublayer(hidden)
    root.addSublayer(clear)
    #expect(root.displayList(at: 0).items.isEmpty)
  }

  @Test func opacityMakesAGroup() throws {
    let layer = box(CGRect(x: 0, y: 0, width: 10, height: 10))
    layer.anchorPoint = .zero
    layer.position = .zero
    layer.opacity = 0.5
    let group = try #require(onlyGroup(of: layer))
    #expect(group.opacity == 0.5)
    #expect(group.transform.isIdentity)
    #expect(
      group.children == [.fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .red)])
  }

  @Test func passThroughLayersAreFlattened() {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    let container = Layer()
    container.frame = root.bounds
    root.addSublayer(container)
    let inner = Layer()
    inner.frame = root.bounds
    container.addSublayer(inner)
    inner.backgroundColor = .blue
    // Neither container moves, fades or clips anything: only the fill remains.
    #expect(
      root.displayList(at: 0).items == [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 50, height: 50)), .blue)
      ])
    // Empty layers produce nothing at all.
    inner.backgroundColor = nil
    #expect(root.displayList(at: 0).items.isEmpty)
  }

  @Test func masksToBoundsClipsToTheRoundedBounds() throws {
    let layer = box(CGRect(x: 0, y: 0, width: 40, height: 20), color: .green)
    layer.cornerRadius = 5
    layer.masksToBounds = true
    layer.addSublayer(box(CGRect(x: -10, y: -10, width: 100, height: 100)))
    let group = try #require(onlyGroup(of: layer))
    let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
    #expect(group.clip == rounded)
    // The background itself follows the corner radius.
    #expect(group.children.first == .fill(rounded, .green))
  }

  @Test func cornerRadiusWithoutMasksToBoundsDoesNotClip() throws {
    let layer = box(CGRect(x: 10, y: 10, width: 40, height: 20), color: .green)
    layer.cornerRadius = 5
    #expect(try #require(onlyGroup(of: layer)).clip == nil)
  }

  @Test func borderIsDrawnInsideAndOnTop() throws {
    let layer = box(CGRect(x: 10, y: 10, width: 40, height: 20), color: .green)
    layer.borderWidth = 4
    layer.borderColor = .blue
    layer.addSublayer(box(CGRect(x: 0, y: 0, width: 5, height: 5)))
    let group = try #require(onlyGroup(of: layer))
    #expect(group.children.count == 3)
    #expect(
      group.children.last
        == .stroke(
          Path(rect: CGRect(x: 2, y: 2, width: 36, height: 16)), paint: .color(.blue),
          style: StrokeStyle(lineWidth: 4)))
  }

  @Test func maskLayerBecomesAnAlphaMask() throws {
    let layer = box(CGRect(x: 0, y: 0, width: 40, height: 40))
    let mask = ShapeLayer()
    mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    mask.path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    layer.mask = mask
    let group = try #require(onlyGroup(of: layer))
    #expect(group.mask?.mode == .alpha)
    #expect(group.mask?.items == [.fill(mask.path, .black)])
    // A hidden mask lets nothing through.
    mask.isHidden = true
    #expect(onlyGroup(of: layer) == nil)
  }

  @Test func rootIsTheCanvas() {
    let root = Layer()
    root.frame = CGRect(x: 100, y: 100, width: 30, height: 20)
    root.transform = Transform(rotationAngle: 1)
    root.backgroundColor = .red
    let list = root.displayList(at: 0)
    #expect(list.size == CGSize(width: 30, height: 20))
    #expect(list.items == [.fill(Path(rect: CGRect(x: 0, y: 0, width: 30, height: 20)), .red)])
  }

  @Test func evaluationIsPureAndLeavesTheModelAlone() {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let shape = ShapeLayer()
    shape.frame = root.bounds
    shape.path = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
    shape.strokeColor = .gray
    shape.fillColor = nil
    root.addSublayer(shape)
    var grow = BasicAnimation(keyPath: \ShapeLayer.strokeEnd, from: 0, to: 1, duration: 10)
    grow.beginTime = 0
    shape.add(grow, forKey: "grow")
    let first = root.displayList(at: 2.5)
    let second = root.displayList(at: 2.5)
    #expect(first == second)
    #expect(shape.strokeEnd == 1)
    #expect(shape.presentation(at: 2.5) is ShapeLayer)
    #expect((shape.presentation(at: 2.5) as? ShapeLayer)?.strokeEnd == 0.25)
    guard case .stroke(let path, _, _) = first.items.first else {
      Issue.record("expected a stroke, got \(first.items)")
      return
    }
    #expect(path == shape.path.trimmed(from: 0, to: 0.25))
  }

  @Test func animatedPropertiesReachTheList() throws {
    let layer = box(CGRect(x: 0, y: 0, width: 10, height: 10))
    var fade = BasicAnimation(keyPath: \Layer.opacity, from: 0, to: 1, duration: 2)
    fade.beginTime = 0
    layer.add(fade, forKey: "fade")
    var move = BasicAnimation(
      keyPath: \Layer.position, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), duration: 4)
    move.beginTime = 0
    layer.add(move, forKey: "move")
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.addSublayer(layer)
    guard case .group(let group) = root.displayList(at: 1).items.first else {
      Issue.record("expected a group")
      return
    }
    #expect(group.opacity == 0.5)
    // Position (25, 0) minus half the 10-point size.
    #expect(group.transform == Transform(translationX: 20, y: -5))
  }

  @Test func transformKeyPathsCombine() throws {
    let layer = box(CGRect(x: 0, y: 0, width: 10, height: 10))
    layer.transformScale = 2
    layer.transformRotation = .pi / 2
    let parts = TransformComponents(layer.transform)
    #expect(abs(parts.scaleX - 2) < 1e-12 && abs(parts.scaleY - 2) < 1e-12)
    #expect(abs(parts.rotation - .pi / 2) < 1e-12)
    var spin = BasicAnimation(keyPath: \Layer.transformRotation, from: 0, to: 2 * .pi, duration: 4)
    spin.beginTime = 0
    layer.add(spin, forKey: "spin")
    // Three quarters of a full turn, keeping the model's scale.
    let presented = TransformComponents(layer.presentation(at: 3).transform)
    #expect(abs(presented.rotation - (-.pi / 2)) < 1e-9)
    #expect(abs(presented.scaleX - 2) < 1e-9)
  }

  @Test func colourAnimationsFadeInFromNone() {
    let shape = ShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    shape.path = Path(rect: shape.bounds)
    shape.fillColor = nil
    var colour = BasicAnimation(keyPath: \ShapeLayer.strokeColor, to: .red, duration: 2)
    colour.beginTime = 0
    shape.add(colour, forKey: "colour")
    let presented = shape.presentation(at: 0.5) as? ShapeLayer
    #expect(presented?.strokeColor == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
  }

  @Test func animatedBoundsDoNotRelayoutTheModel() {
    let parent = Layer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = Layer()
    child.layout = .pinEdges()
    child.backgroundColor = .blue
    parent.addSublayer(child)
    var grow = BasicAnimation(
      keyPath: \Layer.bounds, from: CGRect(x: 0, y: 0, width: 100, height: 100),
      to: CGRect(x: 0, y: 0, width: 200, height: 200), duration: 1)
    grow.beginTime = 0
    parent.add(grow, forKey: "grow")
    let presented = parent.presentation(at: 0.5)
    #expect(presented.bounds == CGRect(x: 0, y: 0, width: 150, height: 150))
    #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
  }
}
