import BezelDrawing
import BezelLayers
@_spi(Cairo) import BezelRaster
import Foundation

/// Section 1: each seed scene's frame through Bezel (scene → display list → canvas) against
/// the same frame drawn with hand-written Cairo and Pango calls, on the same surface.
@MainActor
enum EngineBenchmark {
  static let target = 1.15

  static func run(options: BenchmarkOptions, sampler: Sampler) -> BenchmarkSection {
    var rows: [[BenchmarkValue]] = []
    var ratios: [Double] = []
    for engineCase in EngineCase.all {
      for scale in [1.0, 3.0] {
        options.log("engine: \(engineCase.name) at \(Int(scale))×")
        guard let row = measure(engineCase, scale: scale, sampler: sampler) else { continue }
        ratios.append(row.ratio)
        rows.append(row.values)
      }
    }
    if !ratios.isEmpty {
      rows.append(
        [
          .text("geometric mean"), .missing, .missing, .missing, .missing, .missing,
          .number(geometricMean(ratios), digits: 2),
        ]
          + Array(repeating: BenchmarkValue.missing, count: 4))
    }
    return BenchmarkSection(
      id: "engine",
      title: "Engine overhead: seed scenes, Bezel vs hand-written Cairo (ms per frame)",
      target: "Bezel / direct Cairo ≤ \(target)",
      targetMet: ratios.isEmpty ? nil : ratios.allSatisfy { $0 <= target },
      columns: [
        BenchmarkColumn("scene", "scene"), BenchmarkColumn("scale", "scale"),
        BenchmarkColumn("pixels", "pixels"), BenchmarkColumn("direct_ms", "direct ms"),
        BenchmarkColumn("bezel_ms", "Bezel ms"), BenchmarkColumn("list_ms", "list ms"),
        BenchmarkColumn("ratio", "ratio"), BenchmarkColumn("wall_ratio", "wall ratio"),
        BenchmarkColumn("bezel_bitmap_ms", "Bezel→bitmap ms"),
        BenchmarkColumn("bitmap_ratio", "ratio (bitmap)"),
        BenchmarkColumn("max_diff", "max diff"),
        BenchmarkColumn("pixels_differing_pct", "% px ≠"),
      ],
      rows: rows,
      notes: [
        "direct: the frame drawn by hand-written Cairo/Pango code (Sources/BezelBench/Direct*.swift) "
          + "into an ARGB32 surface, cleared and scaled the same way for both sides.",
        "Bezel: scene.displayList(at:) + Canvas.draw(into:) on that surface; ratio = Bezel / direct. "
          + "list ms: building the display list alone (part of Bezel ms).",
        "Times are medians of process CPU time per frame (single-threaded work, robust to other "
          + "processes' load); wall ratio: the same comparison in wall-clock time.",
        "Bezel→bitmap: Canvas.render, which also converts to an RGBA Bitmap (a copy the direct "
          + "side does not make); its ratio is shown for information.",
        "Frames cycle through several times of each scene's animation. The pictures are compared "
          + "once per row: max channel difference and % of pixels differing by more than 16.",
      ])
  }

  struct Row {
    var values: [BenchmarkValue]
    var ratio: Double
  }

  static func measure(_ engineCase: EngineCase, scale: Double, sampler: Sampler) -> Row? {
    let scene = engineCase.makeScene()
    let direct = engineCase.makeDirect()
    guard let target = CairoTarget(size: engineCase.size, scale: scale) else { return nil }
    let canvas = Canvas()
    let bitmapCanvas = Canvas()
    // Whole frames, as the direct side draws them: the cycled times repeat, and retention
    // would redraw only what changed.
    bitmapCanvas.retainsFrames = false
    let times = engineCase.times
    let directCursor = FrameCursor(count: times.count)
    let bezelCursor = FrameCursor(count: times.count)
    let listCursor = FrameCursor(count: times.count)
    let bitmapCursor = FrameCursor(count: times.count)
    // Whole cycles of the times from the first: both sides time the same frames.
    let timings = sampler.compare(
      [
        {
          let time = times[directCursor.advance()]
          target.paint(scale: scale) { direct.draw($0, at: time) }
        },
        {
          let list = scene.displayList(at: times[bezelCursor.advance()])
          target.paint(scale: scale) { canvas.draw(list.items, into: $0) }
        },
        { _ = scene.displayList(at: times[listCursor.advance()]) },
        {
          let list = scene.displayList(at: times[bitmapCursor.advance()])
          _ = try? bitmapCanvas.render(list, scale: scale)
        },
      ], minimumCalls: times.count)
    // Process CPU time: both sides run on this thread, and CPU time does not count the time
    // other processes on a busy machine take from it (wall time does).
    let directTime = timings[0].cpu.median
    let bezelTime = timings[1].cpu.median
    let bitmapTime = timings[3].cpu.median
    let ratio = bezelTime / directTime
    let wallRatio = timings[1].wall.median / timings[0].wall.median
    var maxDiff = BenchmarkValue.missing
    var differing = BenchmarkValue.missing
    if let pair = engineCase.renderBoth(at: times[times.count / 2], scale: scale),
      let difference = PixelDifference(pair.bezel, pair.direct)
    {
      maxDiff = .integer(difference.maximum)
      differing = .number(difference.fractionOver * 100, digits: 2)
    }
    return Row(
      values: [
        .text(engineCase.name), .text("\(Int(scale))×"), .text("\(target.width)×\(target.height)"),
        ms(directTime), ms(bezelTime), ms(timings[2].cpu.median), .number(ratio, digits: 2),
        .number(wallRatio, digits: 2), ms(bitmapTime), .number(bitmapTime / directTime, digits: 2),
        maxDiff, differing,
      ],
      ratio: ratio)
  }
}
