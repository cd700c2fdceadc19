import BezelRaster
import CCairo
import CGtk
import Foundation

/// One render node of the frame on show (``FrameTiles``) and the pixels it paints: a copy of
/// a rectangle of the frame, in a Cairo surface that never changes once the node paints it.
struct FramePiece {
  /// A rectangle of whole pixels.
  struct Rect {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// `GskRenderNode *`, painting `pixels` at their place in the frame.
  var node: OpaquePointer
  /// `cairo_surface_t *`, an image surface (the node holds a reference of its own).
  var pixels: OpaquePointer
  /// Where the node paints, in the widget's points.
  var points: CGRect

  /// A node painting `rect` of `frame` (rows of `frameWidth` pixels, `scale` pixels a point)
  /// in place, from a copy of those pixels: a texture node when `textures` (for GTK's GL
  /// renderer), a Cairo node otherwise; `nil` when Cairo or GSK cannot make one.
  ///
  /// A Cairo node paints the pixels through a raster-source pattern holding a reference to
  /// them, not as a surface pattern: Cairo's recording would take a snapshot of a surface
  /// pattern's surface, which stays attached to the surface, and copies the whole surface
  /// into the snapshot when the surface is destroyed (once a frame for the spinner's box,
  /// 200 KB) whether or not the recording still lives.
  init?(
    _ rect: Rect, of frame: UnsafePointer<UInt32>, frameWidth: Int, scale: Int, textures: Bool
  ) {
    // GSK registers its node types when one is first asked for: GTK's start-up asks, a
    // process without a window (a test) may not have.
    _ = textures ? gsk_texture_node_get_type() : gsk_cairo_node_get_type()
    guard let surface = UnclearedSurface.make(CAIRO_FORMAT_ARGB32, rect.width, rect.height)
    else { return nil }
    let (pixels, data, stride) = surface
    for y in 0..<rect.height {
      let source = frame + (rect.y + y) * frameWidth + rect.x
      UnsafeMutableRawPointer(data + y * stride).copyMemory(
        from: source, byteCount: rect.width * 4)
    }
    cairo_surface_mark_dirty(pixels)

    let s = Double(scale)
    let points = CGRect(
      x: Double(rect.x) / s, y: Double(rect.y) / s, width: Double(rect.width) / s,
      height: Double(rect.height) / s)
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: Float(points.minX), y: Float(points.minY)),
      size: graphene_size_t(width: Float(points.width), height: Float(points.height)))
    let made =
      textures
      ? Self.textureNode(pixels, stride: stride, rect, &bounds)
      : Self.cairoNode(pixels, rect, scale: s, &bounds)
    guard let made else {
      cairo_surface_destroy(pixels)
      return nil
    }
    (node, self.pixels, self.points) = (made, pixels, points)
  }

  /// Lets go of the node and the pixels (GTK keeps its own references while it shows them).
  func release() {
    gsk_render_node_unref(node)
    cairo_surface_destroy(pixels)
  }

  /// A Cairo node over `bounds` that paints the image surface `pixels` once, at `rect`.
  private static func cairoNode(
    _ pixels: OpaquePointer, _ rect: Rect, scale: Double, _ bounds: inout graphene_rect_t
  ) -> OpaquePointer? {
    guard let node = gsk_cairo_node_new(&bounds) else { return nil }
    guard let cr = gsk_cairo_node_get_draw_context(node) else { return node }
    defer { cairo_destroy(cr) }
    // The pattern and each copy Cairo makes of it hold a reference to the pixels.
    let source = cairo_pattern_create_raster_source(
      UnsafeMutableRawPointer(cairo_surface_reference(pixels)), CAIRO_CONTENT_COLOR_ALPHA,
      Int32(rect.width), Int32(rect.height))
    cairo_raster_source_pattern_set_acquire(source, framePieceAcquire, framePieceRelease)
    cairo_raster_source_pattern_set_copy(source, framePieceCopy)
    cairo_raster_source_pattern_set_finish(source, framePieceFinish)
    var place = cairo_matrix_t()
    cairo_matrix_init_translate(&place, -Double(rect.x), -Double(rect.y))
    cairo_pattern_set_matrix(source, &place)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source(cr, source)
    cairo_pattern_destroy(source)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(
      cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    cairo_fill(cr)
    return node
  }

  /// A texture node showing the image surface `pixels` (whose pixels never change) over
  /// `bounds`; the texture holds its own reference to the surface.
  private static func textureNode(
    _ pixels: OpaquePointer, stride: Int, _ rect: Rect, _ bounds: inout graphene_rect_t
  ) -> OpaquePointer? {
    guard let data = cairo_image_surface_get_data(pixels) else { return nil }
    cairo_surface_reference(pixels)
    guard
      let bytes = g_bytes_new_with_free_func(
        data, gsize(stride * rect.height), frameTilesReleaseSurface,
        UnsafeMutableRawPointer(pixels))
    else {
      cairo_surface_destroy(pixels)
      return nil
    }
    defer { g_bytes_unref(bytes) }
    // Cairo's premultiplied ARGB32 in native byte order.
    #if _endian(little)
      let format = GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
    #else
      let format = GDK_MEMORY_A8R8G8B8_PREMULTIPLIED
    #endif
    guard
      let texture = gdk_memory_texture_new(
        Int32(rect.width), Int32(rect.height), format, bytes, gsize(stride))
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return gsk_texture_node_new(texture, &bounds)
  }
}
