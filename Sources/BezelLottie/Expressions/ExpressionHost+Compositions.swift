import BezelLottieExpressions
import Foundation

/// Composition objects (`thisComp`, `comp(name)`) and path outlines as scripts see them.
extension ExpressionHost {
  func compositionObject(_ c: ExpressionComposition, time: Double) -> JSValue {
    let o = makeObject()
    let fr = frameRate
    o.getter = { [self] key throws(JSThrow) in
      switch key {
      case "layer":
        return ExpressionHost.native { [self] a throws(JSThrow) in
          let k = try ExpressionHost.arg(a, 0).primitive
          let found: ExpressionLayer?
          if case .number(let n) = k {
            found =
              c.layers.first { $0.index == Int(n) }
              ?? (c.layers.indices.contains(Int(n) - 1) ? c.layers[Int(n) - 1] : nil)
          } else {
            found = c.layers.first { $0.name == k.stringValue }
          }
          guard let found else { throw JSThrow.error("no layer \(k.stringValue)") }
          return layerObject(found, time: time)
        }
      case "numLayers": return .number(Double(c.layers.count))
      case "width": return .number(c.width)
      case "height": return .number(c.height)
      case "frameDuration": return .number(1 / fr)
      case "duration": return .number(duration)
      case "name": return .string(c.name)
      case "displayStartTime": return .number(0)
      case "pixelAspect": return .number(1)
      default: return nil
      }
    }
    return .object(o)
  }

  /// A data footage node as lottie-web's outline interface shows it: calling it with a key
  /// gives that member (a value, or another node), and an array's items are named after the
  /// array (`("weather")("weather 0")`).
  static func outline(_ node: LottieJSON, name: String) -> JSValue {
    func wrap(_ child: LottieJSON, _ key: String) -> JSValue {
      switch child {
      case .null: return .null
      case .bool(let b): return .bool(b)
      case .number(let n): return .number(n)
      case .string(let s): return .string(s)
      case .array, .object: return outline(child, name: key)
      }
    }
    return native { a throws(JSThrow) in
      let key = try ExpressionHost.arg(a, 0).primitive.stringValue
      if let child = node[key] { return wrap(child, key) }
      if let items = node.arrayValue, !name.isEmpty, let range = key.range(of: name),
        let index = Int(key[range.upperBound...].trimmingCharacters(in: .whitespaces)),
        items.indices.contains(index)
      {
        return wrap(items[index], name)
      }
      return .string("")
    }
  }
}
