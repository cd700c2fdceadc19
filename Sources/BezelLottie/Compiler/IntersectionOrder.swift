import BezelDrawing
import BezelLayers
import Foundation

/// After Effects' classic 3D renderer cuts 3D layers where they cross: each is split along
/// the line where the other's plane passes through it, and the parts are drawn in depth
/// order, so each layer is in front on its own side of the line.
///
/// The planes of a run of 3D layers are sorted with a BSP tree in the camera's homogeneous
/// screen space (a linear image of camera space, so planes stay planes and the camera is the
/// origin): each cut layer's content box is a polygon, split by the planes chosen above it in
/// the tree, and the tree is walked back to front from the camera. A part of a layer is the
/// layer's finished item (masks, mattes and effects already composited) under a clip to the
/// part's screen region, which the cut lines bound. Parts of one layer that nothing drawn
/// between them overlaps on screen are drawn together under one clip (or none, when that is
/// all of the layer), so a cut that nothing crosses leaves no seam.
enum IntersectionOrder {
  /// The most 3D layers of one run that are cut; a bigger run keeps the depth sort.
  static let maxLayers = 64
  /// The most parts the planes of one run may be cut into; beyond it the run keeps the depth
  /// sort (n planes can make O(n²) parts, each a full draw of its layer).
  static let maxParts = 256
  /// The most times one layer is drawn (once per group of its parts), so that cutting
  /// multiplies the cost of a frame by a bounded factor whatever the layer holds.
  static let maxDraws = 8

  /// The run's items in drawing order with crossing layers cut, bottom first; `nil` when no
  /// two of its layers cross (the caller keeps the depth sort, which is then the same
  /// picture) or the run is too big to cut (``maxLayers``, ``maxParts``, ``maxDraws``).
  /// `overlap` is how far, in the items' coordinates, the part drawn first reaches over a cut
  /// under the part drawn after it (at least an anti-aliased edge's width on screen).
  static func ordered(_ items: [DisplayItem], planes: [SpacePlane], overlap: Double = 2)
    -> [DisplayItem]?
  {
    precondition(items.count == planes.count)
    guard items.count > 1, items.count <= maxLayers else { return nil }
    let equations = planes.map(\.equation)
    var polygons: [[SIMD3<Double>]?] = planes.indices.map { k in
      equations[k] == nil ? nil : planes[k].polygon
    }
    for k in planes.indices
    where polygons[k]?.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) == false {
      polygons[k] = nil
    }
    // Each layer's intersection group: the layers between two that separate (After Effects'
    // rule; see ``SpacePlane/separates``) intersect only each other.
    var groups: [Int] = []
    var group = 0
    for plane in planes {
      if plane.separates { group += 1 }
      groups.append(group)
    }
    let tree = Tree(
      planes: planes, equations: equations, relativeTolerance: 1e-9, overlap: overlap,
      groups: groups)
    guard tree.anyCross(polygons) else { return nil }
    var entries: [Entry] = []
    var budget = maxParts
    let fragments = polygons.indices.compactMap { k in
      polygons[k].map { Fragment(layer: k, polygon: $0, lines: []) }
    }
    let wholes = polygons.indices.filter { polygons[$0] == nil }
    guard tree.walk(fragments, wholes, into: &entries, budget: &budget) else { return nil }
    return assemble(entries, items, margin: overlap + 1)
  }

  /// A part of a cut layer: its polygon in screen space and the screen lines that bound it.
  struct Fragment {
    var layer: Int
    var polygon: [SIMD3<Double>]
    /// (a, b, c) with a·u + b·v + c ≥ 0 inside, in the order the cuts were made; a line of
    /// a part drawn before the part on its other side reaches ``Tree/overlap`` across.
    var lines: [SIMD3<Double>]
    /// The same lines exactly on the cuts.
    var exact: [SIMD3<Double>] = []
  }

  /// One step of the back-to-front walk.
  enum Entry {
    case part(Fragment)
    case whole(Int)

    var layer: Int {
      switch self {
      case .part(let f): f.layer
      case .whole(let k): k
      }
    }
  }

  /// The BSP tree's walk over one run's planes.
  struct Tree {
    var planes: [SpacePlane]
    var equations: [(n: SIMD3<Double>, d: Double)?]
    /// How far from a plane, relative to the sizes involved, a point still counts as in it.
    var relativeTolerance: Double
    /// How far the part drawn first reaches across a cut, under the part drawn after it.
    var overlap: Double
    /// Each layer's intersection group (empty: all one group); layers of different groups
    /// never cut each other.
    var groups: [Int] = []

    /// Whether layers `a` and `b` may cut each other.
    func intersect(_ a: Int, _ b: Int) -> Bool {
      groups.isEmpty || groups[a] == groups[b]
    }

    func distance(_ p: SIMD3<Double>, _ e: (n: SIMD3<Double>, d: Double)) -> Double {
      (e.n * p).sum() + e.d
    }

    /// How far from plane `e` the points of `polygon` may lie and count as in it: rounding
    /// grows with the coordinates, so one huge layer does not blur the others' planes.
    func tolerance(_ polygon: [SIMD3<Double>], _ e: (n: SIMD3<Double>, d: Double)) -> Double {
      var size = abs(e.d)
      for p in polygon { size = max(size, abs(p.x), abs(p.y), abs(p.z)) }
      return max(1e-12, relativeTolerance * size)
    }

    /// Whether any two cut layers' polygons pass through each other.
    func anyCross(_ polygons: [[SIMD3<Double>]?]) -> Bool {
      for a in polygons.indices {
        guard let p = polygons[a], let ea = equations[a] else { continue }
        for b in polygons.indices where b > a && intersect(a, b) {
          guard let q = polygons[b], let eb = equations[b] else { continue }
          if crosses(p, ea, q, eb) { return true }
        }
      }
      return false
    }

    /// Two convex polygons cross when each straddles the other's plane and their spans along
    /// the planes' common line overlap.
    private func crosses(
      _ p: [SIMD3<Double>], _ ep: (n: SIMD3<Double>, d: Double), _ q: [SIMD3<Double>],
      _ eq: (n: SIMD3<Double>, d: Double)
    ) -> Bool {
      let u = SpacePlane.cross(ep.n, eq.n)
      guard (u * u).sum() > 1e-18 else { return false }
      guard let sq = span(q, across: ep, along: u), let sp = span(p, across: eq, along: u) else {
        return false
      }
      return min(sp.1, sq.1) - max(sp.0, sq.0) > max(tolerance(p, eq), tolerance(q, ep))
    }

    /// Where `polygon` meets plane `e`, as an interval along direction `u`; `nil` unless the
    /// polygon lies on both sides.
    private func span(
      _ polygon: [SIMD3<Double>], across e: (n: SIMD3<Double>, d: Double), along u: SIMD3<Double>
    ) -> (Double, Double)? {
      let d = polygon.map { distance($0, e) }
      let epsilon = tolerance(polygon, e)
      guard d.contains(where: { $0 > epsilon }), d.contains(where: { $0 < -epsilon }) else {
        return nil
      }
      var lo = Double.infinity
      var hi = -Double.infinity
      for i in polygon.indices {
        let j = (i + 1) % polygon.count
        var points: [SIMD3<Double>] = []
        if abs(d[i]) <= epsilon { points.append(polygon[i]) }
        if (d[i] > epsilon && d[j] < -epsilon) || (d[i] < -epsilon && d[j] > epsilon) {
          points.append(polygon[i] + (polygon[j] - polygon[i]) * (d[i] / (d[i] - d[j])))
        }
        for p in points {
          let t = (u * p).sum()
          lo = min(lo, t)
          hi = max(hi, t)
        }
      }
      return lo <= hi ? (lo, hi) : nil
    }

    /// Appends the parts and whole layers back to front; `false` when the parts would exceed
    /// `budget`.
    func walk(
      _ fragments: [Fragment], _ wholes: [Int], into out: inout [Entry], budget: inout Int
    ) -> Bool {
      guard let first = fragments.first, let e = equations[first.layer] else {
        // Only layers kept whole: the depth sort (farthest first, ties in timeline order).
        let sorted = wholes.sorted { a, b in
          let wa = planes[a].anchor.z
          let wb = planes[b].anchor.z
          return wa != wb && wa.isFinite && wb.isFinite ? wa > wb : a < b
        }
        out += sorted.map { .whole($0) }
        return true
      }
      var back: [Fragment] = []
      var front: [Fragment] = []
      var on: [Entry] = []
      for f in fragments {
        let d = f.polygon.map { distance($0, e) }
        let epsilon = tolerance(f.polygon, e)
        let low = d.min() ?? 0
        let high = d.max() ?? 0
        if high <= epsilon && low >= -epsilon {
          on.append(.part(f))
        } else if low >= -epsilon {
          front.append(f)
        } else if high <= epsilon {
          back.append(f)
        } else if !intersect(f.layer, first.layer) {
          // Not cut: placed whole on the side of its anchor point, as a layer kept whole.
          let s = distance(planes[f.layer].anchor, e)
          if s > 0 || (s == 0 && low + high > 0) { front.append(f) } else { back.append(f) }
        } else if let line = planes[f.layer].screenLine(cutBy: e.n, e.d) {
          budget -= 1
          guard budget > 0 else { return false }
          let (b, a) = split(f, d, epsilon, line, backFirst: e.d >= 0)
          back.append(b)
          front.append(a)
        } else {
          // The layer is edge-on to the camera and not drawn: nothing to cut.
          if low + high > 0 { front.append(f) } else { back.append(f) }
        }
      }
      var wholesBack: [Int] = []
      var wholesFront: [Int] = []
      for k in wholes {
        let s = distance(planes[k].anchor, e)
        if abs(s) <= tolerance([planes[k].anchor], e) {
          on.append(.whole(k))
        } else if s > 0 {
          wholesFront.append(k)
        } else {
          wholesBack.append(k)
        }
      }
      // Layers in the splitting plane keep their timeline order (bottom first).
      on.sort { $0.layer < $1.layer }
      // The camera is the origin, on the side of the plane that d's sign gives.
      let seesFront = e.d >= 0
      guard
        walk(
          seesFront ? back : front, seesFront ? wholesBack : wholesFront, into: &out,
          budget: &budget)
      else { return false }
      out += on
      return walk(
        seesFront ? front : back, seesFront ? wholesFront : wholesBack, into: &out,
        budget: &budget)
    }

    /// Sutherland–Hodgman on both sides at once, so the two parts share their cut points
    /// exactly; the back part gets the line turned around. The part drawn first reaches
    /// ``overlap`` across the cut: the part drawn after covers it there, except for its
    /// anti-aliased edge, where the layer then shows through instead of what lies behind
    /// both (two complementary anti-aliased edges drawn apart let the background through).
    private func split(
      _ f: Fragment, _ d: [Double], _ epsilon: Double, _ line: SIMD3<Double>, backFirst: Bool
    ) -> (Fragment, Fragment) {
      let reach = SIMD3(0, 0, overlap * (line.x * line.x + line.y * line.y).squareRoot())
      var back = Fragment(
        layer: f.layer, polygon: [], lines: f.lines + [-line + (backFirst ? reach : .zero)],
        exact: f.exact + [-line])
      var front = Fragment(
        layer: f.layer, polygon: [], lines: f.lines + [line + (backFirst ? .zero : reach)],
        exact: f.exact + [line])
      for i in f.polygon.indices {
        let j = (i + 1) % f.polygon.count
        let p = f.polygon[i]
        if d[i] >= -epsilon { front.polygon.append(p) }
        if d[i] <= epsilon { back.polygon.append(p) }
        if (d[i] > epsilon && d[j] < -epsilon) || (d[i] < -epsilon && d[j] > epsilon) {
          let q = p + (f.polygon[j] - p) * (d[i] / (d[i] - d[j]))
          front.polygon.append(q)
          back.polygon.append(q)
        }
      }
      return (back, front)
    }
  }
}
