import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation

/// Loads a Lottie file for `bezel render lottie` and `bezel info`.
@MainActor
enum LottieScene {
  /// Loads `path`: exit status 66 when it is missing, 65 when it is not a playable Lottie file.
  ///
  /// External images and data files are read from `assets` (default: the file's folder).
  static func load(_ path: String, option: String? = nil, assets: String? = nil)
    throws(CommandError) -> LottieAnimation
  {
    let data = try InputFile.read(path, option: option)
    if let assets {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw CommandError(.noInput, "--assets: '\(assets)' is not a folder")
      }
    }
    let prefix = option.map { "--\($0): " } ?? ""
    do {
      return try LottieAnimation(
        data: data, baseURL: assetsFolder(for: path, assets: assets),
        imageDecoder: { bytes in try? BezelRaster.ImageDecoder.decode(bytes) })
    } catch {
      if case .unreadable(let reason) = error {
        throw CommandError(.noInput, "\(prefix)cannot read '\(path)': \(reason)")
      }
      throw CommandError(.dataError, "\(prefix)'\(path)' is not a playable Lottie file: \(error)")
    }
  }

  /// The folder external assets are read from: `--assets`, else the file's own folder.
  static func assetsFolder(for path: String, assets: String?) -> URL {
    if let assets { return URL(fileURLWithPath: assets, isDirectory: true) }
    return URL(fileURLWithPath: path).deletingLastPathComponent()
  }

  /// One warning line per asset the animation names but could not use, naming the folder.
  static func warnings(_ animation: LottieAnimation, path: String, assets: String?) -> [String] {
    let folder = assets ?? URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
    return animation.missingAssets.map { "\($0) in \(folder)" }
  }

  static func make(path: String, request: RenderRequest) throws(CommandError) -> PreparedScene {
    let assets = request.sceneOptions["assets"]
    let animation = try load(path, assets: assets)
    if let frame = request.frame {
      guard frame >= animation.startFrame, frame < animation.endFrame else {
        throw .usage(
          "--frame \(ValueFormat.number(frame)) is outside the animation's frames "
            + "\(ValueFormat.number(animation.startFrame))…"
            + "\(ValueFormat.number(animation.endFrame)) (the last one excluded)")
      }
    }
    if let at = request.at, at >= animation.seconds {
      throw .usage(
        "--at \(ValueFormat.number(at)) is past the animation's end at "
          + "\(ValueFormat.number(animation.seconds)) s")
    }
    // With --frame, time 0 is that frame exactly (the exporter then starts at 0).
    let base: any Timeline =
      request.frame.map { FrameAlignedTimeline(animation: animation, firstFrame: $0) }
      ?? animation
    let timeline: any Timeline =
      request.size.map { FittedTimeline(base: base, size: $0) } ?? base
    return PreparedScene(
      timeline: timeline, defaultDuration: animation.seconds, defaultFPS: animation.frameRate,
      frameOrigin: request.frame ?? animation.startFrame, frameRate: animation.frameRate,
      defaultBackground: nil,
      warnings: warnings(animation, path: path, assets: assets))
  }
}
