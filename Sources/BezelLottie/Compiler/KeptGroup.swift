/// A top-level group of a shape layer whose items can be kept between frames while it holds
/// still, though the rest of the layer moves.
///
/// Only a group after the layer's last top-level style or modifier qualifies (nothing outside
/// it paints or changes its outlines), and only one with no modifier that draws on the
/// evaluation's shared point budget (merge, offset, zig-zag): its items then depend on its
/// own tracks and the layer's opacity alone.
struct KeptGroup: Sendable {
  /// The group's position in the layer's shape list.
  var index: Int
  /// The frames over which its tracks hold still.
  var spans: StillSpans
  /// The items and the number of groups (itself and those inside) of its last evaluation.
  let kept = KeptEvaluation()

  /// The groups of `nodes` that qualify, with their spans (none when no group holds still).
  static func groups(of nodes: [ShapeNode]) -> [KeptGroup] {
    let last = nodes.lastIndex { node in
      switch node {
      case .group, .geometry: return false
      default: return true
      }
    }
    var groups: [KeptGroup] = []
    for i in nodes.indices where i > (last ?? -1) {
      guard case .group = nodes[i], !spendsBudget(nodes[i]) else { continue }
      let spans = StillContent.spans(of: nodes[i])
      if !spans.isNever { groups.append(KeptGroup(index: i, spans: spans)) }
    }
    return groups
  }

  private static func spendsBudget(_ node: ShapeNode) -> Bool {
    switch node {
    case .merge, .offsetPath, .zigZag: return true
    case .group(let items, _): return items.contains(where: spendsBudget)
    case .repeater(let content, _): return content.contains(where: spendsBudget)
    default: return false
    }
  }
}
