import BezelDrawing
import BezelLayers
import Foundation

/// Evaluates a shape layer's compiled items at one frame into display items.
///
/// Follows lottie-web's semantics: a style paints every outline above it in its group and
/// nested groups; a modifier changes every outline above it in its scope, including those
/// already claimed by styles; styles later in a list draw below earlier ones. A merge is
/// After Effects' own: what it takes in is no longer painted by the styles above it.
struct ShapeEvaluator {
  private struct Entry {
    /// The animated rectangle, ellipse or polystar a geometry made, while no modifier has
    /// changed it: it goes straight into its styles' paths, never made a shape.
    var primitive: PrimitiveOutline?
    /// The outline a geometry made, while the entry holds just it: most keep one, and then
    /// no list is made for it.
    var single: BezierShape?
    /// The outlines, once a modifier made them other than one (when `single` and
    /// `primitive` are `nil`).
    var several: [BezierShape] = []
    var transform: Transform
    /// The outermost group closed so far that holds the entry: merge paths take a group's
    /// outlines together as one operand.
    var group = 0

    init(_ shape: BezierShape, transform: Transform) {
      single = shape
      self.transform = transform
    }

    init(_ primitive: PrimitiveOutline, transform: Transform) {
      self.primitive = primitive
      self.transform = transform
    }

    init(shapes: [BezierShape], transform: Transform) {
      several = shapes
      self.transform = transform
    }

    /// The outlines, as a list.
    var shapes: [BezierShape] {
      get {
        if let primitive { return [primitive.shape] }
        return single.map { [$0] } ?? several
      }
      set {
        primitive = nil
        single = nil
        several = newValue
      }
    }

    /// Replaces each outline by `transform` of it, without a list for a single one.
    mutating func mapShapes(_ transform: (BezierShape) -> BezierShape) {
      if let primitive {
        self.primitive = nil
        single = transform(primitive.shape)
      } else if let shape = single {
        single = transform(shape)
      } else {
        several = several.map(transform)
      }
    }

    /// Calls `body` with each outline, in order.
    func forEachShape(_ body: (BezierShape) -> Void) {
      if let primitive {
        body(primitive.shape)
      } else if let single {
        body(single)
      } else {
        for shape in several { body(shape) }
      }
    }

    /// The number of path elements ``append(to:transform:)`` adds.
    var pathElementCount: Int {
      if let primitive { return primitive.pathElementCount }
      var count = 0
      forEachShape { count += $0.pathElementCount }
      return count
    }

    /// Appends the outlines to `path`, mapped by `transform`.
    func append(to path: inout Path, transform: Transform) {
      if let primitive {
        primitive.append(to: &path, transform: transform)
      } else {
        forEachShape { $0.append(to: &path, transform: transform) }
      }
    }
  }

  private struct StyleRecord {
    var paint: Paint
    var stroke: StrokeStyle?
    var rule: FillRule
    var transform: Transform
    /// The outlines it paints: a range of ``ShapeEvaluator/styleOutlines``.
    var entries: Range<Int>
  }

  /// A style to paint, or the items of a kept group (``KeptGroup``) in its place.
  private enum Painted {
    case style(StyleRecord)
    case kept([DisplayItem])
  }

  /// The lists an evaluation works in, emptied and kept for the next one (``buffers``), so
  /// that a frame reuses their capacity rather than growing new lists.
  private struct Buffers {
    var entries: [Entry] = []
    var outlines: [Int] = []
    var styleOutlines: [Int] = []
    var styles: [Painted] = []

    /// Whether the lists are small enough to keep: a huge evaluation's are let go.
    var isWorthKeeping: Bool { entries.capacity <= 4096 && styleOutlines.capacity <= 16384 }
  }

  /// The outline a trim measures and the lists it is measured in, kept for the next trim
  /// (``trimScratch``). Apart from ``Buffers``: every evaluation takes and gives those, and
  /// carrying these too cost more than they save in files of many layers and few trims.
  private struct TrimScratch {
    var outline = Path()
    var measure = PathMeasure.Storage()
  }

  private static let trimScratch = ReusePool<TrimScratch>()

  private static let buffers = ReusePool<Buffers>()

  private var entries: [Entry]
  /// The entries in the scopes being walked, outer scopes' first: a walk's scope is what it
  /// adds from where it starts. One list for every scope, so a group adds no list of its own.
  private var outlines: [Int]
  /// The entries each style paints, one range a style, in one list for the same reason.
  private var styleOutlines: [Int]
  private var styles: [Painted]
  private let frame: Double
  /// Whether trims cut outlines they measured in an earlier evaluation from the measures
  /// they kept (``TrimMeasures``) rather than measuring them again.
  private let keepsMeasures: Bool
  /// Outline points the geometry modifiers (merge, offset, zig-zag) may still take in or
  /// make in this evaluation; past it they leave outlines as they are, so repeated copies of
  /// a costly modifier cannot stall a frame.
  private var modifierBudget = ShapeEvaluator.maxModifierPoints
  private var groupCount = 0

  /// The most outline points geometry modifiers handle in one evaluation of a layer.
  static let maxModifierPoints = 100_000

  private init(frame: Double, keepsMeasures: Bool) {
    self.frame = frame
    self.keepsMeasures = keepsMeasures
    let kept = Self.buffers.take() ?? Buffers()
    entries = kept.entries
    outlines = kept.outlines
    styleOutlines = kept.styleOutlines
    styles = kept.styles
  }

  /// Empties the lists, keeping their capacity, and gives them back for the next evaluation.
  private mutating func recycle() {
    var kept = Buffers()
    swap(&kept.entries, &entries)
    swap(&kept.outlines, &outlines)
    swap(&kept.styleOutlines, &styleOutlines)
    swap(&kept.styles, &styles)
    guard kept.isWorthKeeping else { return }
    kept.entries.removeAll(keepingCapacity: true)
    kept.outlines.removeAll(keepingCapacity: true)
    kept.styleOutlines.removeAll(keepingCapacity: true)
    kept.styles.removeAll(keepingCapacity: true)
    Self.buffers.give(kept)
  }

  /// The display items of `nodes` at `frame`, in the layer's coordinates; `keptGroups` (of
  /// these nodes) serve their items from an earlier frame where they hold still, and `last`
  /// hands back the items of the last evaluation that this one makes again; with
  /// `keepsMeasures`, trims cut outlines they measured before without measuring them again.
  static func evaluate(
    _ nodes: [ShapeNode], frame: Double, alpha: Double, keptGroups: [KeptGroup] = [],
    last: LastEvaluation? = nil, keepsMeasures: Bool = true
  ) -> [DisplayItem] {
    var evaluator = ShapeEvaluator(frame: frame, keepsMeasures: keepsMeasures)
    var start = 0
    for group in keptGroups {
      guard let span = group.spans.index(containing: frame) else { continue }
      evaluator.walk(nodes[start..<group.index], transform: .identity, alpha: alpha, from: 0)
      start = group.index + 1
      let key = KeptEvaluation.Key(span: span, alpha: alpha)
      if let hit = group.kept.kept(for: key) {
        // Nothing after the group reads its outlines; only the group numbers must go on.
        evaluator.styles.append(.kept(hit.items))
        evaluator.groupCount += hit.count
        continue
      }
      let firstStyle = evaluator.styles.count
      let firstGroup = evaluator.groupCount
      evaluator.walk(nodes[group.index..<start], transform: .identity, alpha: alpha, from: 0)
      var unkept = LastEvaluation.State(records: false)
      let items = evaluator.materialize(evaluator.styles[firstStyle...], reusing: &unkept)
      evaluator.styles.removeSubrange(firstStyle...)
      evaluator.styles.append(.kept(items))
      group.kept.keep(items, count: evaluator.groupCount - firstGroup, for: key)
    }
    evaluator.walk(nodes[start...], transform: .identity, alpha: alpha, from: 0)
    let items: [DisplayItem]
    if let last, last.claim() {
      items = evaluator.materialize(evaluator.styles[...], reusing: &last.state)
      last.state.replaceItems(with: items)
      last.release()
    } else {
      var unkept = LastEvaluation.State(records: false)
      items = evaluator.materialize(evaluator.styles[...], reusing: &unkept)
    }
    evaluator.recycle()
    return items
  }

  /// Walks `nodes` in the scope of the ``outlines`` from `start` on.
  private mutating func walk(
    _ nodes: ArraySlice<ShapeNode>, transform: Transform, alpha: Double, from start: Int
  ) {
    for node in nodes {
      switch node {
      case .group(let items, let groupTransform):
        var t = transform
        var a = alpha
        if let groupTransform {
          t = groupTransform.matrix(at: frame).concatenating(transform)
          a *= groupTransform.opacity(at: frame)
        }
        let inner = outlines.count
        walk(items[...], transform: t, alpha: a, from: inner)
        groupCount += 1
        for i in outlines[inner...] { entries[i].group = groupCount }
      case .geometry(let geometry):
        if let primitive = geometry.primitive(at: frame) {
          entries.append(Entry(primitive, transform: transform))
        } else {
          entries.append(Entry(geometry.shape(at: frame), transform: transform))
        }
        outlines.append(entries.count - 1)
      case .style(let style):
        guard alpha > 0, let paint = style.paint(at: frame, alpha: alpha) else { continue }
        var stroke: StrokeStyle?
        if style.stroke != nil {
          guard let s = style.strokeStyle(at: frame) else { continue }
          stroke = s
        }
        let first = styleOutlines.count
        styleOutlines.append(contentsOf: outlines[start...])
        styles.append(
          .style(
            StyleRecord(
              paint: paint, stroke: stroke, rule: style.rule, transform: transform,
              entries: first..<styleOutlines.count)))
      case .trim(let trim):
        guard let ranges = trim.ranges(at: frame) else { continue }
        let scope = outlines[start...]
        if ranges.isEmpty {
          for i in scope { entries[i].shapes = [] }
        } else if trim.individually {
          let trimmed = PathModifiers.trimSequence(scope.map { entries[$0].shapes }, ranges: ranges)
          for (n, i) in scope.enumerated() { entries[i].shapes = trimmed[n] }
        } else {
          // Measured in the path and lists kept from the last trim, or not at all where the
          // trim measured the same outline last (a still shape under a moving trim); cut
          // into the lists of the slot's cut before last.
          var scratch = Self.trimScratch.take() ?? TrimScratch()
          let kept = keepsMeasures && trim.measures.claim() ? trim.measures : nil
          for (slot, i) in scope.enumerated() {
            // The outline measured straight from the entry: its list of shapes (and a
            // primitive's shape) would be made only to be measured.
            scratch.outline.removeAll(keepingCapacity: true)
            scratch.outline.reserveCapacity(entries[i].pathElementCount)
            entries[i].append(to: &scratch.outline, transform: .identity)
            if let kept {
              entries[i].shapes = kept.withMeasure(
                of: scratch.outline, slot: slot, storage: &scratch.measure
              ) { kept.cut($0, slot: slot, ranges: ranges) }
            } else {
              entries[i].shapes = PathModifiers.trim(
                outline: scratch.outline, ranges: ranges, storage: &scratch.measure)
            }
          }
          kept?.release()
          // A huge outline's lists are let go.
          if scratch.measure.capacity <= 16384 { Self.trimScratch.give(scratch) }
        }
      case .roundCorners(let radius):
        let r = radius.value(at: frame)
        guard r > 0 else { continue }
        for i in outlines[start...] {
          entries[i].mapShapes { PathModifiers.roundCorners($0, radius: r) }
        }
      case .merge(let mode):
        let scope = outlines[start...]
        if mode != .merge && scope.count > 1 {
          guard spend(scope.reduce(0) { $0 + pointCount(entries[$1]) }) else { continue }
        }
        merge(mode, transform: transform, from: start)
      case .offsetPath(let node):
        let amount = node.amount.value(at: frame)
        guard amount != 0 else { continue }
        let limit = node.miterLimit.value(at: frame)
        for i in outlines[start...] where spend(pointCount(entries[i])) {
          entries[i].shapes = PathBooleans.offset(
            entries[i].shapes, amount: amount, join: node.join, miterLimit: limit)
        }
      case .puckerBloat(let amount):
        let a = amount.value(at: frame)
        guard a != 0 else { continue }
        for i in outlines[start...] {
          entries[i].mapShapes { ShapeDeformers.puckerBloat($0, amount: a) }
        }
      case .zigZag(let node):
        let size = node.size.value(at: frame)
        guard size != 0 else { continue }
        let ridges = node.ridges.value(at: frame)
        let smooth = node.pointType.value(at: frame) == 2
        let perSegment = ridges.isFinite ? min(max(ridges, 0), 1e9) + 1 : 1
        for i in outlines[start...] {
          var made = 0
          entries[i].forEachShape {
            made += min(ShapeDeformers.maxZigZagVertices, Int(Double($0.segmentCount) * perSegment))
          }
          guard spend(made) else { continue }
          entries[i].mapShapes {
            ShapeDeformers.zigZag($0, size: size, ridges: ridges, smooth: smooth)
          }
        }
      case .twist(let node):
        let degrees = node.angle.value(at: frame)
        guard degrees != 0 else { continue }
        let c = node.center.value(at: frame)
        for i in outlines[start...] {
          entries[i].mapShapes {
            ShapeDeformers.twist($0, degrees: degrees, center: CGPoint(x: c.x, y: c.y))
          }
        }
      case .repeater(let content, let settings):
        let copies = settings.copies.value(at: frame)
        let count = copies.isFinite ? Int(min(max(copies, 0), 1000).rounded(.up)) : 0
        guard count > 0 else { continue }
        let offset = settings.offset.value(at: frame)
        let so = settings.startOpacity.value(at: frame) / 100
        let eo = settings.endOpacity.value(at: frame) / 100
        // Copies in drawing order, counted rather than listed (a list a repeater a frame).
        for position in 0..<count {
          let k = settings.below ? count - 1 - position : position
          let fraction = count > 1 ? Double(position) / Double(count - 1) : 0
          let copyAlpha = alpha * clamp(so + (eo - so) * fraction)
          let t = settings.transform(steps: offset + Double(k), frame: frame)
            .concatenating(transform)
          // Compounded scales explode quickly; a copy millions of times larger shows nothing
          // useful and would only stall the rasteriser.
          let size = abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d)
          guard size.isFinite, size < 1e5 else { continue }
          walk(content[...], transform: t, alpha: copyAlpha, from: outlines.count)
        }
      }
    }
  }

  /// Takes `points` from the modifier budget; false (and nothing taken) when it is spent.
  private mutating func spend(_ points: Int) -> Bool {
    guard points <= modifierBudget else {
      modifierBudget = 0
      return false
    }
    modifierBudget -= points
    return true
  }

  private func pointCount(_ entry: Entry) -> Int {
    // Flattening makes up to `PathBooleans.maxPoints` of any curve.
    var count = 0
    entry.forEachShape { count += $0.count + min($0.segmentCount * 8, PathBooleans.maxPoints) }
    return count
  }

  /// Replaces the outlines in the scope from `start` by their combination, in the group's
  /// coordinates, for the styles after the merge. The outlines taken in are "essentially
  /// removed from the rendering of the shape layer" (After Effects' manual), so styles above
  /// the merge, in its group or in groups above it, no longer paint them. One operand is its
  /// own combination in every mode, and the plain merge makes the operands one compound
  /// outline, which the merges after it then see as one.
  private mutating func merge(_ mode: MergeMode, transform: Transform, from start: Int) {
    let scope = outlines[start...]
    guard !scope.isEmpty, let inverse = transform.inverted() else { return }
    var operands: [[BezierShape]] = []
    var operandOfGroup: [Int: Int] = [:]
    for i in scope {
      let relative = entries[i].transform.concatenating(inverse)
      let shapes =
        relative.isIdentity ? entries[i].shapes : entries[i].shapes.map { $0.applying(relative) }
      let group = entries[i].group
      if group != 0, let k = operandOfGroup[group] {
        operands[k].append(contentsOf: shapes)
      } else {
        if group != 0 { operandOfGroup[group] = operands.count }
        operands.append(shapes)
      }
    }
    let combined =
      mode == .merge || operands.count == 1
      ? operands.flatMap { $0 } : PathBooleans.combine(operands, mode: mode)
    for i in scope { entries[i].shapes = [] }
    entries.append(Entry(shapes: combined, transform: transform))
    outlines.removeSubrange(start...)
    outlines.append(entries.count - 1)
  }

  /// The items of `painted`, last first (later styles draw below earlier ones); where an
  /// item equals the one at its place in `state`'s items it is that one, its path too where
  /// only the path is equal, and the list is `state`'s when every item is.
  private func materialize(
    _ painted: ArraySlice<Painted>, reusing state: inout LastEvaluation.State
  ) -> [DisplayItem] {
    var output = ReusedItems(
      last: state.items, capacity: painted.count, storage: state.takeSpareItems())
    var slots = 0
    for element in painted.reversed() {
      let style: StyleRecord
      switch element {
      case .kept(let kept):
        for item in kept { output.append(item) }
        continue
      case .style(let record): style = record
      }
      let isSolidFill: Bool
      if case .color = style.paint, style.stroke == nil {
        isSolidFill = true
      } else {
        isSolidFill = false
      }
      let grouped = !(isSolidFill || style.transform.isIdentity)
      var inverse = Transform.identity
      if grouped {
        guard let inverted = style.transform.inverted() else { continue }
        inverse = inverted
      }
      // The outline a style of one outline builds its path from: when it is the one the
      // last evaluation's style at this place built from, so is the path, not built again.
      let slot = slots
      slots += 1
      var key: OutlineKey?
      if state.records, style.entries.count == 1 {
        let entry = entries[styleOutlines[style.entries.lowerBound]]
        key = OutlineKey(
          primitive: entry.primitive, single: entry.single, several: entry.several,
          transform: grouped ? entry.transform.concatenating(inverse) : entry.transform)
      }
      var path: Path
      var reused = false
      if let key, let old = state.path(at: slot, for: key) {
        path = old
        reused = true
      } else {
        // In the storage of the path made here two evaluations ago, when nothing holds it.
        path = state.sparePath(at: slot)
        // One allocation for the whole outline instead of one per doubling.
        path.reserveCapacity(
          styleOutlines[style.entries].reduce(0) { $0 + entries[$1].pathElementCount })
        for i in styleOutlines[style.entries] {
          entries[i].append(
            to: &path,
            transform: grouped ? entries[i].transform.concatenating(inverse) : entries[i].transform)
        }
        if state.records { state.note(path, key: key, at: slot) }
      }
      if path.isEmpty { continue }
      var previous = output.candidate
      if grouped {
        // The last item was this style's only if it is the same group around one item.
        if case .group(let g)? = previous, g.children.count == 1,
          g == GroupItem(transform: style.transform, children: g.children)
        {
          previous = g.children[0]
        } else {
          previous = nil
        }
      }
      if reused, let old = previous.flatMap(Self.path(of:)), old == path {
        path = old
      } else {
        reused = false
      }
      let made = item(path, style)
      if reused, let previous, Self.paintsAlike(made, previous) {
        output.append(output.candidate!)
      } else if grouped {
        output.append(.group(GroupItem(transform: style.transform, children: [made])))
      } else {
        output.append(made)
      }
    }
    if state.records { state.truncate(to: slots) }
    return output.finish(returningStorageTo: &state.spareItems)
  }

  /// The path a fill or stroke draws.
  private static func path(of item: DisplayItem) -> Path? {
    switch item {
    case .fill(let path, _, _), .stroke(let path, _, _): return path
    default: return nil
    }
  }

  /// Whether `made`, over the path of `previous`, paints as `previous` does, so that
  /// `previous` can stand for it.
  private static func paintsAlike(_ made: DisplayItem, _ previous: DisplayItem) -> Bool {
    switch (made, previous) {
    case (.fill(_, let paint, let rule), .fill(_, let paint2, let rule2)):
      return rule == rule2 && paint == paint2
    case (.stroke(_, let paint, let style), .stroke(_, let paint2, let style2)):
      return style == style2 && paint == paint2
    default: return false
    }
  }

  private func item(_ path: Path, _ style: StyleRecord) -> DisplayItem {
    if let stroke = style.stroke {
      return .stroke(path, paint: style.paint, style: stroke)
    }
    return .fill(path, paint: style.paint, rule: style.rule)
  }
}
