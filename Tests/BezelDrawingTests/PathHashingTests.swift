import Foundation
import Testing

@testable import BezelDrawing

/// `Path`'s hash is a digest of its coordinates: equal paths must hash alike, and paths that
/// differ in any one coordinate or element kind should not.
@Suite struct PathHashingTests {
  static func triangle(_ x: Double = 10, close: Bool = true) -> Path {
    Path { p in
      p.move(to: CGPoint(x: x, y: 0))
      p.addLine(to: CGPoint(x: 20, y: 5))
      p.addCurve(
        to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 15, y: 15), control2: CGPoint(x: 5, y: 18))
      if close { p.closeSubpath() }
    }
  }

  @Test func equalPathsHashAlikeEvenWithSignedZeros() {
    let positive = Path { p in
      p.move(to: CGPoint(x: 0.0, y: 0.0))
      p.addLine(to: CGPoint(x: 4, y: 0.0))
    }
    let negative = Path { p in
      p.move(to: CGPoint(x: -0.0, y: -0.0))
      p.addLine(to: CGPoint(x: 4, y: -0.0))
    }
    #expect(positive == negative)
    #expect(positive.hashValue == negative.hashValue)
    #expect(Self.triangle().hashValue == Self.triangle().hashValue)
  }

  @Test func aChangedCoordinateOrElementChangesTheDigest() {
    let base = Self.triangle().coordinateDigest
    var variants: [Path] = [Self.triangle(10.000_000_001), Self.triangle(close: false)]
    // Every coordinate of the curve nudged in turn.
    for index in 0..<6 {
      var values: [Double] = [0, 20, 15, 15, 5, 18]
      values[index] += 0.5
      variants.append(
        Path { p in
          p.move(to: CGPoint(x: 10, y: 0))
          p.addLine(to: CGPoint(x: 20, y: 5))
          p.addCurve(
            to: CGPoint(x: values[0], y: values[1]),
            control1: CGPoint(x: values[2], y: values[3]),
            control2: CGPoint(x: values[4], y: values[5]))
          p.closeSubpath()
        })
    }
    // The same points as a quadratic and as lines.
    variants.append(
      Path { p in
        p.move(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 20, y: 5), control: CGPoint(x: 0, y: 20))
      })
    variants.append(
      Path { p in
        p.move(to: CGPoint(x: 10, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 5))
        p.addLine(to: CGPoint(x: 0, y: 20))
      })
    let digests = variants.map(\.coordinateDigest)
    #expect(!digests.contains(base))
    #expect(Set(digests).count == digests.count)
  }

  /// Swapping two coordinates must not give the same digest (an order-blind sum would).
  @Test func theDigestDependsOnOrder() {
    let a = Path { p in
      p.move(to: CGPoint(x: 1, y: 2))
      p.addLine(to: CGPoint(x: 3, y: 4))
    }
    let b = Path { p in
      p.move(to: CGPoint(x: 3, y: 4))
      p.addLine(to: CGPoint(x: 1, y: 2))
    }
    let c = Path { p in
      p.move(to: CGPoint(x: 2, y: 1))
      p.addLine(to: CGPoint(x: 4, y: 3))
    }
    #expect(Set([a, b, c].map(\.coordinateDigest)).count == 3)
  }
}
