import CGtk
import Foundation

/// Which of GTK's renderers draws the preview window when the user has not chosen one
/// (`GSK_RENDERER`): GTK's Cairo renderer where OpenGL would run on the CPU.
///
/// GTK 4 picks OpenGL whenever a context can be made, and on a machine without a GPU (a
/// virtual X server, a container, a remote session) that is Mesa's software rasteriser,
/// which redraws the whole window on every frame: the running ring cost 31–38 % of a core
/// that way and about 7 % with the Cairo renderer, which repaints only what changed.
/// The preview's frames are drawn on the CPU either way, so GL on a real GPU gains little,
/// but it is left alone there.
enum RendererChoice {
  /// Words in the `GL_RENDERER` string of Mesa's software rasterisers (llvmpipe, softpipe,
  /// the classic swrast), compared case-insensitively.
  static let softwareRendererNames = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

  /// Whether `glRenderer` (OpenGL's `GL_RENDERER` string) names a software rasteriser.
  ///
  /// ```swift
  /// RendererChoice.isSoftware(glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")  // true
  /// ```
  static func isSoftware(glRenderer: String) -> Bool {
    let name = glRenderer.lowercased()
    return softwareRendererNames.contains { name.contains($0) }
  }

  /// The renderer to ask GTK for: `"cairo"` when the user set no `GSK_RENDERER` (an empty
  /// value counts as unset, as GTK treats it) and `glRenderer()` names a software
  /// rasteriser; `nil` to leave GTK's own choice. `glRenderer` is asked only when needed
  /// (it makes an OpenGL context) and returns `nil` when there is no OpenGL.
  static func renderer(userChoice: String?, glRenderer: () -> String?) -> String? {
    if let userChoice, !userChoice.isEmpty { return nil }
    guard let name = glRenderer(), isSoftware(glRenderer: name) else { return nil }
    return "cairo"
  }

  /// Sets `GSK_RENDERER` for the windows to come as ``renderer(userChoice:glRenderer:)``
  /// says. Call after GTK opened its display and before the first window: GTK reads the
  /// variable once, when it makes the first window's renderer.
  @MainActor
  static func applyBeforeFirstWindow() {
    let choice = renderer(userChoice: ProcessInfo.processInfo.environment["GSK_RENDERER"]) {
      openGLRendererName()
    }
    if let choice { setenv("GSK_RENDERER", choice, 1) }
  }

  /// `GL_RENDERER` of a throwaway OpenGL context on the default display; `nil` when GTK
  /// cannot make one (no OpenGL, or disabled with `GDK_DEBUG=gl-disable`).
  @MainActor
  static func openGLRendererName() -> String? {
    guard let display = gdk_display_get_default(),
      let context = gdk_display_create_gl_context(display, nil)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    guard gdk_gl_context_realize(context, nil) != 0 else { return nil }
    gdk_gl_context_make_current(context)
    defer { gdk_gl_context_clear_current() }
    // GTK calls OpenGL through libepoxy, which GTK links: its `glGetString` is a function
    // pointer exported as `epoxy_glGetString` (a header of its own is not worth importing
    // thousands of GL declarations for one call).
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    guard let symbol = dlsym(process, "epoxy_glGetString"),
      let getString = UnsafeRawPointer(symbol).load(as: GetString?.self)
    else { return nil }
    let glRenderer: UInt32 = 0x1F01
    return getString(glRenderer).map { String(cString: $0) }
  }
}
