import BezelDrawing
import BezelExport
import BezelLayers
import Foundation

/// `bezel render SCENE [options] -o OUT`.
@MainActor
enum RenderCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      console.print(HelpText.render)
      return ExitCode.success.rawValue
    }
    do throws(CommandError) {
      let request = try RenderRequest(arguments: arguments)
      let summary = try execute(request, console: console)
      if console.isTerminal && request.progress != false {
        console.progress(Report.line(for: summary) + "\n")
      }
      return ExitCode.success.rawValue
    } catch {
      console.error(error.message)
      return error.code.rawValue
    }
  }

  /// Renders `request`, drawing progress on `console`; SIGINT or SIGTERM cancel it cleanly.
  static func execute(_ request: RenderRequest, console: Console, label: String? = nil)
    throws(CommandError) -> ExportSummary
  {
    let scene = try SceneFactory.make(request)
    for warning in scene.warnings { console.warning(warning) }
    let exporter = try makeExporter(request, scene: scene)
    do throws(ExportError) {
      _ = try exporter.pixelSize(for: scene.timeline.size, format: request.format)
    } catch {
      throw .usage("--size/--scale: \(error.description)")
    }
    let style: ProgressBar.Style
    switch request.progress {
    case .some(true): style = console.isTerminal ? .bar : .lines
    case .some(false): style = .silent
    case .none: style = console.isTerminal && !request.format.isStill ? .bar : .silent
    }
    let bar = ProgressBar(
      console: console, style: style,
      label: label ?? (request.output as NSString).lastPathComponent)
    if request.format == .gif, exporter.schedule.fps > 50 {
      console.warning(
        "GIF delays are in hundredths of a second and most players stretch frames shorter "
          + "than 2/100 s; --fps \(ValueFormat.number(exporter.schedule.fps)) will play slower "
          + "than intended (50 or less plays true)")
    }
    let trap = SignalTrap()
    defer { trap.remove() }
    do throws(ExportError) {
      let summary = try exporter.export(
        scene.timeline, to: request.output, format: request.format,
        cancellation: trap.cancellation, progress: { bar.update($0) })
      bar.finish()
      return summary
    } catch {
      bar.finish()
      if case .cancelled = error {
        throw CommandError(trap.exitCode, "interrupted; no output was written")
      }
      throw CommandError(error)
    }
  }

  static func makeExporter(_ request: RenderRequest, scene: PreparedScene) throws(CommandError)
    -> Exporter
  {
    let start: Double
    if let frame = request.frame {
      start = (frame - scene.frameOrigin) / (scene.frameRate ?? scene.defaultFPS)
    } else {
      start = request.at ?? 0
    }
    let schedule: FrameSchedule
    do throws(ExportError) {
      schedule =
        request.format.isStill
        ? try FrameSchedule.still(at: start)
        : try FrameSchedule(
          start: start, duration: request.duration ?? scene.defaultDuration,
          fps: request.fps ?? scene.defaultFPS)
    } catch {
      throw .usage("--duration/--fps: \(error.description)")
    }
    let background: Color?
    switch request.background {
    case .some(.color(let color)): background = color
    case .some(.transparent): background = nil
    case .none: background = scene.defaultBackground
    }
    return Exporter(
      schedule: schedule, scale: request.scale, background: background, quality: request.quality)
  }
}

extension CommandError {
  /// The exit status and message for an export failure.
  init(_ error: ExportError) {
    switch error {
    case .invalidSetting(let message): self.init(.usage, message)
    case .cannotWrite: self.init(.cannotCreate, error.description)
    case .unavailable(let message): self.init(.cannotCreate, message)
    case .renderFailed(let message): self.init(.software, message)
    case .cancelled: self.init(.interrupted, "interrupted; no output was written")
    }
  }
}
