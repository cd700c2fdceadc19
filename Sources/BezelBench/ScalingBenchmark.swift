import BezelComponents
import BezelDrawing
import BezelLayers
import BezelLottie
@_spi(Cairo) import BezelRaster
import Foundation

/// Section 5: how cost grows with canvas area, speakers in the meeting timer, and Lottie layers
/// — several points each, so the curve shows.
@MainActor
enum ScalingBenchmark {
  static func run(options: BenchmarkOptions, sampler: Sampler) -> [BenchmarkSection] {
    [
      area(options: options, sampler: sampler), speakers(options: options, sampler: sampler),
      layers(options: options, sampler: sampler),
    ]
  }

  /// The ring scene from 100×100 to 1600×1600 points at 1×, Bezel and hand-written Cairo.
  static func area(options: BenchmarkOptions, sampler: Sampler) -> BenchmarkSection {
    let sides = options.quick ? [100.0, 400, 1600] : [100.0, 200, 400, 800, 1200, 1600]
    var rows: [[BenchmarkValue]] = []
    for side in sides {
      options.log("scaling: ring at \(Int(side))×\(Int(side))")
      let size = CGSize(width: side, height: side)
      let scene = RingScene(options: .init(size: size))
      let direct = DirectRing(width: side, height: side)
      guard
        let timings = compare(
          scene: scene, direct: direct, size: size, times: [2.5, 7.5, 12.5, 17.5], sampler: sampler)
      else { continue }
      let megapixels = side * side / 1e6
      rows.append([
        .integer(Int(side)), .number(megapixels, digits: 2), ms(timings.bezel), ms(timings.direct),
        .number(timings.bezel / timings.direct, digits: 2),
        .number(timings.bezel * 1000 / megapixels, digits: 2),
      ])
    }
    return BenchmarkSection(
      id: "scaling.area", title: "Scaling: canvas area (ring scene, ms per frame)",
      columns: [
        BenchmarkColumn("side", "side px"), BenchmarkColumn("megapixels", "Mpx"),
        BenchmarkColumn("bezel_ms", "Bezel ms"), BenchmarkColumn("direct_ms", "direct ms"),
        BenchmarkColumn("ratio", "ratio"), BenchmarkColumn("bezel_ms_per_mpx", "Bezel ms/Mpx"),
      ],
      rows: rows,
      notes: [
        "The ring scene (photo, track, progress) at 1×, drawn into a Cairo surface; process CPU ms."
      ])
  }

  /// The meeting timer with 1…128 speakers, all but the last done (one arc each).
  static func speakers(options: BenchmarkOptions, sampler: Sampler) -> BenchmarkSection {
    let counts = options.quick ? [1, 8, 64] : [1, 2, 4, 8, 16, 32, 64, 128]
    var rows: [[BenchmarkValue]] = []
    for count in counts {
      options.log("scaling: meeting timer with \(count) speakers")
      let names = (1...count).map { "Speaker \($0)" }
      let size = CGSize(width: 300, height: 300)
      let scene = MeetingScene(.timer, options: .init(size: size, speakers: names, minutes: count))
      let direct = DirectMeeting(
        width: 300, height: 300, card: false, speakers: names, minutes: count)
      // 60 s per speaker: half-way through the last one, every other arc is drawn.
      let time = Double(count - 1) * 60 + 30.5
      guard
        let timings = compare(
          scene: scene, direct: direct, size: size, times: [time], sampler: sampler)
      else { continue }
      rows.append([
        .integer(count), .integer(count - 1), ms(timings.bezel), ms(timings.direct),
        .number(timings.bezel / timings.direct, digits: 2),
      ])
    }
    return BenchmarkSection(
      id: "scaling.speakers", title: "Scaling: meeting timer speakers (ms per frame, 300×300)",
      columns: [
        BenchmarkColumn("speakers", "speakers"), BenchmarkColumn("arcs", "arcs"),
        BenchmarkColumn("bezel_ms", "Bezel ms"), BenchmarkColumn("direct_ms", "direct ms"),
        BenchmarkColumn("ratio", "ratio"),
      ],
      rows: rows, notes: ["Process CPU ms per frame, Bezel vs the hand-written Cairo timer."])
  }

  /// Median seconds per frame of `scene` through Bezel and of `direct`, at 1×.
  static func compare(
    scene: any Timeline, direct: any DirectFrame, size: CGSize, times: [Double], sampler: Sampler
  ) -> (bezel: Double, direct: Double)? {
    guard let target = CairoTarget(size: size, scale: 1) else { return nil }
    let canvas = Canvas()
    let bezelCursor = FrameCursor(count: times.count)
    let directCursor = FrameCursor(count: times.count)
    let timings = sampler.compare(
      [
        {
          let list = scene.displayList(at: times[bezelCursor.advance()])
          target.paint(scale: 1) { canvas.draw(list.items, into: $0) }
        },
        {
          let time = times[directCursor.advance()]
          target.paint(scale: 1) { direct.draw($0, at: time) }
        },
      ], minimumCalls: times.count)
    return (timings[0].cpu.median, timings[1].cpu.median)
  }

  /// Generated animations of 1…256 layers at 512×512, Bezel and rlottie.
  static func layers(options: BenchmarkOptions, sampler: Sampler) -> BenchmarkSection {
    let counts = options.quick ? [1, 4, 16, 64] : [1, 2, 4, 8, 16, 32, 64, 128, 256]
    var rows: [[BenchmarkValue]] = []
    var notes: [String] = []
    var base: Double?
    for count in counts {
      options.log("scaling: \(count) Lottie layers")
      let synthetic = SyntheticLottie(layerCount: count, frameCount: 120, side: 512)
      let subject = LottieSubject(
        name: "synthetic-\(count)", json: synthetic.json,
        resourceFolder: FileManager.default.temporaryDirectory)
      let players: [any FramePlayer]
      do throws(BenchFailure) {
        players = try [PlayerKind.bezel, .rlottie].map { kind throws(BenchFailure) in
          try PlayerRun.makePlayer(kind, subject: subject, engineThreads: 0)
        }
      } catch {
        notes.append("rlottie: \(error.description)")
        break
      }
      for player in players { player.prepare(width: 512, height: 512) }
      let cursors = players.map { FrameCursor(count: $0.frameCount) }
      let timings = sampler.compare(
        [
          { players[0].render(frame: cursors[0].advance()) },
          { players[1].render(frame: cursors[1].advance()) },
        ], minimumCalls: players[0].frameCount)
      let bezel = timings[0].cpu.median
      let rlottie = timings[1].cpu.median
      if base == nil { base = bezel }
      rows.append([
        .integer(count), ms(bezel), .number(bezel * 1000 / Double(count), digits: 4),
        .number(bezel / (base ?? bezel), digits: 1), ms(rlottie),
        .number(bezel / rlottie, digits: 2),
      ])
    }
    notes.append(
      "Generated 512×512 animations: each layer a rounded rectangle and a growing circle, "
        + "filled and stroked, spinning and moving on eased keyframes; 1 thread; process CPU ms "
        + "(rlottie's own raster threads included).")
    return BenchmarkSection(
      id: "scaling.layers", title: "Scaling: Lottie layers (ms per frame)",
      columns: [
        BenchmarkColumn("layers", "layers"), BenchmarkColumn("bezel_ms", "Bezel ms"),
        BenchmarkColumn("bezel_ms_per_layer", "ms/layer"),
        BenchmarkColumn("relative", "× 1 layer"), BenchmarkColumn("rlottie_ms", "rlottie ms"),
        BenchmarkColumn("ratio", "Bezel/rlottie"),
      ],
      rows: rows, notes: notes)
  }
}
