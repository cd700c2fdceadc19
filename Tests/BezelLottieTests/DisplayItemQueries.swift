import BezelDrawing
import BezelLayers

/// Walks display item trees in drawing order, for structural assertions.
extension [DisplayItem] {
  /// Every leaf item with the transform from its coordinates to the list's.
  var leaves: [(item: DisplayItem, transform: Transform)] {
    var out: [(DisplayItem, Transform)] = []
    func walk(_ items: [DisplayItem], _ t: Transform) {
      for item in items {
        if case .group(let g) = item {
          walk(g.children, g.transform.concatenating(t))
        } else {
          out.append((item, t))
        }
      }
    }
    walk(self, .identity)
    return out
  }

  var groups: [GroupItem] {
    var out: [GroupItem] = []
    func walk(_ items: [DisplayItem]) {
      for case .group(let g) in items {
        out.append(g)
        walk(g.children)
      }
    }
    walk(self)
    return out
  }
}

extension DisplayItem {
  var path: Path? {
    switch self {
    case .fill(let p, _, _), .stroke(let p, _, _): return p
    default: return nil
    }
  }

  var color: Color? {
    switch self {
    case .fill(_, .color(let c), _), .stroke(_, .color(let c), _): return c
    default: return nil
    }
  }
}
