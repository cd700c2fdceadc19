import CGtk

// C entry points GTK calls on its main loop, i.e. on the main thread. They capture nothing: the
// host arrives as the `user_data` pointer registered with the callback.

private func host(_ data: gpointer?) -> PreviewHost? {
  data.map { Unmanaged<PreviewHost>.fromOpaque($0).takeUnretainedValue() }
}

let previewActivate: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let host = host(data)
  MainActor.assumeIsolated { host?.activate() }
}

let previewWindowDestroyed: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let host = host(data)
  MainActor.assumeIsolated { host?.windowDestroyed() }
}

let previewWindowCloseRequested: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
  guard let host = host(data) else { return 0 }
  return MainActor.assumeIsolated { host.windowCloseRequested() } ? 1 : 0
}

let previewSceneSelected: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, _, data in
  let host = host(data)
  MainActor.assumeIsolated { host?.sceneSelected() }
}

let previewPressed: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
  _, _, x, y, data in
  let host = host(data)
  MainActor.assumeIsolated { host?.pressed(x: x, y: y) }
}

let previewDraw:
  @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?)
    -> Void = { _, cairo, width, height, data in
      // The context is only valid during this call, which GTK makes on the main thread.
      guard let host = host(data), let cairo else { return }
      nonisolated(unsafe) let context = cairo
      MainActor.assumeIsolated { host.draw(context, width: width, height: height) }
    }

let previewTick:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, clock, data in
    guard let host = host(data) else { return 0 }
    // The frame clock belongs to the widget, on the main thread.
    nonisolated(unsafe) let clock = clock
    return MainActor.assumeIsolated { host.tick(frameClock: clock) } ? 1 : 0
  }
