import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation

/// Loads a Lottie file for `bezel render lottie` and `bezel info`.
@MainActor
enum LottieScene {
  /// Loads `path`: exit status 66 when it is missing, 65 when it is not a playable Lottie file.
  static func load(_ path: String, option: String? = nil) throws(CommandError) -> LottieAnimation {
    let data = try InputFile.read(path, option: option)
    let prefix = option.map { "--\($0): " } ?? ""
    do {
      return try LottieAnimation(
        data: data, baseURL: URL(fileURLWithPath: path).deletingLastPathComponent(),
        imageDecoder: { bytes in try? BezelRaster.ImageDecoder.decode(bytes) })
    } catch {
      if case .unreadable(let reason) = error {
        throw CommandError(.noInput, "\(prefix)cannot read '\(path)': \(reason)")
      }
      throw CommandError(.dataError, "\(prefix)'\(path)' is not a playable Lottie file: \(error)")
    }
  }

  static func make(path: String, request: RenderRequest) throws(CommandError) -> PreparedScene {
    let animation = try load(path)
    if let frame = request.frame {
      guard frame >= animation.startFrame, frame < animation.endFrame else {
        throw .usage(
          "--frame \(ValueFormat.number(frame)) is outside the animation's frames "
            + "\(ValueFormat.number(animation.startFrame))…"
            + "\(ValueFormat.number(animation.endFrame)) (the last one excluded)")
      }
    }
    let timeline: any Timeline =
      request.size.map { FittedTimeline(base: animation, size: $0) } ?? animation
    return PreparedScene(
      timeline: timeline, defaultDuration: animation.seconds, defaultFPS: animation.frameRate,
      frameOrigin: animation.startFrame, frameRate: animation.frameRate, defaultBackground: nil)
  }
}
