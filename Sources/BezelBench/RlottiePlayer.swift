import CRlottie
import Foundation

/// One rlottie animation instance (Debian's librlottie through its C API), for comparison.
///
/// An instance renders one frame at a time; give each thread its own.
final class RlottiePlayer: @unchecked Sendable {
  private let handle: OpaquePointer
  /// The composition's size in pixels.
  let width: Int
  let height: Int
  /// Frames in the animation; `render(frame:)` takes 0..<frameCount, counted from its start.
  let frameCount: Int

  /// Loads `json`; `resourcePath` is the folder images resolve against. `nil` when rlottie
  /// cannot parse the file.
  init?(json: String, resourcePath: String) {
    // An empty key keeps rlottie's model cache out of it: every instance parses afresh.
    guard let animation = lottie_animation_from_data(json, "", resourcePath) else { return nil }
    handle = animation
    var w = 0
    var h = 0
    lottie_animation_get_size(animation, &w, &h)
    width = w
    height = h
    frameCount = lottie_animation_get_totalframe(animation)
  }

  deinit {
    lottie_animation_destroy(handle)
  }

  /// Renders frame `frame` (0-based from the animation's start), scaled to fit
  /// `buffer`'s `width`×`height` pixels, premultiplied ARGB32 like Cairo's.
  func render(frame: Int, into buffer: PixelBuffer) {
    lottie_animation_render(
      handle, max(0, frame), buffer.words, buffer.width, buffer.height, buffer.width * 4)
  }
}
