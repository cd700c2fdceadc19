import Foundation

/// One rlottie animation instance (through ``RlottieLibrary``), for comparison.
///
/// An instance renders one frame at a time; give each thread its own.
final class RlottiePlayer: FramePlayer, @unchecked Sendable {
  private let library: RlottieLibrary
  private let handle: OpaquePointer
  /// The composition's size in pixels.
  let naturalWidth: Int
  let naturalHeight: Int
  let frameCount: Int
  private(set) var buffer: PixelBuffer

  /// Loads `json`; `resourcePath` is the folder images resolve against. Throws when rlottie
  /// is missing or cannot parse the file.
  init(json: String, resourcePath: String) throws(BenchFailure) {
    let library = try RlottieLibrary.shared.get()
    // An empty key keeps rlottie's model cache out of it: every instance parses afresh.
    guard let animation = library.fromData(json, "", resourcePath) else {
      throw BenchFailure("rlottie cannot load the file")
    }
    self.library = library
    handle = animation
    var w = 0
    var h = 0
    library.getSize(animation, &w, &h)
    naturalWidth = w
    naturalHeight = h
    frameCount = library.totalFrame(animation)
    buffer = PixelBuffer(width: 1, height: 1)
  }

  deinit {
    library.destroy(handle)
  }

  var naturalSize: CGSize { CGSize(width: naturalWidth, height: naturalHeight) }

  func prepare(width: Int, height: Int) {
    buffer = PixelBuffer(width: width, height: height)
  }

  /// Renders frame `frame` (0-based from the animation's start), scaled to fit the buffer,
  /// premultiplied ARGB32 like Cairo's.
  func render(frame: Int) {
    library.render(
      handle, max(0, frame), buffer.words, buffer.width, buffer.height, buffer.width * 4)
  }

  func argbWords() -> [UInt32] {
    buffer.argbWords()
  }
}
