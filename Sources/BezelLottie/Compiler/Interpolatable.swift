import Foundation

/// A compiled property value that keyframes blend between.
protocol LottieInterpolatable: Sendable {
  static func lerp(_ a: Self, _ b: Self, _ t: Double) -> Self
  /// Blends each dimension with its own progress (per-dimension easing).
  static func lerp(_ a: Self, _ b: Self, _ t: [Double]) -> Self
}

extension LottieInterpolatable {
  static func lerp(_ a: Self, _ b: Self, _ t: [Double]) -> Self { lerp(a, b, t.first ?? 0) }
}

extension Double: LottieInterpolatable {
  static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}

/// Up to four numbers: points, scales, colours. Unused dimensions are zero.
struct Vec4: LottieInterpolatable, Hashable {
  var x: Double
  var y: Double
  var z: Double
  var w: Double

  init(_ x: Double = 0, _ y: Double = 0, _ z: Double = 0, _ w: Double = 0) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  init(_ list: [Double], fill: Double = 0) {
    x = list.count > 0 ? list[0] : fill
    y = list.count > 1 ? list[1] : (list.count == 1 ? list[0] : fill)
    z = list.count > 2 ? list[2] : fill
    w = list.count > 3 ? list[3] : fill
  }

  var point: CGPoint { CGPoint(x: x, y: y) }

  static func lerp(_ a: Vec4, _ b: Vec4, _ t: Double) -> Vec4 {
    Vec4(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t)
  }

  static func lerp(_ a: Vec4, _ b: Vec4, _ t: [Double]) -> Vec4 {
    func p(_ i: Int) -> Double { i < t.count ? t[i] : (t.last ?? 0) }
    return Vec4(
      a.x + (b.x - a.x) * p(0), a.y + (b.y - a.y) * p(1), a.z + (b.z - a.z) * p(2),
      a.w + (b.w - a.w) * p(3))
  }
}

/// Gradient stops as Lottie stores them: colour stops then opacity stops, flat.
struct Numbers: LottieInterpolatable, Hashable {
  var values: [Double]

  static func lerp(_ a: Numbers, _ b: Numbers, _ t: Double) -> Numbers {
    guard a.values.count == b.values.count else { return t < 1 ? a : b }
    var out = a.values
    for i in out.indices { out[i] += (b.values[i] - out[i]) * t }
    return Numbers(values: out)
  }
}

extension BezierShape: LottieInterpolatable {
  static func lerp(_ a: BezierShape, _ b: BezierShape, _ t: Double) -> BezierShape {
    let n = min(a.vertices.count, b.vertices.count)
    guard n > 0 else { return t < 1 ? a : b }
    var out = BezierShape(closed: a.closed)
    out.vertices.reserveCapacity(n)
    out.inPoints.reserveCapacity(n)
    out.outPoints.reserveCapacity(n)
    for i in 0..<n {
      out.vertices.append(mix(a.vertices[i], b.vertices[i], t))
      out.inPoints.append(mix(a.inPoints[i], b.inPoints[i], t))
      out.outPoints.append(mix(a.outPoints[i], b.outPoints[i], t))
    }
    return out
  }

  private static func mix(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
  }
}
