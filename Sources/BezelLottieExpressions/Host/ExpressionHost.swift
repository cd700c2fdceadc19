import BezelDrawing
import Foundation

/// The After Effects side of expressions: the document's compositions, layers and properties,
/// and the evaluation of a property's expression at a frame.
///
/// A host lives for one bake, on one thread; results are cached per property and frame.
///
/// ```swift
/// let host = ExpressionHost(document: document)
/// let layer = host.root.layers[0]
/// if let rotation = host.property(layer, [.key("ks"), .key("r")]) {
///   let value = host.value(rotation, compFrame: 12)
/// }
/// ```
package final class ExpressionHost {
  let document: any ExpressionDocument
  let frameRate: Double
  /// The animation's length in seconds (`thisComp.duration`).
  let duration: Double
  package let root: ExpressionComposition
  package private(set) var compositions: [ExpressionComposition] = []
  /// Precomposition layers' inner compositions, by the layer's name (`comp(name)`).
  private var compositionsByLayerName: [String: ExpressionComposition] = [:]
  private var properties: [String: ExpressionProperty] = [:]
  private var programs: [String: Result<FunctionDeclaration, ExpressionError>] = [:]
  private var cache: [String: [Double: ExpressionValue]] = [:]
  private var failedFrames: [String: [Double: Bool]] = [:]
  private var active: Set<String> = []
  /// Host objects (`thisLayer`, properties, …) of the evaluations still running. Their closures
  /// hold the objects themselves and the host, so each evaluation empties its own at the end.
  private var madeObjects: [JSObject] = []
  /// The first failure of each property's expression.
  package private(set) var failures: [String: ExpressionError] = [:]
  let builtins: JSScope
  private(set) var totalSteps = 0

  /// Steps allowed for one property at one frame.
  package var stepsPerEvaluation = 100_000
  /// Steps allowed for the whole document; past it expressions fall back to their values.
  package var stepBudget = 20_000_000
  static let maxNesting = 12

  package init(document: any ExpressionDocument) {
    self.document = document
    let fr = document.frameRate
    frameRate = fr.isFinite && fr > 0 ? fr : 30
    duration = (document.outPoint - document.inPoint) / frameRate
    builtins = JSBuiltins.globals(seed: 0x5EED)
    let infos = document.compositions
    guard let rootInfo = infos.first else {
      root = ExpressionComposition(name: "", width: 0, height: 0)
      compositions = [root]
      return
    }
    root = ExpressionComposition(
      name: rootInfo.name, width: rootInfo.width, height: rootInfo.height)
    compositions = [root]
    var assets: [String: ExpressionComposition] = [:]
    for info in infos.dropFirst() {
      let comp = ExpressionComposition(name: info.name, width: info.width, height: info.height)
      if let id = info.id { assets[id] = comp }
      compositions.append(comp)
    }
    for (comp, info) in zip(compositions, infos) {
      for layer in info.layers {
        comp.layers.append(
          ExpressionLayer(info: layer, composition: comp, position: comp.layers.count))
      }
    }
    root.visible = ExpressionHost.range(document.inPoint, document.outPoint)
    ExpressionHost.propagateVisibility(compositions, assets)
    for comp in compositions {
      for layer in comp.layers {
        if let ref = layer.info.reference, let inner = assets[ref],
          compositionsByLayerName[layer.name] == nil
        {
          compositionsByLayerName[layer.name] = inner
        }
      }
    }
  }

  static func range(_ a: Double, _ b: Double) -> ClosedRange<Double>? {
    guard a.isFinite, b.isFinite else { return nil }
    return min(a, b)...max(a, b)
  }

  func composition(named name: String) -> ExpressionComposition? {
    compositionsByLayerName[name] ?? compositions.first { $0.name == name }
  }

  // MARK: Properties

  /// The property at `relative` steps inside `layer`, or `nil` when there is none.
  package func property(_ layer: ExpressionLayer, _ relative: [ExpressionStep])
    -> ExpressionProperty?
  {
    let path = layer.path + relative.pathSuffix
    if let p = properties[path] { return p }
    guard let node = layer.node(relative) else { return nil }
    let property: ExpressionProperty
    if node.isSeparated, !node.isProperty {
      // A separated position: x and y are properties of their own.
      let parts = ["x", "y", "z"].compactMap { self.property(layer, relative + [.key($0)]) }
      guard !parts.isEmpty else { return nil }
      property = ExpressionProperty(split: parts, path: path, steps: relative, layer: layer)
    } else {
      guard node.isProperty, let track = node.track(spatial: relative.last == .key("p")) else {
        return nil
      }
      property = ExpressionProperty(
        track: track, source: node.expression, path: path, steps: relative, layer: layer)
    }
    properties[path] = property
    return property
  }

  package func program(_ source: String) -> Result<FunctionDeclaration, ExpressionError> {
    if let p = programs[source] { return p }
    let result: Result<FunctionDeclaration, ExpressionError>
    do {
      result = .success(try ExpressionParser.parse(source))
    } catch {
      result = .failure(error)
    }
    programs[source] = result
    return result
  }

  // MARK: Evaluation

  /// The property's value at composition frame `frame`, after its expression; its keyframed
  /// value when it has none or the expression fails.
  package func value(_ property: ExpressionProperty, compFrame frame: Double) -> ExpressionValue {
    valueAndStatus(property, compFrame: frame).sample
  }

  /// The value at `frame` and whether the expression failed there (the keyframed value is used).
  package func valueAndStatus(_ property: ExpressionProperty, compFrame frame: Double)
    -> (sample: ExpressionValue, failed: Bool)
  {
    if let failed = failedFrames[property.path]?[frame], let sample = cache[property.path]?[frame] {
      return (sample, failed)
    }
    let sample = evaluateOrFallBack(property, compFrame: frame)
    return (sample, failedFrames[property.path]?[frame] ?? false)
  }

  private func evaluateOrFallBack(_ property: ExpressionProperty, compFrame frame: Double)
    -> ExpressionValue
  {
    let local = property.layer.localFrame(frame)
    if !property.components.isEmpty {
      return .numbers(property.components.map { value($0, compFrame: frame).first })
    }
    guard let source = property.source else { return property.rawValue(at: local) }
    if let cached = cache[property.path]?[frame] { return cached }
    guard active.count < ExpressionHost.maxNesting, !active.contains(property.path) else {
      return property.rawValue(at: local)
    }
    // An expression that ran out of steps once would at every frame: don't burn the budget.
    if case .limit = failures[property.path] {
      failedFrames[property.path, default: [:]][frame] = true
      return property.rawValue(at: local)
    }
    do {
      let sample = try evaluate(property, source: source, compFrame: frame)
      cache[property.path, default: [:]][frame] = sample
      failedFrames[property.path, default: [:]][frame] = false
      return sample
    } catch {
      if failures[property.path] == nil { failures[property.path] = error }
      let sample = property.rawValue(at: local)
      cache[property.path, default: [:]][frame] = sample
      failedFrames[property.path, default: [:]][frame] = true
      return sample
    }
  }

  /// Runs the property's expression at `frame`, throwing instead of falling back.
  package func evaluate(_ property: ExpressionProperty, source: String, compFrame frame: Double)
    throws(ExpressionError) -> ExpressionValue
  {
    let program = try self.program(source).get()
    guard totalSteps < stepBudget else { throw .limit("the document's expression budget") }
    // A property reading itself (directly or through others) sees its keyframed value.
    active.insert(property.path)
    defer { active.remove(property.path) }
    let raw = property.rawValue(at: property.layer.localFrame(frame))
    let firstObject = madeObjects.count
    let scope = globals(for: property, compFrame: frame)
    var limits = JSInterpreter.Limits()
    limits.steps = min(stepsPerEvaluation, stepBudget - totalSteps)
    let interpreter = JSInterpreter(globals: scope, limits: limits)
    defer {
      scope.variables.removeAll()
      scope.fallback = nil
      releaseObjects(from: firstObject)
    }
    interpreter.parseForEval = { [unowned self] in self.program($0) }
    let result: JSValue
    do throws(JSThrow) {
      result = try interpreter.run(program)
      totalSteps += interpreter.steps
    } catch {
      totalSteps += interpreter.steps
      switch error {
      case .limit(let reason): throw .limit(reason)
      case .exception(let thrown):
        var message = thrown.value.stringValue
        if case .object(let o) = thrown.value, case .string(let m) = o.fields["message"] {
          message = m
        }
        throw .uncaught(message)
      }
    }
    return try ExpressionHost.sample(result, like: raw)
  }

  /// A new host object, emptied when the evaluation that made it ends.
  func makeObject() -> JSObject {
    let object = JSObject()
    madeObjects.append(object)
    return object
  }

  private func releaseObjects(from first: Int) {
    for object in madeObjects[first...] {
      object.getter = nil
      object.call = nil
      object.primitive = nil
      object.fields.removeAll()
    }
    madeObjects.removeSubrange(first...)
  }

  /// A property value as scripts see it.
  func script(_ value: ExpressionValue) -> JSValue {
    switch value {
    case .numbers(let n): return n.count == 1 ? .number(n[0]) : .vector(n)
    case .shape(let s): return ExpressionShape.object(s, document: document)
    case .text(let t): return .string(t.text)
    }
  }

  /// Converts a script result to a value of the property's kind.
  static func sample(_ result: JSValue, like raw: ExpressionValue)
    throws(ExpressionError) -> ExpressionValue
  {
    let value: JSValue
    do {
      value = try result.primitive
    } catch {
      throw .badResult("the result could not be read")
    }
    switch raw {
    case .text(var t):
      // Text is whatever the script returns, as JavaScript would print it.
      t.text = value.stringValue
      return .text(t)
    case .shape:
      guard let shape = ExpressionShape.shape(from: value) else {
        throw .badResult("a path property needs a path, got \(value.typeName)")
      }
      return .shape(shape)
    case .numbers(let old):
      var numbers: [Double]
      switch value {
      case .number(let n): numbers = [n]
      case .bool(let b): numbers = [b ? 1 : 0]
      case .array(let a): numbers = a.items.map { (try? $0.primitive.numberValue) ?? .nan }
      case .string(let s):
        guard let n = Double(s) else { throw .badResult("a string") }
        numbers = [n]
      default: throw .badResult("got \(value.typeName)")
      }
      if numbers.count < old.count {
        numbers += old[numbers.count...]
      } else if numbers.count > old.count && !old.isEmpty {
        numbers = Array(numbers.prefix(old.count))
      }
      guard !numbers.isEmpty, numbers.allSatisfy(\.isFinite) else {
        throw .badResult("not a finite number")
      }
      return .numbers(numbers)
    }
  }
}
