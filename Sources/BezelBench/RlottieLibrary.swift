import Foundation

/// rlottie's C API (`rlottie_capi.h`), loaded at run time from Debian's `librlottie0-1` or from
/// `$BEZEL_RLOTTIE_LIB`.
///
/// ```swift
/// switch RlottieLibrary.shared {
/// case .success(let library): _ = library.fromData
/// case .failure(let why): print("rlottie: \(why)")  // "not installed (tried …)"
/// }
/// ```
final class RlottieLibrary: Sendable {
  typealias FromData =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?
    ) -> OpaquePointer?
  typealias Destroy = @convention(c) (OpaquePointer?) -> Void
  typealias GetSize =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<Int>?) -> Void
  typealias TotalFrame = @convention(c) (OpaquePointer?) -> Int
  typealias Render =
    @convention(c) (OpaquePointer?, Int, UnsafeMutablePointer<UInt32>?, Int, Int, Int) -> Void

  /// Where the library was loaded from.
  let path: String
  let fromData: FromData
  let destroy: Destroy
  let getSize: GetSize
  let totalFrame: TotalFrame
  let render: Render

  /// The library, opened once per process; the failure says why it is missing.
  static let shared: Result<RlottieLibrary, BenchFailure> = Result {
    () throws(BenchFailure) -> RlottieLibrary in
    try RlottieLibrary(candidates: candidates())
  }

  /// `$BEZEL_RLOTTIE_LIB` when set, else Debian's soname (`librlottie.so.0-1`) and the plain
  /// names other distributions use.
  static func candidates(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    if let path = environment["BEZEL_RLOTTIE_LIB"], !path.isEmpty { return [path] }
    return ["librlottie.so.0-1", "librlottie.so.0", "librlottie.so"]
  }

  init(candidates: [String]) throws(BenchFailure) {
    let library = try DynamicLibrary(candidates: candidates)
    path = library.path
    fromData = try library.function("lottie_animation_from_data", as: FromData.self)
    destroy = try library.function("lottie_animation_destroy", as: Destroy.self)
    getSize = try library.function("lottie_animation_get_size", as: GetSize.self)
    totalFrame = try library.function("lottie_animation_get_totalframe", as: TotalFrame.self)
    render = try library.function("lottie_animation_render", as: Render.self)
  }
}
