import BezelLottieExpressions
import Foundation

/// One animatable property of the document, as expressions see it: its keyframed value (before
/// any expression), its keyframes, and its own expression if it has one.
final class ExpressionProperty {
  /// A property's value at one moment.
  enum Sample: Equatable {
    case numbers([Double])
    case shape(ShapeValue)
    /// A text document (`t.d`); expressions see and set its text.
    case document([String: LottieJSON])
  }

  private enum Raw {
    case vector(Track<SIMD4<Double>>, dimensions: Int)
    case many(Track<Numbers>)
    case shape(Track<BezierShape>)
    case documents([(time: Double, document: [String: LottieJSON])])
    case none
  }

  /// The JSON path, e.g. `$.layers[0].ks.p`; also the property's identity.
  let path: String
  let steps: [LottieJSON.Step]
  unowned let layer: ExpressionLayer
  let source: String?
  /// Keyframe times (local frames) and their start values.
  let keyTimes: [Double]
  /// The split position's x and y, when this stands for a separated position.
  let components: [ExpressionProperty]
  private let raw: Raw
  private let dimensions: Int

  init(
    node: [String: LottieJSON], path: String, steps: [LottieJSON.Step], layer: ExpressionLayer,
    spatial: Bool
  ) {
    self.path = path
    self.steps = steps
    self.layer = layer
    source = node["x"]?.stringValue
    components = []
    let k = node["k"] ?? .null
    var times: [Double] = []
    var isShape = false
    var documents: [(time: Double, document: [String: LottieJSON])] = []
    var dims = 1
    if case .array(let items) = k, case .object = items.first,
      case .object(let first) = items.first?["s"], first["v"] == nil, first["t"] != nil
    {
      // Text documents: keyframes of whole objects, each holding its text in `t`.
      for item in items {
        if case .object(let d) = item["s"] {
          documents.append((item["t"]?.numberValue ?? 0, d))
        }
      }
    } else if case .array(let items) = k, case .object = items.first {
      for item in items { if let t = item["t"]?.numberValue { times.append(t) } }
      let first = items.first?["s"] ?? items.first?["e"]
      if case .array(let s) = first {
        if case .object(let o) = s.first, o["v"] != nil { isShape = true }
        dims = max(1, s.count)
      } else if case .object(let o) = first, o["v"] != nil {
        isShape = true
      }
    } else if case .array(let items) = k {
      dims = max(1, items.count)
    } else if case .object(let o) = k, o["v"] != nil {
      isShape = true
    }
    keyTimes = times
    dimensions = dims
    // Decoding the property the way the player does keeps the values identical to its own.
    var stripped = node
    stripped["x"] = nil
    let decoder = LottieJSONDecoder(.object(stripped))
    if !documents.isEmpty {
      raw = .documents(documents)
    } else if isShape {
      if let m = try? AnimatableModel<ShapeValue>(from: decoder) {
        raw = .shape(Track(m, default: BezierShape(closed: false)) { BezierShape($0) })
      } else {
        raw = .none
      }
    } else if let m = try? AnimatableModel<NumberList>(from: decoder) {
      if dims <= 4 {
        raw = .vector(
          Track(m, default: SIMD4<Double>(), spatial: spatial) { SIMD4<Double>(lottie: $0.values) },
          dimensions: dims)
      } else {
        raw = .many(Track(m, default: Numbers(values: [])) { Numbers(values: $0.values) })
      }
    } else {
      raw = .none
    }
  }

  /// A separated position standing for its `x` and `y` properties.
  init(split: [ExpressionProperty], path: String, layer: ExpressionLayer) {
    self.path = path
    steps = []
    self.layer = layer
    source = nil
    components = split
    keyTimes = split.first?.keyTimes ?? []
    raw = .none
    dimensions = split.count
  }

  var isUsable: Bool {
    if !components.isEmpty { return true }
    if case .none = raw { return false }
    return true
  }

  var isShape: Bool {
    if case .shape = raw { return true }
    return false
  }

  /// Whether this is a text layer's document property, baked as document keyframes.
  var isText: Bool {
    if case .documents = raw { return true }
    return false
  }

  /// The value before the expression, at local frame `frame`.
  func rawValue(at frame: Double) -> Sample {
    if !components.isEmpty {
      return .numbers(components.map { $0.rawValue(at: frame).first })
    }
    switch raw {
    case .vector(let track, let dims):
      let v = track.value(at: frame)
      return .numbers(Array([v.x, v.y, v.z, v.w].prefix(dims)))
    case .many(let track): return .numbers(track.value(at: frame).values)
    case .shape(let track): return .shape(ShapeValue(track.value(at: frame)))
    case .documents(let list):
      return .document((list.last { $0.time <= frame } ?? list[0]).document)
    case .none: return .numbers([0])
    }
  }
}

extension ExpressionProperty.Sample {
  var first: Double {
    if case .numbers(let n) = self { return n.first ?? 0 }
    return 0
  }

  var jsValue: JSValue {
    switch self {
    case .numbers(let n): return n.count == 1 ? .number(n[0]) : .vector(n)
    case .shape(let s): return ExpressionShape.object(s)
    case .document(let d): return .string(d["t"]?.stringValue ?? "")
    }
  }

  /// Ten-thousandths are far below what a frame can show, and keep baked files small.
  private static func rounded(_ v: Double) -> Double {
    abs(v) < 1e9 ? (v * 10_000).rounded() / 10_000 : v
  }

  /// The keyframe value as Lottie writes it (`s`).
  var json: LottieJSON {
    switch self {
    case .numbers(let n): return .array(n.map { .number(Self.rounded($0)) })
    case .shape(let s):
      func points(_ p: [[Double]]) -> LottieJSON {
        .array(p.map { .array($0.map { .number(Self.rounded($0)) }) })
      }
      return .array([
        .object([
          "c": .bool(s.closed), "v": points(s.vertices), "i": points(s.inTangents),
          "o": points(s.outTangents),
        ])
      ])
    case .document(let d): return .object(d)
    }
  }
}

extension ShapeValue {
  init(_ shape: BezierShape) {
    func rel(_ p: [CGPoint]) -> [[Double]] {
      zip(p, shape.vertices).map { [$0.x - $1.x, $0.y - $1.y] }
    }
    self.init(
      closed: shape.closed, vertices: shape.vertices.map { [$0.x, $0.y] },
      inTangents: rel(shape.inPoints), outTangents: rel(shape.outPoints))
  }
}
