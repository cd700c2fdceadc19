import BezelDrawing
import BezelLayers
import Foundation
import Testing

@MainActor
struct ShapeLayerTests {
  @Test func defaultsAreCoreAnimations() {
    let shape = ShapeLayer()
    #expect(shape.fillColor == Color(white: 0))
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1)
    #expect(shape.lineCap == .butt)
    #expect(shape.lineJoin == .miter)
    #expect(shape.miterLimit == 10)
    #expect(shape.strokeStart == 0)
    #expect(shape.strokeEnd == 1)
    #expect(shape.fillRule == .nonZero)
  }

  @Test func fillIsDrawnBeforeStroke() {
    let shape = ShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    shape.path = Path(rect: CGRect(x: 1, y: 1, width: 8, height: 8))
    shape.strokeColor = .red
    let list = shape.displayList(at: 0)
    #expect(list.items.count == 2)
    guard case .fill(_, let fillPaint, _) = list.items.first,
      case .stroke(_, let strokePaint, let style) = list.items.last
    else {
      Issue.record("expected a fill then a stroke, got \(list.items)")
      return
    }
    #expect(fillPaint == .color(.black))
    #expect(strokePaint == .color(.red))
    #expect(style == StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
  }
}
