import BezelDrawing
import Foundation
import Testing

/// Degenerate and hostile input must give some answer — never a trap or a hang.
@Suite struct PathRobustnessTests {
  static let values: [Double] = [0, 1, -1, 1e-300, 1e300, -1e300, .nan, .infinity, -.infinity]

  static func exercise(_ path: Path) -> Int {
    var touched = 0
    let measure = PathMeasure(path)
    touched += measure.trimmed(from: 0.25, to: 0.75).elements.count
    touched += measure.position(atFraction: 0.5) == nil ? 0 : 1
    touched += path.trimmed(from: 0.1, to: 0.2).elements.count
    touched += path.reversed().elements.count
    touched += path.subpaths.count
    touched += path.contains(CGPoint(x: 0.5, y: 0.5), fillRule: .evenOdd) ? 1 : 0
    touched += path.bounds.isNull ? 0 : 1
    touched += path.length.isNaN ? 0 : 1
    return touched
  }

  @Test func nonFiniteAndExtremeCoordinates() {
    var count = 0
    for v in Self.values {
      let p = CGPoint(x: v, y: 1)
      let q = CGPoint(x: 1, y: v)
      count += Self.exercise(
        Path {
          $0.move(to: .zero)
          $0.addCurve(to: p, control1: q, control2: CGPoint(x: 2, y: 2))
          $0.addQuadCurve(to: q, control: p)
          $0.addLine(to: p)
          $0.closeSubpath()
        })
    }
    #expect(count > 0)
  }

  @Test func degenerateCurves() {
    let point = CGPoint(x: 3, y: 3)
    // A curve that is a single point, one with all controls on an end, and a lone move.
    let paths = [
      Path {
        $0.move(to: point)
        $0.addCurve(to: point, control1: point, control2: point)
      },
      Path {
        $0.move(to: .zero)
        $0.addCurve(to: point, control1: .zero, control2: .zero)
        $0.addCurve(to: .zero, control1: point, control2: point)
      },
      Path { $0.move(to: point) },
      Path {
        $0.move(to: point)
        $0.closeSubpath()
      },
    ]
    for path in paths { _ = Self.exercise(path) }
    #expect(paths[0].length == 0)
    #expect(paths[0].trimmed(from: 0.2, to: 0.4).isEmpty)
    // Controls on the end points make a straight segment there and back: 2·|(3,3)|.
    #expect(isClose(paths[1].length, 2 * 18.0.squareRoot(), within: 1e-9))
    #expect(PathMeasure(paths[2]).position(atFraction: 0.5)?.point == point)
  }

  @Test func extremeTrimValues() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    for a in Self.values {
      for b in Self.values {
        _ = path.trimmed(from: a, to: b)
        _ = PathMeasure(path).position(atDistance: a)
      }
    }
    #expect(path.trimmed(from: -.infinity, to: .infinity) == path)
  }
}
