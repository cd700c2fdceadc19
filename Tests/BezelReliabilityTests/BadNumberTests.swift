import Bezel
import BezelExport
import BezelTestSupport
import Foundation
import Testing

/// NaN, infinite, negative and zero durations, sizes and scales through the renderer, the
/// layer tree, the components and the exporter: a typed error where the API throws, a picture
/// (possibly empty) where it does not — never a crash.
@MainActor
@Suite struct BadNumberTests {
  static let bad: [Double] = [0, -1, -0.0, .nan, .infinity, -.infinity, 1e300, -1e300, 1e-300]

  @Test func rendererRefusesBadSizesAndScalesWithTypedErrors() throws {
    let canvas = Canvas()
    for value in Self.bad where !(value.isFinite && value > 0 && value < 1e10) {
      #expect(throws: RenderError.self, "scale \(value)") {
        _ = try canvas.render(DisplayList(size: CGSize(width: 10, height: 10)), scale: value)
      }
    }
    for value in Self.bad where !value.isFinite || value < 0 {
      #expect(throws: RenderError.self, "width \(value)") {
        _ = try canvas.render(DisplayList(size: CGSize(width: value, height: 10)))
      }
    }
    // Zero-sized lists are empty pictures, not errors.
    let empty = try canvas.render(DisplayList(size: .zero))
    #expect(empty.width == 0 && empty.height == 0)
  }

  @Test func hugeCanvasesAreRefusedBeforeAllocating() throws {
    let before = ResidentMemory.current()
    for (size, scale) in [
      (CGSize(width: 16385, height: 1), 1.0), (CGSize(width: 16384, height: 16384), 1),
      (CGSize(width: 100, height: 100), 1e6), (CGSize(width: 1e300, height: 1e300), 1),
    ] {
      #expect("\(size) at \(scale)".isEmpty == false)
      do {
        _ = try Canvas().render(DisplayList(size: size), scale: scale)
        Issue.record("\(size) at \(scale) rendered")
      } catch {
        guard case .tooLarge = error else {
          Issue.record("\(size) at \(scale): \(error)")
          continue
        }
      }
    }
    #expect(ResidentMemory.current() - before < 64 << 20)
  }

  @Test func layersWithBadNumbersStillDraw() throws {
    let canvas = Canvas()
    for value in Self.bad {
      let window = Window(size: CGSize(width: 40, height: 40))
      let layer = ShapeLayer()
      layer.bounds = CGRect(x: value, y: 0, width: value, height: 20)
      layer.position = CGPoint(x: 20, y: value)
      layer.opacity = value
      layer.cornerRadius = value
      layer.borderWidth = value
      layer.speed = value
      layer.timeOffset = value
      layer.beginTime = value
      layer.lineWidth = value
      layer.strokeStart = value
      layer.strokeEnd = value
      layer.path = Path(ellipseIn: CGRect(x: 0, y: 0, width: value, height: 10))
      layer.backgroundColor = .red
      let animation = BasicAnimation(
        keyPath: \Layer.opacity, from: 0, to: value, duration: value)
      var timed = animation
      timed.timing.speed = value
      timed.timing.repeatCount = value
      timed.timing.beginTime = value
      layer.add(timed, forKey: "fade")
      layer.lineDashPattern = [value, 0, value]
      layer.strokeColor = .blue
      layer.add(
        SpringAnimation(
          keyPath: \Layer.position, to: CGPoint(x: value, y: value),
          spring: SpringTiming(duration: value, bounce: value, initialVelocity: value)),
        forKey: "spring")
      window.contentLayer.addSublayer(layer)
      for time in [0, 1, value, -value] {
        let list = window.displayList(at: time)
        #expect(NonFiniteNumbers.paths(in: list).isEmpty, "\(value) at \(time)")
        let bitmap = try canvas.render(list)
        #expect(bitmap.width == 40 && bitmap.height == 40, "\(value) at \(time)")
        window.tick(at: time)
      }
    }
  }

  @Test func scenesWithBadDurationsAndSizesDraw() throws {
    let canvas = Canvas()
    for value in Self.bad {
      let size = CGSize(width: min(max(value.isNaN ? 1 : value, 1), 64), height: 64)
      let ring = RingScene(options: .init(size: size, duration: value, image: .none))
      let loading = LoadingScene(options: .init(size: size, showAt: value, hideAt: value))
      let focus = FocusScene(options: .init(size: size, radius: value, image: .none, tapAt: value))
      for scene in [ring as any Timeline, loading, focus] {
        for time in [0, value, 1e9] {
          let list = scene.displayList(at: time)
          #expect(list.size == size, "\(type(of: scene)) \(value) at \(time)")
          #expect(NonFiniteNumbers.paths(in: list).isEmpty, "\(type(of: scene)) \(value)")
          let bitmap = try canvas.render(list)
          #expect(bitmap.width == Int(size.width) && bitmap.height == 64)
        }
      }
    }
  }

  @Test func exportSettingsWithBadNumbersAreTypedErrors() throws {
    for value in Self.bad {
      for (duration, fps) in [(value, 30.0), (1, value)] {
        do {
          let schedule = try FrameSchedule(duration: duration, fps: fps)
          // Accepted values must make a sane schedule.
          #expect(schedule.frameCount >= 1)
          #expect(schedule.frameCount <= FrameSchedule.maximumFrameCount)
        } catch {
          #expect(!error.description.isEmpty)
        }
      }
    }
    #expect(throws: ExportError.self) { try FrameSchedule(duration: 86_400, fps: 240) }
    // Found here: a frame count too large for an Int trapped while the error was worded.
    #expect(throws: ExportError.self) { try FrameSchedule(duration: 1e300, fps: 30) }
    let schedule = try FrameSchedule(duration: 1, fps: 10)
    let directory = NSTemporaryDirectory() + "bezel-reliability-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = RingScene(options: .init(size: CGSize(width: 20, height: 20), image: .none))
    for scale in [0, -1, Double.nan, .infinity, 1e6] {
      let exporter = Exporter(schedule: schedule, scale: scale)
      #expect(throws: ExportError.self, "scale \(scale)") {
        try exporter.export(scene, to: directory + "/out.webp")
      }
    }
    for quality in [-1, 101, Double.nan] {
      let exporter = Exporter(schedule: schedule, quality: quality)
      #expect(throws: ExportError.self, "quality \(quality)") {
        try exporter.export(scene, to: directory + "/out.webp")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }
}
