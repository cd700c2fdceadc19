import BezelDrawing
import BezelLayers
import Foundation

/// A Lottie animation, loaded and compiled once; every frame is a pure function of time.
///
/// ```swift
/// let animation = try LottieAnimation(contentsOf: URL(fileURLWithPath: "loading.json"))
/// let list = animation.displayList(atProgress: 0.5, fitting: CGSize(width: 300, height: 300))
/// ```
///
/// Reads `.json`, `.tgs` (gzip) and `.lottie` (dotLottie zip), recognised by their bytes.
/// What the file uses but Bezel does not draw is listed in ``unsupportedFeatures``.
public struct LottieAnimation: Sendable {
  /// The composition's size in points (`w` × `h`).
  public let size: CGSize
  /// Frames per second (`fr`).
  public let frameRate: Double
  /// The first frame (`ip`).
  public let startFrame: Double
  /// The frame the animation ends at, exclusive (`op`).
  public let endFrame: Double
  public let markers: [LottieMarker]
  /// The number of layers in the root composition.
  public let layerCount: Int
  /// Features the file uses that are not drawn (expressions, effects…), with JSON paths.
  public let unsupportedFeatures: [UnsupportedFeature]
  /// External images and data files the file names but that could not be found or decoded;
  /// the rest of the animation still plays.
  public let missingAssets: [MissingAsset]
  /// Every kind of feature the file uses (shape items, masks, mattes, blend modes, layer
  /// types, effects, ...), how often, and whether Bezel draws it.
  public let featureUsage: [FeatureUsage]
  /// The file's name (`nm`), if any.
  public let name: String?
  /// The format version (`v`).
  public let version: String

  let root: CompiledComposition
  /// The composition's bounds, which a fitted picture is clipped to: made once, not a path
  /// a frame.
  private let bounds: Path
  /// The buffers ``displayList(atFrame:fitting:)`` makes its lists in.
  private let fittedLists = RecycledItemLists()
  /// Whether frames reuse the evaluation of an earlier frame where the content holds still
  /// (on by default; tests turn it off to compare).
  package var reusesStillContent = true

  /// The length in seconds, `(endFrame − startFrame) / frameRate`.
  public var seconds: Double { (endFrame - startFrame) / frameRate }

  /// Decodes image assets (PNG, JPEG…) for the animation; `nil` leaves images undrawn.
  public typealias ImageDecoder = @Sendable (Data) -> Bitmap?

  /// Loads an animation from the bytes of a `.json`, `.tgs` or `.lottie` file.
  ///
  /// - Parameters:
  ///   - baseURL: the assets folder: external images and data files (`u` + `p`, such as
  ///     `images/img_0.png`) are read at or below it.
  ///   - imageDecoder: turns image bytes (embedded, in the archive, or in `baseURL`) into
  ///     bitmaps.
  ///   - images: where external images come from instead of `baseURL` (see
  ///     ``LottieImageProvider``).
  public init(
    data: Data, baseURL: URL? = nil, imageDecoder: ImageDecoder? = nil,
    images: LottieImageProvider? = nil, limits: ContainerLimits = .default
  ) throws(LottieError) {
    let log = FeatureLog()
    do {
      var compiler = try LottieAnimation.compiler(
        data: data, baseURL: baseURL, imageDecoder: imageDecoder, images: images, limits: limits,
        log: log)
      // Read before compiling, which empties the model's layers as it goes (this copy is
      // gone by then, so the compiler's is their only reference).
      do {
        let model = compiler.model
        size = CGSize(width: model.width, height: model.height)
        bounds = Path(rect: CGRect(origin: .zero, size: size))
        frameRate = model.frameRate
        startFrame = model.inPoint
        endFrame = model.outPoint
        markers = model.markers
        layerCount = model.layers.count
        name = model.name
        version = model.version
      }
      root = try compiler.compileRoot()
      missingAssets = log.missingAssets.map { $0.locating(in: compiler.model.assets) }
    }
    unsupportedFeatures = log.all
    featureUsage = log.usageTable
    // The tape, the file's bytes and the model are gone by now; their pages need not stay
    // resident.
    FreedMemory.returnToSystem()
  }

  /// A compiler holding the only reference to the model decoded from `data`, so compiling
  /// can let go of each layer's model as it goes.
  private static func compiler(
    data: Data, baseURL: URL?, imageDecoder: ImageDecoder?, images: LottieImageProvider?,
    limits: ContainerLimits, log: FeatureLog
  ) throws(LottieError) -> AnimationCompiler {
    let (model, resources) = try LottieAnimation.decodeModel(
      data, baseURL: baseURL, limits: limits, log: log)
    let folder = baseURL.map { url in
      LottieImageProvider.folder(
        url, decoder: imageDecoder ?? { _ in nil }, maxBytes: limits.maxInputBytes)
    }
    return AnimationCompiler(
      model: model, resources: resources, imageProvider: images ?? folder,
      imageDecoder: imageDecoder, log: log)
  }

  /// The model of the animation in `data` (a `.json`, `.tgs` or `.lottie` file's bytes), its
  /// expressions baked into keyframes, and the files packed beside it.
  ///
  /// A plain JSON file is read from `data` where it is, with no copy; an archive's JSON is let
  /// go once read. What the model is decoded from (``LottieJSONTape``, about twice the file's
  /// bytes) is let go on return, before the animation is compiled, so the two are never held
  /// at once.
  private static func decodeModel(
    _ data: Data, baseURL: URL?, limits: ContainerLimits, log: FeatureLog
  ) throws(LottieError) -> (AnimationModel, [String: [UInt8]]) {
    if data.count <= limits.maxInputBytes, data.withUnsafeBytes(LottieContainer.isPlainJSON) {
      // No binding holds the tape but `tape`, which the decoder empties.
      var tape: LottieJSONTape? = try data.withUnsafeBytes { raw in
        Result { () throws(LottieError) in
          try LottieJSONReader.tape(raw.assumingMemoryBound(to: UInt8.self))
        }
      }.get()
      return (
        try decodeModel(&tape, resources: [:], baseURL: baseURL, limits: limits, log: log), [:]
      )
    }
    var container = try LottieContainer(bytes: [UInt8](data), limits: limits)
    var tape: LottieJSONTape? = try LottieJSONReader.tape(container.json)
    container.json = []
    let model = try decodeModel(
      &tape, resources: container.resources, baseURL: baseURL, limits: limits, log: log)
    return (model, container.resources)
  }

  /// The model decoded from `tape` (emptied: it is let go once decoded, or after baking for
  /// a file with expressions, whose scripts walk it), its expressions baked.
  private static func decodeModel(
    _ tape: inout LottieJSONTape?, resources: [String: [UInt8]], baseURL: URL?,
    limits: ContainerLimits, log: FeatureLog
  ) throws(LottieError) -> AnimationModel {
    let expressions = ExpressionSlots()
    let (model, source) = try decodeModel(taking: &tape, log: log, expressions: expressions)
    guard let source else {
      expressions.reportUnbaked(to: log)
      return model
    }
    // Expressions are evaluated once here; their keyframes replace the properties' own.
    ExpressionBaking.bake(model, tape: source, slots: expressions, log: log) { path in
      // Data footage: in the archive, or at or below the assets folder; the same size and
      // nesting caps as the animation itself.
      var relative = path
      while relative.hasPrefix("/") { relative.removeFirst() }
      var bytes = resources[relative]
      if bytes == nil, let baseURL {
        bytes = AssetFile.read(relative, below: baseURL, maxBytes: limits.maxInputBytes)
          .map { [UInt8]($0) }
      }
      guard let bytes else {
        log.add(MissingAsset(kind: .data, file: relative, reason: .notFound, path: "$.assets"))
        return nil
      }
      guard let tree = try? LottieJSONReader.read(bytes) else {
        log.add(MissingAsset(kind: .data, file: relative, reason: .undecodable, path: "$.assets"))
        return nil
      }
      return tree
    }
    return model
  }

  /// The model decoded from the tape in `tape`, which is emptied, and the tape scripts walk
  /// when the file has expressions (`nil` otherwise, so the tape is let go on return).
  ///
  /// Scripts walk the tape itself: a tree of the whole document made from it for them was
  /// several times its bytes, alive beside the model and everything baking makes (it set the
  /// peak of loading `thorvg__expressions.loopOut`).
  private static func decodeModel(
    taking tape: inout LottieJSONTape?, log: FeatureLog, expressions: ExpressionSlots
  ) throws(LottieError) -> (AnimationModel, LottieJSONTape?) {
    guard let taken = tape else { throw .invalidValue(path: "$", reason: "no document") }
    tape = nil
    // Slots edit a tree: a file with slots is decoded from the tape of the tree they edited.
    let source = SlotResolver.resolved(taken).map(LottieJSONTape.of) ?? taken
    let model = try ModelDecoder.decode(source, log: log, expressions: expressions)
    try LottieAnimation.validate(model)
    // Kept only for a file that has expressions.
    guard source.containsExpression else { return (model, nil) }
    return (model, source)
  }

  /// Loads the file at `url`; images beside it are found relative to its folder.
  public init(
    contentsOf url: URL, imageDecoder: ImageDecoder? = nil, limits: ContainerLimits = .default
  ) throws(LottieError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable("\(url.path): \(error.localizedDescription)")
    }
    try self.init(
      data: data, baseURL: url.deletingLastPathComponent(), imageDecoder: imageDecoder,
      limits: limits)
  }

  private static func validate(_ model: AnimationModel) throws(LottieError) {
    func check(_ ok: Bool, _ path: String, _ reason: String) throws(LottieError) {
      if !ok { throw .limitExceeded(path: path, reason: reason) }
    }
    try check(
      model.width.isFinite && model.width > 0 && model.width <= 100_000, "$.w",
      "width must be between 0 and 100000")
    try check(
      model.height.isFinite && model.height > 0 && model.height <= 100_000, "$.h",
      "height must be between 0 and 100000")
    try check(
      model.frameRate.isFinite && model.frameRate > 0 && model.frameRate <= 1000, "$.fr",
      "frame rate must be between 0 and 1000")
    try check(model.inPoint.isFinite && abs(model.inPoint) < 1e7, "$.ip", "in point is absurd")
    try check(
      model.outPoint.isFinite && model.outPoint > model.inPoint
        && model.outPoint - model.inPoint <= 1e9, "$.op",
      "out point must follow the in point by at most 10⁹ frames")
  }

  /// The picture at frame `frame` (in the file's frame numbers), at the composition's size.
  public func displayList(atFrame frame: Double) -> DisplayList {
    DisplayList(
      size: size,
      items: FrameRenderer(frameRate: frameRate, reusesStillContent: reusesStillContent).items(
        root, frame: frame, alpha: 1, viewport: size))
  }

  /// The picture at frame `frame`, scaled to fit `fitting` keeping its aspect ratio and
  /// centred (lottie-web's `xMidYMid meet`).
  public func displayList(atFrame frame: Double, fitting target: CGSize) -> DisplayList {
    // The list of one item in the buffer of an earlier frame's, when that is let go; taken
    // first, as that lets go of the earlier frame's items, whose buffers the evaluation
    // takes in turn.
    var fitted = fittedLists.take(capacity: 1)
    let items = FrameRenderer(frameRate: frameRate, reusesStillContent: reusesStillContent).items(
      root, frame: frame, alpha: 1, viewport: size)
    let s = min(target.width / size.width, target.height / size.height)
    guard s.isFinite, s > 0 else { return DisplayList(size: target) }
    let transform = Transform(
      a: s, b: 0, c: 0, d: s, tx: (target.width - size.width * s) / 2,
      ty: (target.height - size.height * s) / 2)
    fitted.append(.group(GroupItem(transform: transform, clip: bounds, children: items)))
    fittedLists.give(fitted)
    return DisplayList(size: target, items: fitted)
  }

  /// The frame number at `progress` (0 = start, 1 = end).
  public func frame(atProgress progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    return startFrame + (endFrame - startFrame) * p
  }

  /// The picture at `progress` through the animation (0…1), optionally scaled to fit.
  public func displayList(atProgress progress: Double, fitting target: CGSize? = nil) -> DisplayList
  {
    // Progress 1 shows the last frame, not the exclusive end.
    let frame = min(self.frame(atProgress: progress), endFrame - 1e-6)
    if let target { return displayList(atFrame: frame, fitting: target) }
    return displayList(atFrame: frame)
  }

  /// The marker called `name`.
  public func marker(named name: String) -> LottieMarker? {
    markers.first { $0.name == name }
  }
}

extension LottieAnimation: Timeline {
  /// The length in seconds (always set for a Lottie file; see ``seconds``).
  public nonisolated var duration: Double? { seconds }

  /// The picture at `time` seconds from the start (clamped to the last frame).
  public nonisolated func displayList(at time: Double) -> DisplayList {
    let frame = min(startFrame + time * frameRate, endFrame - 1e-6)
    return displayList(atFrame: max(startFrame, frame))
  }

  /// ``BezelLayers/RenderPolicy/browserLike``: Lottie files are made for lottie-web, whose
  /// pictures are a browser canvas's, so edges go where Skia puts them. Render the display
  /// lists with it (`canvas.render(list, policy: animation.renderPolicy)`).
  public nonisolated var renderPolicy: RenderPolicy { .browserLike }
}
