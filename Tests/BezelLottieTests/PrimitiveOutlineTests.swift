import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelLottie

/// An animated rectangle, ellipse or polystar goes into its style's path straight from its
/// measures (``PrimitiveOutline``), never made a shape: the path must be the one its shape
/// appends, and an evaluation must draw what the shapes drew.
@Suite struct PrimitiveOutlineTests {
  static let primitives: [PrimitiveOutline] = {
    var list: [PrimitiveOutline.Kind] = []
    for radius in [0.0, 3, 50, -2] {
      list.append(
        .rectangle(center: CGPoint(x: 4, y: -7), halfSize: CGPoint(x: 10, y: 6), radius: radius))
    }
    list.append(.rectangle(center: .zero, halfSize: .zero, radius: 4))
    list.append(.ellipse(center: CGPoint(x: 3, y: 9), radii: CGPoint(x: 12, y: 5)))
    list.append(.ellipse(center: .zero, radii: CGPoint(x: -4, y: 6)))
    for isStar in [true, false] {
      for count in [0, 1, 3, 5] {
        list.append(
          .polystar(
            .init(
              isStar: isStar, count: count, center: CGPoint(x: 2, y: 1), rotation: 17,
              outerRadius: 20, outerRoundness: 0.3, innerRadius: 8, innerRoundness: -0.2)))
      }
    }
    return list.flatMap {
      [PrimitiveOutline(kind: $0, reversed: false), .init(kind: $0, reversed: true)]
    }
  }()

  static let transforms = [
    Transform.identity, Transform(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 7, ty: -3),
  ]

  @Test func appendsThePathItsShapeAppends() {
    for primitive in Self.primitives {
      let shape = primitive.shape
      #expect(shape.count == primitive.knotCount)
      #expect(shape.pathElementCount == primitive.pathElementCount)
      for transform in Self.transforms {
        // After another subpath too, which the outline must not join.
        for start in [
          Path(),
          Path {
            $0.move(to: CGPoint(x: 1, y: 1))
            $0.addLine(to: .zero)
          },
        ] {
          var direct = start
          primitive.append(to: &direct, transform: transform)
          var fromShape = start
          shape.append(to: &fromShape, transform: transform)
          #expect(direct == fromShape, "\(primitive.kind) reversed \(primitive.reversed)")
          #expect(direct.elements.count - start.elements.count == primitive.pathElementCount)
        }
      }
    }
  }

  /// The knots are those GeometryNode made before (the top of the right edge first, then
  /// clockwise; an ellipse from its top).
  @Test func knotsStartWhereLottieWebStarts() {
    let square = PrimitiveOutline(
      kind: .rectangle(center: .zero, halfSize: CGPoint(x: 5, y: 5), radius: 0), reversed: false
    ).shape
    #expect(
      square.vertices == [
        .init(x: 5, y: -5), .init(x: 5, y: 5), .init(x: -5, y: 5), .init(x: -5, y: -5),
      ])
    let circle = PrimitiveOutline(
      kind: .ellipse(center: .zero, radii: CGPoint(x: 10, y: 10)), reversed: true
    )
    .shape
    #expect(
      circle.vertices == [
        .init(x: 0, y: -10), .init(x: -10, y: 0), .init(x: 0, y: 10), .init(x: 10, y: 0),
      ])
    #expect(circle.knots[0].outPoint == CGPoint(x: -10 * GeometryNode.kappa, y: -10))
  }

  /// Animated primitives, plain and through modifiers that take them as shapes: every frame
  /// draws the paths of the shapes the geometry makes.
  @Test func evaluationDrawsTheShapesPaths() throws {
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":20,"w":100,"h":100,"layers":[
       {"ty":4,"ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[
        {"ty":"rc","s":{"a":1,"k":[{"t":0,"s":[20,10]},{"t":20,"s":[40,30]}]},
         "p":{"a":0,"k":[30,30]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":20,"s":[8]}]}},
        {"ty":"el","d":3,"s":{"a":1,"k":[{"t":0,"s":[10,16]},{"t":20,"s":[30,20]}]},"p":{"a":0,"k":[60,60]}},
        {"ty":"sr","sy":1,"pt":{"a":0,"k":5},"p":{"a":0,"k":[70,20]},
         "r":{"a":1,"k":[{"t":0,"s":[0]},{"t":20,"s":[72]}]},
         "or":{"a":0,"k":12},"os":{"a":0,"k":20},"ir":{"a":0,"k":5},"is":{"a":0,"k":0}},
        {"ty":"fl","c":{"a":0,"k":[0.9,0.2,0.1,1]},"o":{"a":0,"k":100}}]},
       {"ty":4,"ind":2,"ip":0,"op":20,"st":0,"ks":{},"shapes":[
        {"ty":"el","s":{"a":1,"k":[{"t":0,"s":[10,16]},{"t":20,"s":[30,20]}]},"p":{"a":0,"k":[50,50]}},
        {"ty":"rd","r":{"a":0,"k":3}},
        {"ty":"st","c":{"a":0,"k":[0.1,0.2,0.9,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}]}]}
      """
    var animation = try LottieAnimation(data: Data(json.utf8))
    animation.reusesStillContent = false
    guard case .shapes(let plain) = animation.root.layers[0].content,
      case .shapes(let rounded) = animation.root.layers[1].content
    else {
      Issue.record("expected two shape layers")
      return
    }
    let geometries = plain.compactMap { node -> GeometryNode? in
      if case .geometry(let g) = node { return g }
      return nil
    }
    #expect(geometries.count == 3)
    for frame in stride(from: 0.0, through: 19, by: 1.5) {
      #expect(geometries.allSatisfy { $0.primitive(at: frame) != nil })
      var expected = Path()
      for g in geometries { g.shape(at: frame).append(to: &expected, transform: .identity) }
      let items = ShapeEvaluator.evaluate(plain, frame: frame, alpha: 1)
      guard case .fill(let path, _, _) = items.first else {
        Issue.record("frame \(frame): no fill")
        continue
      }
      #expect(items.count == 1)
      #expect(path == expected, "frame \(frame)")
      // The rounded ellipse is drawn as the rounding of its shape.
      guard case .geometry(let ellipse) = rounded[0] else { continue }
      let corners = PathModifiers.roundCorners(ellipse.shape(at: frame), radius: 3)
      guard
        case .stroke(let stroked, _, _) = ShapeEvaluator.evaluate(rounded, frame: frame, alpha: 1)
          .first
      else {
        Issue.record("frame \(frame): no stroke")
        continue
      }
      #expect(stroked == corners.path, "frame \(frame)")
    }
  }
}
