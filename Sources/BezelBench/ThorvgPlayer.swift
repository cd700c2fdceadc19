import Foundation

/// One ThorVG animation on its own software canvas (through ``ThorvgLibrary``), for
/// comparison.
///
/// ThorVG's engine is started once per process; with 0 threads it renders on the calling
/// thread. One instance must be driven from one thread at a time.
final class ThorvgPlayer: FramePlayer, @unchecked Sendable {
  private let library: ThorvgLibrary
  private let canvas: OpaquePointer
  private let animation: OpaquePointer
  private let picture: OpaquePointer
  let naturalWidth: Int
  let naturalHeight: Int
  let frameCount: Int
  private var buffer = PixelBuffer(width: 1, height: 1)

  /// Loads `json` on an engine with `threads` worker threads; `resourcePath` is the folder
  /// images resolve against. Throws when ThorVG is missing or refuses the file.
  init(json: String, resourcePath: String, threads: UInt32 = 0) throws(BenchFailure) {
    let library = try ThorvgLibrary.shared.get()
    try library.start(threads: threads)
    guard let canvas = library.swCanvasCreate(ThorvgLibrary.engineOptionDefault) else {
      throw BenchFailure("tvg_swcanvas_create failed")
    }
    guard let animation = library.animationNew(),
      let picture = library.animationGetPicture(animation)
    else {
      _ = library.canvasDestroy(canvas)
      throw BenchFailure("tvg_animation_new failed")
    }
    let bytes = Array(json.utf8)
    let code = bytes.withUnsafeBufferPointer { data in
      data.withMemoryRebound(to: CChar.self) { chars in
        library.pictureLoadData(
          picture, chars.baseAddress, UInt32(chars.count), "lottie+json", resourcePath, true)
      }
    }
    var w: Float = 0
    var h: Float = 0
    var total: Float = 0
    if code == 0 {
      _ = library.pictureGetSize(picture, &w, &h)
      _ = library.animationGetTotalFrame(animation, &total)
    }
    guard code == 0, w > 0, h > 0, library.canvasAdd(canvas, picture) == 0 else {
      _ = library.animationDelete(animation)
      _ = library.canvasDestroy(canvas)
      throw BenchFailure("ThorVG cannot load the file (tvg_picture_load_data: \(code))")
    }
    self.library = library
    self.canvas = canvas
    self.animation = animation
    self.picture = picture
    naturalWidth = Int(w.rounded())
    naturalHeight = Int(h.rounded())
    frameCount = max(1, Int(total.rounded(.down)))
  }

  deinit {
    _ = library.canvasDestroy(canvas)
    _ = library.animationDelete(animation)
  }

  var naturalSize: CGSize { CGSize(width: naturalWidth, height: naturalHeight) }

  func prepare(width: Int, height: Int) {
    buffer = PixelBuffer(width: width, height: height)
    _ = library.canvasSync(canvas)
    _ = library.swCanvasSetTarget(
      canvas, buffer.words, UInt32(buffer.width), UInt32(buffer.width), UInt32(buffer.height),
      ThorvgLibrary.colorspaceARGB8888)
    _ = library.pictureSetSize(picture, Float(buffer.width), Float(buffer.height))
  }

  /// Renders frame `frame` (0-based from the animation's start) into the buffer, cleared
  /// first, and waits for it.
  func render(frame: Int) {
    _ = library.animationSetFrame(animation, Float(max(0, frame)))
    _ = library.canvasUpdate(canvas)
    _ = library.canvasDraw(canvas, true)
    _ = library.canvasSync(canvas)
  }

  func argbWords() -> [UInt32] {
    buffer.argbWords()
  }
}
