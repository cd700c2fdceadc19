import BezelDrawing
import BezelLayers
import Foundation

/// How a ring looks, and its drawing at a fraction: the one ring drawing ``CountdownRing``,
/// ``ProgressRing`` and the overlay's annular mode share.
///
/// The fraction fills clockwise (or counterclockwise) from ``startAngle``; past 1 the ring is
/// full and its tip goes round again with a shadow under it, as MKRingProgressView draws laps.
/// A gradient is angular: a conic gradient from the first colour at the start to the last
/// after one full turn, which past one lap turns with the tip so the tip keeps the last colour.
struct RingDrawing: Hashable {
  var trackWidth: Double = 10
  var progressWidth: Double = 10
  var trackColor: Color? = .green
  var progressColor: Color = .gray
  /// Two or more colours spread along the ring (angular); `nil` for ``progressColor``.
  var gradientColors: [Color]?
  var lineCap: LineCap = .butt
  var direction: RingDirection = .clockwise
  /// Radians clockwise from 12 o'clock.
  var startAngle: Double = 0
  /// The shadow under the tip past one lap.
  var tipShadow: Color? = Color.black.withAlpha(0.45)

  static func clean(_ width: Double) -> Double { width.isFinite ? max(0, width) : 0 }

  /// The circle both rings are stroked on.
  func shape() -> RingShape {
    RingShape(
      lineWidth: max(Self.clean(trackWidth), Self.clean(progressWidth)), direction: direction,
      startAngle: startAngle)
  }

  /// The on-screen angle (radians, 0 at 3 o'clock, clockwise) of fraction `f` of a turn.
  func angle(atFraction f: Double) -> Double {
    let start = -Double.pi / 2 + (startAngle.isFinite ? startAngle : 0)
    return direction == .clockwise ? start + f * 2 * .pi : start - f * 2 * .pi
  }

  /// The ring at `fraction` (0 empty, 1 full, more: laps) in `bounds`.
  func items(fraction: Double, in bounds: CGRect) -> [DisplayItem] {
    items(fraction: fraction, on: RingCircle(shape: shape(), in: bounds))
  }

  /// The ring at `fraction` on `ring`, the circle of ``shape()`` in the bounds it was built
  /// for (kept from frame to frame by the caller).
  func items(fraction: Double, on ring: RingCircle) -> [DisplayItem] {
    let shape = ring.shape
    let bounds = ring.bounds
    let radius = shape.radius(in: bounds)
    guard shape.lineWidth > 0, radius > 0 else { return [] }
    let circle = ring.path
    var items: [DisplayItem] = []
    let trackWidth = Self.clean(self.trackWidth)
    if let track = trackColor, !track.isClear, trackWidth > 0 {
      items.append(.stroke(circle, paint: .color(track), style: StrokeStyle(lineWidth: trackWidth)))
    }
    let width = Self.clean(progressWidth)
    let progress = fraction.isFinite ? max(0, fraction) : 0
    guard progress > 0, width > 0 else { return items }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    if progress <= 1 {
      let paint = self.paint(center: center, startFraction: 0)
      guard let paint else { return items }
      // A full ring is closed: no cap, or round caps would overlap at the start.
      let part = progress >= 1 ? circle : ring.trimmed(to: progress)
      let cap = progress >= 1 ? LineCap.butt : lineCap
      items.append(.stroke(part, paint: paint, style: StrokeStyle(lineWidth: width, lineCap: cap)))
      return items
    }
    // Laps: the full ring, the shadow the tip casts ahead of itself, and the last quarter
    // turn before the tip again on top of it.
    let tip = progress.truncatingRemainder(dividingBy: 1)
    guard let paint = self.paint(center: center, startFraction: tip) else { return items }
    items.append(.stroke(circle, paint: paint, style: StrokeStyle(lineWidth: width)))
    let tipAngle = angle(atFraction: tip)
    let tipPoint = CGPoint(
      x: center.x + radius * cos(tipAngle), y: center.y + radius * sin(tipAngle))
    if let shadow = tipShadow, !shadow.isClear {
      var band = Path(ellipseIn: bounds.centred(radius: radius + width / 2))
      band.addPath(Path(ellipseIn: bounds.centred(radius: max(0, radius - width / 2))))
      let fade = Gradient(stops: [
        .init(location: 0, color: shadow),
        .init(location: 0.4, color: shadow.withAlpha(shadow.alpha * 0.6)),
        .init(location: 1, color: shadow.withAlpha(0)),
      ])
      let disc = DisplayItem.fill(
        Path(
          ellipseIn: CGRect(
            x: tipPoint.x - width, y: tipPoint.y - width, width: 2 * width, height: 2 * width)),
        paint: .radialGradient(fade, center: tipPoint, radius: width, focus: tipPoint))
      items.append(.group(GroupItem(clip: band, clipRule: .evenOdd, children: [disc])))
    }
    var last = Path()
    let behind = angle(atFraction: tip - 0.25)
    last.addArc(
      center: center, radius: radius, startAngle: behind, endAngle: tipAngle,
      clockwise: direction == .clockwise)
    let cap = lineCap == .butt ? LineCap.butt : lineCap
    items.append(.stroke(last, paint: paint, style: StrokeStyle(lineWidth: width, lineCap: cap)))
    return items
  }

  /// The progress paint: the colour, or the angular gradient starting `startFraction` of a
  /// turn past the start (where the lap's tip is); `nil` when nothing shows.
  func paint(center: CGPoint, startFraction: Double) -> Paint? {
    guard let colors = gradientColors, colors.count >= 2 else {
      return progressColor.isClear ? nil : .color(progressColor)
    }
    let last = Double(colors.count - 1)
    var stops = colors.enumerated().map { Gradient.Stop(location: Double($0) / last, color: $1) }
    var start = angle(atFraction: startFraction)
    if direction == .counterclockwise {
      // A conic gradient turns clockwise: mirror the stops so they run the ring's way.
      stops = stops.reversed().map { Gradient.Stop(location: 1 - $0.location, color: $0.color) }
      start = angle(atFraction: startFraction + 1)
    }
    return .conicGradient(Gradient(stops: stops), center: center, startAngle: start)
  }
}

extension CGRect {
  /// The square of side `2 × radius` around this rectangle's centre.
  fileprivate func centred(radius: Double) -> CGRect {
    CGRect(x: midX - radius, y: midY - radius, width: 2 * radius, height: 2 * radius)
  }
}
