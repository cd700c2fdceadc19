import BezelDrawing
import BezelLayers
import Foundation

/// The scenes' pictures, drawn in code (the project's own, no files): a dog portrait for the
/// ring's round photo and a landscape through a camera for the focus frame.
///
/// Each is designed on a 100×100 square and scaled to fill a rect, centred and cropped.
enum BuiltInPictures {
  /// The picture's items, filling `rect`.
  private static func fill(_ rect: CGRect, _ items: [DisplayItem]) -> [DisplayItem] {
    guard rect.width > 0, rect.height > 0 else { return [] }
    let scale = max(rect.width, rect.height) / 100
    let placed = Transform(scaleX: scale, y: scale).concatenating(
      Transform(translationX: rect.midX - 50 * scale, y: rect.midY - 50 * scale))
    return [
      .group(
        GroupItem(
          clip: Path(rect: rect),
          children: [.group(GroupItem(transform: placed, children: items))]))
    ]
  }

  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
    Color(red: r, green: g, blue: b, alpha: a)
  }

  private static func ellipse(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h))
  }

  private static func vertical(_ top: Color, _ bottom: Color, from y0: Double, to y1: Double)
    -> Paint
  {
    .linearGradient(
      Gradient(stops: [.init(location: 0, color: top), .init(location: 1, color: bottom)]),
      start: CGPoint(x: 50, y: y0), end: CGPoint(x: 50, y: y1))
  }

  private static func polygon(_ points: [(Double, Double)]) -> Path {
    var path = Path()
    for (i, p) in points.enumerated() {
      let point = CGPoint(x: p.0, y: p.1)
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }

  /// A smiling dog on a sunny meadow.
  static func dog(in rect: CGRect) -> [DisplayItem] {
    let fur = rgb(0.86, 0.62, 0.36)
    let darkFur = rgb(0.55, 0.34, 0.18)
    let ink = rgb(0.13, 0.09, 0.08)
    var items: [DisplayItem] = []
    items.append(
      .fill(
        Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100)),
        paint: vertical(rgb(0.45, 0.70, 0.95), rgb(0.85, 0.93, 0.99), from: 0, to: 70)))
    items.append(
      .fill(
        ellipse(72, 8, 18, 18),
        paint: .radialGradient(
          Gradient(stops: [
            .init(location: 0, color: rgb(1, 0.97, 0.75)),
            .init(location: 1, color: rgb(1, 0.85, 0.4)),
          ]), center: CGPoint(x: 81, y: 17), radius: 9, focus: CGPoint(x: 79, y: 15))))
    var hill = Path()
    hill.move(to: CGPoint(x: 0, y: 74))
    hill.addCurve(
      to: CGPoint(x: 100, y: 70), control1: CGPoint(x: 30, y: 62), control2: CGPoint(x: 70, y: 64))
    hill.addLine(to: CGPoint(x: 100, y: 100))
    hill.addLine(to: CGPoint(x: 0, y: 100))
    hill.closeSubpath()
    items.append(
      .fill(hill, paint: vertical(rgb(0.50, 0.78, 0.38), rgb(0.28, 0.55, 0.24), from: 65, to: 100)))
    // Body, ears, head.
    items.append(.fill(ellipse(27, 60, 46, 46), fur))
    items.append(.fill(ellipse(40, 70, 20, 26), rgb(0.97, 0.88, 0.74)))
    items.append(.fill(ellipse(21, 25, 15, 30), darkFur))
    items.append(.fill(ellipse(64, 25, 15, 30), darkFur))
    items.append(
      .fill(
        ellipse(28, 22, 44, 44),
        paint: .radialGradient(
          Gradient(stops: [
            .init(location: 0, color: rgb(0.93, 0.70, 0.43)), .init(location: 1, color: fur),
          ]),
          center: CGPoint(x: 50, y: 40), radius: 24, focus: CGPoint(x: 45, y: 34))))
    // Face.
    items.append(.fill(ellipse(37, 46, 26, 18), rgb(0.97, 0.88, 0.74)))
    for x in [39.0, 55] {
      items.append(.fill(ellipse(x, 36, 6, 7), ink))
      items.append(.fill(ellipse(x + 1.3, 37.2, 2, 2), .white))
    }
    items.append(.fill(ellipse(45.5, 48.5, 9, 6.5), ink))
    items.append(.fill(ellipse(47.5, 58, 5, 6), rgb(0.93, 0.42, 0.48)))
    var mouth = Path()
    mouth.move(to: CGPoint(x: 50, y: 55))
    mouth.addLine(to: CGPoint(x: 50, y: 57.5))
    mouth.addQuadCurve(to: CGPoint(x: 44.5, y: 58.5), control: CGPoint(x: 47.5, y: 60.5))
    mouth.move(to: CGPoint(x: 50, y: 57.5))
    mouth.addQuadCurve(to: CGPoint(x: 55.5, y: 58.5), control: CGPoint(x: 52.5, y: 60.5))
    items.append(
      .stroke(mouth, paint: .color(ink), style: StrokeStyle(lineWidth: 0.9, lineCap: .round)))
    return fill(rect, items)
  }

  /// Mountains over a lake at golden hour, with a viewfinder's thirds grid and vignette.
  static func viewfinder(in rect: CGRect) -> [DisplayItem] {
    var items: [DisplayItem] = []
    items.append(
      .fill(
        Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100)),
        paint: vertical(rgb(0.30, 0.48, 0.80), rgb(0.99, 0.80, 0.58), from: 0, to: 62)))
    items.append(
      .fill(
        ellipse(58, 38, 18, 18),
        paint: .radialGradient(
          Gradient(stops: [
            .init(location: 0, color: rgb(1, 0.98, 0.85)),
            .init(location: 1, color: rgb(1, 0.78, 0.45)),
          ]), center: CGPoint(x: 67, y: 47), radius: 9, focus: CGPoint(x: 67, y: 47))))
    items.append(
      .fill(
        polygon([
          (0, 62), (14, 40), (27, 54), (44, 32), (60, 55), (78, 38), (100, 58), (100, 66), (0, 66),
        ]),
        paint: vertical(rgb(0.42, 0.45, 0.62), rgb(0.55, 0.52, 0.62), from: 32, to: 66)))
    items.append(.fill(polygon([(44, 32), (39.5, 39), (44, 37.5), (48, 40)]), rgb(0.96, 0.96, 1)))
    items.append(
      .fill(polygon([(78, 38), (74.5, 43), (78, 42), (81.5, 43.5)]), rgb(0.96, 0.96, 1)))
    items.append(
      .fill(
        Path(rect: CGRect(x: 0, y: 64, width: 100, height: 14)),
        paint: vertical(rgb(0.55, 0.66, 0.85), rgb(0.35, 0.50, 0.72), from: 64, to: 78)))
    items.append(.fill(ellipse(58, 66, 18, 2.5), rgb(1, 0.9, 0.7, 0.6)))
    var shore = Path()
    shore.move(to: CGPoint(x: 0, y: 76))
    shore.addCurve(
      to: CGPoint(x: 100, y: 78), control1: CGPoint(x: 35, y: 70), control2: CGPoint(x: 65, y: 82))
    shore.addLine(to: CGPoint(x: 100, y: 100))
    shore.addLine(to: CGPoint(x: 0, y: 100))
    shore.closeSubpath()
    items.append(
      .fill(shore, paint: vertical(rgb(0.30, 0.50, 0.28), rgb(0.16, 0.32, 0.18), from: 72, to: 100))
    )
    for (x, y, s) in [(8.0, 80.0, 1.0), (15, 78, 1.3), (86, 80, 1.2), (93, 83, 0.9)] {
      items.append(
        .fill(
          polygon([(x, y - 14 * s), (x - 4 * s, y), (x + 4 * s, y)]), rgb(0.10, 0.25, 0.14)))
    }
    var grid = Path()
    for third in [100.0 / 3, 200.0 / 3] {
      grid.move(to: CGPoint(x: third, y: 0))
      grid.addLine(to: CGPoint(x: third, y: 100))
      grid.move(to: CGPoint(x: 0, y: third))
      grid.addLine(to: CGPoint(x: 100, y: third))
    }
    items.append(
      .stroke(grid, paint: .color(.white.withAlpha(0.35)), style: StrokeStyle(lineWidth: 0.3)))
    items.append(
      .fill(
        Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100)),
        paint: .radialGradient(
          Gradient(stops: [
            .init(location: 0.55, color: .clear), .init(location: 1, color: .black.withAlpha(0.35)),
          ]), center: CGPoint(x: 50, y: 50), radius: 72, focus: CGPoint(x: 50, y: 50))))
    return fill(rect, items)
  }
}
