import BezelExport
import Foundation

/// Converts a batch of Lottie files, several at once, and reports what happened to each.
///
/// Files are dealt to ``ConversionOptions/jobs`` workers; each file's frames render in
/// parallel on the cores the workers leave free (all of them for a single file). A batch
/// never loses work: every output is written under a temporary name and renamed when
/// complete, one bad, hostile or missing input fails alone while the rest convert, a file
/// over its time limit is stopped (between frames), and a cancellation stops the batch
/// leaving only finished files.
///
/// ```swift
/// let plan = ConversionPlan(inputs: ["stickers"], outputDirectory: "out", format: .webp,
///                           recursive: true)
/// let converter = BatchConverter(options: ConversionOptions(format: .webp))
/// try converter.prepare(outputDirectory: "out")
/// let report = converter.run(plan)
/// print(report.converted.count, report.failed.map(\.input))
/// ```
public struct BatchConverter: Sendable {
  public var options: ConversionOptions

  public init(options: ConversionOptions) {
    self.options = options
  }

  /// Checks what every file needs (ffmpeg for video) and creates the output directory;
  /// throws ``BezelExport/ExportError/unavailable(_:)`` or
  /// ``BezelExport/ExportError/cannotWrite(path:reason:)``.
  public func prepare(outputDirectory: String) throws(ExportError) {
    if let format = options.format.exportFormat { try Exporter.checkAvailable(format) }
    do throws(ConversionFailure) {
      try OutputDirectory.create(outputDirectory)
    } catch {
      throw .cannotWrite(path: outputDirectory, reason: error.message)
    }
  }

  /// Converts `plan`'s items, blocking until done; `progress` is called from the workers
  /// (one call at a time) as files and frames complete. Results come in the plan's order,
  /// the refused inputs first.
  public func run(
    _ plan: ConversionPlan, cancellation: ExportCancellation? = nil,
    progress: (@Sendable (BatchProgress) -> Void)? = nil
  ) -> ConversionReport {
    let started = Date()
    let workers = max(1, min(options.jobs, plan.items.count))
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let converter = FileConverter(
      options: options, outputDirectory: plan.outputDirectory,
      frameThreads: max(1, cores / workers))
    let batch = BatchState(
      items: plan.items, refusedCount: plan.refused.count, started: started, progress: progress)
    let timeout = options.timeout
    let done = DispatchGroup()
    for _ in 0..<(plan.items.isEmpty ? 0 : workers) {
      done.enter()
      let thread = Thread {
        while cancellation?.isCancelled != true, let index = batch.take() {
          let started = Date()
          var result = BatchConverter.convert(
            plan.items[index], index: index, with: converter, batch: batch,
            cancellation: cancellation, timeout: timeout)
          result.seconds = Date().timeIntervalSince(started)
          batch.finish(index, result)
        }
        done.leave()
      }
      thread.name = "bezel-convert"
      thread.start()
    }
    done.wait()
    return ConversionReport(
      results: plan.refused + batch.results, cancelled: cancellation?.isCancelled == true,
      seconds: Date().timeIntervalSince(started))
  }

  private static func convert(
    _ item: ConversionItem, index: Int, with converter: FileConverter, batch: BatchState,
    cancellation: ExportCancellation?, timeout: Double?
  ) -> ConversionResult {
    var result = ConversionResult(
      input: item.input, output: item.output, outcome: .skipped, notes: item.notes)
    if converter.isUpToDate(item) { return result }
    // The file's own flag: cancelled by the batch's cancellation or by its time limit.
    let stop = ExportCancellation()
    let token = cancellation?.addObserver { stop.cancel() }
    defer { if let token { cancellation?.removeObserver(token) } }
    let deadline = timeout.map { seconds in
      let work = DispatchWorkItem { stop.cancel() }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
      return work
    }
    defer { deadline?.cancel() }
    do throws(ConversionFailure) {
      let written = try converter.convert(item, cancellation: stop) { fraction in
        batch.update(index, fraction: fraction)
      }
      result.outcome = .converted
      result.byteCount = written.byteCount
      result.notes += written.notes
    } catch {
      if case .cancelled = error {
        result.outcome = .failed(
          cancellation?.isCancelled == true
            ? "interrupted before it finished; nothing was written"
            : "stopped after the time limit of \(TelegramSticker.number(timeout ?? 0)) s; "
              + "nothing was written")
      } else {
        result.outcome = .failed(error.message)
      }
    }
    return result
  }
}
