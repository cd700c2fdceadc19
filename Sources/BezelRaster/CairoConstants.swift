import BezelDrawing
import BezelLayers
import CCairo

/// Mappings from Bezel's drawing vocabulary to Cairo's constants.
enum CairoConstants {
  static func fillRule(_ rule: FillRule) -> cairo_fill_rule_t {
    switch rule {
    case .nonZero: return CAIRO_FILL_RULE_WINDING
    case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
    }
  }

  static func lineCap(_ cap: LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }

  static func lineJoin(_ join: LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }

  static func blendOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .plus: return CAIRO_OPERATOR_ADD
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    }
  }

  /// A Cairo matrix for `transform`, or `nil` when it is singular or not finite (Cairo puts a
  /// context into a permanent error state for those).
  static func matrix(_ t: Transform) -> cairo_matrix_t? {
    guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite
    else { return nil }
    let det = t.determinant
    guard det.isNormal else { return nil }
    return cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }

  /// The transform a Cairo matrix stands for (the inverse of ``matrix(_:)``).
  static func transform(_ m: cairo_matrix_t) -> Transform {
    Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  /// A colour component clamped to 0…1, with NaN read as 0.
  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
