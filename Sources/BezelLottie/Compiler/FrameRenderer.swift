import BezelDrawing
import BezelLayers
import Foundation

/// Evaluates compiled compositions at a frame into display items (a pure function).
struct FrameRenderer {
  let frameRate: Double
  /// Serves frames in a span where content holds still (``StillSpans``) from the items
  /// evaluated for an earlier frame of it; off, every frame is evaluated afresh.
  var reusesStillContent = true

  /// The items of `comp` at composition frame `frame`, bottom layer first; `viewport` is the
  /// composition's size, which places its default camera.
  func items(
    _ comp: CompiledComposition, frame: Double, alpha: Double, depth: Int = 0,
    viewport: CGSize = .zero
  ) -> [DisplayItem] {
    guard depth < AnimationCompiler.maxPrecompDepth + 2 else { return [] }
    if reusesStillContent, alpha == 1, let span = comp.spans.index(containing: frame) {
      return comp.kept.items(for: .init(span: span, depth: depth, viewport: viewport)) {
        evaluatedItems(comp, frame: frame, alpha: alpha, depth: depth, viewport: viewport)
      }
    }
    return evaluatedItems(comp, frame: frame, alpha: alpha, depth: depth, viewport: viewport)
  }

  private func evaluatedItems(
    _ comp: CompiledComposition, frame: Double, alpha: Double, depth: Int, viewport: CGSize
  ) -> [DisplayItem] {
    let space = comp.hasSpace ? SpaceView(comp, frame: frame, size: viewport, renderer: self) : nil
    // Room for every layer (one allocation at most, not one per doubling), in the buffer
    // of a list of an earlier frame when that is let go.
    var items = comp.lists.take(capacity: comp.layers.count)
    var depths: [Double?] = []
    var planes: [SpacePlane?] = []
    let layers = comp.layers
    // Cuts of 3D layers overlap by more than an anti-aliased edge when the composition is
    // drawn at 256 pixels or more (it is usually drawn at about its own size).
    let seamOverlap = max(2, max(viewport.width, viewport.height) / 256)
    for i in layers.indices.reversed() {
      // Fields are read in place: copying a whole layer per frame costs more than its item.
      if layers[i].isMatteSource || layers[i].hidden { continue }
      if layers[i].isAdjustment {
        // An adjustment layer is 2D: it ends a run of 3D layers, which are sorted first.
        let below =
          space == nil
          ? items : DepthOrder.sorted(items, depths: depths, planes: planes, overlap: seamOverlap)
        if let result = adjusted(below, by: comp, i, frame: frame, alpha: alpha) {
          items = result
          depths = result.map { _ in nil }
          planes = depths.map { _ in nil }
        }
        continue
      }
      var plane: SpacePlane?
      guard
        var item = self.item(
          comp, i, frame: frame, alpha: alpha, depth: depth, viewport: viewport, space: space,
          plane: &plane)
      else {
        continue
      }
      if let matte = layers[i].matte {
        var sourcePlane: SpacePlane?
        let source = self.item(
          comp, matte.source, frame: frame, alpha: 1, depth: depth, viewport: viewport,
          space: space,
          plane: &sourcePlane)
        if let source {
          item = .group(
            GroupItem(
              mask: Mask(items: [source], mode: matte.mode, inverted: matte.inverted),
              children: [item]))
        } else if !matte.inverted {
          continue
        }
      }
      items.append(item)
      if let space {
        depths.append(layers[i].is3D ? cameraDepth(comp, i, frame: frame, in: space) : nil)
        planes.append(layers[i].is3D ? plane : nil)
      }
    }
    let made =
      space == nil
      ? items : DepthOrder.sorted(items, depths: depths, planes: planes, overlap: seamOverlap)
    comp.lists.give(made)
    return made
  }

  /// The transform from layer `i`'s coordinates to its composition's, with its parents.
  func worldTransform(_ comp: CompiledComposition, _ i: Int, frame: Double) -> Transform {
    let layers = comp.layers
    var t = comp.matrix(of: i, at: frame)
    var parent = layers[i].parent
    var guardCount = 0
    while let p = parent, guardCount < 256 {
      t = t.concatenating(comp.matrix(of: p, at: frame))
      parent = layers[p].parent
      guardCount += 1
    }
    return t
  }

  private func item(
    _ comp: CompiledComposition, _ i: Int, frame: Double, alpha: Double, depth: Int,
    viewport: CGSize, space: SpaceView?, plane: inout SpacePlane?
  ) -> DisplayItem? {
    // Fields are read in place: a copy of the layer retains every reference it holds.
    let layers = comp.layers
    guard frame >= layers[i].inPoint, frame < layers[i].outPoint else { return nil }
    // Keyframe times are in the composition's time; a layer's start time and stretch only
    // shift the time a precomposition's own layers see (as lottie-web and lottie-ios do).
    let local = frame
    let faded = alpha * comp.opacity(of: i, at: local)
    guard faded > 0 else { return nil }
    // After Effects runs a layer's effects and styles on its content before the layer's
    // opacity (and what it inherits) fades the result: a faded layer's inner shadow stays at
    // its edges, and its drop shadow does not show through it. Without effects the opacity
    // goes into the content's colours, where it costs no group.
    let fadesAfterEffects = faded < 1 && !layers[i].effects.isEmpty
    let opacity = fadesAfterEffects ? 1 : faded
    var clip: Path?
    var children: [DisplayItem]
    switch layers[i].content {
    case .none: return nil
    case .shapes(let nodes):
      if reusesStillContent, opacity == 1, let still = layers[i].stillShapes {
        children = still
      } else if reusesStillContent, opacity == 1,
        let span = layers[i].still.contentSpans.index(containing: local)
      {
        children = layers[i].still.kept.items(for: .init(span: span)) {
          ShapeEvaluator.evaluate(nodes, frame: local, alpha: 1)
        }
      } else {
        children = ShapeEvaluator.evaluate(
          nodes, frame: local, alpha: opacity,
          keptGroups: reusesStillContent ? layers[i].still.groups : [],
          last: reusesStillContent ? layers[i].still.last : nil,
          keepsMeasures: reusesStillContent)
      }
    case .precomp(let child, let w, let h, let remap):
      var childFrame = layers[i].localFrame(frame)
      if let remap {
        childFrame = remap.value(at: frame) * frameRate
      }
      let size = w > 0 && h > 0 ? CGSize(width: w, height: h) : viewport
      children = items(child, frame: childFrame, alpha: opacity, depth: depth + 1, viewport: size)
      if w > 0 && h > 0 {
        clip = layers[i].sizeRect ?? Path(rect: CGRect(x: 0, y: 0, width: w, height: h))
      }
    case .solid(let color, let w, let h):
      let c = color.withAlpha(color.alpha * opacity)
      let rect = layers[i].sizeRect ?? Path(rect: CGRect(x: 0, y: 0, width: w, height: h))
      children = [.fill(rect, paint: .color(c))]
    case .image(let bitmap, let w, let h):
      let image = DisplayItem.image(bitmap, rect: CGRect(x: 0, y: 0, width: w, height: h))
      children = opacity < 1 ? [.group(GroupItem(opacity: opacity, children: [image]))] : [image]
    case .text(let text):
      if reusesStillContent, opacity == 1,
        let span = layers[i].still.contentSpans.index(containing: local)
      {
        children = layers[i].still.kept.items(for: .init(span: span)) {
          text.items(at: local, alpha: 1, masks: layers[i].masks)
        }
      } else {
        children = text.items(at: local, alpha: opacity, masks: layers[i].masks)
      }
    }
    if children.isEmpty { return nil }
    var group = GroupItem(
      transform: worldTransform(comp, i, frame: frame), opacity: fadesAfterEffects ? faded : 1,
      clip: clip, blendMode: layers[i].blendMode, children: children)
    if !layers[i].masks.isEmpty {
      // A precomposition's children are drawn at its size and masked after: their effects
      // see all of them, so a shadow cast from outside the mask shows inside it (a mask drawn
      // as a clip would bound their effects' surfaces instead).
      var childEffects = false
      if case .precomp = layers[i].content { childEffects = Self.containsEffects(children) }
      applyMasks(layers[i].masks, frame: local, to: &group, asMatte: childEffects)
    }
    if !layers[i].effects.isEmpty {
      group.effects = layers[i].effects.compactMap {
        $0.effect(at: local, masks: layers[i].masks)
      }
      group.effectsSeeWholeContent = layers[i].content.hasOwnSize
    }
    if case .precomp = layers[i].content, children.contains(where: Self.blendsWithBackdrop) {
      // After Effects renders a precomposition into a picture of its own, so a layer blended
      // by screen, multiply and the like mixes with the precomposition's layers under it, and
      // not with what lies under the precomposition layer (lottie-web's canvas and ThorVG
      // draw into the picture below: a screen-blended highlight brightens the backdrop too).
      group.isolated = true
    }
    if layers[i].is3D, let space {
      return place(group, comp, i, frame: frame, in: space, plane: &plane)
    }
    if layers[i].is3D { return nil }
    return .group(group)
  }

  /// Whether `item` blends with what is drawn under it by a mode other than normal: a group
  /// with such a blend mode, or one reached without compositing that holds one.
  static func blendsWithBackdrop(_ item: DisplayItem) -> Bool {
    guard case .group(let group) = item else { return false }
    if group.blendMode != .normal { return true }
    return group.isPassThrough && group.children.contains(where: blendsWithBackdrop)
  }

  /// Whether any of `items`, at any depth, is a group with pixel effects.
  static func containsEffects(_ items: [DisplayItem]) -> Bool {
    items.contains { item in
      guard case .group(let g) = item else { return false }
      return !g.effects.isEmpty || containsEffects(g.children)
    }
  }

  /// Clips simple masks; builds a mask item tree for subtract, intersect, opacity or inversion
  /// (or for every mask when `asMatte`: the children are then drawn unclipped, then masked).
  func applyMasks(
    _ masks: [CompiledMask], frame: Double, to group: inout GroupItem, asMatte: Bool = false
  ) {
    // The list itself when every mask is active (the usual case), rather than a copy.
    var active = masks.contains { $0.mode == .none } ? masks.filter { $0.mode != .none } : masks
    guard !active.isEmpty else { return }
    let simple =
      !asMatte
      && active.allSatisfy {
        ($0.mode == .add || $0.mode == .lighten) && !$0.inverted
          && $0.opacity.value(at: frame) >= 100
      }
    if simple {
      var path = Path()
      for mask in active {
        let outline = mask.outline(at: frame)
        // The first outline is the clip as it is (adding it to an empty path rebuilds the same
        // path), so a single mask makes no second path.
        if path.isEmpty {
          path = outline
          continue
        }
        // Room for the outline at once, not an allocation at each doubling.
        path.reserveCapacity(path.elements.count + outline.elements.count)
        path.addPath(outline)
      }
      if let existing = group.clip, !existing.isEmpty {
        // A precomp's bounds clip and its masks: nest so both apply.
        group = GroupItem(
          transform: group.transform, clip: path, blendMode: group.blendMode,
          children: [.group(GroupItem(clip: existing, children: group.children))])
      } else {
        group.clip = path
      }
      return
    }
    active[0].mode = active[0].modeAsFirst
    let big = CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)
    if active.contains(where: \.needsComparison) {
      let mask = MaskComparison.mask(active, frame: frame, big: big)
      group.children = [.group(GroupItem(mask: mask, children: group.children))]
      return
    }
    var items: [DisplayItem] = []
    for (n, mask) in active.enumerated() {
      var path = Path()
      let outline = mask.outline(at: frame)
      // A rectangle's five elements and the outline's in one allocation.
      path.reserveCapacity(outline.elements.count + (mask.inverted ? 5 : 0))
      if mask.inverted { path.addRect(big) }
      path.addPath(outline)
      let alpha = clamp(mask.opacity.value(at: frame) / 100)
      let fill = DisplayItem.fill(
        path, paint: .color(Color(white: 1, alpha: alpha)),
        rule: mask.inverted ? .evenOdd : .nonZero)
      if n == 0 && mask.mode == .subtract {
        items.append(.fill(Path(rect: big), .white))
      }
      switch mask.mode {
      case .subtract:
        items.append(.group(GroupItem(blendMode: .destinationOut, children: [fill])))
      case .intersect where n > 0:
        items.append(.group(GroupItem(blendMode: .destinationIn, children: [fill])))
      default:
        items.append(fill)
      }
    }
    let content = GroupItem(
      mask: Mask(items: items, mode: .alpha), children: group.children)
    group.children = [.group(content)]
  }
}
