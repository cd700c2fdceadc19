import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// ``ContentBoundsMemo`` lets go of the arrays a drawn frame did not ask for once the frame
/// is drawn (``ContentBoundsMemo/finishFrame()``), keeps those it asked for, and still gives
/// the boxes measured without it.
@Suite struct ContentBoundsMemoFrameTests {
  /// `count` arrays of one or two rectangles, each a storage of its own.
  private static func arrays(_ count: Int, offset: Double) -> [[DisplayItem]] {
    (0..<count).map { k in
      let x = offset + Double(k) * 7
      var items = [DisplayItem.fill(Path(rect: CGRect(x: x, y: 1, width: 5, height: 3)), .red)]
      if k % 2 == 1 {
        items.append(.fill(Path(rect: CGRect(x: x, y: 9, width: 2, height: 8)), .blue))
      }
      return items
    }
  }

  private static func ask(_ memo: ContentBoundsMemo, _ items: [DisplayItem]) -> CGRect? {
    ContentBounds.of(children: items, memo: memo)
  }

  @Test func aDrawnFrameKeepsOnlyWhatItAskedFor() {
    let memo = ContentBoundsMemo()
    let first = Self.arrays(5, offset: 0)
    let second = Self.arrays(3, offset: 100)
    let shared = Self.arrays(1, offset: 50)[0]

    memo.startFrame()
    for items in first + [shared] {
      #expect(Self.ask(memo, items) == ContentBounds.of(children: items, memo: nil))
    }
    memo.finishFrame()
    #expect(memo.count == 6)

    // The next frame asks for other arrays and the shared one: the first frame's others go.
    memo.startFrame()
    for items in second + [shared] {
      #expect(Self.ask(memo, items) == ContentBounds.of(children: items, memo: nil))
    }
    #expect(memo.count == 6 - 1 + 4)
    memo.finishFrame()
    #expect(memo.count == 4)

    // Planning the next frame asks for the last list's arrays: found, not kept again.
    for items in second {
      #expect(Self.ask(memo, items) == ContentBounds.of(children: items, memo: nil))
    }
    #expect(memo.count == 4)

    // An array of the first frame, asked again, is measured again and gives the same box.
    #expect(Self.ask(memo, first[2]) == ContentBounds.of(children: first[2], memo: nil))
    #expect(memo.count == 5)
  }
}
