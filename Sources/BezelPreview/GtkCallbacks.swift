import CCairo
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

let previewScaleChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, _, data in
  let host = host(data)
  MainActor.assumeIsolated { host?.scaleChanged() }
}

let previewPressed: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
  _, _, x, y, data in
  let host = host(data)
  MainActor.assumeIsolated { host?.pressed(x: x, y: y) }
}

/// Makes the view's class: its snapshot calls the host.
let frameViewClassInit: @convention(c) (gpointer?, gpointer?) -> Void = { classPointer, _ in
  guard let classPointer else { return }
  let widgetClass = classPointer.assumingMemoryBound(to: GtkWidgetClass.self)
  widgetClass.pointee.snapshot = previewSnapshot
  // As the drawing area it replaces: one image to assistive technologies.
  gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_IMG)
}

let previewSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
  widget, snapshot in
  // The snapshot is only valid during this call, which GTK makes on the main thread.
  guard let widget, let snapshot,
    let host = host(g_object_get_data(gtkCast(widget, to: GObject.self), FrameView.hostKey))
  else { return }
  let (width, height) = (gtk_widget_get_width(widget), gtk_widget_get_height(widget))
  nonisolated(unsafe) let target = snapshot
  MainActor.assumeIsolated { host.snapshot(target, width: width, height: height) }
}

/// Frees the image surface whose pixels a tile's texture wrapped, when GTK lets go of it.
let frameTilesReleaseSurface: @convention(c) (gpointer?) -> Void = { surface in
  if let surface { cairo_surface_destroy(OpaquePointer(surface)) }
}

let previewTick:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, clock, data in
    guard let host = host(data) else { return 0 }
    // The frame clock belongs to the widget, on the main thread.
    nonisolated(unsafe) let clock = clock
    return MainActor.assumeIsolated { host.tick(frameClock: clock) } ? 1 : 0
  }

// A tile's pixels as a Cairo raster source (``FramePiece``): the pattern's data is a
// referenced image surface, handed out as it is.

let framePieceAcquire:
  @convention(c) (
    OpaquePointer?, UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<cairo_rectangle_int_t>?
  ) -> OpaquePointer? = { _, pixels, _, _ in
    pixels.map { cairo_surface_reference(OpaquePointer($0)) }
  }

let framePieceRelease:
  @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, OpaquePointer?) -> Void = {
    _, _, surface in cairo_surface_destroy(surface)
  }

let framePieceCopy:
  @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, OpaquePointer?) -> cairo_status_t = {
    _, pixels, _ in
    if let pixels { cairo_surface_reference(OpaquePointer(pixels)) }
    return CAIRO_STATUS_SUCCESS
  }

let framePieceFinish: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  _, pixels in
  if let pixels { cairo_surface_destroy(OpaquePointer(pixels)) }
}
