import BezelDrawing
import BezelLayers
import Foundation

/// A compiled shape-list item.
indirect enum ShapeNode: Sendable {
  case group(items: [ShapeNode], transform: TransformTrack?)
  case geometry(GeometryNode)
  case style(StyleNode)
  case trim(TrimNode)
  case roundCorners(Track<Double>)
  case repeater(content: [ShapeNode], settings: RepeaterNode)
  case merge(MergeMode)
  case offsetPath(OffsetPathNode)
  case puckerBloat(Track<Double>)
  case zigZag(ZigZagNode)
  case twist(TwistNode)

  /// Compiles a shape list; a repeater takes the items above it as its content.
  ///
  /// Only groups are compiled here; every other item is compiled in ``append(_:to:)``, kept
  /// out of line so that this frame, one per level of nested groups, stays small: inlined,
  /// the items' tracks made it 7 KB a level, and nested groups pushed the stack's pages (part
  /// of the process's resident memory) down that far while loading.
  static func compile(_ items: [ShapeItemModel], depth: Int = 0) -> [ShapeNode] {
    var nodes: [ShapeNode] = []
    for item in items {
      guard case .group(let children, _) = item else {
        append(item, to: &nodes)
        continue
      }
      guard depth < 64 else { continue }
      nodes.append(group(compile(children, depth: depth + 1), of: children))
    }
    return nodes
  }

  /// A group of the compiled `items`, with the transform among its `children`.
  @inline(never)
  private static func group(_ items: [ShapeNode], of children: [ShapeItemModel]) -> ShapeNode {
    var transform: TransformModel?
    for child in children {
      if case .transform(let t) = child { transform = t }
    }
    return .group(items: items, transform: transform.map(TransformTrack.init))
  }

  /// Compiles `item`, any item but a group, into `nodes`.
  @inline(never)
  private static func append(_ item: ShapeItemModel, to nodes: inout [ShapeNode]) {
    switch item {
    case .group, .transform, .ignored: return
    case .merge(let mode):
      if let mode = MergeMode(rawValue: mode) { nodes.append(.merge(mode)) }
    case .offsetPath(let o): nodes.append(.offsetPath(OffsetPathNode(o)))
    case .puckerBloat(let a): nodes.append(.puckerBloat(Track(a, default: 0) { $0 }))
    case .zigZag(let z): nodes.append(.zigZag(ZigZagNode(z)))
    case .twist(let t): nodes.append(.twist(TwistNode(t)))
    case .path(let shape, let reversed):
      nodes.append(.geometry(GeometryNode(path: shape, reversed: reversed)))
    case .rectangle(let r): nodes.append(.geometry(GeometryNode(rectangle: r)))
    case .ellipse(let e): nodes.append(.geometry(GeometryNode(ellipse: e)))
    case .polystar(let s): nodes.append(.geometry(GeometryNode(polystar: s)))
    case .fill(let f): nodes.append(.style(StyleNode(fill: f)))
    case .stroke(let s): nodes.append(.style(StyleNode(stroke: s)))
    case .gradientFill(let g): nodes.append(.style(StyleNode(gradientFill: g)))
    case .gradientStroke(let g): nodes.append(.style(StyleNode(gradientStroke: g)))
    case .trim(let t): nodes.append(.trim(TrimNode(t)))
    case .roundCorners(let r): nodes.append(.roundCorners(Track(r, default: 0) { $0 }))
    case .repeater(let r):
      let content = nodes
      nodes = [.repeater(content: content, settings: RepeaterNode(r))]
    }
  }
}

/// A compiled repeater's settings.
struct RepeaterNode: Sendable {
  var copies: Track<Double>
  var offset: Track<Double>
  var below: Bool
  var anchor: Track<SIMD4<Double>>
  var position: Track<SIMD4<Double>>
  var scale: Track<SIMD4<Double>>
  var rotation: Track<Double>
  var startOpacity: Track<Double>
  var endOpacity: Track<Double>

  init(_ model: RepeaterModel) {
    copies = Track(model.copies, default: 1) { $0 }
    offset = Track(model.offset, default: 0) { $0 }
    below = model.below
    anchor = Track(model.transform.anchor, default: SIMD4<Double>()) {
      SIMD4<Double>(lottie: $0.values)
    }
    position = Track(model.transform.position, default: SIMD4<Double>()) {
      SIMD4<Double>(lottie: $0.values)
    }
    scale = Track(model.transform.scale, default: SIMD4<Double>(100, 100, 0, 0)) {
      SIMD4<Double>(lottie: $0.values, fill: 100)
    }
    rotation = Track(model.transform.rotation, default: 0) { $0 }
    startOpacity = Track(model.transform.startOpacity, default: 100) { $0 }
    endOpacity = Track(model.transform.endOpacity, default: 100) { $0 }
  }

  /// The transform of the copy `steps` steps from the original (fractional steps allowed).
  func transform(steps: Double, frame: Double) -> Transform {
    if steps == 0 { return .identity }
    let a = anchor.value(at: frame)
    let p = position.value(at: frame)
    let s = scale.value(at: frame)
    let r = rotation.value(at: frame) * .pi / 180
    let sx = pow(max(s.x / 100, 0), steps)
    let sy = pow(max(s.y / 100, 0), steps)
    // Rotate and scale about the anchor, then move by the position, once per step.
    return Transform(translationX: -a.x, y: -a.y)
      .concatenating(Transform(rotationAngle: r * steps))
      .concatenating(Transform(scaleX: s.x < 0 ? -sx : sx, y: s.y < 0 ? -sy : sy))
      .concatenating(Transform(translationX: a.x + p.x * steps, y: a.y + p.y * steps))
  }
}

/// A compiled trim-paths modifier.
struct TrimNode: Sendable {
  var start: Track<Double>
  var end: Track<Double>
  var offset: Track<Double>
  /// Lottie's "individually" mode (`m` 2): the shapes in scope are measured one after
  /// another as one sequence and the range is cut from it. Otherwise ("simultaneously",
  /// `m` 1) each shape is trimmed to the same range on its own.
  var individually: Bool
  /// The outlines this trim measured last, with their measures.
  let measures = TrimMeasures()

  /// lottie-web rounds the start and end fractions to 1/10000 of the length before it
  /// trims; the same rounding puts the cuts where its pictures have them.
  static let lottieWebFractionSteps = 10000.0

  init(_ model: TrimModel) {
    start = Track(model.start, default: 0) { $0 }
    end = Track(model.end, default: 100) { $0 }
    offset = Track(model.offset, default: 0) { $0 }
    individually = model.individually
  }

  /// The kept ranges as fractions of the length, or `nil` to keep everything.
  func ranges(at frame: Double) -> TrimRanges? {
    var o = offset.value(at: frame).truncatingRemainder(dividingBy: 360) / 360
    if o < 0 { o += 1 }
    var s = min(max(start.value(at: frame) / 100, 0), 1) + o
    var e = min(max(end.value(at: frame) / 100, 0), 1) + o
    if s > e { swap(&s, &e) }
    let steps = TrimNode.lottieWebFractionSteps
    s = (s * steps).rounded() / steps
    e = (e * steps).rounded() / steps
    if e - s >= 1 - 1e-9 { return nil }
    if e == s { return TrimRanges() }
    if e <= 1 { return TrimRanges((s, e)) }
    if s >= 1 { return TrimRanges((s - 1, e - 1)) }
    return TrimRanges((s, 1), (0, e - 1))
  }
}

extension ShapeNode: StillWalkable {
  var walkedStillSpans: StillSpans {
    switch self {
    case .group(let items, let transform):
      return StillContent.walk(items).intersection(transform?.walkedStillSpans ?? .always)
    case .geometry(let node): return node.walkedStillSpans
    case .style(let node): return node.walkedStillSpans
    case .trim(let node): return node.walkedStillSpans
    case .roundCorners(let radius): return radius.stillSpans
    case .repeater(let content, let settings):
      return StillContent.walk(content).intersection(settings.walkedStillSpans)
    case .merge: return .always
    case .offsetPath(let node): return node.walkedStillSpans
    case .puckerBloat(let amount): return amount.stillSpans
    case .zigZag(let node): return node.walkedStillSpans
    case .twist(let node): return node.walkedStillSpans
    }
  }
}

extension RepeaterNode: StillWalkable {
  var walkedStillSpans: StillSpans {
    copies.stillSpans.intersection(offset.stillSpans).intersection(anchor.stillSpans)
      .intersection(position.stillSpans).intersection(scale.stillSpans)
      .intersection(rotation.stillSpans).intersection(startOpacity.stillSpans)
      .intersection(endOpacity.stillSpans)
  }
}

extension TrimNode: StillWalkable {
  var walkedStillSpans: StillSpans {
    start.stillSpans.intersection(end.stillSpans).intersection(offset.stillSpans)
  }
}
