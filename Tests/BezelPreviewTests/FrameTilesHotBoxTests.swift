import BezelRaster
import Foundation
import Testing

@testable import BezelPreview

/// The hot box's node holds what is shown inside the box: its pixels are copied once a frame
/// (into the node), and changes are found against the node's pixels.
@MainActor
@Suite struct FrameTilesHotBoxTests {
  /// Twenty tiles by sixteen at 1×, white, with a box of four by four tiles at (1, 1) that
  /// changes whole on every frame until it becomes a node of its own.
  @MainActor
  private final class Spinner {
    static let columns = 20
    static let rows = 16
    let width = Spinner.columns * FrameTiles.side
    let height = Spinner.rows * FrameTiles.side
    var pixels: [UInt32]
    let tiles = FrameTiles()
    let screen: FrameTilesTests.Screen

    init() {
      pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
      screen = FrameTilesTests.Screen(width: width, height: height, scale: 1)
    }
    var whole: PixelBounds { PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height) }
    static let box = PixelBounds(
      minX: FrameTiles.side, minY: FrameTiles.side, maxX: 5 * FrameTiles.side,
      maxY: 5 * FrameTiles.side)

    func fillBox(_ color: UInt32) {
      for y in Self.box.minY..<Self.box.maxY {
        for x in Self.box.minX..<Self.box.maxX { pixels[y * width + x] = color }
      }
    }

    /// Shows the pixels; the number of pixels on screen that differ from them.
    func show() -> Int {
      tiles.update(pixels, width: width, height: height, scale: 1, changed: whole)
      _ = screen.repaint(tiles)
      return screen.differences(from: pixels)
    }
  }

  private static let colors: [UInt32] = [0xFFFF_0000, 0xFF00_00FF]

  /// Turns the box until it is one node; returns the color it shows.
  private func makeHot(_ spinner: Spinner) -> UInt32 {
    #expect(spinner.show() == 0)
    var color = Self.colors[0]
    for frame in 0..<12 {
      color = Self.colors[frame % 2]
      spinner.fillBox(color)
      #expect(spinner.show() == 0, "frame \(frame)")
    }
    #expect(spinner.tiles.nodeCount <= 5, "the box is no node of its own")
    return color
  }

  @Test func theBoxsPixelsAreCopiedOnceAFrame() {
    let spinner = Spinner()
    let color = makeHot(spinner)
    spinner.fillBox(color == Self.colors[0] ? Self.colors[1] : Self.colors[0])
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.count == 1)
    #expect(spinner.tiles.pixelsCopied == Spinner.box.area)
    // Nothing changed: nothing copied, nothing made.
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.isEmpty)
    #expect(spinner.tiles.pixelsCopied == 0)
  }

  /// Frames going back to the pixels the box had when it became a node (what the frame's
  /// copy still holds there) are changes all the same.
  @Test func changesInTheBoxAreFoundAgainstItsNode() {
    let spinner = Spinner()
    let hot = makeHot(spinner)
    let other = hot == Self.colors[0] ? Self.colors[1] : Self.colors[0]
    for color in [other, hot, other, 0xFFFF_FFFF, hot] {
      spinner.fillBox(color)
      #expect(spinner.show() == 0)
      #expect(spinner.tiles.replaced.count == 1)
    }
  }

  /// A change in the box's first row makes its node again without comparing the rest of
  /// the box (the whole node is made again anyway); a change in its last pixel alone is
  /// found all the same.
  @Test func theBoxIsComparedOnlyUntilItsFirstChange() {
    let spinner = Spinner()
    let hot = makeHot(spinner)
    let other = hot == Self.colors[0] ? Self.colors[1] : Self.colors[0]
    let box = Spinner.box
    let everything = spinner.width * spinner.height
    spinner.pixels[box.minY * spinner.width + box.minX + 7] = other
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.count == 1)
    #expect(spinner.tiles.pixelsCompared == everything - box.area + (box.maxX - box.minX))
    spinner.pixels[(box.maxY - 1) * spinner.width + box.maxX - 1] = other
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.count == 1)
    #expect(spinner.tiles.pixelsCompared == everything)
    // Nothing changed: the whole box compared, nothing made.
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.isEmpty)
    #expect(spinner.tiles.pixelsCompared == everything)
    // A change beside the box, in one of its rows, is a run of its own; the box stays.
    spinner.pixels[(box.minY + 3) * spinner.width + box.maxX + 2] = other
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.count == 1)
    #expect(spinner.tiles.replaced.first?.minX == CGFloat(box.maxX))
  }

  /// Dropping the box (too many nodes over the base) makes the base from what the box's node
  /// showed, and later changes in it are found against that.
  @Test func droppingTheBoxKeepsWhatItShowed() {
    let spinner = Spinner()
    let hot = makeHot(spinner)
    // Every other tile of the rows under the box: more runs than the most nodes.
    for row in 5..<Spinner.rows {
      for column in stride(from: 0, to: Spinner.columns, by: 2) {
        let (x, y) = (column * FrameTiles.side + 3, row * FrameTiles.side + 3)
        spinner.pixels[y * spinner.width + x] = 0xFF00_FF00
      }
    }
    // 110 runs: not yet more than the most.
    #expect(spinner.show() == 0)
    for row in 0..<1 {
      for column in stride(from: 0, to: Spinner.columns, by: 2) {
        let (x, y) = (column * FrameTiles.side + 5, row * FrameTiles.side + 5)
        spinner.pixels[y * spinner.width + x] = 0xFF00_FF00
      }
    }
    for column in stride(from: 6, to: Spinner.columns, by: 2) {
      for row in 1..<5 {
        let (x, y) = (column * FrameTiles.side + 5, row * FrameTiles.side + 5)
        spinner.pixels[y * spinner.width + x] = 0xFF00_FF00
      }
    }
    // 38 more.
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.nodeCount == 1, "the base made again")
    spinner.fillBox(hot == Self.colors[0] ? Self.colors[1] : Self.colors[0])
    #expect(spinner.show() == 0)
    spinner.fillBox(hot)
    #expect(spinner.show() == 0)
    #expect(spinner.tiles.replaced.count == 4, "one run per row of the box")
  }
}
