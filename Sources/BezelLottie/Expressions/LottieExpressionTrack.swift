import BezelLottieExpressions
import Foundation

/// A property's own values for expressions, read with the player's own decoding and tracks so
/// `value` is exactly what would be drawn without the expression.
final class LottieExpressionTrack {
  private enum Raw {
    case vector(Track<SIMD4<Double>>, dimensions: Int)
    case many(Track<Numbers>)
    case shape(Track<BezierShape>)
    case documents(times: [Double], texts: [String])
  }

  let keyTimes: [Double]
  private let raw: Raw

  /// The values of the property `node` (an object with `k`); `nil` when they are neither
  /// numbers, a path nor text documents.
  init?(node: [String: LottieJSON], spatial: Bool) {
    let k = node["k"] ?? .null
    var times: [Double] = []
    var isShape = false
    var dims = 1
    if case .array(let items) = k, case .object = items.first,
      case .object(let first) = items.first?["s"], first["v"] == nil, first["t"] != nil
    {
      // Text documents: keyframes of whole objects, each holding its text in `t`; expressions
      // see the text and the position of the document it comes from.
      keyTimes = []
      raw = .documents(
        times: items.map { $0["t"]?.numberValue ?? 0 },
        texts: items.map { $0["s"]?["t"]?.stringValue ?? "" })
      return
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
    // Decoding the property the way the player does keeps the values identical to its own.
    let decoder = LottieJSONDecoder(.object(node))
    if isShape {
      guard let m = try? AnimatableModel<ShapeValue>(from: decoder) else { return nil }
      raw = .shape(Track(m, default: BezierShape(closed: false)) { BezierShape($0) })
    } else {
      guard let m = try? AnimatableModel<NumberList>(from: decoder) else { return nil }
      if dims <= 4 {
        raw = .vector(
          Track(m, default: SIMD4<Double>(), spatial: spatial) { SIMD4<Double>(lottie: $0.values) },
          dimensions: dims)
      } else {
        raw = .many(Track(m, default: Numbers(values: [])) { Numbers(values: $0.values) })
      }
    }
  }

}

extension LottieExpressionTrack: ExpressionTrack {
  func value(at frame: Double) -> ExpressionValue {
    switch raw {
    case .vector(let track, let dims):
      let v = track.value(at: frame)
      return .numbers(Array([v.x, v.y, v.z, v.w].prefix(dims)))
    case .many(let track): return .numbers(track.value(at: frame).values)
    case .shape(let track): return .shape(ExpressionShapeValue(track.value(at: frame)))
    case .documents(let times, let texts):
      let index = times.lastIndex { $0 <= frame } ?? 0
      return .text(ExpressionText(text: texts[index], document: index))
    }
  }
}

extension ExpressionShapeValue {
  init(_ shape: BezierShape) {
    func rel(_ p: [CGPoint]) -> [[Double]] {
      zip(p, shape.vertices).map { [$0.x - $1.x, $0.y - $1.y] }
    }
    self.init(
      closed: shape.closed, vertices: shape.vertices.map { [$0.x, $0.y] },
      inTangents: rel(shape.inPoints), outTangents: rel(shape.outPoints))
  }
}
