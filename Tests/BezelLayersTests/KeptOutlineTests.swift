import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation
import Testing

/// A layer hands out the same outline (background and clip) while its bounds and corner
/// radius stay, a new one when they change, and lists equal to a fresh tree's either way.
@MainActor
@Suite struct KeptOutlineTests {
  /// A rounded card clipping a square, over a 100-point root.
  private func tree(cornerRadius: Double) -> (root: Layer, card: Layer) {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let card = Layer()
    card.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
    card.backgroundColor = .gray
    card.cornerRadius = cornerRadius
    card.masksToBounds = true
    let square = Layer()
    square.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
    square.backgroundColor = .black
    card.addSublayer(square)
    root.addSublayer(card)
    return (root, card)
  }

  /// The card's background path and its clip.
  private func outlines(_ list: DisplayList) -> (fill: Path, clip: Path)? {
    guard case .group(let group) = list.items.first, let clip = group.clip,
      case .fill(let fill, _, _) = group.children.first
    else { return nil }
    return (fill, clip)
  }

  private func storage(_ path: Path) -> UnsafeRawPointer? {
    path.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test(arguments: [0.0, 12.0])
  func aStillLayerKeepsItsOutline(cornerRadius: Double) throws {
    let (root, card) = tree(cornerRadius: cornerRadius)
    let first = try #require(outlines(root.displayList(at: 0)))
    let second = try #require(outlines(root.displayList(at: 1)))
    #expect(storage(first.fill) == storage(second.fill), "the same path, not one made again")
    #expect(storage(first.clip) == storage(first.fill))
    let bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
    let expected =
      cornerRadius > 0 ? Path(roundedRect: bounds, cornerRadius: cornerRadius) : Path(rect: bounds)
    #expect(first.fill == expected)

    // New bounds, a new radius: new outlines, and the list a fresh tree gives.
    card.bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
    card.cornerRadius = cornerRadius + 4
    let changed = root.displayList(at: 2)
    let fresh = tree(cornerRadius: cornerRadius + 4)
    fresh.card.bounds = card.bounds
    #expect(changed == fresh.root.displayList(at: 2))
    #expect(
      outlines(changed)?.clip
        == Path(roundedRect: card.bounds, cornerRadius: cornerRadius + 4))
  }

  /// Presentation copies (an animated corner radius) use the model layer's outline, built
  /// from the presented values.
  @Test func anAnimatedRadiusGivesEachFramesOutline() throws {
    let (root, card) = tree(cornerRadius: 0)
    var round = BasicAnimation(keyPath: \Layer.cornerRadius, from: 0, to: 20, duration: 2)
    round.beginTime = 0
    card.add(round, forKey: "round")
    let bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
    var radii: Set<Double> = []
    for time in [0.5, 1, 1, 1.5] {
      let radius = card.presentation(at: time).cornerRadius
      radii.insert(radius)
      let list = try #require(outlines(root.displayList(at: time)))
      #expect(list.clip == Path(roundedRect: bounds, cornerRadius: radius))
      #expect(list.fill == list.clip)
    }
    #expect(radii.count == 3)
  }
}
