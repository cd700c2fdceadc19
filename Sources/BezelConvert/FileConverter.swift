import BezelExport
import BezelLottie
import BezelRaster
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts one input of a batch on the calling thread: skip when up to date, load, render
/// (the frames on `frameThreads` threads) and write atomically.
struct FileConverter: Sendable {
  let options: ConversionOptions
  let outputDirectory: String
  let frameThreads: Int

  /// What one conversion produced, before the batch decides how a cancellation reads.
  struct Written {
    var byteCount: Int
    var notes: [String]
  }

  /// True when `item`'s output is newer than its input and `--force` was not given.
  func isUpToDate(_ item: ConversionItem) -> Bool {
    guard !options.force,
      let output = try? FileManager.default.attributesOfItem(atPath: item.output),
      output[.type] as? FileAttributeType == .typeRegular,
      let written = output[.modificationDate] as? Date,
      let input = try? FileManager.default.attributesOfItem(atPath: item.input),
      let changed = input[.modificationDate] as? Date
    else { return false }
    return written > changed
  }

  func convert(
    _ item: ConversionItem, cancellation: ExportCancellation, progress: @escaping (Double) -> Void
  ) throws(ConversionFailure) -> Written {
    let data = try read(item.input)
    let animation: LottieAnimation
    do throws(LottieError) {
      let folder =
        options.assetsDirectory ?? URL(fileURLWithPath: item.input).deletingLastPathComponent()
      animation = try LottieAnimation(
        data: data, baseURL: folder,
        imageDecoder: { bytes in try? BezelRaster.ImageDecoder.decode(bytes) })
    } catch {
      throw .badInput("not a playable Lottie file: \(error)")
    }
    if cancellation.isCancelled { throw .cancelled }
    try OutputDirectory.prepare(root: outputDirectory, relative: item.relativeOutput)
    guard let format = options.format.exportFormat else {
      return try writeSticker(data: data, animation: animation, to: item.output)
    }
    return try render(
      animation, format: format, to: item.output, cancellation: cancellation, progress: progress)
  }

  private func read(_ path: String) throws(ConversionFailure) -> Data {
    let limit = ContainerLimits.default.maxInputBytes
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= limit else {
      throw .badInput(
        "the file is \(size / 1_048_576) MiB; the most bezel reads is \(limit >> 20) MiB")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .badInput("cannot read the file: \(error.localizedDescription)")
    }
  }

  private func writeSticker(data: Data, animation: LottieAnimation, to path: String)
    throws(ConversionFailure) -> Written
  {
    let json: Data
    do throws(LottieError) {
      json = try LottieAnimation.json(in: data)
    } catch {
      throw .badInput("not a playable Lottie file: \(error)")
    }
    let bytes = try TelegramSticker.make(json: json, animation: animation)
    do throws(ExportError) {
      let output = try AtomicOutput(path: path, isDirectory: false)
      do {
        try Data(bytes).write(to: URL(fileURLWithPath: output.temporaryPath))
      } catch {
        output.discard()
        throw ExportError.cannotWrite(path: path, reason: error.localizedDescription)
      }
      try output.commit()
    } catch {
      throw .cannotWrite(error.description)
    }
    return Written(byteCount: bytes.count, notes: [])
  }

  private func render(
    _ animation: LottieAnimation, format: ExportFormat, to path: String,
    cancellation: ExportCancellation, progress: @escaping (Double) -> Void
  ) throws(ConversionFailure) -> Written {
    var notes: [String] = []
    let sticker = options.preset == .telegramSticker
    var duration = animation.seconds
    if sticker, duration > ConversionPreset.stickerSeconds + 1e-9 {
      notes.append(
        "kept the first 3 s of \(TelegramSticker.number(duration)) s (a sticker lasts at most 3 s)")
      duration = ConversionPreset.stickerSeconds
    }
    var fps = options.fps ?? animation.frameRate
    if sticker { fps = min(fps, ConversionPreset.stickerFPS) }
    let schedule: FrameSchedule
    do throws(ExportError) {
      schedule =
        format.isStill
        ? try FrameSchedule.still(at: 0) : try FrameSchedule(duration: duration, fps: fps)
    } catch {
      throw .badInput(error.description)
    }
    let source = FittedAnimation(
      animation: animation, size: FittedAnimation.canvas(for: animation, options: options))
    var exporter = Exporter(
      schedule: schedule, scale: options.scale, background: options.background,
      quality: options.quality, threadCount: frameThreads)
    guard sticker else {
      let summary = try export(source, exporter, to: path, format: format, cancellation, progress)
      return Written(byteCount: summary.byteCount, notes: notes)
    }
    // Lower the quality step by step until the sticker fits; each try goes to a hidden file
    // in the output's folder, renamed into place only when it fits.
    let qualities =
      options.quality.map { q in [q] + ConversionPreset.stickerQualities.filter { $0 < q } }
      ?? ConversionPreset.stickerQualities
    let staging =
      URL(fileURLWithPath: path).deletingLastPathComponent().path + "/."
      + URL(fileURLWithPath: path).lastPathComponent + ".bezel-\(getpid())-try.webm"
    var smallest = Int.max
    for quality in qualities {
      exporter.quality = quality
      let summary = try export(
        source, exporter, to: staging, format: format, cancellation, progress)
      guard summary.byteCount <= options.stickerByteLimit else {
        smallest = min(smallest, summary.byteCount)
        unlink(staging)
        continue
      }
      guard rename(staging, path) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(staging)
        throw .cannotWrite("cannot write '\(path)': \(reason)")
      }
      if quality != qualities[0] {
        notes.append(
          "quality lowered to \(Int(quality)) to fit \(options.stickerByteLimit / 1024) KB")
      }
      return Written(byteCount: summary.byteCount, notes: notes)
    }
    throw .doesNotFit(
      "does not fit a Telegram sticker's \(options.stickerByteLimit / 1024) KB even at quality "
        + "\(Int(qualities.last ?? 0)) (\(smallest / 1024) KB)")
  }

  private func export(
    _ source: FittedAnimation, _ exporter: Exporter, to path: String, format: ExportFormat,
    _ cancellation: ExportCancellation, _ progress: @escaping (Double) -> Void
  ) throws(ConversionFailure) -> ExportSummary {
    do throws(ExportError) {
      return try exporter.export(
        source, to: path, format: format, cancellation: cancellation,
        progress: { progress($0.fraction) })
    } catch {
      switch error {
      case .cancelled: throw .cancelled
      case .cannotWrite, .unavailable: throw .cannotWrite(error.description)
      case .invalidSetting(let message), .renderFailed(let message): throw .badInput(message)
      }
    }
  }
}
