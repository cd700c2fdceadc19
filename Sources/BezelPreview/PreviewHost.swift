import BezelLayers
@_spi(Cairo) import BezelRaster
import CCairo
import CGtk
import Foundation

/// Owns the GTK application, its window and the scene on show; everything here runs on the main
/// thread, where GTK's main loop calls back.
///
/// GTK holds this object only as an unretained `void *` in signal handlers, the draw function
/// and the tick callback; `run()` keeps it alive, and `detachFromWidgets()` removes all of them
/// while the widgets still exist: when the window is asked to close, or before `run()` destroys
/// a window left open. (By the window's "destroy" signal its children are already gone.)
@MainActor
final class PreviewHost {
  private var sceneName: SceneName
  private var scene: PreviewScene
  /// Scenes already shown, kept so that switching back finds them as they were left.
  private var scenes: [SceneName: PreviewScene] = [:]
  /// Live time for every scene; zero when the preview started.
  private let clock = MonotonicClock()
  /// Draws the frames, keeping decoded images, text layouts and the pixels of what did not
  /// change (the ring's photo under its arc, the window under the overlay's spinner), so a
  /// frame redraws only what moved.
  private let canvas = Canvas()
  /// The frame on show, which the canvas brings up to date.
  private let frame = FramePixels()
  private let accessibility = PreviewAccessibility()
  private var laidOutSize: CGSize?
  /// The list the last tick built for its frame, which that frame's snapshot then uses.
  private var ticked: (time: Double, list: DisplayList)?
  /// When what the scene says is next handed to GTK while it animates.
  private var nextAccessibilityTime = -Double.infinity
  /// The view's scale factor while GTK has not said it changed (see ``displayScale``).
  private var knownScale: Double?

  private var application: UnsafeMutablePointer<GtkApplication>?
  private var window: UnsafeMutablePointer<GtkWidget>?
  private var view: UnsafeMutablePointer<GtkWidget>?
  private var dropDown: UnsafeMutablePointer<GtkWidget>?
  private var hintLabel: UnsafeMutablePointer<GtkWidget>?
  /// Handlers on the window and its widgets, and on the application.
  private var widgetHandlers: [(instance: gpointer, id: gulong)] = []
  private var applicationHandlers: [(instance: gpointer, id: gulong)] = []
  private var tickCallbackID: guint = 0

  init(scene name: SceneName) {
    sceneName = name
    scene = PreviewSceneFactory.make(name, clock: clock)
    scenes[name] = scene
  }

  private var context: gpointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Runs the application until its window closes; returns the exit code.
  func run() -> Int32 {
    guard let app = gtk_application_new("dev.bezel.Preview", G_APPLICATION_NON_UNIQUE) else {
      PreviewApp.printError("cannot create the GTK application")
      return 70
    }
    application = app
    if let id = connect(app, "activate", unsafeBitCast(previewActivate, to: GCallback.self)) {
      applicationHandlers.append(id)
    }
    // No arguments: the command line is already parsed, GTK must not see it.
    let status = g_application_run(gtkCast(app, to: GApplication.self), 0, nil)
    // A window still open when the loop ends (the application quit some other way).
    if let window {
      detachFromWidgets()
      gtk_window_destroy(gtkCast(window, to: GtkWindow.self))
    }
    for handler in applicationHandlers { g_signal_handler_disconnect(handler.instance, handler.id) }
    applicationHandlers.removeAll()
    application = nil
    g_object_unref(app)
    return status == 0 ? 0 : 70
  }

  // MARK: Building the window

  func activate() {
    guard window == nil, let app = application, let window = gtk_application_window_new(app)
    else { return }
    self.window = window
    let gtkWindow = gtkCast(window, to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, windowTitle)
    gtk_window_set_default_size(gtkWindow, 440, 560)

    let header = gtk_header_bar_new()
    let names = SceneName.allCases.map { strdup($0.title) } + [nil]
    defer {
      for name in names { free(name) }
    }
    let dropDown = names.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { gtk_drop_down_new_from_strings(UnsafePointer(OpaquePointer($0))) }
    }
    if let dropDown = dropDown ?? nil {
      self.dropDown = dropDown
      gtk_drop_down_set_selected(OpaquePointer(dropDown), selectedIndex)
      connectWidget(
        dropDown, "notify::selected", unsafeBitCast(previewSceneSelected, to: GCallback.self))
      gtk_header_bar_set_title_widget(OpaquePointer(header), dropDown)
    }
    gtk_window_set_titlebar(gtkWindow, header)

    let area = FrameView.make(host: context)
    if let area {
      view = area
      gtk_widget_set_hexpand(area, 1)
      gtk_widget_set_vexpand(area, 1)
      if let click = gtk_gesture_click_new() {
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_PRIMARY))
        connectWidget(
          UnsafeMutableRawPointer(click), "pressed",
          unsafeBitCast(previewPressed, to: GCallback.self))
        // The widget takes ownership of the controller.
        gtk_widget_add_controller(area, click)
      }
      connectWidget(
        area, "notify::scale-factor", unsafeBitCast(previewScaleChanged, to: GCallback.self))
      let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      if let column, let hint = gtk_label_new(sceneName.hint) {
        hintLabel = hint
        gtk_label_set_wrap(OpaquePointer(hint), 1)
        gtk_widget_add_css_class(hint, "dim-label")
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(hint, 6) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(hint, 12) }
        gtk_box_append(gtkCast(column, to: GtkBox.self), area)
        gtk_box_append(gtkCast(column, to: GtkBox.self), hint)
        gtk_window_set_child(gtkWindow, column)
      } else {
        gtk_window_set_child(gtkWindow, area)
      }
    }
    // Ctrl+W and Ctrl+Q close the window through GTK's own "window.close" action.
    if let shortcuts = gtk_shortcut_controller_new(),
      let trigger = gtk_shortcut_trigger_parse_string("<Control>w|<Control>q"),
      let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("window.close"))
    {
      gtk_shortcut_controller_add_shortcut(shortcuts, shortcut)
      gtk_event_controller_set_propagation_phase(shortcuts, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(window, shortcuts)
    }
    connectWidget(
      window, "close-request", unsafeBitCast(previewWindowCloseRequested, to: GCallback.self))
    connectWidget(window, "destroy", unsafeBitCast(previewWindowDestroyed, to: GCallback.self))
    gtk_window_present(gtkWindow)
    FrameSync.disableWithoutWindowManager(window)
    wake()
  }

  private var windowTitle: String { "Bezel preview — \(sceneName.rawValue)" }

  private var selectedIndex: guint {
    guint(SceneName.allCases.firstIndex(of: sceneName) ?? 0)
  }

  /// Connects `handler` with this host as its data; returns the handler to disconnect later.
  @discardableResult
  private func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback)
    -> (instance: gpointer, id: gulong)?
  {
    let id = g_signal_connect_data(instance, signal, handler, context, nil, GConnectFlags(0))
    return id == 0 ? nil : (instance, id)
  }

  @discardableResult
  private func connect<T>(
    _ instance: UnsafeMutablePointer<T>, _ signal: String, _ handler: GCallback
  ) -> (instance: gpointer, id: gulong)? {
    connect(UnsafeMutableRawPointer(instance), signal, handler)
  }

  /// Connects a handler on the window or one of its widgets.
  private func connectWidget(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback
  ) {
    if let id = connect(instance, signal, handler) { widgetHandlers.append(id) }
  }

  /// Removes the tick callback, the view's snapshots and every widget signal handler that
  /// points at this host, while the widgets are alive; then forgets the widgets.
  private func detachFromWidgets() {
    if tickCallbackID != 0, let area = view {
      gtk_widget_remove_tick_callback(area, tickCallbackID)
    }
    if let area = view { FrameView.detach(area) }
    for handler in widgetHandlers { g_signal_handler_disconnect(handler.instance, handler.id) }
    forgetWidgets()
  }

  private func forgetWidgets() {
    tickCallbackID = 0
    knownScale = nil
    widgetHandlers.removeAll()
    view = nil
    dropDown = nil
    hintLabel = nil
    window = nil
  }

  /// The window is about to close (its close button, a window manager's request): the last
  /// moment its widgets are all alive. Returns false to let it close.
  func windowCloseRequested() -> Bool {
    detachFromWidgets()
    return false
  }

  /// Destroyed without a close request: GTK has already dropped the children's callbacks along
  /// with the children, so only our references remain to forget.
  func windowDestroyed() {
    forgetWidgets()
  }

  // MARK: Time, drawing and input

  /// The time of the frame being drawn: the frame clock's, so every widget of one frame agrees.
  private var frameTime: Double {
    guard let area = view, let clock = gtk_widget_get_frame_clock(area) else {
      return self.clock.now
    }
    return self.clock.seconds(at: gdk_frame_clock_get_frame_time(clock))
  }

  private func layoutIfNeeded(width: Int32, height: Int32, time: Double) {
    let size = CGSize(width: Double(max(width, 1)), height: Double(max(height, 1)))
    guard size != laidOutSize else { return }
    laidOutSize = size
    ticked = nil
    scene.layout(size: size, time: time)
  }

  /// Adds the view's picture to GTK's snapshot (`GtkSnapshot *`) of a `width` × `height`
  /// point view.
  func snapshot(_ snapshot: OpaquePointer, width: Int32, height: Int32) {
    let time = frameTime
    layoutIfNeeded(width: width, height: height, time: time)
    let list = ticked.flatMap { $0.time == time ? $0.list : nil } ?? scene.displayList(at: time)
    ticked = nil
    // The scene is drawn over white, like a UIKit window's default background.
    do throws(RenderError) {
      try frame.update(list, scale: displayScale, background: .white, with: canvas)
      frame.append(to: snapshot, textures: !rendersWithCairo)
    } catch {
      var bounds = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: 0),
        size: graphene_size_t(width: Float(width), height: Float(height)))
      if let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) {
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        canvas.draw(list.items, into: cairo)
        cairo_destroy(cairo)
      }
    }
    if time >= nextAccessibilityTime || !scene.isAnimating(at: time) {
      updateAccessibility(at: time)
    }
  }

  /// Hands what the scene says at `time` to GTK; the next update while the scene animates
  /// waits ``PreviewAccessibility/interval`` (collecting the descriptions and handing them
  /// over on every frame cost about as much as drawing the frame).
  private func updateAccessibility(at time: Double) {
    guard let area = view else { return }
    nextAccessibilityTime = time + PreviewAccessibility.interval
    accessibility.update(area, scene.accessibilityElements(at: time))
  }

  /// Whether GTK draws the window with its Cairo renderer (`GSK_RENDERER=cairo`, or where
  /// there is no OpenGL) rather than with OpenGL or Vulkan.
  private var rendersWithCairo: Bool {
    guard let view, let native = gtk_widget_get_native(view),
      let renderer = gtk_native_get_renderer(native)
    else { return true }
    let instance = UnsafeMutablePointer<GTypeInstance>(renderer)
    return g_type_check_instance_is_a(instance, gsk_cairo_renderer_get_type()) != 0
  }

  /// Device pixels per point of the view (2 on a HiDPI screen), asked of GTK again only
  /// after it says the view's scale factor changed: GTK walks up the widget tree for it,
  /// about 1 % of the running ring's CPU time when asked twice a frame.
  private var displayScale: Double {
    if let knownScale { return knownScale }
    let scale = Double(max(1, view.map { gtk_widget_get_scale_factor($0) } ?? 1))
    // An unrealised view's factor is a guess from the monitor.
    if let view, gtk_widget_get_realized(view) != 0 { knownScale = scale }
    return scale
  }

  /// The view's scale factor changed (it moved to another monitor, or the monitor's did).
  func scaleChanged() {
    knownScale = nil
    wake()
  }

  func pressed(x: Double, y: Double) {
    guard let area = view else { return }
    let time = clock.now
    layoutIfNeeded(
      width: gtk_widget_get_width(area), height: gtk_widget_get_height(area), time: time)
    scene.press(at: CGPoint(x: x, y: y), time: time)
    ticked = nil
    wake()
  }

  func sceneSelected() {
    guard let dropDown else { return }
    let index = Int(gtk_drop_down_get_selected(OpaquePointer(dropDown)))
    guard SceneName.allCases.indices.contains(index), SceneName.allCases[index] != sceneName
    else { return }
    sceneName = SceneName.allCases[index]
    if let existing = scenes[sceneName] {
      scene = existing
    } else {
      scene = PreviewSceneFactory.make(sceneName, clock: clock)
      scenes[sceneName] = scene
    }
    laidOutSize = nil
    ticked = nil
    nextAccessibilityTime = -.infinity
    if let window { gtk_window_set_title(gtkCast(window, to: GtkWindow.self), windowTitle) }
    if let hintLabel { gtk_label_set_text(OpaquePointer(hintLabel), sceneName.hint) }
    wake()
  }

  /// Redraws now and keeps redrawing on every frame while the scene animates.
  private func wake() {
    guard let area = view else { return }
    gtk_widget_queue_draw(area)
    if tickCallbackID == 0 {
      tickCallbackID = gtk_widget_add_tick_callback(area, previewTick, context, nil)
    }
  }

  /// Called once per display frame; returns whether to keep ticking.
  func tick(frameClock: OpaquePointer?) -> Bool {
    guard let area = view else { return false }
    let time = frameClock.map { clock.seconds(at: gdk_frame_clock_get_frame_time($0)) }
    // A frame that would draw the same picture as the one on screen is skipped; otherwise
    // the draw of this frame (same frame-clock time) uses the list built here.
    let now = time ?? clock.now
    let list = scene.displayList(at: now)
    if !frame.shows(list, scale: displayScale) {
      ticked = (now, list)
      gtk_widget_queue_draw(area)
    }
    if scene.isAnimating(at: now) { return true }
    // The last frame of an animation may draw the picture on screen, but the words for a
    // still scene are always its latest.
    updateAccessibility(at: now)
    tickCallbackID = 0
    return false
  }
}
