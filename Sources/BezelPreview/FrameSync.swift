import CGtk
import Foundation

/// Turns off GTK's X11 frame synchronisation (`_NET_WM_FRAME_DRAWN`) for a window when no
/// window manager on the display supports it (a bare virtual X server).
///
/// GTK 4.8 asks on every frame whether the window manager supports the hint, and with no
/// window manager it never keeps the answer: it reads `_NET_SUPPORTING_WM_CHECK` from the
/// root window again, two round trips to the X server a frame (the running ring's system
/// calls fell from 17 to 9 a frame without them, its context switches from 3 to 2). Without
/// such a window manager frame sync does nothing, so asking once and turning it off changes
/// nothing on screen. A window manager started later does not get frame sync for this
/// window.
///
/// The X11 functions are looked up at run time: GTK exports them, but importing GTK's X11
/// header would bring all of Xlib's declarations (and clashing names) into Swift for two
/// calls; on another backend (Wayland) the surface is no X11 surface and nothing happens.
enum FrameSync {
  /// Turns frame sync off for `window`'s surface when it is an X11 surface and the window
  /// manager does not support `_NET_WM_FRAME_DRAWN`; returns whether it did.
  @MainActor @discardableResult
  static func disableWithoutWindowManager(_ window: UnsafeMutablePointer<GtkWidget>) -> Bool {
    typealias GetType = @convention(c) () -> GType
    typealias SupportsHint = @convention(c) (gpointer?, UnsafePointer<CChar>?) -> gboolean
    typealias SetEnabled = @convention(c) (gpointer?, gboolean) -> Void
    typealias GetScreen = @convention(c) (gpointer?) -> gpointer?
    guard let native = gtk_widget_get_native(window),
      let surface = gtk_native_get_surface(native),
      let process = dlopen(nil, RTLD_NOW)
    else { return false }
    defer { dlclose(process) }
    func function<T>(_ name: String, as type: T.Type) -> T? {
      guard let symbol = dlsym(process, name) else { return nil }
      return unsafeBitCast(symbol, to: type)
    }
    guard let surfaceType = function("gdk_x11_surface_get_type", as: GetType.self),
      let screenOf = function("gdk_x11_display_get_screen", as: GetScreen.self),
      let supportsHint = function("gdk_x11_screen_supports_net_wm_hint", as: SupportsHint.self),
      let setEnabled = function("gdk_x11_surface_set_frame_sync_enabled", as: SetEnabled.self)
    else { return false }
    let instance = UnsafeMutablePointer<GTypeInstance>(surface)
    guard g_type_check_instance_is_a(instance, surfaceType()) != 0,
      let display = gdk_surface_get_display(surface),
      let screen = screenOf(UnsafeMutableRawPointer(display)),
      supportsHint(screen, "_NET_WM_FRAME_DRAWN") == 0
    else { return false }
    setEnabled(UnsafeMutableRawPointer(surface), 0)
    return true
  }
}
