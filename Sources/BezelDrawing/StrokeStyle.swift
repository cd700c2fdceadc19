/// The ends of open stroked subpaths.
public enum LineCap: Hashable, Sendable {
  case butt
  case round
  case square
}

/// The corners where stroked segments meet.
public enum LineJoin: Hashable, Sendable {
  case miter
  case round
  case bevel
}

/// How a path is stroked. The defaults are Core Animation's (`CAShapeLayer`).
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: Double
  /// Alternating on / off lengths in points; empty for a solid line.
  public var dashPattern: [Double]
  public var dashPhase: Double

  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dashPattern: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }
}
