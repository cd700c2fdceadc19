import BezelDrawing
import BezelLayers
import BezelRaster
import CCairo
import Foundation
import Testing

@testable import BezelPreview

/// The preview's render nodes show exactly the frame the canvas drew, and GTK, which repaints
/// only where nodes are new, repaints little of a running ring or spinner.
@MainActor
@Suite struct FrameTilesTests {
  /// A window's pixels as GTK's Cairo renderer keeps them: each frame repaints only inside
  /// the nodes that are new (where the render-node diff finds a change), drawing every node
  /// clipped there.
  final class Screen {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    let scale: Int

    init(width: Int, height: Int, scale: Int) {
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
      (self.width, self.height, self.scale) = (width, height, scale)
      // What GTK's window shows before the first frame: not the frame's white.
      let cr = cairo_create(surface)
      cairo_set_source_rgb(cr, 1, 0, 1)
      cairo_paint(cr)
      cairo_destroy(cr)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Repaints after `tiles`' last update; returns the area repainted, in pixels.
    @MainActor
    func repaint(_ tiles: FrameTiles) -> Int {
      guard !tiles.replaced.isEmpty, let cr = cairo_create(surface) else { return 0 }
      defer { cairo_destroy(cr) }
      let s = Double(scale)
      let region = cairo_region_create()
      defer { cairo_region_destroy(region) }
      for rect in tiles.replaced {
        var box = cairo_rectangle_int_t(
          x: Int32(rect.minX * s), y: Int32(rect.minY * s), width: Int32(rect.width * s),
          height: Int32(rect.height * s))
        cairo_region_union_rectangle(region, &box)
      }
      var area = 0
      for index in 0..<cairo_region_num_rectangles(region) {
        var box = cairo_rectangle_int_t()
        cairo_region_get_rectangle(region, index, &box)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        area += Int(box.width) * Int(box.height)
      }
      cairo_clip(cr)
      cairo_scale(cr, s, s)
      tiles.draw(into: cr)
      cairo_surface_flush(surface)
      return area
    }

    /// How many pixels differ from `pixels`.
    func differences(from pixels: [UInt32]) -> Int {
      guard let data = cairo_image_surface_get_data(surface) else { return pixels.count }
      let stride = Int(cairo_image_surface_get_stride(surface))
      var count = 0
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width where row[x] != pixels[y * width + x] { count += 1 }
      }
      return count
    }
  }

  /// Renders each list as the preview does and requires the screen to show it exactly;
  /// returns the area repainted per frame after the first, in pixels.
  private func play(_ lists: [DisplayList], scale: Int, textures: Bool = false) throws -> [Int] {
    let canvas = Canvas()
    let tiles = FrameTiles()
    var pixels: [UInt32] = []
    var screen: Screen?
    var repainted: [Int] = []
    for (index, list) in lists.enumerated() {
      let (width, height) = try canvas.render(
        list, scale: Double(scale), background: .white, into: &pixels)
      tiles.update(
        pixels, width: width, height: height, scale: scale, changed: canvas.lastBufferChangeBoxes,
        textures: textures)
      if screen?.width != width || screen?.height != height {
        // A new size: GTK repaints the whole window.
        screen = Screen(width: width, height: height, scale: scale)
        #expect(tiles.replaced.count == 1, "a new size starts from one base")
      }
      guard let screen else { continue }
      let area = screen.repaint(tiles)
      if index > 0 { repainted.append(area) }
      let stale = screen.differences(from: pixels)
      #expect(stale == 0, "frame \(index): \(stale) pixels on screen differ from the frame")
      #expect(tiles.nodeCount <= FrameTiles.maximumTiles + 1)
    }
    return repainted
  }

  private static func ringFrames(times: [Double], size: CGSize) -> [DisplayList] {
    let player = ScenePlayer(size: size) { RingPreviewScene(clock: $0) }
    player.press(at: CGPoint(x: size.width / 2, y: size.height / 2), time: 0)
    return times.map { player.frame(at: $0) }
  }

  @Test(arguments: [(1, false), (2, false), (1, true)])
  func aRunningRingRepaintsOnlyAlongThePartOfItsArcThatMoves(scale: Int, textures: Bool) throws {
    let size = CGSize(width: 440, height: 510)
    let times = (0..<180).map { 0.5 + Double($0) / 60 }
    let repainted = try play(
      Self.ringFrames(times: times, size: size), scale: scale, textures: textures)
    let window = Int(size.width * size.height) * scale * scale
    // The arc's last quarter turn is a piece of a curve that Cairo flattens a little
    // differently on every frame, so its edge pixels change along that piece: the tiles along
    // it, never the photo's.
    #expect(repainted.allSatisfy { $0 > 0 && $0 < window / 5 }, "\(repainted)")
    #expect(repainted.reduce(0, +) < repainted.count * window / 8, "\(repainted)")
  }

  @Test func changedTilesSideBySideShareOneNodeUntilLaterNodesCoverAllOfIt() {
    // Five tiles by two at 1×.
    let (width, height) = (5 * FrameTiles.side, 2 * FrameTiles.side)
    let whole = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
    var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
    let tiles = FrameTiles()
    let screen = Screen(width: width, height: height, scale: 1)
    func show(_ changes: [(x: Int, y: Int, color: UInt32)]) {
      for change in changes { pixels[change.y * width + change.x] = change.color }
      tiles.update(pixels, width: width, height: height, scale: 1, changed: whole)
      _ = screen.repaint(tiles)
      #expect(screen.differences(from: pixels) == 0)
    }
    show([])
    let (red, blue): (UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF)
    // Tiles 1, 2 and 3 of the first row (one run) and tile 0 of the second.
    show([(40, 5, red), (70, 10, red), (100, 31, red), (3, 40, red)])
    #expect(tiles.replaced.count == 2)
    #expect(tiles.replaced.map(\.width).sorted() == [32, 96])
    #expect(tiles.nodeCount == 3)
    // The run's middle tile: a node over it, the run still shows beside it.
    show([(70, 10, blue)])
    #expect(tiles.replaced.count == 1)
    #expect(tiles.nodeCount == 4)
    // Its two other tiles, apart: two nodes, and the run, shown nowhere now, goes.
    show([(40, 5, blue), (100, 31, blue)])
    #expect(tiles.replaced.count == 2)
    #expect(tiles.nodeCount == 5)
  }

  @Test func jumpsAndResizesShowTheFrameExactly() throws {
    var lists = Self.ringFrames(
      times: [1, 1, 7.5, 7.5 + 1 / 60, 2, 19.9, 25, 25], size: CGSize(width: 300, height: 300))
    lists += Self.ringFrames(times: [3, 3 + 1 / 60, 12], size: CGSize(width: 250, height: 400))
    let repainted = try play(lists, scale: 1)
    // Frames equal to the one on screen repaint nothing.
    #expect(repainted[0] == 0)
    #expect(repainted[6] == 0)
  }

  /// Once the spinner has turned for a while, its box is one node with nothing under it,
  /// made again on each frame, and the screen still shows every frame exactly.
  @Test func theSpinnersBoxBecomesOneNodeOfItsOwn() throws {
    let size = CGSize(width: 440, height: 510)
    let player = ScenePlayer(size: size) { LoadingPreviewScene(clock: $0) }
    player.press(at: CGPoint(x: size.width / 2, y: size.height / 2), time: 0)
    let canvas = Canvas()
    let tiles = FrameTiles()
    var pixels: [UInt32] = []
    var screen: Screen?
    var boxes: Set<[Double]> = []
    for index in 0..<120 {
      let list = player.frame(at: 0.5 + Double(index) / 60)
      let (width, height) = try canvas.render(list, scale: 1, background: .white, into: &pixels)
      tiles.update(
        pixels, width: width, height: height, scale: 1, changed: canvas.lastBufferChangeBoxes)
      if screen == nil { screen = Screen(width: width, height: height, scale: 1) }
      guard let screen else { continue }
      _ = screen.repaint(tiles)
      #expect(screen.differences(from: pixels) == 0, "frame \(index)")
      if index >= 90 {
        // The bands round the box and the box: one new node a frame, always the same box.
        #expect(tiles.nodeCount <= 5, "frame \(index): \(tiles.nodeCount) nodes")
        #expect(tiles.replaced.count == 1, "frame \(index)")
        for rect in tiles.replaced {
          boxes.insert([rect.minX, rect.minY, rect.width, rect.height])
          // Copied once, into the new node (the tiles keep no copy of their own there).
          #expect(tiles.pixelsCopied == Int(rect.width * rect.height), "frame \(index)")
        }
      }
    }
    #expect(boxes.count == 1, "\(boxes)")
  }

  @Test func theLoadingOverlaysSpinnerRepaintsLittleOfTheWindow() throws {
    let size = CGSize(width: 440, height: 510)
    let player = ScenePlayer(size: size) { LoadingPreviewScene(clock: $0) }
    player.press(at: CGPoint(x: size.width / 2, y: size.height / 2), time: 0)
    let lists = (0..<120).map { player.frame(at: 0.5 + Double($0) / 60) }
    let repainted = try play(lists, scale: 1)
    let window = Int(size.width * size.height)
    // The spinner is a small part of the window; the dimmed window under it stays. (Its
    // whole box, a quarter of this window, once it is one node: GTK replayed every node
    // meeting the box before, the base and the runs over it.)
    let sorted = repainted.sorted()
    #expect(sorted[sorted.count / 2] < window * 2 / 7, "\(repainted)")
  }
}
