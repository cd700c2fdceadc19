import BezelDrawing
import BezelLayers
import CCairo

/// Draws a display list into the Cairo context GTK hands the drawing area.
// TEMPORARY: a minimal painter until BezelRaster's Cairo entry point lands.
enum DisplayListPainter {
  static func paint(_ list: DisplayList, into cairo: OpaquePointer) {
    cairo_save(cairo)
    cairo_set_source_rgb(cairo, 1, 1, 1)
    cairo_paint(cairo)
    for item in list.items { paint(item, cairo) }
    cairo_restore(cairo)
  }

  private static func paint(_ item: DisplayItem, _ cairo: OpaquePointer) {
    switch item {
    case .fill(let path, let paint, _):
      addPath(path, cairo)
      setSource(paint, cairo)
      cairo_fill(cairo)
    case .stroke(let path, let paint, let style):
      addPath(path, cairo)
      setSource(paint, cairo)
      cairo_set_line_width(cairo, style.lineWidth)
      cairo_stroke(cairo)
    case .group(let group):
      cairo_save(cairo)
      var matrix = cairo_matrix_t(
        xx: group.transform.a, yx: group.transform.b, xy: group.transform.c,
        yy: group.transform.d, x0: group.transform.tx, y0: group.transform.ty)
      cairo_transform(cairo, &matrix)
      for child in group.children { paint(child, cairo) }
      cairo_restore(cairo)
    case .text, .image:
      break
    }
  }

  private static func setSource(_ paint: Paint, _ cairo: OpaquePointer) {
    if case .color(let color) = paint {
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
  }

  private static func addPath(_ path: Path, _ cairo: OpaquePointer) {
    cairo_new_path(cairo)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cairo, p.x, p.y)
      case .line(let p): cairo_line_to(cairo, p.x, p.y)
      case .quadCurve(let p, let c):
        cairo_curve_to(cairo, c.x, c.y, c.x, c.y, p.x, p.y)
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cairo)
      }
    }
  }
}
