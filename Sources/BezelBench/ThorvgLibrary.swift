import Foundation

/// ThorVG 1.x's C API (`thorvg_capi.h`), loaded at run time from the `thorvg-python` wheel that
/// `make bench` installs under `.build/peers`, or from `$BEZEL_THORVG_LIB`.
///
/// The signatures are ThorVG 1.x's (0.x's differ: `tvg_engine_init` took an engine mask,
/// `tvg_canvas_push` instead of `tvg_canvas_add`, `tvg_canvas_draw` without `clear`).
final class ThorvgLibrary: @unchecked Sendable {
  typealias EngineInit = @convention(c) (UInt32) -> Int32
  typealias EngineVersion =
    @convention(c) (
      UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
      UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> Int32
  typealias SwCanvasCreate = @convention(c) (UInt32) -> OpaquePointer?
  typealias SwCanvasSetTarget =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?, UInt32, UInt32, UInt32, UInt32)
    -> Int32
  typealias CanvasCall = @convention(c) (OpaquePointer?) -> Int32
  typealias CanvasAdd = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
  typealias CanvasDraw = @convention(c) (OpaquePointer?, Bool) -> Int32
  typealias AnimationNew = @convention(c) () -> OpaquePointer?
  typealias AnimationGetPicture = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias AnimationSetFrame = @convention(c) (OpaquePointer?, Float) -> Int32
  typealias AnimationGetTotalFrame =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<Float>?) -> Int32
  typealias PictureLoadData =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, UInt32, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
      Bool
    ) -> Int32
  typealias PictureSize =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<Float>?, UnsafeMutablePointer<Float>?)
    -> Int32
  typealias PictureSetSize = @convention(c) (OpaquePointer?, Float, Float) -> Int32

  /// `TVG_COLORSPACE_ARGB8888`: premultiplied, `a << 24 | r << 16 | g << 8 | b`, as Cairo's.
  static let colorspaceARGB8888: UInt32 = 1
  /// `TVG_ENGINE_OPTION_DEFAULT`.
  static let engineOptionDefault: UInt32 = 1

  let path: String
  /// The engine's version (`1.0.4`).
  let version: String
  let engineInit: EngineInit
  let swCanvasCreate: SwCanvasCreate
  let swCanvasSetTarget: SwCanvasSetTarget
  let canvasAdd: CanvasAdd
  let canvasUpdate: CanvasCall
  let canvasDraw: CanvasDraw
  let canvasSync: CanvasCall
  let canvasDestroy: CanvasCall
  let animationNew: AnimationNew
  let animationDelete: CanvasCall
  let animationGetPicture: AnimationGetPicture
  let animationSetFrame: AnimationSetFrame
  let animationGetTotalFrame: AnimationGetTotalFrame
  let pictureLoadData: PictureLoadData
  let pictureGetSize: PictureSize
  let pictureSetSize: PictureSetSize
  private let lock = NSLock()
  /// The thread count the engine started with (guarded by `lock`).
  private var startedThreads: UInt32?

  /// The library, opened once per process; the failure says why it is missing.
  static let shared: Result<ThorvgLibrary, BenchFailure> = Result {
    () throws(BenchFailure) -> ThorvgLibrary in
    try ThorvgLibrary(candidates: candidates())
  }

  /// `$BEZEL_THORVG_LIB` when set, else the wheel in the package's `.build/peers` venv, else
  /// the names a system-wide ThorVG 1.x installs.
  static func candidates(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    packageRoot: URL? = ProjectFiles.packageRoot()
  ) -> [String] {
    if let path = environment["BEZEL_THORVG_LIB"], !path.isEmpty { return [path] }
    var paths: [String] = []
    if let root = packageRoot {
      let lib = root.appendingPathComponent(".build/peers/lib")
      let versions = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
      for python in versions.sorted() where python.hasPrefix("python") {
        paths.append(
          lib.appendingPathComponent(python)
            .appendingPathComponent("site-packages/thorvg_python/libthorvg-1.so").path)
      }
    }
    return paths + ["libthorvg-1.so", "libthorvg.so.1"]
  }

  init(candidates: [String]) throws(BenchFailure) {
    let library = try DynamicLibrary(candidates: candidates)
    path = library.path
    let engineVersion = try library.function("tvg_engine_version", as: EngineVersion.self)
    var major: UInt32 = 0
    var minor: UInt32 = 0
    var micro: UInt32 = 0
    var text: UnsafePointer<CChar>?
    // It fills nothing unless every pointer is given.
    _ = engineVersion(&major, &minor, &micro, &text)
    version = "\(major).\(minor).\(micro)"
    guard major >= 1 else {
      throw BenchFailure("\(path) is ThorVG \(version); the benchmark needs 1.x")
    }
    engineInit = try library.function("tvg_engine_init", as: EngineInit.self)
    swCanvasCreate = try library.function("tvg_swcanvas_create", as: SwCanvasCreate.self)
    swCanvasSetTarget = try library.function(
      "tvg_swcanvas_set_target", as: SwCanvasSetTarget.self)
    canvasAdd = try library.function("tvg_canvas_add", as: CanvasAdd.self)
    canvasUpdate = try library.function("tvg_canvas_update", as: CanvasCall.self)
    canvasDraw = try library.function("tvg_canvas_draw", as: CanvasDraw.self)
    canvasSync = try library.function("tvg_canvas_sync", as: CanvasCall.self)
    canvasDestroy = try library.function("tvg_canvas_destroy", as: CanvasCall.self)
    animationNew = try library.function("tvg_animation_new", as: AnimationNew.self)
    animationDelete = try library.function("tvg_animation_del", as: CanvasCall.self)
    animationGetPicture = try library.function(
      "tvg_animation_get_picture", as: AnimationGetPicture.self)
    animationSetFrame = try library.function("tvg_animation_set_frame", as: AnimationSetFrame.self)
    animationGetTotalFrame = try library.function(
      "tvg_animation_get_total_frame", as: AnimationGetTotalFrame.self)
    pictureLoadData = try library.function("tvg_picture_load_data", as: PictureLoadData.self)
    pictureGetSize = try library.function("tvg_picture_get_size", as: PictureSize.self)
    pictureSetSize = try library.function("tvg_picture_set_size", as: PictureSetSize.self)
  }

  /// Starts the engine once per process with `threads` worker threads (0: everything on the
  /// calling thread). ThorVG fixes the count at the first start, so a later call with another
  /// count fails rather than measuring something else.
  func start(threads: UInt32) throws(BenchFailure) {
    lock.lock()
    defer { lock.unlock() }
    if let current = startedThreads {
      guard current == threads else {
        throw BenchFailure("ThorVG already runs with \(current) threads in this process")
      }
      return
    }
    let code = engineInit(threads)
    guard code == 0 else { throw BenchFailure("tvg_engine_init failed (\(code))") }
    startedThreads = threads
  }
}
