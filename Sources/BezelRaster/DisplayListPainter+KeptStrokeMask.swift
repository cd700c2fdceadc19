import BezelDrawing
import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Draws `item`, an opaque stroke crossing `clip`'s edge, straight onto the target through
  /// its coverage and the clip's, giving the pixels ``drawMasked(_:by:in:)`` gives it in a
  /// group bounded by `box`; `false`, drawing nothing, when the group would not draw it
  /// from that coverage (a hairline, the fill of its outline, an arc, coverage that cannot
  /// be made, a clip that is not whole pixels or that cuts the coverage).
  ///
  /// In the group the stroke is blended from its kept coverage `a` onto clear pixels, so
  /// each holds the colour lerped by `a` from nothing, and the group is painted through the
  /// clip's coverage with pixman's `OVER` (``CoverageCompositor/MaskedSpans`` does both). A
  /// large still stroke crossing a precomposition's soft edge was pushed, blended and
  /// composited whole through pixman's general path on every frame (half of
  /// `thorvg__foodrating`'s frame). A stroke whose coverage is not kept has it made as it
  /// would be kept (``strokeCoverage(ofStroke:style:)``): trimmed strokes crossing a
  /// precomposition's edge paid a group and a masked composite each on every frame (43 %
  /// of `rlottie__night_own`).
  func blendKeptStroke(_ item: DisplayItem, by clip: SoftClip, in box: FrameDamage.Box) -> Bool {
    guard case .stroke(let path, .color(let color), let style) = item,
      let pixel = CoverageCompositor.opaquePixel(color), style.lineWidth.isFinite,
      style.lineWidth > 0, frameBox != nil, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return false }
    // Drawn in the group as a Cairo stroke would be, from coverage kept under the group's
    // clip (`box`).
    guard hairlineCoverage(of: .color(color), style: style) == nil,
      policy != .browserLike || !DisplayListPainter.fillsStrokeOutlines,
      !DisplayListPainter.drawsArcStrokes
    else { return false }
    var inGroup = self
    inGroup.narrowContentClip(to: box)
    guard let target = BlendTarget(cr), let mask = cairo_image_surface_get_data(clip.surface)
    else { return false }
    // What the group would show of the stroke, wherever its coverage ends.
    let shown = box.intersection(clip.box).intersection(target.deviceBox)
    // Coverage not kept (a stroke that moves or is trimmed anew each frame) is made now over
    // the stroke's whole box, not cut at the damage, as a whole frame's stroke is.
    let found: StrokeCoverage?
    if SoftClip.blendsFreshStrokes {
      found = inGroup.strokeCoverage(ofStroke: path, style: style)
    } else {
      found = inGroup.keptCoverage(ofStroke: path, style: style).map { .kept($0) }
    }
    guard let coverage = found else { return false }
    defer { if case .made(let surface, _) = coverage { cairo_surface_destroy(surface) } }
    let reach = coverage.box.intersection(shown)
    guard reach.minX < reach.maxX, reach.minY < reach.maxY else { return true }
    // The group's Cairo stroke is cut at each rectangle of the clip, the coverage only where
    // the group and the frame cut it: one rectangle must hold it whole.
    guard let held = clipRegions(in: coverage.box), held.only == coverage.box else {
      return false
    }
    let regions = ClipRegions(reach)
    cairo_surface_flush(clip.surface)
    var spans = CoverageCompositor.MaskedSpans(
      pixel: pixel, target: target, mask: UnsafePointer(mask),
      maskStride: Int(cairo_image_surface_get_stride(clip.surface)), maskBox: clip.box)
    switch coverage {
    case .kept(let kept): Self.blend(kept.runs, in: regions, into: &spans)
    case .made(let surface, let made):
      guard let bytes = cairo_image_surface_get_data(surface) else { return false }
      Self.blend(
        bytes, stride: Int(cairo_image_surface_get_stride(surface)), box: made,
        in: regions, into: &spans)
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    images.coverage.countMaskedHit()
    return true
  }

  /// Blends `runs` through `spans` inside `regions`.
  private static func blend(
    _ runs: CoverageRuns, in regions: ClipRegions,
    into spans: inout CoverageCompositor.MaskedSpans
  ) {
    runs.data.withUnsafeBufferPointer { data in
      for region in regions {
        for y in region.minY..<region.maxY {
          runs.forEachRun(inRow: y - runs.box.minY, in: data) { x, count, cover in
            let start = runs.box.minX + x
            let from = max(start, region.minX)
            let to = min(start + count, region.maxX)
            guard from < to else { return }
            guard let cover else {
              return spans.span(y: y, x: from, count: to - from, alpha: 0xFF)
            }
            for i in from..<to where cover[i - start] != 0 {
              spans.span(y: y, x: i, count: 1, alpha: cover[i - start])
            }
          }
        }
      }
    }
  }

  /// Blends the A8 coverage `bytes` (rows `stride` apart, its first byte device pixel
  /// (`box.minX`, `box.minY`)) through `spans` inside `regions`, which lie in `box`: runs of
  /// full coverage at once, other covered pixels one by one, as the runs would hand them.
  /// When `clearing`, each covered byte read is set to zero, so that bytes `regions` hold
  /// whole are left clear for the next coverage (``FreshStrokeScratch``). Returns the device
  /// pixel of the last run of full coverage, `nil` when there is none.
  @discardableResult
  static func blend<Sink: CoverageSpanSink>(
    _ bytes: UnsafeMutablePointer<UInt8>, stride: Int, box: FrameDamage.Box,
    in regions: ClipRegions, into spans: inout Sink, clearing: Bool = false
  ) -> (x: Int, y: Int)? {
    // Stored without a test: any run of full coverage will do.
    var lastFull: (x: Int, y: Int)?
    for region in regions {
      for y in region.minY..<region.maxY {
        let row = bytes + (y - box.minY) * stride - box.minX
        var x = region.minX
        while x < region.maxX {
          // A stroke's box is mostly empty: empty pixels are passed 32, else 8, at once.
          if x + 32 <= region.maxX {
            let p = UnsafeRawPointer(row + x)
            if p.loadUnaligned(as: UInt64.self)
              | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
              | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
              | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
            {
              x += 32
              continue
            }
          }
          if x + 8 <= region.maxX,
            UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0
          {
            x += 8
            continue
          }
          let a = row[x]
          if a == 0 {
            x += 1
            continue
          }
          if clearing { row[x] = 0 }
          guard a == 0xFF else {
            spans.span(y: y, x: x, count: 1, alpha: a)
            x += 1
            continue
          }
          var end = x + 1
          while end + 8 <= region.maxX,
            UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == ~0
          {
            if clearing { UnsafeMutableRawPointer(row + end).storeBytes(of: 0, as: UInt64.self) }
            end += 8
          }
          while end < region.maxX, row[end] == 0xFF {
            if clearing { row[end] = 0 }
            end += 1
          }
          spans.span(y: y, x: x, count: end - x, alpha: 0xFF)
          lastFull = (x, y)
          x = end
        }
      }
    }
    return lastFull
  }
}
