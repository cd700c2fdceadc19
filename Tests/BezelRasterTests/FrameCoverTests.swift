import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// A frame's cover holds every pixel its items paint (sharp miters, square caps, dashes,
/// curves, rotated and scaled groups), and is far smaller than the box of a thin arc.
@Suite struct FrameCoverTests {
  static let size = CGSize(width: 160, height: 120)

  /// Pixels painted by `items` drawn alone over transparent, that no cover box holds.
  private func uncovered(_ items: [DisplayItem], scale: Double) throws -> (
    missed: Int, painted: Int, covered: Int
  ) {
    let list = DisplayList(size: Self.size, items: items)
    var pixels: [UInt32] = []
    let (width, height) = try Canvas().render(list, scale: scale, into: &pixels)
    var cover = FrameCover()
    let measured = cover.measure(list, from: nil, scale: scale, width: width, height: height)
    #expect(measured)
    var mask = [Bool](repeating: false, count: width * height)
    for box in cover.boxes {
      for y in box.minY..<box.maxY {
        for x in box.minX..<box.maxX { mask[y * width + x] = true }
      }
    }
    var missed = 0
    var painted = 0
    for index in pixels.indices where pixels[index] != 0 {
      painted += 1
      if !mask[index] { missed += 1 }
    }
    return (missed, painted, mask.filter { $0 }.count)
  }

  static func zigzag() -> Path {
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 100))
    for k in 1...8 {
      // Turns of about 160°: mitred up to a limit of 10, the miter reaching far.
      path.addLine(to: CGPoint(x: 10 + Double(k) * 16, y: k % 2 == 0 ? 100 : 20))
    }
    return path
  }

  static func cases() -> [(String, [DisplayItem])] {
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 80, y: 60), radius: 50, startAngle: -.pi / 2, endAngle: 2.5,
      clockwise: true)
    var curves = Path()
    curves.move(to: CGPoint(x: 20, y: 60))
    curves.addQuadCurve(to: CGPoint(x: 60, y: 60), control: CGPoint(x: 40, y: 0))
    // A sharp corner where a curve meets a line, and a closed subpath's corner at its start.
    curves.addCurve(
      to: CGPoint(x: 100, y: 20), control1: CGPoint(x: 60, y: 110), control2: CGPoint(x: 90, y: 110)
    )
    curves.addLine(to: CGPoint(x: 130, y: 100))
    curves.closeSubpath()
    let sharp = StrokeStyle(lineWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    let square = StrokeStyle(
      lineWidth: 7, lineCap: .square, lineJoin: .bevel, dashPattern: [9, 7], dashPhase: 3)
    let round = StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round)
    let rotated = Transform(scaleX: 0.6, y: 0.9).concatenating(
      Transform(rotationAngle: 0.7)
    ).concatenating(Transform(translationX: 60, y: 10))
    // A turning spinner (rotation with uniform scale) and a sheared, mirrored stroke: the
    // cover grows each piece by the transform's largest stretch, no more.
    let turned = Transform(translationX: -80, y: -60).concatenating(Transform(rotationAngle: 0.9))
      .concatenating(Transform(scaleX: 1.1, y: 1.1)).concatenating(
        Transform(translationX: 80, y: 60))
    let sheared = Transform(a: 0.9, b: 0.35, c: 0.5, d: -0.7, tx: 20, ty: 90)
    func group(_ transform: Transform, _ path: Path, _ style: StrokeStyle) -> DisplayItem {
      .group(
        GroupItem(
          transform: transform, children: [.stroke(path, paint: .color(.black), style: style)]))
    }
    return [
      ("turned arc", [group(turned, arc, round)]),
      ("sheared zigzag", [group(sheared, zigzag(), sharp)]),
      ("sheared dashes", [group(sheared, curves, square)]),
      ("zigzag", [.stroke(zigzag(), paint: .color(.black), style: sharp)]),
      ("curves", [.stroke(curves, paint: .color(.black), style: sharp)]),
      ("dashes", [.stroke(curves, paint: .color(.black), style: square)]),
      ("arc", [.stroke(arc, paint: .color(.black), style: round)]),
      (
        "group",
        [
          .group(
            GroupItem(
              transform: rotated, opacity: 0.5,
              children: [
                .stroke(zigzag(), paint: .color(.black), style: sharp),
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 20, height: 30)), paint: .color(.red)),
              ]))
        ]
      ),
    ]
  }

  @Test(arguments: [1.0, 2.0])
  func theCoverHoldsEveryPaintedPixel(scale: Double) throws {
    for (name, items) in Self.cases() {
      let result = try uncovered(items, scale: scale)
      #expect(result.painted > 0, "\(name) paints nothing")
      #expect(result.missed == 0, "\(name) at \(scale)×: \(result.missed) pixels outside the cover")
    }
  }

  /// On a canvas wider than 64 cells (more than one word of cells a row), runs that cross
  /// from one word into the next are one box, and every painted pixel is covered.
  @Test func aWideCanvasCoversAcrossWordsOfCells() throws {
    for (name, items) in Self.cases() {
      let result = try uncovered(items, scale: 5)
      #expect(result.painted > 0, "\(name) paints nothing")
      #expect(result.missed == 0, "\(name) at 5×: \(result.missed) pixels outside the cover")
    }
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 60))
    path.addLine(to: CGPoint(x: 150, y: 60))
    let list = DisplayList(
      size: Self.size,
      items: [.stroke(path, paint: .color(.black), style: StrokeStyle(lineWidth: 2))])
    var cover = FrameCover()
    let measured = cover.measure(list, from: nil, scale: 5, width: 800, height: 600)
    #expect(measured)
    // A horizontal line from x 50 to 750: one run a row of cells, reaching past cell 64.
    #expect(!cover.boxes.isEmpty)
    for box in cover.boxes {
      #expect(box.minX <= 50 - 5 && box.maxX >= 750 + 5, "\(box)")
    }
    #expect(Set(cover.boxes.map(\.minY)).count == cover.boxes.count)
  }

  /// The union of two covers holds exactly the pixels of either, and measuring again on
  /// the same value forgets the first list's cells.
  @Test func theUnionHoldsExactlyEitherCover() throws {
    let cases = Self.cases()
    let (width, height) = (800, 600)
    func mask(_ boxes: [FrameDamage.Box]) -> [Bool] {
      var mask = [Bool](repeating: false, count: width * height)
      for box in boxes {
        for y in box.minY..<box.maxY {
          for x in box.minX..<box.maxX { mask[y * width + x] = true }
        }
      }
      return mask
    }
    func measure(_ cover: inout FrameCover, _ items: [DisplayItem]) -> Bool {
      cover.measure(
        DisplayList(size: Self.size, items: items), from: nil, scale: 5, width: width,
        height: height)
    }
    for (a, b) in zip(cases, cases.dropFirst()) {
      var first = FrameCover()
      var second = FrameCover()
      var fresh = FrameCover()
      // `second` measured another list first: its cells must not stay.
      let measured = [
        measure(&second, cases[0].1), measure(&first, a.1), measure(&second, b.1),
        measure(&fresh, b.1),
      ]
      #expect(measured.allSatisfy { $0 })
      #expect(second.boxes == fresh.boxes, "\(b.0)")
      var union: [FrameDamage.Box] = []
      first.appendUnion(with: second, to: &union)
      let either = zip(mask(first.boxes), mask(second.boxes)).map { $0 || $1 }
      #expect(mask(union) == either, "\(a.0) ∪ \(b.0)")
    }
  }

  @Test func aThinArcsCoverIsFarSmallerThanItsBox() throws {
    let items = Self.cases().first { $0.0 == "arc" }!.1
    let result = try uncovered(items, scale: 2)
    let box = try #require(ContentBounds.of(items))
    let boxArea = box.width * box.height * 4
    #expect(Double(result.covered) < 0.6 * boxArea, "\(result.covered) of \(boxArea)")
  }

  /// The largest stretch is the most any direction grows: never below a sampled direction's
  /// growth, and reached by one (within a sampling step).
  @Test(arguments: [
    Transform(rotationAngle: 0.7).concatenating(Transform(scaleX: 2.56, y: 2.56)),
    Transform(scaleX: 0.6, y: 0.9).concatenating(Transform(rotationAngle: 0.7)),
    Transform(a: 0.9, b: 0.35, c: 0.5, d: -0.7, tx: 20, ty: 90),
    Transform(a: 1, b: 0, c: 3, d: 1, tx: 0, ty: 0),
    Transform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5),
  ])
  func theLargestStretchIsTheMostAnyDirectionGrows(transform: Transform) {
    let stretch = FrameCover.largestStretch(transform)
    var most = 0.0
    for k in 0..<3600 {
      let angle = Double(k) * .pi / 3600
      let (x, y) = (cos(angle), sin(angle))
      let (u, v) = (transform.a * x + transform.c * y, transform.b * x + transform.d * y)
      most = max(most, (u * u + v * v).squareRoot())
    }
    #expect(stretch >= most)
    #expect(stretch <= most * 1.000_01 + 1e-12)
  }

  @Test func textHasNoCover() {
    let text = DisplayItem.text(
      TextItem(
        string: "Hi", font: Font(size: 12),
        frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    var cover = FrameCover()
    let measured = cover.measure(
      DisplayList(size: Self.size, items: [text]), from: nil, scale: 1, width: 160, height: 120)
    #expect(!measured)
  }
}
