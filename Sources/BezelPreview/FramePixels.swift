import BezelDrawing
import BezelLayers
import BezelRaster
import CCairo

/// The preview's frame: a buffer the canvas renders each frame into (redrawing only what
/// changed, see ``BezelRaster/Canvas/retainsFrames``), shown by painting it into GTK's Cairo
/// context.
///
/// One Cairo surface wraps the buffer for as long as its storage stays put. GTK records what
/// the draw function paints and renders it later; a surface destroyed after painting makes
/// Cairo copy its pixels for that recording first (a megabyte allocated, zeroed and copied per
/// frame), while a surface that lives on is simply read when GTK renders, after the frame is
/// complete.
@MainActor
final class FramePixels {
  /// Premultiplied ARGB32, `width × height`, rows top to bottom.
  private(set) var pixels: [UInt32] = []
  private(set) var width = 0
  private(set) var height = 0
  private var scale = 1.0
  /// The list the pixels show.
  private var shown: DisplayList?
  /// Wraps `pixels`' storage, which must outlive it.
  private var surface: OpaquePointer?

  isolated deinit {
    // Before the storage goes: Cairo copies the pixels for a recording that still uses them.
    dropSurface()
  }

  /// Brings the pixels up to `list` at `scale` pixels per point over `background`.
  func update(_ list: DisplayList, scale: Double, background: Color, with canvas: Canvas)
    throws(RenderError)
  {
    shown = nil
    let (w, h) = try Canvas.pixelSize(for: list.size, scale: scale)
    // A new size means new storage: let go of the surface on the old one while it is valid.
    if w != width || h != height { dropSurface() }
    // `pixels` has no other owner, so the canvas draws into its storage in place.
    (width, height) = try canvas.render(list, scale: scale, background: background, into: &pixels)
    self.scale = scale
    shown = list
  }

  /// Whether the pixels already show `list` at `scale` (drawing it would change nothing).
  func shows(_ list: DisplayList, scale: Double) -> Bool {
    scale == self.scale && shown == list
  }

  /// Copies the pixels into a Cairo context (`cairo_t *`) with their top-left corner at the
  /// user-space origin, one point per `scale` pixels, replacing what is there.
  func paint(into context: OpaquePointer) {
    guard width > 0, height > 0, pixels.count == width * height, let surface = wrap() else {
      return
    }
    cairo_save(context)
    cairo_scale(context, 1 / scale, 1 / scale)
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// The surface on `pixels`' storage, made when there is none.
  private func wrap() -> OpaquePointer? {
    if let surface { return surface }
    let (w, h) = (width, height)
    // Read-only access: Cairo only reads a source surface, and a mutable view would copy the
    // pixels, which the canvas's reference to them shares.
    surface = pixels.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress,
        let created = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)),
          CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))
      else { return nil }
      guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(created)
        return nil
      }
      return created
    }
    return surface
  }

  private func dropSurface() {
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
  }
}
