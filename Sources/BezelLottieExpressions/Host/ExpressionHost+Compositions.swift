import Foundation

/// Composition objects (`thisComp`, `comp(name)`) as scripts see them.
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
}
