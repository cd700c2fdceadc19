import BezelDrawing
import BezelMotion
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLayers

/// A layer tree hands out the items it drew last frame for what did not change; every frame
/// must still equal the list built afresh (``Layer/retainsDrawing`` off), through property
/// changes, animations added and removed, sublayers added, removed and reordered, hiding,
/// opacity, transforms, masks, timing and contents changes, at times forwards, backwards and
/// in random order.
@MainActor
@Suite(.serialized) struct RetainedDrawingTests {
  /// Contents that change with time: a bar whose width follows the local time.
  private final class ClockFace: Layer {
    var color: Color = .blue
    override init() { super.init() }
    required init(layer: Layer) {
      super.init(layer: layer)
      color = (layer as? ClockFace)?.color ?? .blue
    }
    override func drawContents(localTime: Double) -> [DisplayItem] {
      let width = 4 + (localTime.truncatingRemainder(dividingBy: 2) + 2) * 5
      return [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: width, height: 6)), color),
        .stroke(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.black),
          style: StrokeStyle(lineWidth: 1)),
      ]
    }
  }

  /// A tree of plain, shape, image and time-dependent layers, two levels deep.
  @MainActor private struct Scene {
    let clock = ManualClock()
    let root: Layer
    var layers: [Layer] = []

    init() {
      root = Layer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
      root.anchorPoint = .zero
      root.backgroundColor = .white
      root.clock = clock
      for index in 0..<4 {
        let card = Layer()
        card.frame = CGRect(x: 10 + 40 * Double(index), y: 20, width: 36, height: 60)
        card.backgroundColor = Color(red: 0.2 * Double(index), green: 0.5, blue: 0.3)
        card.cornerRadius = Double(index) * 3
        root.addSublayer(card)
        layers.append(card)
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 4, y: 4, width: 24, height: 24)
        shape.path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24))
        shape.strokeColor = .red
        shape.lineWidth = 2
        card.addSublayer(shape)
        layers.append(shape)
      }
      let face = ClockFace()
      face.frame = CGRect(x: 10, y: 100, width: 60, height: 20)
      root.addSublayer(face)
      layers.append(face)
      let image = ImageLayer()
      image.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
      image.contents = Bitmap(width: 3, height: 3, filledWith: .green)
      root.sublayers[1].addSublayer(image)
      layers.append(image)
    }
  }

  /// Checks the retained list against a fresh one at `time`.
  private func check(_ scene: Scene, at time: Double, step: Int) {
    scene.clock.set(time)
    let retained = scene.root.displayList(at: time)
    Layer.retainsDrawing = false
    defer { Layer.retainsDrawing = true }
    let fresh = scene.root.displayList(at: time)
    // Compared apart from the expectation, which would print both lists.
    let same = retained == fresh
    #expect(same, "step \(step) at \(time)")
  }

  /// One random change to the tree.
  private func change(
    _ scene: inout Scene, at time: Double, using random: inout SeededGenerator
  ) {
    let layer = scene.layers[Int.random(in: 0..<scene.layers.count, using: &random)]
    switch Int.random(in: 0..<18, using: &random) {
    case 0: layer.backgroundColor = [nil, .red, .blue, .black].randomElement(using: &random)!
    case 1: layer.opacity = [0, 0.4, 1].randomElement(using: &random)!
    case 2: layer.isHidden.toggle()
    case 3:
      layer.transform = Transform(rotationAngle: Double.random(in: -1...1, using: &random))
    case 4: layer.position.x += Double.random(in: -8...8, using: &random)
    case 5: layer.bounds.size.width = Double.random(in: 10...50, using: &random)
    case 6:
      layer.borderWidth = [0, 1, 3].randomElement(using: &random)!
      layer.borderColor = [nil, .black, .red].randomElement(using: &random)!
    case 7: layer.masksToBounds.toggle()
    case 8: layer.cornerRadius = Double.random(in: 0...12, using: &random)
    case 9:
      var fade = BasicAnimation(
        keyPath: \Layer.opacity, from: 0.2, to: 1,
        duration: Double.random(in: 0.1...2, using: &random))
      fade.isRemovedOnCompletion = Bool.random(using: &random)
      layer.add(fade, forKey: Bool.random(using: &random) ? "fade" : nil)
    case 10:
      let move = BasicAnimation(
        keyPath: \Layer.position, by: CGPoint(x: 20, y: 5),
        duration: Double.random(in: 0.1...2, using: &random))
      layer.add(move, forKey: "move")
    case 11:
      if Bool.random(using: &random) {
        layer.removeAllAnimations()
      } else {
        layer.removeAnimation(forKey: "fade")
      }
    case 12:
      // Sublayers added, removed, reordered.
      let parent = [scene.root, scene.layers[0], scene.layers[2]].randomElement(using: &random)!
      if let moved = parent.sublayers.randomElement(using: &random), Bool.random(using: &random) {
        parent.insertSublayer(moved, at: Int.random(in: 0...parent.sublayers.count, using: &random))
      } else if layer !== parent, !layer.isAncestor(of: parent) {
        parent.insertSublayer(layer, at: Int.random(in: 0...parent.sublayers.count, using: &random))
      }
    case 13:
      if layer.superlayer != nil, Bool.random(using: &random) {
        layer.removeFromSuperlayer()
      } else if layer.superlayer == nil {
        scene.root.addSublayer(layer)
      }
    case 14:
      if let shape = layer as? ShapeLayer {
        shape.strokeEnd = Double.random(in: 0...1, using: &random)
        shape.fillColor = [nil, .blue].randomElement(using: &random)!
      } else if let image = layer as? ImageLayer {
        image.contents = Bitmap(
          width: 3, height: 3, filledWith: [.green, .red].randomElement(using: &random)!)
      } else if let face = layer as? ClockFace {
        face.color = [.blue, .red].randomElement(using: &random)!
      }
    case 15:
      if layer.mask == nil {
        let mask = Layer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        mask.backgroundColor = .black
        layer.mask = mask
      } else if Bool.random(using: &random) {
        layer.mask?.isHidden.toggle()
      } else {
        layer.mask = nil
      }
    case 16:
      layer.speed = [0, 0.5, 1, 2].randomElement(using: &random)!
      layer.timeOffset = Double.random(in: 0...1, using: &random)
    default:
      // Nothing changes: the next frames hand out what they retained.
      break
    }
  }

  enum Order: CaseIterable {
    case forwards
    case backwards
    case random
  }

  @Test(arguments: Order.allCases, [1 as UInt64, 2, 3])
  func everyFrameEqualsAFreshBuild(order: Order, seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var scene = Scene()
    let count = 240
    var times = (0..<count).map { Double($0) / 60 }
    switch order {
    case .forwards: break
    case .backwards: times.reverse()
    case .random: times.shuffle(using: &random)
    }
    for (step, time) in times.enumerated() {
      // Most frames change nothing or one thing, as a live scene does.
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        change(&scene, at: time, using: &random)
      }
      check(scene, at: time, step: step)
      if step % 7 == 0 { scene.root.advance(to: time) }
    }
  }

  /// A sublayer that did not change gives the same boxes as last frame while its sibling
  /// moves; switched off, nothing is handed out again.
  @Test func aStillSublayerHandsOutItsItems() throws {
    let scene = Scene()
    let face = try #require(scene.layers.last { $0 is ClockFace })
    let first = scene.root.displayList(at: 0.1)
    let second = scene.root.displayList(at: 0.2)
    #expect(first != second, "the face moves")
    let card = try #require(first.items.firstIndex { if case .group = $0 { true } else { false } })
    #expect(first.items[card].isIdentical(to: second.items[card]), "the still card is retained")
    #expect(!first.items[card + 1].isIdentical(to: second.items[card + 1]) || face.isHidden)
    Layer.retainsDrawing = false
    defer { Layer.retainsDrawing = true }
    let third = scene.root.displayList(at: 0.2)
    #expect(third == second)
    #expect(!third.items[card].isIdentical(to: second.items[card]), "built afresh")
  }
}
