import BezelLottieExpressions
import Foundation

/// The After Effects side of expressions: the document's compositions, layers and properties,
/// and the evaluation of a property's expression at a frame.
///
/// A host lives for one bake, on one thread; results are cached per property and frame.
final class ExpressionHost {
  let frameRate: Double
  /// The animation's length in seconds (`thisComp.duration`).
  let duration: Double
  let root: ExpressionComposition
  private(set) var compositions: [ExpressionComposition] = []
  /// Precomposition layers' inner compositions, by the layer's name (`comp(name)`).
  private var compositionsByLayerName: [String: ExpressionComposition] = [:]
  private var properties: [String: ExpressionProperty] = [:]
  /// Data footage (JSON files a data layer shows), by asset id.
  private(set) var footage: [String: LottieJSON] = [:]
  private var programs: [String: Result<FunctionDeclaration, ExpressionError>] = [:]
  private var cache: [String: [Double: ExpressionProperty.Sample]] = [:]
  private var failedFrames: [String: [Double: Bool]] = [:]
  private var active: Set<String> = []
  /// Host objects (`thisLayer`, properties, …) of the evaluations still running. Their closures
  /// hold the objects themselves and the host, so each evaluation empties its own at the end.
  private var madeObjects: [JSObject] = []
  /// The first failure of each property's expression.
  private(set) var failures: [String: ExpressionError] = [:]
  let builtins: JSScope
  private(set) var totalSteps = 0

  /// Steps allowed for one property at one frame.
  var stepsPerEvaluation = 100_000
  /// Steps allowed for the whole document; past it expressions fall back to their values.
  var stepBudget = 20_000_000
  static let maxNesting = 12

  /// Reads the JSON file named by an asset's folder and name, if available.
  typealias FileLoader = (String) -> LottieJSON?

  init(document: [String: LottieJSON], loadFile: FileLoader? = nil) {
    let fr = document["fr"]?.numberValue ?? 30
    frameRate = fr.isFinite && fr > 0 ? fr : 30
    duration =
      ((document["op"]?.numberValue ?? 0) - (document["ip"]?.numberValue ?? 0)) / frameRate
    root = ExpressionComposition(
      name: document["nm"]?.stringValue ?? "", width: document["w"]?.numberValue ?? 0,
      height: document["h"]?.numberValue ?? 0)
    builtins = JSBuiltins.globals(seed: 0x5EED)
    var assets: [String: ExpressionComposition] = [:]
    var assetLayers: [(ExpressionComposition, [LottieJSON], Int)] = []
    for (i, asset) in (document["assets"]?.arrayValue ?? []).enumerated() {
      // Data footage (`t` 3): a JSON file whose values expressions read through a data layer.
      if let id = asset["id"]?.stringValue, asset["t"]?.numberValue == 3,
        let file = asset["p"]?.stringValue, let loadFile,
        let data = loadFile((asset["u"]?.stringValue ?? "") + file)
      {
        footage[id] = data
      }
      guard let id = asset["id"]?.stringValue, let layers = asset["layers"]?.arrayValue else {
        continue
      }
      let comp = ExpressionComposition(
        name: asset["nm"]?.stringValue ?? id, width: asset["w"]?.numberValue ?? root.width,
        height: asset["h"]?.numberValue ?? root.height)
      assets[id] = comp
      assetLayers.append((comp, layers, i))
    }
    compositions = [root]
    fill(root, document["layers"]?.arrayValue ?? [], prefix: "$.layers", steps: [.key("layers")])
    for (comp, layers, i) in assetLayers {
      fill(
        comp, layers, prefix: "$.assets[\(i)].layers",
        steps: [.key("assets"), .index(i), .key("layers")])
      compositions.append(comp)
    }
    root.visible = ExpressionHost.range(
      document["ip"]?.numberValue ?? 0, document["op"]?.numberValue ?? 0)
    ExpressionHost.propagateVisibility(compositions, assets)
    for comp in compositions {
      for layer in comp.layers {
        if let ref = layer.json["refId"]?.stringValue, let inner = assets[ref],
          compositionsByLayerName[layer.name] == nil
        {
          compositionsByLayerName[layer.name] = inner
        }
      }
    }
  }

  private static func range(_ a: Double, _ b: Double) -> ClosedRange<Double>? {
    guard a.isFinite, b.isFinite else { return nil }
    return min(a, b)...max(a, b)
  }

  /// Works out which frames of each precomposition its layers can show, from the frames of
  /// the compositions using it.
  private static func propagateVisibility(
    _ compositions: [ExpressionComposition], _ assets: [String: ExpressionComposition]
  ) {
    for _ in 0..<min(compositions.count, 64) {
      var changed = false
      for comp in compositions {
        guard let shown = comp.visible else { continue }
        for layer in comp.layers {
          guard let ref = layer.json["refId"]?.stringValue, let inner = assets[ref],
            let window = range(
              max(layer.inPoint, shown.lowerBound), min(layer.outPoint, shown.upperBound)),
            layer.inPoint < shown.upperBound && layer.outPoint > shown.lowerBound
          else { continue }
          var span: ClosedRange<Double>?
          if layer.json["tm"] != nil {
            // Time remapping can show any frame: use the inner layers' own extent.
            let lo = inner.layers.map(\.inPoint).min() ?? 0
            let hi = inner.layers.map(\.outPoint).max() ?? 0
            span = range(lo, hi)
          } else {
            span = range(layer.childFrame(window.lowerBound), layer.childFrame(window.upperBound))
          }
          guard let span else { continue }
          let merged =
            inner.visible.map {
              min($0.lowerBound, span.lowerBound)...max($0.upperBound, span.upperBound)
            } ?? span
          if merged != inner.visible {
            inner.visible = merged
            changed = true
          }
        }
      }
      if !changed { break }
    }
  }

  private func fill(
    _ comp: ExpressionComposition, _ layers: [LottieJSON], prefix: String,
    steps: [LottieJSON.Step]
  ) {
    for (i, json) in layers.enumerated() {
      guard let object = json.objectValue else { continue }
      comp.layers.append(
        ExpressionLayer(
          json: object, path: "\(prefix)[\(i)]", steps: steps + [.index(i)], composition: comp,
          position: comp.layers.count))
    }
  }

  func composition(named name: String) -> ExpressionComposition? {
    compositionsByLayerName[name] ?? compositions.first { $0.name == name }
  }

  // MARK: Properties

  static func render(_ steps: [LottieJSON.Step]) -> String {
    steps.map {
      switch $0 {
      case .key(let k): return ".\(k)"
      case .index(let i): return "[\(i)]"
      }
    }.joined()
  }

  /// The property at `relative` steps inside `layer`, or `nil` when there is none.
  func property(_ layer: ExpressionLayer, _ relative: [LottieJSON.Step]) -> ExpressionProperty? {
    let path = layer.path + ExpressionHost.render(relative)
    if let p = properties[path] { return p }
    var node: LottieJSON? = .object(layer.json)
    for step in relative {
      switch step {
      case .key(let k): node = node?[k]
      case .index(let i):
        guard let a = node?.arrayValue, a.indices.contains(i) else { return nil }
        node = a[i]
      }
    }
    guard let object = node?.objectValue else { return nil }
    let property: ExpressionProperty
    if object["s"]?.numberValue == 1 || object["s"] == .bool(true), object["k"] == nil {
      // A separated position: x and y are properties of their own.
      let parts = ["x", "y", "z"].compactMap { self.property(layer, relative + [.key($0)]) }
      guard !parts.isEmpty else { return nil }
      property = ExpressionProperty(split: parts, path: path, layer: layer)
    } else {
      guard object["k"] != nil else { return nil }
      let last = relative.last
      property = ExpressionProperty(
        node: object, path: path, steps: layer.steps + relative, layer: layer,
        spatial: last == .key("p"))
      guard property.isUsable else { return nil }
    }
    properties[path] = property
    return property
  }

  func program(_ source: String) -> Result<FunctionDeclaration, ExpressionError> {
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
  func value(_ property: ExpressionProperty, compFrame frame: Double) -> ExpressionProperty.Sample {
    valueAndStatus(property, compFrame: frame).sample
  }

  /// The value at `frame` and whether the expression failed there (the keyframed value is used).
  func valueAndStatus(_ property: ExpressionProperty, compFrame frame: Double)
    -> (sample: ExpressionProperty.Sample, failed: Bool)
  {
    if let failed = failedFrames[property.path]?[frame], let sample = cache[property.path]?[frame] {
      return (sample, failed)
    }
    let sample = evaluateOrFallBack(property, compFrame: frame)
    return (sample, failedFrames[property.path]?[frame] ?? false)
  }

  private func evaluateOrFallBack(_ property: ExpressionProperty, compFrame frame: Double)
    -> ExpressionProperty.Sample
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
  func evaluate(_ property: ExpressionProperty, source: String, compFrame frame: Double)
    throws(ExpressionError) -> ExpressionProperty.Sample
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

  /// Converts a script result to a value of the property's kind.
  static func sample(_ result: JSValue, like raw: ExpressionProperty.Sample)
    throws(ExpressionError) -> ExpressionProperty.Sample
  {
    let value: JSValue
    do {
      value = try result.primitive
    } catch {
      throw .badResult("the result could not be read")
    }
    switch raw {
    case .document(var d):
      // Text is whatever the script returns, as JavaScript would print it.
      d["t"] = .string(value.stringValue)
      return .document(d)
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
