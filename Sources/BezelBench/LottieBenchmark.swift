import Foundation

/// Section 2: milliseconds per Lottie frame, Bezel against rlottie, on the same files, pixel
/// sizes and thread counts.
@MainActor
enum LottieBenchmark {
  static func run(options: BenchmarkOptions, sampler: Sampler) -> BenchmarkSection {
    let threads = options.threadCount
    let (subjects, loadNotes) = LottieSubject.all(corpus: options.corpus)
    var rows: [[BenchmarkValue]] = []
    var notes = loadNotes
    var singleRatios: [Double] = []
    var parallelRatios: [Double] = []
    for subject in subjects {
      if let filter = options.lottieFilter, !subject.name.contains(filter) { continue }
      options.log("lottie: \(subject.name)")
      let pair: LottiePair
      do throws(BenchFailure) {
        pair = try LottiePair(subject: subject, side: options.lottieSide, workers: threads)
      } catch {
        notes.append(error.description)
        continue
      }
      let single = compareSingle(pair, sampler: sampler)
      let parallel = compareParallel(pair, sampler: sampler, threads: threads)
      let cpuRatio = single[0].cpu.median / single[1].cpu.median
      let wallRatio = single[0].wall.median / single[1].wall.median
      let parallelRatio = parallel[0].wall.median / parallel[1].wall.median
      singleRatios.append(cpuRatio)
      parallelRatios.append(parallelRatio)
      rows.append([
        .text(subject.name), .text("\(pair.width)×\(pair.height)"), .integer(pair.frameCount),
        ms(single[0].cpu.median), ms(single[1].cpu.median), .number(cpuRatio, digits: 2),
        ms(single[0].wall.median), ms(single[1].wall.median), .number(wallRatio, digits: 2),
        ms(parallel[0].wall.median), ms(parallel[1].wall.median),
        .number(parallelRatio, digits: 2),
      ])
    }
    if !singleRatios.isEmpty {
      rows.append([
        .text("geometric mean"), .text(""), .missing, .missing, .missing,
        .number(geometricMean(singleRatios), digits: 2), .missing, .missing, .missing,
        .missing, .missing, .number(geometricMean(parallelRatios), digits: 2),
      ])
    }
    notes.append(
      "Each file is scaled to fit \(options.lottieSide) px on its longer side; frames cycle "
        + "through the whole animation. Both write premultiplied ARGB32 into a buffer the caller "
        + "reuses: Bezel, display list + Cairo via Canvas.render(_:scale:background:into:); "
        + "rlottie, lottie_animation_render.")
    notes.append(
      "1 thread: frames rendered on the calling thread; cpu ms is the process's CPU time per "
        + "frame, which counts the raster threads rlottie starts on its own (its 'single-threaded' "
        + "render is not) and not other processes' load. The 1-thread target is judged on it.")
    notes.append(
      "\(threads) threads: frames dealt round robin to \(threads) workers, each with its own "
        + "canvas / rlottie instance; wall time per frame (needs an otherwise idle machine).")
    let all = singleRatios + parallelRatios
    return BenchmarkSection(
      id: "lottie", title: "Lottie: Bezel vs rlottie (ms per frame)",
      target: "Bezel / rlottie ≤ 1.0 (cpu ratio at 1 thread, wall ratio at \(threads) threads)",
      targetMet: all.isEmpty ? nil : all.allSatisfy { $0 <= 1.0 },
      columns: [
        BenchmarkColumn("file", "file"), BenchmarkColumn("size", "pixels"),
        BenchmarkColumn("frames", "frames"),
        BenchmarkColumn("bezel_cpu_ms", "Bezel cpu ms"),
        BenchmarkColumn("rlottie_cpu_ms", "rlottie cpu ms"),
        BenchmarkColumn("cpu_ratio", "cpu ratio"),
        BenchmarkColumn("bezel_wall_ms", "Bezel wall ms"),
        BenchmarkColumn("rlottie_wall_ms", "rlottie wall ms"),
        BenchmarkColumn("wall_ratio", "wall ratio"),
        BenchmarkColumn("bezel_parallel_ms", "Bezel ms ×\(threads)"),
        BenchmarkColumn("rlottie_parallel_ms", "rlottie ms ×\(threads)"),
        BenchmarkColumn("parallel_ratio", "ratio ×\(threads)"),
      ],
      rows: rows, notes: notes)
  }

  /// Bezel then rlottie, one frame per call, interleaved.
  static func compareSingle(_ pair: LottiePair, sampler: Sampler) -> [Sampler.Timing] {
    let bezelCursor = FrameCursor(count: pair.frameCount)
    let rlottieCursor = FrameCursor(count: pair.frameCount)
    return sampler.compare([
      { pair.renderBezel(frame: bezelCursor.advance()) },
      { pair.renderRlottie(frame: rlottieCursor.advance()) },
    ])
  }

  /// Bezel then rlottie, batches of frames over `threads` workers; times are per frame.
  static func compareParallel(_ pair: LottiePair, sampler: Sampler, threads: Int)
    -> [Sampler.Timing]
  {
    let batch = threads * 4
    let bezelCursor = FrameCursor(count: pair.frameCount)
    let rlottieCursor = FrameCursor(count: pair.frameCount)
    let timings = sampler.compare([
      {
        pair.renderParallel(
          first: bezelCursor.advance() * batch, batch: batch, workers: threads, bezel: true)
      },
      {
        pair.renderParallel(
          first: rlottieCursor.advance() * batch, batch: batch, workers: threads, bezel: false)
      },
    ])
    return timings.map { perFrame($0, batch: batch) }
  }

  static func perFrame(_ timing: Sampler.Timing, batch: Int) -> Sampler.Timing {
    let n = Double(max(1, batch))
    return Sampler.Timing(
      wall: SampleStats(samples: timing.wall.samples.map { $0 / n }),
      cpu: SampleStats(samples: timing.cpu.samples.map { $0 / n }))
  }
}

/// Milliseconds from seconds, with 3 decimals.
func ms(_ seconds: Double) -> BenchmarkValue {
  .number(seconds * 1000, digits: 3)
}

/// The geometric mean of positive values (the fair average of ratios).
func geometricMean(_ values: [Double]) -> Double {
  let logs = values.filter { $0 > 0 && $0.isFinite }.map { log($0) }
  guard !logs.isEmpty else { return .nan }
  return exp(logs.reduce(0, +) / Double(logs.count))
}
