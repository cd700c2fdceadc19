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
    #expect(shape.lineDashPattern.isEmpty)
    // Only the default black fill draws.
    shape.path = Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(shape.drawContents(localTime: 0) == [.fill(shape.path, .black)])
  }

  @Test func fillIsDrawnBeforeStroke() {
    let shape = ShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    shape.path = Path(rect: CGRect(x: 1, y: 1, width: 8, height: 8))
    shape.strokeColor = .red
    shape.fillRule = .evenOdd
    shape.lineDashPattern = [2, 1]
    shape.lineDashPhase = 0.5
    let list = shape.displayList(at: 0)
    #expect(
      list.items == [
        .fill(shape.path, paint: .color(.black), rule: .evenOdd),
        .stroke(
          shape.path, paint: .color(.red),
          style: StrokeStyle(
            lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dashPattern: [2, 1],
            dashPhase: 0.5)),
      ])
  }

  @Test func strokeStartAndEndTrimTheStrokeOnly() {
    let shape = ShapeLayer()
    // A 100-point line: trimming 0.25…0.5 keeps x from 25 to 50.
    shape.path = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addLine(to: CGPoint(x: 100, y: 0))
    }
    shape.strokeColor = .blue
    shape.strokeStart = 0.25
    shape.strokeEnd = 0.5
    let items = shape.drawContents(localTime: 0)
    #expect(items.count == 2)
    guard case .fill(let filled, _, _) = items[0], case .stroke(let stroked, _, _) = items[1] else {
      Issue.record("expected fill and stroke, got \(items)")
      return
    }
    #expect(filled == shape.path)
    #expect(stroked.elements.first == .move(to: CGPoint(x: 25, y: 0)))
    #expect(stroked.currentPoint == CGPoint(x: 50, y: 0))
  }

  @Test func emptyTrimDrawsNoStroke() {
    let shape = ShapeLayer()
    shape.path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    shape.fillColor = nil
    shape.strokeColor = .red
    shape.strokeEnd = 0
    #expect(shape.drawContents(localTime: 0).isEmpty)
    shape.strokeEnd = 0.5
    shape.strokeStart = 0.7
    #expect(shape.drawContents(localTime: 0).isEmpty)
    shape.strokeStart = 0
    shape.lineWidth = 0
    #expect(shape.drawContents(localTime: 0).isEmpty)
  }

  @Test func presentationCopiesKeepShapeProperties() {
    let shape = ShapeLayer()
    shape.path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    shape.strokeColor = .green
    shape.lineWidth = 7
    shape.lineCap = .round
    let copy = ShapeLayer(layer: shape)
    #expect(copy.path == shape.path)
    #expect(copy.strokeColor == .green)
    #expect(copy.lineWidth == 7)
    #expect(copy.lineCap == .round)
    #expect(copy.isPresentation)
  }
}
