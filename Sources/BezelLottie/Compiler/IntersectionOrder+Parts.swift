import BezelDrawing
import BezelLayers
import Foundation

extension IntersectionOrder {
  /// Parts of one layer drawn together, under the union of their regions.
  private struct Draw {
    var layer: Int
    var parts: [Fragment]
    /// Each part's polygon on screen; `nil` for a layer kept whole (its extent is unknown).
    var outlines: [[CGPoint]?]
  }

  /// How far the screen regions of parts reach: beyond any composition, within Cairo's
  /// coordinates.
  static let reach = 1e5

  /// The entries as display items. A part joins the last draw of its layer when nothing
  /// drawn since overlaps it on screen (or that draw can move up to it, when nothing since
  /// overlaps the draw), so the cut between them is never drawn.
  /// Outlines closer than `margin` on screen count as overlapping: a part is drawn a little
  /// beyond its outline (anti-aliasing, the reach over a cut).
  /// `nil` when some layer would be drawn more than ``maxDraws`` times.
  static func assemble(_ entries: [Entry], _ items: [DisplayItem], margin: Double)
    -> [DisplayItem]?
  {
    var draws: [Draw] = []
    var partCount = [Int](repeating: 0, count: items.count)
    for entry in entries {
      guard case .part(let f) = entry else {
        draws.append(Draw(layer: entry.layer, parts: [], outlines: [nil]))
        continue
      }
      partCount[f.layer] += 1
      let outline = screenOutline(f.polygon)
      if let g = draws.lastIndex(where: { $0.layer == f.layer && !$0.parts.isEmpty }) {
        let between = draws[(g + 1)...].flatMap(\.outlines)
        if !between.contains(where: { overlaps($0, outline, margin: margin) }) {
          draws[g].parts.append(f)
          draws[g].outlines.append(outline)
          continue
        }
        if !between.contains(where: { b in
          draws[g].outlines.contains { overlaps($0, b, margin: margin) }
        }) {
          var moved = draws.remove(at: g)
          moved.parts.append(f)
          moved.outlines.append(outline)
          draws.append(moved)
          continue
        }
      }
      draws.append(Draw(layer: f.layer, parts: [f], outlines: [outline]))
    }
    var drawCount = [Int](repeating: 0, count: items.count)
    for draw in draws { drawCount[draw.layer] += 1 }
    guard drawCount.allSatisfy({ $0 <= maxDraws }) else { return nil }
    if drawCount.contains(where: { $0 > 1 }), let joined = joined(draws, items) { return joined }
    return draws.compactMap { draw in
      guard !draw.parts.isEmpty, draw.parts.count < partCount[draw.layer] else {
        return items[draw.layer]
      }
      guard let clip = clip(of: draw, exact: false) else { return nil }
      return .group(GroupItem(clip: clip, children: [items[draw.layer]]))
    }
  }

  /// The union of a draw's part regions (``region(_:)``), reaching over the cuts where the
  /// part is drawn first or `exact`ly on them; `nil` when empty.
  private static func clip(of draw: Draw, exact: Bool) -> Path? {
    var clip = Path()
    for part in draw.parts {
      let region = self.region(exact ? part.exact : part.lines)
      guard region.count > 2 else { continue }
      clip.move(to: region[0])
      for p in region.dropFirst() { clip.addLine(to: p) }
      clip.closeSubpath()
    }
    return clip.isEmpty ? nil : clip
  }

  /// The draws with no seam where a layer's parts meet. Each layer drawn more than once is
  /// drawn whole at its first draw, and everything up to its last draw goes into one group
  /// in which its later draws are painted `sourceAtop` under their exact regions: over what
  /// was drawn between them only, so where nothing lies between, the layer's pixels are
  /// those of one draw, translucent or not, and where something does, the layer covers it
  /// by its exact anti-aliased coverage. (Parts drawn at different times under complementary
  /// clips instead let the background through along the cut, or, reaching over it, draw a
  /// translucent layer twice there.) `nil` when the draws of two layers interleave (one's
  /// draws between two of the other's and also outside them) or an item's blend mode would
  /// see the group's transparent backdrop instead of the picture below.
  private static func joined(_ draws: [Draw], _ items: [DisplayItem]) -> [DisplayItem]? {
    guard items.allSatisfy(isolated) else { return nil }
    var positions = [[Int]](repeating: [], count: items.count)
    for (j, draw) in draws.enumerated() { positions[draw.layer].append(j) }
    func build(_ range: Range<Int>) -> [DisplayItem]? {
      var out: [DisplayItem] = []
      var j = range.lowerBound
      while j < range.upperBound {
        let layer = draws[j].layer
        let own = positions[layer]
        guard own.count > 1 else {
          out.append(items[layer])
          j += 1
          continue
        }
        guard own.first == j, let last = own.last, last < range.upperBound else { return nil }
        out.append(items[layer])
        var inner: [DisplayItem] = []
        for (a, b) in zip(own, own.dropFirst()) {
          guard let between = build((a + 1)..<b) else { return nil }
          inner += between
          if let clip = clip(of: draws[b], exact: true) {
            inner.append(
              .group(GroupItem(clip: clip, blendMode: .sourceAtop, children: [items[layer]])))
          }
        }
        out.append(.group(GroupItem(children: inner)))
        j = last + 1
      }
      return out
    }
    return build(0..<draws.count)
  }

  /// Whether `item` draws the same in a group of its own composited over the picture as
  /// straight onto it: no blend mode other than normal reaches the backdrop.
  private static func isolated(_ item: DisplayItem) -> Bool {
    guard case .group(let group) = item else { return true }
    guard group.blendMode == .normal else { return false }
    return !group.isPassThrough || group.children.allSatisfy(isolated)
  }

  /// The screen region inside all `lines`, within ``reach``: a convex polygon, turning the
  /// same way for every part so that the union of a layer's parts has no inner edges.
  static func region(_ lines: [SIMD3<Double>]) -> [CGPoint] {
    let r = reach
    var polygon = [
      SIMD2(-r, -r), SIMD2(r, -r), SIMD2(r, r), SIMD2(-r, r),
    ]
    for line in lines {
      let d = polygon.map { line.x * $0.x + line.y * $0.y + line.z }
      if d.allSatisfy({ $0 >= 0 }) { continue }
      var next: [SIMD2<Double>] = []
      for i in polygon.indices {
        let j = (i + 1) % polygon.count
        if d[i] >= 0 { next.append(polygon[i]) }
        if (d[i] >= 0) != (d[j] >= 0) {
          next.append(polygon[i] + (polygon[j] - polygon[i]) * (d[i] / (d[i] - d[j])))
        }
      }
      polygon = next
      if polygon.count < 3 { return [] }
    }
    return polygon.map { CGPoint(x: $0.x, y: $0.y) }
  }

  /// A part's polygon on screen: the part in front of the camera, divided by its depth.
  static func screenOutline(_ polygon: [SIMD3<Double>]) -> [CGPoint] {
    let near = PlaneProjection.near
    var result: [CGPoint] = []
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      if a.z >= near { result.append(CGPoint(x: a.x / a.z, y: a.y / a.z)) }
      if (a.z >= near) != (b.z >= near) {
        let q = a + (b - a) * ((a.z - near) / (a.z - b.z))
        result.append(CGPoint(x: q.x / q.z, y: q.y / q.z))
      }
    }
    return result
  }

  /// Whether two convex outlines come within `margin` of each other (separating axes);
  /// an unknown outline overlaps everything, an empty one nothing.
  static func overlaps(_ a: [CGPoint]?, _ b: [CGPoint]?, margin: Double) -> Bool {
    guard let a, let b else { return true }
    guard !a.isEmpty, !b.isEmpty else { return false }
    for (polygon, other) in [(a, b), (b, a)] where polygon.count > 1 {
      for i in polygon.indices {
        let p = polygon[i]
        let q = polygon[(i + 1) % polygon.count]
        let axis = CGPoint(x: q.y - p.y, y: p.x - q.x)
        let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
        guard length > 1e-12 else { continue }
        func project(_ s: CGPoint) -> Double {
          ((s.x - p.x) * axis.x + (s.y - p.y) * axis.y) / length
        }
        let own = polygon.map(project)
        let theirs = other.map(project)
        if theirs.min()! > own.max()! + margin || theirs.max()! < own.min()! - margin {
          return false
        }
      }
    }
    return true
  }
}
