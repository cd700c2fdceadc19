import CGtk

/// The widget that shows the scene: a bare GTK widget whose snapshot is the host's frame as
/// tiles (``FrameTiles``), registered once with GObject as `BezelPreviewFrameView`.
///
/// A `GtkDrawingArea` cannot do this: its snapshot is one Cairo node drawn again whole on
/// every frame, so GTK repainted the whole window for an arc that moved by a pixel.
enum FrameView {
  /// The key of the host pointer in the widget's object data.
  static let hostKey = "bezel-preview-host"

  /// The GObject type, a subclass of `GtkWidget` whose snapshot calls the host.
  static let type: GType = g_type_register_static_simple(
    gtk_widget_get_type(), "BezelPreviewFrameView", guint(MemoryLayout<GtkWidgetClass>.size),
    frameViewClassInit, guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(0))

  /// A new view (a floating reference, which the container it is added to sinks) whose
  /// snapshots go to the host at `host` (an unretained `PreviewHost`).
  static func make(host: gpointer) -> UnsafeMutablePointer<GtkWidget>? {
    guard let object = g_object_new_with_properties(type, 0, nil, nil) else { return nil }
    g_object_set_data(object, hostKey, host)
    return gtkCast(object, to: GtkWidget.self)
  }

  /// Stops the view's snapshots from reaching its host (they then show nothing).
  static func detach(_ view: UnsafeMutablePointer<GtkWidget>) {
    g_object_set_data(gtkCast(view, to: GObject.self), hostKey, nil)
  }
}
