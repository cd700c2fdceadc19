import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// ``ContentBoundsMemo``'s own table (keyed by the address of a children array's storage)
/// gives the boxes measured without a memo, frame after frame in any order, with arrays kept
/// between frames (as a Lottie player keeps still content), rebuilt every frame (as it
/// rebuilds moving content, whose storage the allocator may hand out again), and enough of
/// them that the table grows.
@Suite struct ContentBoundsMemoTableTests {
  /// Still children, the same arrays in every frame.
  private static func stills(_ rng: inout SeededGenerator) -> [[DisplayItem]] {
    (0..<12).map { _ in shapes(&rng, frame: 0) }
  }

  /// One to three shapes, moved by `frame`.
  private static func shapes(_ rng: inout SeededGenerator, frame: Int) -> [DisplayItem] {
    (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      let box = CGRect(
        x: .random(in: -20...200, using: &rng) + Double(frame),
        y: .random(in: -20...200, using: &rng) - Double(frame),
        width: .random(in: 1...60, using: &rng), height: .random(in: 1...60, using: &rng))
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: return .fill(Path(rect: box), FastPathEquivalence.color(&rng))
      case 1:
        return .fill(Path(ellipseIn: box), FastPathEquivalence.color(&rng))
      default:
        return .stroke(
          Path(ellipseIn: box), paint: .color(FastPathEquivalence.color(&rng)),
          style: StrokeStyle(lineWidth: .random(in: 0.5...6, using: &rng)))
      }
    }
  }

  /// Frame `frame`'s list: 80 layers (more than the table's first size), each a group
  /// around still or rebuilt children, some nested under a clipped, turned group.
  private static func list(frame: Int, seed: UInt64, stills: [[DisplayItem]]) -> DisplayList {
    var rng = SeededGenerator(seed: seed &+ UInt64(frame) &* 7919)
    let items: [DisplayItem] = (0..<80).map { k in
      let children =
        k % 3 == 0 ? stills[k % stills.count] : shapes(&rng, frame: frame)
      let layer = GroupItem(
        transform: Transform(translationX: Double(frame % 9), y: Double(k % 5)),
        children: children)
      guard k % 4 == 1 else { return .group(layer) }
      let outer = GroupItem(
        transform: Transform(rotationAngle: 0.1 * Double(frame % 5)),
        clip: Path(rect: CGRect(x: 0, y: 0, width: 150, height: 150)),
        children: [.group(layer), .group(GroupItem(children: stills[(k + 1) % stills.count]))])
      return .group(outer)
    }
    return DisplayList(size: CGSize(width: 256, height: 256), items: items)
  }

  /// Expects every group's boxes in `items` through `memo` to be those measured without it.
  private static func expectSameBoxes(
    _ items: [DisplayItem], memo: ContentBoundsMemo, label: String
  ) {
    for item in items {
      guard case .group(let group) = item else { continue }
      #expect(
        ContentBounds.of(children: group.children, memo: memo) == ContentBounds.of(group.children),
        "\(label)")
      #expect(
        ContentBounds.of(only: group, memo: memo) == ContentBounds.of(only: group), "\(label)")
      expectSameBoxes(group.children, memo: memo, label: label)
    }
  }

  @Test(arguments: ["forwards", "backwards", "random"])
  func boxesThroughTheMemoAreTheBoxesWithout(_ order: String) {
    var rng = SeededGenerator(seed: 41)
    let stills = Self.stills(&rng)
    var frames = Array(0..<24)
    switch order {
    case "backwards": frames.reverse()
    case "random": frames.shuffle(using: &rng)
    default: break
    }
    let memo = ContentBoundsMemo()
    for frame in frames {
      memo.startFrame()
      let list = Self.list(frame: frame, seed: 5, stills: stills)
      // Twice: the second pass finds what the first kept.
      Self.expectSameBoxes(list.items, memo: memo, label: "\(order), frame \(frame)")
      Self.expectSameBoxes(list.items, memo: memo, label: "\(order), frame \(frame) again")
    }
    #expect(memo.count > 0)
  }

  @Test func anArrayAskedAgainNextFrameIsKeptOnce() {
    let memo = ContentBoundsMemo()
    let children: [DisplayItem] = [
      .fill(Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4)), .red)
    ]
    _ = ContentBounds.of(children: children, memo: memo)
    #expect(memo.count == 1)
    memo.startFrame()
    // Moved from the last frame's table into this one's, not held twice.
    #expect(ContentBounds.of(children: children, memo: memo) == ContentBounds.of(children))
    #expect(memo.count == 1)
    memo.startFrame()
    memo.startFrame()
    // Not asked for in two frames: dropped.
    #expect(memo.count == 0)
  }

  @Test func retainedFramesDrawTheBytesOfFreshCanvases() throws {
    var rng = SeededGenerator(seed: 17)
    let stills = Self.stills(&rng)
    try FastPathEquivalence.expectRetainedFramesMatch(
      { Self.list(frame: $0, seed: 9, stills: stills) }, general: { try $0() })
  }
}
