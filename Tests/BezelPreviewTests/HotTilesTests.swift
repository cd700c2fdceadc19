import Testing

@testable import BezelPreview

/// A box is given once changes have stayed inside a small one for a while, each frame's own
/// box filling most of it; a few tiles, a wandering arc end or a moving change give none.
@Suite struct HotTilesTests {
  private static func box(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> HotTiles.Box {
    HotTiles.Box(minX: column, minY: row, maxX: column + columns, maxY: row + rows)
  }

  @Test func aSpinnersBoxIsGivenAfterItsSteadyFrames() {
    var hot = HotTiles()
    // A spinner changes all round itself: each frame's box is most of a 7 × 7 box.
    let parts = [Self.box(5, 4, 7, 6), Self.box(5, 5, 7, 6), Self.box(5, 4, 6, 7)]
    var given: [Int] = []
    for frame in 0..<20 {
      if let box = hot.note(parts[frame % 3]) {
        #expect(box == Self.box(5, 4, 7, 7))
        given.append(frame)
      }
    }
    #expect(given == [HotTiles.steadyFrames - 1, 2 * HotTiles.steadyFrames - 1])
  }

  @Test func framesThatChangeNothingBreakNoRun() {
    var hot = HotTiles()
    var given = 0
    for frame in 0..<(2 * HotTiles.steadyFrames - 1) {
      if hot.note(frame % 2 == 0 ? Self.box(0, 0, 6, 6) : nil) != nil { given += 1 }
    }
    #expect(given == 1)
  }

  @Test func aSparseSmallWanderingOrMovingChangeGivesNoBox() {
    var sparse = HotTiles()
    var small = HotTiles()
    var arcEnd = HotTiles()
    var moving = HotTiles()
    for frame in 0..<60 {
      // Two far corners of a 7 × 7 box in turn.
      #expect(sparse.note(frame % 2 == 0 ? Self.box(3, 3, 2, 2) : Self.box(8, 8, 2, 2)) == nil)
      // A few tiles of a 3 × 3 box.
      #expect(small.note(Self.box(frame % 2, 2, 2, 3)) == nil)
      // A progress arc's end, moving a tile every few frames.
      #expect(arcEnd.note(Self.box(frame / 3 % 6, 0, 3, 2)) == nil)
      // A change that moves across the window.
      #expect(moving.note(Self.box(frame * 3 % 40, 0, 4, 4)) == nil)
    }
  }
}
