import BezelRaster
import BezelTestSupport
import Foundation
import Testing

@testable import BezelPreview

/// The hot box's node covers only the pixels the last frames changed, not its whole tiles,
/// grows when a change lands in the box outside it, and the screen shows every frame exactly
/// as a whole redraw would.
@MainActor
@Suite struct FrameTilesHotPixelsTests {
  /// A 20 × 16 tile frame, white, whose "spinner" changes inside `spot`, a rectangle of
  /// pixels not on tile edges.
  @MainActor
  private final class Scene {
    let scale: Int
    let width: Int
    let height: Int
    var pixels: [UInt32]
    let tiles = FrameTiles()
    let screen: FrameTilesTests.Screen
    let spot: PixelBounds
    /// Where this frame's pixels were set, as the canvas would hand it over.
    var changes: [PixelBounds] = []

    init(scale: Int) {
      self.scale = scale
      (width, height) = (20 * FrameTiles.side * scale, 16 * FrameTiles.side * scale)
      pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
      screen = FrameTilesTests.Screen(width: width, height: height, scale: scale)
      // Inside tiles (1, 1) to (7, 7), touching neither their edges nor each other's.
      spot = PixelBounds(minX: 45 * scale, minY: 39 * scale, maxX: 219 * scale, maxY: 213 * scale)
    }

    func fill(_ box: PixelBounds, _ color: UInt32) {
      for y in box.minY..<box.maxY {
        for x in box.minX..<box.maxX { pixels[y * width + x] = color }
      }
      changes.append(box)
    }

    /// A random rectangle inside `area`.
    func rectangle(in area: PixelBounds, using rng: inout SeededGenerator) -> PixelBounds {
      let x = Int.random(in: area.minX..<area.maxX, using: &rng)
      let y = Int.random(in: area.minY..<area.maxY, using: &rng)
      return PixelBounds(
        minX: x, minY: y, maxX: Int.random(in: (x + 1)...area.maxX, using: &rng),
        maxY: Int.random(in: (y + 1)...area.maxY, using: &rng))
    }

    /// Shows the frame (handing over this frame's boxes, or the whole frame when `whole`);
    /// the number of pixels on screen that differ from a whole redraw's.
    func show(whole: Bool = false) -> Int {
      let all = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
      tiles.update(
        pixels, width: width, height: height, scale: scale, changed: whole ? [all] : changes)
      changes.removeAll()
      _ = screen.repaint(tiles)
      return screen.differences(from: pixels)
    }

    /// The spinner's frame: its corners and a few random rectangles inside it.
    func spin(_ frame: Int, using rng: inout SeededGenerator) {
      let color = UInt32(0xFF00_0000) | UInt32.random(in: 0...0xFF_FFFF, using: &rng)
      for (x, y) in [(spot.minX, spot.minY), (spot.maxX - 1, spot.maxY - 1)] {
        fill(PixelBounds(minX: x, minY: y, maxX: x + 1, maxY: y + 1), color ^ UInt32(frame))
      }
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        fill(rectangle(in: spot, using: &rng), color)
      }
    }
  }

  /// The spinner turning, with changes elsewhere and in its box's tiles outside it at random
  /// frames, the boxes handed over tight or as the whole frame: every frame equals a whole
  /// redraw, and once settled the box's node is the spinner's pixels.
  @Test(arguments: [(1, 7 as UInt64), (1, 8), (2, 9)])
  func everyFrameEqualsAWholeRedraw(scale: Int, seed: UInt64) {
    let scene = Scene(scale: scale)
    var rng = SeededGenerator(seed: seed)
    #expect(scene.show() == 0)
    let all = PixelBounds(minX: 0, minY: 0, maxX: scene.width, maxY: scene.height)
    let boxTiles = PixelBounds(
      minX: FrameTiles.side * scale, minY: FrameTiles.side * scale,
      maxX: 7 * FrameTiles.side * scale, maxY: 7 * FrameTiles.side * scale)
    var boxFrames = 0
    for frame in 0..<240 {
      scene.spin(frame, using: &rng)
      // Now and then a change elsewhere, or in the box's tiles outside the spinner.
      switch Int.random(in: 0..<20, using: &rng) {
      case 0:
        scene.fill(scene.rectangle(in: all, using: &rng), 0xFF12_3456 ^ UInt32(frame))
      case 1 where frame > 120:
        let x = boxTiles.minX + Int.random(in: 0..<(scene.spot.minX - boxTiles.minX), using: &rng)
        let y = Int.random(in: boxTiles.minY..<boxTiles.maxY, using: &rng)
        scene.fill(PixelBounds(minX: x, minY: y, maxX: x + 1, maxY: y + 1), 0xFF65_4321)
      default: break
      }
      let whole = Int.random(in: 0..<8, using: &rng) == 0
      #expect(scene.show(whole: whole) == 0, "frame \(frame)")
      let nodes = scene.tiles.replaced
      if nodes.count == 1, nodes[0].maxX * CGFloat(scale) <= CGFloat(boxTiles.maxX),
        nodes[0].maxY * CGFloat(scale) <= CGFloat(boxTiles.maxY)
      {
        boxFrames += 1
      }
    }
    // The spinner's box was one node most of the time.
    #expect(boxFrames > 120, "\(boxFrames)")
  }

  /// Once the spinner has turned with tight boxes, its node covers its pixels only; a change
  /// in the box's tiles outside them grows the node over it (one whole repaint), and the
  /// next frames replace only the grown node.
  @Test func theNodeIsTheSpinnersPixelsAndGrows() {
    let scene = Scene(scale: 1)
    var rng = SeededGenerator(seed: 3)
    #expect(scene.show() == 0)
    for frame in 0..<30 {
      // The whole spot each frame, as a spinner changes all round itself.
      scene.fill(scene.spot, UInt32(0xFF00_0000) | UInt32(frame * 0x0101))
      scene.spin(frame, using: &rng)
      #expect(scene.show() == 0, "frame \(frame)")
    }
    let spot = scene.spot
    let points = CGRect(
      x: spot.minX, y: spot.minY, width: spot.maxX - spot.minX, height: spot.maxY - spot.minY)
    #expect(scene.tiles.replaced == [points])
    #expect(scene.tiles.pixelsCopied == spot.area)
    // A pixel of tile (1, 1) left of the spot and above it.
    let (x, y) = (FrameTiles.side + 2, FrameTiles.side + 1)
    scene.fill(PixelBounds(minX: x, minY: y, maxX: x + 1, maxY: y + 1), 0xFF00_FF00)
    #expect(scene.show() == 0)
    #expect(scene.tiles.nodeCount <= 5)
    #expect(scene.tiles.replaced.count > 1, "bands and node made again")
    scene.fill(scene.spot, 0xFF00_00FF)
    #expect(scene.show() == 0)
    let grown = CGRect(x: x, y: y, width: spot.maxX - x, height: spot.maxY - y)
    #expect(scene.tiles.replaced == [grown])
    // The grown pixel going back is found against the node.
    scene.fill(PixelBounds(minX: x, minY: y, maxX: x + 1, maxY: y + 1), 0xFFFF_FFFF)
    #expect(scene.show() == 0)
    #expect(scene.tiles.replaced == [grown])
  }
}
