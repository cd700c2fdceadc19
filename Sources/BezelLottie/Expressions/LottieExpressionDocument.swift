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

  /// The document of `model` and `tree`, the tree it was decoded from (tests build one).
  init(model: AnimationModel, tree: LottieJSON, loadFile: FileLoader? = nil) {
    self.init(model: model, tape: LottieJSONTape.of(tree), loadFile: loadFile)
  }

  /// The document of `model` and `tape`, the tape it was decoded from: expressions walk the
  /// tape where it is (``LottieExpressionTapeNode``), with no tree made of the whole document.
  init(model: AnimationModel, tape: LottieJSONTape, loadFile: FileLoader? = nil) {
    let root = LottieExpressionTapeNode(tape: tape, index: LottieJSONTape.root)
    frameRate = model.frameRate
    inPoint = model.inPoint
    outPoint = model.outPoint
    var compositions = [
      ExpressionCompositionInfo(
        id: nil, name: model.name ?? "", width: model.width, height: model.height,
        layers: Self.layers(model.layers, root.child("layers"), prefix: "$.layers"))
    ]
    var footage: [String: any ExpressionTreeNode] = [:]
    let assetNodes = root.child("assets")?.children ?? []
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
          layers: Self.layers(
            layers, assetNodes[i].child("layers"), prefix: "$.assets[\(i)].layers")))
    }
    self.compositions = compositions
    self.footage = footage
  }

  private static func layers(
    _ models: [LayerModel], _ nodes: LottieExpressionTapeNode?, prefix: String
  ) -> [ExpressionLayerInfo] {
    let nodes = nodes?.children ?? []
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
        reference = node.string("refId")
      }
      return ExpressionLayerInfo(
        path: "\(prefix)[\(i)]", name: layer.name ?? "", index: layer.index,
        parentIndex: layer.parent, startTime: layer.startTime, stretch: layer.stretch,
        inPoint: layer.inPoint, outPoint: layer.outPoint, isHidden: layer.hidden, width: width,
        height: height, reference: reference?.isEmpty == true ? nil : reference,
        hasTimeRemap: layer.timeRemap != nil, expressionSites: node.expressionSites(),
        properties: node)
    }
  }
}

extension LottieExpressionDocument: ExpressionDocument {
  func path(of shape: ExpressionShapeValue) -> Path {
    BezierShape(ShapeValue(shape)).path
  }
}
