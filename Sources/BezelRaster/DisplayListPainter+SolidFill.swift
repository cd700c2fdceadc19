import BezelDrawing
import CCairo
import Foundation

extension DisplayListPainter {
  /// Whether fills of an opaque colour or a gradient, and the coverage kept of fills, are
  /// Bezel's own rasteriser's here (else Cairo's): under a clip that cuts pixels Cairo
  /// fills, since such a clip is no rectangle list and a damage box inside it would be one,
  /// so a redraw of the damage would draw otherwise. Depends on nothing a damage box or a
  /// cache changes, so a fill is drawn by the same code however its frame is drawn.
  var rasterisesFills: Bool {
    CoverageRasterizer.isEnabled && !clipCutsPixels
  }

  /// Fills `path` with a colour through Bezel's own rasteriser (``CoverageRasterizer``),
  /// blending straight into the target; `false` when the caller must fill it with Cairo
  /// (``rasterisesFills`` does not hold, another operator, a target Bezel cannot write, or a
  /// path the rasteriser leaves to Cairo: points not finite or too far out, too many lines).
  ///
  /// Cairo's fixed cost per fill (path, polygon, scan converter and pixman set-up) is most
  /// of what a small shape costs; here a fill costs its lines, its edge pixels and a run
  /// per row of its inside. The coverage of a pixel does not depend on the box it is
  /// rendered in, so a fill redrawn inside a damage box gives the pixels of a whole redraw,
  /// and the coverage kept of an opaque fill (``drawKeptCoverage(_:stroke:rule:paint:)``,
  /// made by this rasteriser too) gives the pixels of a fresh fill.
  ///
  /// `clip`, when given, holds the clip in effect now (``DeviceClipMemo``).
  func drawSolidFill(
    _ path: Path, color: Color, rule: FillRule, clip: DeviceClipMemo? = nil,
    multiplies: Bool = false
  ) -> Bool {
    var geometry = path
    var transform = Transform.identity
    return drawSolidFill(
      color: color, clip: clip, multiplies: multiplies,
      hull: {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        (geometry, transform) = fillGeometry(path, matrix: m)
        return CoverageRasterizer.deviceBox(of: geometry, transform: transform)
      },
      prepare: { rasterizer, box, keepingRight in
        rasterizer.prepare(
          geometry, transform: transform, rule: rule, box: box, keepingRight: keepingRight)
      })
  }

  /// ``drawSolidFill(_:color:rule:)`` of whatever `prepare` readies the rasteriser with
  /// (inside a box, keeping lines right of it or not), whose device pixels `hull` gives
  /// (`nil`: left to the caller); `hull` is asked once, before `prepare`. When `multiplies`,
  /// the fill is multiplied into the target as a group holding only it would be
  /// (``CoverageCompositor/MultiplySpans``); `false` then draws nothing either, also for a
  /// fill that draws nothing: the group's paint would still tell Cairo the target is no
  /// longer clear, which a later item's rounding can depend on.
  func drawSolidFill(
    color: Color, clip memo: DeviceClipMemo? = nil, multiplies: Bool = false,
    hull makeHull: () -> FrameDamage.Box?,
    prepare: (CoverageRasterizer, FrameDamage.Box, Bool) -> Bool
  ) -> Bool {
    // Under a clip that cuts pixels Cairo fills (see ``rasterisesFills``).
    guard rasterisesFills else { return false }
    // What Cairo draws for a transparent colour: nothing.
    guard color.alpha > 0 else { return !multiplies }
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let target = BlendTarget(cr) else {
      return false
    }
    guard let hull = makeHull() else { return false }
    let box = hull.intersection(target.deviceBox)
    guard box.minX < box.maxX, box.minY < box.maxY else { return !multiplies }
    // A fill is drawn here whatever its size and colour: an opaque one's kept coverage is
    // this rasteriser's, and a size rule on the box (cut to the surface, which a damage box
    // narrows) would send the same fill to Cairo in one frame and here in another. A
    // translucent fill left to Cairo past a size (the rule before) cost Cairo's whole fill
    // path on every large translucent shape.
    // The clip as rectangles in device space; a clip path (not representable) is Cairo's.
    return withDeviceClipRectangles(memo) { rectangles in
      guard !rectangles.isEmpty else { return !multiplies }
      return withUnsafeTemporaryAllocation(
        of: CoverageRasterizer.Clip.self, capacity: rectangles.count
      ) { buffer in
        // Each rectangle is rendered on its own, the path cut to it exactly (also where its
        // edges cut pixels: the same whether a damage box cuts the clip or not), each cut to
        // the box once.
        var count = 0
        for r in rectangles {
          guard let c = Self.clip(r, in: box) else { continue }
          buffer.initializeElement(at: count, to: c)
          count += 1
        }
        guard count > 0 else { return !multiplies }
        let clips = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
        // Rectangles that share a pixel would blend it twice: those clips are left to Cairo.
        var union = clips[0].pixels
        var keepingRight = clips[0].cutsRight
        for i in clips.indices.dropFirst() {
          let pixels = clips[i].pixels
          for j in 0..<i {
            let other = clips[j].pixels
            if pixels.minX < other.maxX, other.minX < pixels.maxX, pixels.minY < other.maxY,
              other.minY < pixels.maxY
            {
              return false
            }
          }
          union = union.union(pixels)
          keepingRight = keepingRight || clips[i].cutsRight
        }
        let rasterizer = images.rasterizer
        guard prepare(rasterizer, union, keepingRight) else { return false }
        let pixel = CoverageCompositor.premultipliedPixel(color)
        let joined = clips[..<CoverageRasterizer.joinBands(clips)]
        func render(into spans: inout some CoverageSpanSink) {
          for c in joined { rasterizer.render(clip: c, into: &spans) }
        }
        if multiplies {
          var spans = CoverageCompositor.MultiplySpans(pixel: pixel, target: target)
          render(into: &spans)
        } else {
          var spans = CoverageCompositor.SolidSpans(pixel: pixel, target: target)
          render(into: &spans)
        }
        cairo_surface_mark_dirty(cairo_get_group_target(cr))
        return true
      }
    } ?? false
  }

  /// The clip rectangle `r` (device space) in 1/256 pixels, cut to `box`; `nil` when
  /// nothing of it is left.
  private static func clip(_ r: cairo_rectangle_t, in box: FrameDamage.Box)
    -> CoverageRasterizer.Clip?
  {
    // Rounded as `Int(….rounded())` rounds, without a call into libm: twice per rectangle
    // side for every fill.
    func fixed(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
      CoverageRasterizer.rounded(min(max(v, Double(lo)), Double(hi)) * 256)
    }
    let c = CoverageRasterizer.Clip(
      left: fixed(r.x, box.minX, box.maxX), top: fixed(r.y, box.minY, box.maxY),
      right: fixed(r.x + r.width, box.minX, box.maxX),
      bottom: fixed(r.y + r.height, box.minY, box.maxY))
    return c.left < c.right && c.top < c.bottom ? c : nil
  }

  /// The path a fill sets and the transform to device space it is set under: the path
  /// itself under `matrix`, or, drawing like browsers, its quarter-row snapped outline in
  /// device space (as ``setFillPath(_:)`` sets it).
  func fillGeometry(_ path: Path, matrix m: cairo_matrix_t) -> (Path, Transform) {
    let transform = CairoConstants.transform(m)
    if policy == .browserLike, let snapped = snappedInSpare(path, transform) {
      return (snapped, .identity)
    }
    return (path, transform)
  }

  /// ``QuarterRowSnap/snapped(_:_:halfWidth:)`` made in the canvas's spare path
  /// (``ImageSurfaceCache/spareSnappedPath``), whose storage a snapped path let go of before
  /// the next snap is made in again: a snapped fill per frame allocated its path. A snapped
  /// path still held when the next is made keeps its own (the spare is then copied first).
  func snappedInSpare(_ path: Path, _ transform: Transform, halfWidth: Double = 0) -> Path? {
    // The spare is touched only for a path to snap: most fills have no horizontal edge.
    guard QuarterRowSnap.hasHorizontalEdge(path, transform) else { return nil }
    guard QuarterRowSnap.snapsInSpare else {
      return QuarterRowSnap.snapped(path, transform, halfWidth: halfWidth)
    }
    var spare = Path()
    swap(&spare, &images.spareSnappedPath)
    defer { images.spareSnappedPath = spare }
    guard QuarterRowSnap.snap(path, transform, halfWidth: halfWidth, into: &spare) else {
      return nil
    }
    return spare
  }

  /// The device pixels of `clip` under the current transform when it is a rectangle on
  /// whole device pixels, which Cairo keeps as a rectangle list; `nil` when it cuts pixels
  /// or is a path.
  func wholePixelBox(ofClip clip: Path) -> FrameDamage.Box? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let t = CairoConstants.transform(m)
    guard let box = CoverageRasterizer.deviceBox(of: clip, transform: t) else { return nil }
    var count = 0
    var last: (Double, Double)?
    for element in clip.elements {
      let p: CGPoint
      switch element {
      case .move(let q), .line(let q): p = q
      case .closeSubpath: continue
      default: return nil
      }
      let x = t.a * Double(p.x) + t.c * Double(p.y) + t.tx
      let y = t.b * Double(p.x) + t.d * Double(p.y) + t.ty
      // Every corner on the box's whole-pixel edges, every side along one of them.
      guard x == Double(box.minX) || x == Double(box.maxX),
        y == Double(box.minY) || y == Double(box.maxY)
      else { return nil }
      if case .move = element, last != nil { return nil }
      if let (lx, ly) = last, lx != x, ly != y { return nil }
      last = (x, y)
      count += 1
    }
    return count >= 4 && count <= 5 ? box : nil
  }
}
