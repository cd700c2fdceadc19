import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// Item lists made in the buffers of earlier frames' lists (``RecycledItemLists``, the spare
/// of ``LastEvaluation``): a list someone still holds is never written into, in any order of
/// frames, at either of two sizes, and a list let go lends its buffer to a later one.
@Suite struct RecycledItemListsTests {
  @Test func heldListsStayAsMade() throws {
    let animation = try LottieAnimation(data: Data(LastEvaluationTests.fadingJSON.utf8))
    var fresh = animation
    fresh.reusesStillContent = false
    var generator = SeededGenerator(seed: 13)
    let frames = LastEvaluationTests.frames
    let sizes = [CGSize(width: 120, height: 90), CGSize(width: 333, height: 250)]
    for (order, sequence) in [
      ("forwards", frames), ("backwards", frames.reversed()),
      ("shuffled", frames.shuffled(using: &generator)),
    ] {
      // Every other frame's list is held to the end, the others let go at once (their
      // buffers then serve later lists).
      var held: [(frame: Double, size: CGSize, list: DisplayList)] = []
      for (n, frame) in sequence.enumerated() {
        let size = sizes[n % 2]
        let list = animation.displayList(atFrame: frame, fitting: size)
        if n % 2 == 0 { held.append((frame, size, list)) }
        _ = animation.displayList(atFrame: frame + 0.25, fitting: sizes[(n + 1) % 2])
      }
      for (frame, size, list) in held {
        #expect(list == fresh.displayList(atFrame: frame, fitting: size), "\(order) \(frame)")
      }
    }
  }

  @Test func aListLetGoLendsItsBufferAndAHeldOneDoesNot() {
    let item = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .white)
    let lists = RecycledItemLists()
    func made(_ count: Int) -> [DisplayItem] {
      var list = lists.take(capacity: 4)
      for _ in 0..<count { list.append(item) }
      lists.give(list)
      return list
    }
    func address(_ list: [DisplayItem]) -> UnsafeRawPointer? {
      list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    var first: [DisplayItem]? = made(3)
    let firstAddress = first.flatMap(address)
    _ = made(2)
    first = nil
    let third = made(1)
    #expect(third == [item])
    #expect(address(third) == firstAddress)

    let held = made(3)
    _ = made(2)
    let next = made(1)
    #expect(held == [item, item, item])
    #expect(next == [item])
    #expect(address(next) != address(held))
  }
}
