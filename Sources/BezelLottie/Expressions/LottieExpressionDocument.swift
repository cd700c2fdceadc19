import BezelDrawing
import BezelLottieExpressions

/// The document as expressions see it (see ``ExpressionDocument``): compositions, layers and
/// their timing from the decoded model, property trees from the document tree.
struct LottieExpressionDocument {
  /// Reads the JSON file named by an asset's folder and name, if available.
  typealias FileLoader = (String) -> LottieJSON?

  let frameRate: Double
  let inPoint: Double
  let outPoint: Double
  let compositions: [ExpressionCompositionInfo]
  let footage: [String: any ExpressionTreeNode]

  init(model: AnimationModel, tree: LottieJSON, loadFile: FileLoader? = nil) {
    frameRate = model.frameRate
    inPoint = model.inPoint
    outPoint = model.outPoint
    var compositions = [
      ExpressionCompositionInfo(
        id: nil, name: model.name ?? "", width: model.width, height: model.height,
        layers: Self.layers(model.layers, tree["layers"], prefix: "$.layers"))
    ]
    var footage: [String: any ExpressionTreeNode] = [:]
    let assetNodes = tree["assets"]?.arrayValue ?? []
    for (i, asset) in model.assets.enumerated() {
      // Data footage: a JSON file whose values expressions read through a data layer.
      if asset.isData, !asset.id.isEmpty, !asset.file.isEmpty, let loadFile,
        let data = loadFile(asset.directory + asset.file)
      {
        footage[asset.id] = LottieExpressionNode(json: data)
      }
      guard let layers = asset.layers, i < assetNodes.count else { continue }
      compositions.append(
        ExpressionCompositionInfo(
          id: asset.id, name: asset.name ?? asset.id,
          width: asset.width != 0 ? asset.width : model.width,
          height: asset.height != 0 ? asset.height : model.height,
          layers: Self.layers(layers, assetNodes[i]["layers"], prefix: "$.assets[\(i)].layers")))
    }
    self.compositions = compositions
    self.footage = footage
  }

  private static func layers(_ models: [LayerModel], _ nodes: LottieJSON?, prefix: String)
    -> [ExpressionLayerInfo]
  {
    let nodes = nodes?.arrayValue ?? []
    return zip(models, nodes).enumerated().map { i, pair in
      let (layer, node) = pair
      var width = 0.0
      var height = 0.0
      var reference: String?
      switch layer.kind {
      case .precomp(let ref, let w, let h):
        (reference, width, height) = (ref, w, h)
      case .solid(_, let w, let h): (width, height) = (w, h)
      case .image(let ref): reference = ref
      default:
        // Data layers name their footage; the model has no use for it.
        reference = node["refId"]?.stringValue
      }
      return ExpressionLayerInfo(
        path: "\(prefix)[\(i)]", name: layer.name ?? "", index: layer.index,
        parentIndex: layer.parent, startTime: layer.startTime, stretch: layer.stretch,
        inPoint: layer.inPoint, outPoint: layer.outPoint, isHidden: layer.hidden, width: width,
        height: height, reference: reference?.isEmpty == true ? nil : reference,
        hasTimeRemap: layer.timeRemap != nil, expressionSites: sites(in: node, path: []),
        properties: LottieExpressionNode(json: node))
    }
  }

  /// Relative paths of the animatable properties carrying an expression under `node`, in
  /// key order.
  private static func sites(in node: LottieJSON, path: [ExpressionStep]) -> [[ExpressionStep]] {
    switch node {
    case .object(let o):
      var found: [[ExpressionStep]] = []
      if case .string = o["x"], o["k"] != nil { found.append(path) }
      for (key, child) in o.sorted(by: { $0.key < $1.key }) where child.isContainer {
        found += sites(in: child, path: path + [.key(key)])
      }
      return found
    case .array(let a):
      var found: [[ExpressionStep]] = []
      for (i, child) in a.enumerated() where child.isContainer {
        found += sites(in: child, path: path + [.index(i)])
      }
      return found
    default: return []
    }
  }
}

extension LottieExpressionDocument: ExpressionDocument {
  func path(of shape: ExpressionShapeValue) -> Path {
    BezierShape(ShapeValue(shape)).path
  }
}
