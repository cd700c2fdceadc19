import BezelDrawing
import Foundation

/// A layer that fills and strokes a path (`CAShapeLayer`), with Core Animation's defaults:
/// opaque black fill, no stroke, line width 1, butt caps, miter joins, miter limit 10. The fill
/// is drawn before the stroke. `strokeStart` / `strokeEnd` trim the stroke (not the fill) by
/// fractions of the path's total length.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.path = Path { $0.addArc(center: CGPoint(x: 50, y: 50), radius: 45,
///                              startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true) }
/// ring.fillColor = nil
/// ring.strokeColor = .gray
/// ring.lineWidth = 10
/// ring.strokeEnd = 0.25
/// ```
open class ShapeLayer: Layer {
  /// In the layer's bounds coordinates.
  public var path = Path()
  public var fillColor: Color? = .black
  public var fillRule: FillRule = .nonZero
  public var strokeColor: Color?
  public var lineWidth: Double = 1
  public var lineCap: LineCap = .butt
  public var lineJoin: LineJoin = .miter
  public var miterLimit: Double = 10
  public var lineDashPattern: [Double] = []
  public var lineDashPhase: Double = 0
  /// Where the stroke starts, as a fraction (0…1) of the path's length.
  public var strokeStart: Double = 0
  /// Where the stroke ends, as a fraction (0…1) of the path's length.
  public var strokeEnd: Double = 1

  public override init() {
    super.init()
  }

  public required init(layer: Layer) {
    super.init(layer: layer)
    guard let shape = layer as? ShapeLayer else { return }
    path = shape.path
    fillColor = shape.fillColor
    fillRule = shape.fillRule
    strokeColor = shape.strokeColor
    lineWidth = shape.lineWidth
    lineCap = shape.lineCap
    lineJoin = shape.lineJoin
    miterLimit = shape.miterLimit
    lineDashPattern = shape.lineDashPattern
    lineDashPhase = shape.lineDashPhase
    strokeStart = shape.strokeStart
    strokeEnd = shape.strokeEnd
  }

  /// The stroke's style from the layer's line properties.
  public var strokeStyle: StrokeStyle {
    StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
      dashPattern: lineDashPattern, dashPhase: lineDashPhase)
  }

  open override func drawContents(localTime: Double) -> [DisplayItem] {
    guard !path.isEmpty, path.isFinite else { return [] }
    var items: [DisplayItem] = []
    if let fill = fillColor, !fill.isClear {
      items.append(.fill(path, paint: .color(fill), rule: fillRule))
    }
    let start = max(0, min(1, strokeStart))
    let end = max(0, min(1, strokeEnd))
    if let stroke = strokeColor, !stroke.isClear, lineWidth > 0, lineWidth.isFinite, end > start {
      let trimmed = start <= 0 && end >= 1 ? path : path.trimmed(from: start, to: end)
      if !trimmed.isEmpty {
        items.append(.stroke(trimmed, paint: .color(stroke), style: strokeStyle))
      }
    }
    return items
  }
}
