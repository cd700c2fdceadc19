import Foundation

/// The scope an expression runs in: `time`, `value`, `thisProperty`, `thisLayer`, `thisComp`
/// and the global functions After Effects adds (`comp`, `framesToTime`, `createPath`…).
extension ExpressionHost {
  static func arg(_ a: [JSValue], _ i: Int) -> JSValue {
    i < a.count ? a[i] : .undefined
  }

  static func native(_ f: @escaping ([JSValue]) throws(JSThrow) -> JSValue) -> JSValue {
    JSFunction.native { _, a throws(JSThrow) in try f(a) }
  }

  /// The scope a property's expression runs in at composition frame `frame`.
  func globals(for property: ExpressionProperty, compFrame frame: Double) -> JSScope {
    let time = frame / frameRate
    let layer = property.layer
    let scope = JSScope(parent: builtins)
    let thisProperty = propertyObject(property, time: time, isThis: true)
    let thisLayer = layerObject(layer, time: time)
    scope.variables["time"] = .number(time)
    scope.variables["value"] = script(property.rawValue(at: layer.localFrame(frame)))
    scope.variables["thisProperty"] = thisProperty
    scope.variables["thisLayer"] = thisLayer
    scope.variables["thisComp"] = compositionObject(layer.composition, time: time)
    scope.fallback = { [self] name in
      if case .object(let o) = thisProperty, let v = try? o.getter?(name) { return v }
      if name != "name", case .object(let o) = thisLayer, let v = try? o.getter?(name) {
        return v
      }
      return globalFunction(name, time: time)
    }
    return scope
  }

  func globalFunction(_ name: String, time: Double) -> JSValue? {
    let fr = frameRate
    switch name {
    case "comp":
      return ExpressionHost.native { [self] a throws(JSThrow) in
        guard let c = composition(named: ExpressionHost.arg(a, 0).stringValue) else {
          throw JSThrow.error("no composition named \(ExpressionHost.arg(a, 0).stringValue)")
        }
        return compositionObject(c, time: time)
      }
    case "framesToTime":
      return ExpressionHost.native { a throws(JSThrow) in
        let fps = a.count > 1 ? try a[1].primitive.numberValue : fr
        return .number(try ExpressionHost.arg(a, 0).primitive.numberValue / fps)
      }
    case "timeToFrames":
      return ExpressionHost.native { a throws(JSThrow) in
        let t = a.isEmpty || a[0].isNullish ? time : try a[0].primitive.numberValue
        let fps = a.count > 1 && !a[1].isNullish ? try a[1].primitive.numberValue : fr
        return .number(t * fps)
      }
    case "createPath":
      return ExpressionHost.native { [document] a throws(JSThrow) in
        ExpressionShape.create(a, document: document)
      }
    case "posterizeTime": return ExpressionHost.native { _ throws(JSThrow) in .undefined }
    case "colorDepth": return .number(8)
    default: return nil
    }
  }
}
