import BezelDrawing
import BezelLayers
import Foundation

/// Turns the decoded model into compiled compositions, checking references and limits.
///
/// Compiling lets go of each layer's model once the layer is compiled (the root's layers and
/// each precomposition's, which is compiled once), so the decoded model and what is compiled
/// from it are not held whole at once: on a file of many layers that was the peak of loading.
struct AnimationCompiler {
  /// Decodes an image asset's bytes; `nil` when none is available.
  typealias ImageDecoder = @Sendable (Data) -> Bitmap?

  /// The model; its layers and its precompositions' layers are emptied as they are compiled.
  private(set) var model: AnimationModel
  let resources: [String: [UInt8]]
  /// Where images that are neither embedded nor in the archive come from.
  let imageProvider: LottieImageProvider?
  let imageDecoder: ImageDecoder?
  let log: FeatureLog
  private var assetsByID: [String: Int] = [:]
  private var compiledAssets: [String: CompiledComposition] = [:]
  private var images: [String: Bitmap] = [:]
  /// The file's glyphs, by `CompiledText.glyphKey`.
  var glyphs: [String: CompiledText.Glyph] = [:]
  /// Outlines of installed fonts, for text without glyph data, by family and style.
  var fontFaces: [String: FontGlyphSource.Face] = [:]
  private var layerCount = 0
  /// What one frame of each compiled precomposition draws at most (see ``DrawingBudget``).
  private var assetWeights: [String: Double] = [:]

  static let maxPrecompDepth = 32
  static let maxLayers = 50_000

  init(
    model: AnimationModel, resources: [String: [UInt8]], imageProvider: LottieImageProvider?,
    imageDecoder: ImageDecoder?, log: FeatureLog
  ) {
    self.model = model
    self.resources = resources
    self.imageProvider = imageProvider
    self.imageDecoder = imageDecoder
    self.log = log
    for (i, asset) in model.assets.enumerated() where assetsByID[asset.id] == nil {
      assetsByID[asset.id] = i
    }
    for glyph in model.glyphs {
      glyphs[CompiledText.glyphKey(glyph.character, glyph.family, glyph.style)] =
        CompiledText.Glyph(
          width: glyph.width, path: CompiledText.outline(ShapeNode.compile(glyph.shapes)))
    }
  }

  mutating func compileRoot() throws(LottieError) -> CompiledComposition {
    var layers: [LayerModel] = []
    swap(&layers, &model.layers)
    return try compile(
      layers: &layers, path: "$.layers", stack: [],
      size: CGSize(width: model.width, height: model.height))
  }

  /// Compiles one composition's layers, taken from the model so that only `layers` holds
  /// them, and empties each layer once compiled (it is not read again); `size` is the
  /// composition's own (the root's, or a precomposition's), which its layers' effects see as
  /// their box.
  private mutating func compile(
    layers: inout [LayerModel], path: String, stack: [String], size: CGSize
  ) throws(LottieError) -> CompiledComposition {
    layerCount += layers.count
    guard layerCount <= AnimationCompiler.maxLayers else {
      throw .limitExceeded(
        path: path, reason: "more than \(AnimationCompiler.maxLayers) layers in total")
    }
    var positionByIndex: [Int: Int] = [:]
    for (i, layer) in layers.enumerated() {
      if let index = layer.index, positionByIndex[index] == nil { positionByIndex[index] = i }
    }
    var compiled: [CompiledLayer] = []
    compiled.reserveCapacity(layers.count)
    var weight = 0.0
    var layerStarts: [Double] = []
    for i in layers.indices {
      let layer = layers[i]
      // Its model goes when the layer is compiled (`layer` is the last reference then).
      defer { layers[i].releaseContent() }
      layerStarts.append(weight)
      let layerPath = "\(path)[\(i)]"
      var content: CompiledLayer.Content = .none
      weight += 1
      switch layer.kind {
      case .precomp(let refID, let w, let h):
        guard !stack.contains(refID) else {
          throw .precompCycle(path: layerPath + ".refId", assetID: refID)
        }
        guard stack.count < AnimationCompiler.maxPrecompDepth else {
          throw .limitExceeded(path: layerPath, reason: "precompositions nested too deeply")
        }
        if let comp = try precomp(
          refID, path: layerPath, stack: stack, size: CGSize(width: w, height: h))
        {
          content = .precomp(
            comp, width: w, height: h,
            timeRemap: layer.timeRemap.map { Track($0, default: 0) { $0 } })
        }
        weight += assetWeights[refID] ?? 0
      default:
        let leaf = self.content(of: layer, path: layerPath)
        content = leaf.content
        weight += leaf.weight
      }
      append(
        layer, at: i, content: content, positionByIndex: positionByIndex, size: size,
        to: &compiled)
    }
    return try finish(&compiled, layerStarts: layerStarts, weight: weight, path: path, stack: stack)
  }

  /// The composition of the `compiled` layers, checked against loops and the drawing budget
  /// (`layerStarts` and `weight` are what one frame of the layers before each, and of all,
  /// draws); out of line, so that what it works with adds nothing to the frame of each level
  /// of ``compile(layers:path:stack:size:)``.
  @inline(never)
  private mutating func finish(
    _ compiled: inout [CompiledLayer], layerStarts: [Double], weight: Double, path: String,
    stack: [String]
  ) throws(LottieError) -> CompiledComposition {
    var weight = weight
    // Parent chains must end: a loop is bad data.
    for i in compiled.indices {
      var seen: Set<Int> = [i]
      var p = compiled[i].parent
      while let q = p {
        guard seen.insert(q).inserted else {
          throw .invalidValue(path: "\(path)[\(i)].parent", reason: "layer parents form a loop")
        }
        p = compiled[q].parent
      }
    }
    IntersectionOrder.noteOversizedStacks(compiled, path: path, log: log)
    let layerWeights = layerStarts.indices.map {
      ($0 + 1 < layerStarts.count ? layerStarts[$0 + 1] : weight) - layerStarts[$0]
    }
    weight = DrawingBudget.limitAdjustments(&compiled, layerWeights: layerWeights)
    guard weight <= DrawingBudget.maxShapes else {
      throw .limitExceeded(
        path: path,
        reason: "one frame would draw more than \(Int(DrawingBudget.maxShapes)) shapes "
          + "(repeaters and precompositions multiply)")
    }
    if let id = stack.last { assetWeights[id] = weight }
    StillContent.findSpans(&compiled)
    StillContent.evaluateStillShapes(&compiled)
    return CompiledComposition(layers: compiled)
  }

  /// The content of `layer`, any layer but a precomposition, and what one frame of it draws
  /// (see ``DrawingBudget``), the layer itself not counted.
  ///
  /// Out of line, as is ``append(_:at:content:positionByIndex:size:to:)``: inlined, they made
  /// the frame of ``compile(layers:path:stack:size:)``, one per level of precompositions, 5 KB,
  /// and the stack's pages (part of the process's resident memory) reached that much deeper.
  @inline(never)
  private mutating func content(of layer: LayerModel, path: String) -> (
    content: CompiledLayer.Content, weight: Double
  ) {
    switch layer.kind {
    case .shape(let items):
      let nodes = ShapeNode.compile(items)
      return (.shapes(nodes), DrawingBudget.weight(of: nodes))
    case .null, .other, .precomp: return (.none, 0)
    case .solid(let color, let w, let h):
      return (.solid(AnimationCompiler.parseHex(color), width: w, height: h), 0)
    case .image(let refID):
      guard let (bitmap, w, h) = image(refID, path: path) else { return (.none, 0) }
      return (.image(bitmap, width: w, height: h), 0)
    case .text(let text):
      return (.text(compileText(text)), 0)
    }
  }

  /// Compiles `layer`, the `i`th of its composition, around its `content` and appends it to
  /// `compiled`.
  @inline(never)
  private func append(
    _ layer: LayerModel, at i: Int, content: CompiledLayer.Content,
    positionByIndex: [Int: Int], size: CGSize, to compiled: inout [CompiledLayer]
  ) {
    var parent = layer.parent.flatMap { positionByIndex[$0] }
    if parent == i { parent = nil }
    var matte: CompiledMatte?
    if layer.matteMode > 0 && layer.matteMode <= 4 {
      var source: Int?
      if let tp = layer.matteParent {
        source = positionByIndex[tp]
      } else if i > 0 {
        source = i - 1
      }
      if let source {
        matte = CompiledMatte(
          source: source, mode: layer.matteMode >= 3 ? .luminance : .alpha,
          inverted: layer.matteMode == 2 || layer.matteMode == 4)
      }
    }
    compiled.append(
      CompiledLayer(
        content: content, transform: TransformTrack(layer.transform), inPoint: layer.inPoint,
        outPoint: layer.outPoint, startTime: layer.startTime, stretch: layer.stretch,
        parent: parent,
        masks: layer.masks.map {
          CompiledMask(
            mode: $0.mode,
            path: Track($0.path, default: BezierShape(closed: true)) { BezierShape($0) },
            opacity: Track($0.opacity, default: 100) { $0 },
            expansion: Track($0.expansion, default: 0) { $0 }, inverted: $0.inverted)
        }, matte: matte, isMatteSource: layer.isMatteSource,
        blendMode: AnimationCompiler.blendMode(layer.blendMode), autoOrient: layer.autoOrient,
        hidden: layer.hidden))
    switch content {
    case .precomp(_, let w, let h, _) where w > 0 && h > 0, .solid(_, let w, let h):
      compiled[compiled.count - 1].sizeRect = Path(rect: CGRect(x: 0, y: 0, width: w, height: h))
    default: break
    }
    compiled[compiled.count - 1].is3D = layer.is3D
    if case .other(12) = layer.kind { compiled[compiled.count - 1].isAdjustment = true }
    if case .other(13) = layer.kind {
      compiled[compiled.count - 1].camera = CompiledCamera(
        zoom: layer.cameraZoom.map { Track($0, default: 0) { $0 } },
        hasPointOfInterest: layer.transform.anchor != nil)
    }
    if !layer.effects.isEmpty || !layer.styles.isEmpty {
      compiled[i].effects = CompiledEffect.compile(layer, box: effectBox(layer, in: size))
    }
  }

  /// The precomposition `refID`, compiled; `size` is the referring layer's (`w`, `h`), used
  /// where the asset gives none.
  private mutating func precomp(_ refID: String, path: String, stack: [String], size: CGSize)
    throws(LottieError) -> CompiledComposition?
  {
    if let done = compiledAssets[refID] { return done }
    guard let index = assetsByID[refID], model.assets[index].layers != nil else {
      log.add("missing precomposition '\(refID)'", at: path + ".refId")
      return nil
    }
    // Compiled once (kept in `compiledAssets`), so its layers are taken out of the model.
    var layers: [LayerModel] = []
    swap(&layers, &model.assets[index].layers!)
    let asset = model.assets[index]
    let own = CGSize(
      width: asset.width > 0 ? asset.width : size.width,
      height: asset.height > 0 ? asset.height : size.height)
    let comp = try compile(
      layers: &layers, path: "$.assets[\(index)].layers", stack: stack + [refID],
      size: own.width > 0 && own.height > 0
        ? own : CGSize(width: model.width, height: model.height))
    compiledAssets[refID] = comp
    return comp
  }

  private mutating func image(_ refID: String, path: String) -> (Bitmap, Double, Double)? {
    guard let index = assetsByID[refID] else {
      log.add("missing image asset '\(refID)'", at: path + ".refId")
      return nil
    }
    let asset = model.assets[index]
    if let cached = images[refID] { return (cached, asset.width, asset.height) }
    let request = asset.imageAsset
    let result: LottieImageProvider.Result
    if let data = embeddedImage(asset, request) {
      result = imageDecoder?(data).map { .bitmap($0) } ?? .undecodable
    } else if asset.file.hasPrefix("data:") {
      result = .undecodable
    } else {
      result = imageProvider?.image(for: request) ?? .notFound
    }
    let bitmap: Bitmap
    switch result {
    case .bitmap(let image): bitmap = image
    case .notFound, .undecodable:
      // An embedded image has no file name; its id names it.
      let file = asset.file.hasPrefix("data:") ? asset.id : request.relativePath
      let reason: MissingAsset.Reason =
        if case .notFound = result { .notFound } else { .undecodable }
      log.add(MissingAsset(kind: .image, file: file, reason: reason, path: "$.assets[\(index)]"))
      return nil
    }
    images[refID] = bitmap
    return (
      bitmap, asset.width > 0 ? asset.width : Double(bitmap.width),
      asset.height > 0 ? asset.height : Double(bitmap.height)
    )
  }

  /// The bytes of an image in the file itself (a `data:` URL) or in its `.lottie` archive.
  private func embeddedImage(_ asset: AssetModel, _ request: LottieImageAsset) -> Data? {
    if asset.file.hasPrefix("data:") {
      guard let comma = asset.file.firstIndex(of: ",") else { return nil }
      return Data(
        base64Encoded: String(asset.file[asset.file.index(after: comma)...]),
        options: .ignoreUnknownCharacters)
    }
    let bytes =
      resources[request.relativePath] ?? resources["images/" + asset.file]
      ?? resources["i/" + asset.file]
    return bytes.map { Data($0) }
  }

  /// The box a layer's effects see (a wipe's extent): the layer's own size where it has one,
  /// else that of the composition it is in (`size`).
  private func effectBox(_ layer: LayerModel, in size: CGSize) -> CGRect {
    var (w, h) = (Double(size.width), Double(size.height))
    switch layer.kind {
    case .solid(_, let sw, let sh), .precomp(_, let sw, let sh): (w, h) = (sw, sh)
    default: break
    }
    return CGRect(x: 0, y: 0, width: w, height: h)
  }

  static func parseHex(_ text: String) -> Color {
    var hex = text.trimmingCharacters(in: .whitespaces)
    if hex.hasPrefix("#") { hex.removeFirst() }
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
      return .black
    }
    let rgb = hex.count == 8 ? value >> 8 : value
    return Color(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  static func blendMode(_ value: Int) -> BlendMode {
    switch value {
    case 1: return .multiply
    case 2: return .screen
    case 3: return .overlay
    case 4: return .darken
    case 5: return .lighten
    case 6: return .colorDodge
    case 7: return .colorBurn
    case 8: return .hardLight
    case 9: return .softLight
    case 10: return .difference
    case 11: return .exclusion
    case 12: return .hue
    case 13: return .saturation
    case 14: return .color
    case 15: return .luminosity
    case 16: return .plus
    default: return .normal
    }
  }
}
