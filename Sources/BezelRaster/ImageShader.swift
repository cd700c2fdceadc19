import CCairo

/// Samples a turned or skewed image bilinearly through an alpha mask straight into the
/// target's pixels, with pixman's own arithmetic, so the bytes are pixman's.
///
/// pixman has no fast path for such an image: its general path fetches each pixel with its C
/// bilinear fetcher (about 125 instructions a pixel with pad's four clamps), fetches the mask
/// and combines (about 30 more); a frame-filling turning picture spent 97 % of its time there.
/// Here each pixel's place in the image is pixman's (the transform on its 1/65536 steps with
/// the translation Cairo hands pixman, ``PixmanTransform``, rounded at the pixel's centre as
/// `pixman_transform_point_3d` rounds, stepped by adds along the row), its four neighbours
/// are weighted in pixman's 7-bit steps and blended with pixman's `IN` and `OVER`
/// (``GradientSpans/multiply(_:_:)``, ``GradientSpans/over(_:_:)``).
enum ImageShader {
  /// Composites `source` (an ARGB32 image pattern, bilinear, pad extend, under a turned or
  /// skewed transform on pixman's steps) through `mask` (a pattern on an alpha surface, as
  /// `cairo_pop_group` gives) with `OVER` onto the target of `cr`, inside its clip; `false`,
  /// drawing nothing, when that is not a case handled here (the caller then lets Cairo
  /// composite).
  static func shade(_ cr: OpaquePointer, source: OpaquePointer, mask: OpaquePointer) -> Bool {
    // A gradient Bezel does not shade reaches here too: declined before the clip is asked.
    guard cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SURFACE,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      let (ctm, maskSurface) = GradientShader.maskSurface(cr, mask: mask),
      let coverage = GradientShader.AlphaPixels(maskSurface, x: 0, y: 0),
      let target = BlendTarget(cr)
    else { return false }
    let reach = target.deviceBox.intersection(coverage.box)
    guard reach.minX < reach.maxX, reach.minY < reach.maxY else { return true }
    // The clip's boxes in a temporary buffer, not an array (one a shaded image, every frame).
    let shaded: Bool? = GradientShader.withClipBoxes(cr, within: reach) { boxes in
      guard let first = boxes.first else { return true }
      // Cairo hands pixman a translation fitted at the centre of what it composites: the
      // clip's boxes inside the mask, in the target surface's pixels.
      let extents = boxes.dropFirst().reduce(first) { $0.union($1) }
      let centre = (
        x: Double(extents.minX + target.dx) + Double(extents.maxX - extents.minX) / 2,
        y: Double(extents.minY + target.dy) + Double(extents.maxY - extents.minY) / 2
      )
      guard
        let image = Sampler(
          source, set: ctm, offset: (target.dx, target.dy), centre: centre),
        image.reaches(extents)
      else { return false }
      for box in boxes {
        for y in box.minY..<box.maxY {
          image.shade(target.row(y), y: y, from: box.minX, to: box.maxX, cover: coverage.row(y))
        }
      }
      return true
    }
    guard let shaded, shaded else { return false }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// An image surface and where each device pixel's centre falls in it, in 16.16 fixed point.
  struct Sampler {
    let pixels: UnsafePointer<UInt32>
    /// Pixels from one row of the image to the next.
    let rowLength: Int
    let width: Int
    let height: Int
    /// Device (x, y) to image: (xx · x + xy · y + x0, yx · x + yy · y + y0), on 1/65536 steps.
    let xx: Int
    let xy: Int
    let x0: Int
    let yx: Int
    let yy: Int
    let y0: Int

    /// The sampling of `source`, set as the source while the transform was `set`, onto a
    /// target whose device pixel (x, y) is its pixel (x + `offset.x`, y + `offset.y`),
    /// composited over a box centred on `centre` (target pixels); `nil` unless pixman would
    /// fetch it through its bilinear affine fetcher with pad, by a transform found here.
    init?(
      _ source: OpaquePointer, set: cairo_matrix_t, offset: (x: Int, y: Int),
      centre: (x: Double, y: Double)
    ) {
      var found: OpaquePointer?
      guard cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SURFACE,
        cairo_pattern_get_filter(source) == CAIRO_FILTER_BILINEAR,
        cairo_pattern_get_extend(source) == CAIRO_EXTEND_PAD,
        cairo_pattern_get_surface(source, &found) == CAIRO_STATUS_SUCCESS, let surface = found,
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
        cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
      else { return nil }
      var (offsetX, offsetY, scaleX, scaleY) = (0.0, 0.0, 1.0, 1.0)
      cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
      cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
      let stride = Int(cairo_image_surface_get_stride(surface))
      width = Int(cairo_image_surface_get_width(surface))
      height = Int(cairo_image_surface_get_height(surface))
      guard offsetX == 0, offsetY == 0, scaleX == 1, scaleY == 1, width > 0, height > 0,
        stride.isMultiple(of: 4), abs(offset.x) < 1 << 24, abs(offset.y) < 1 << 24
      else { return nil }
      // Target pixels to image pixels, as Cairo composes them: the pattern's matrix after
      // the inverse of the transform it was set under, after the target's device offset.
      var m = cairo_matrix_t()
      cairo_pattern_get_matrix(source, &m)
      var user = set
      guard cairo_matrix_invert(&user) == CAIRO_STATUS_SUCCESS else { return nil }
      if user.xx != 1 || user.yx != 0 || user.xy != 0 || user.yy != 1 || user.x0 != 0
        || user.y0 != 0
      {
        var pattern = m
        cairo_matrix_multiply(&m, &user, &pattern)
      }
      if offset.x != 0 || offset.y != 0 {
        var device = cairo_matrix_t()
        cairo_matrix_init_translate(&device, -Double(offset.x), -Double(offset.y))
        var user = m
        cairo_matrix_multiply(&m, &device, &user)
      }
      // A turn or skew takes pixman's general affine fetch (scales and translations have
      // fast paths of their own); only a transform on pixman's steps is taken here.
      func steps(_ v: Double) -> Int? {
        let s = v * 65536
        guard s.isFinite, s == s.rounded(), abs(s) < 0x4000_0000 else { return nil }
        return Int(s)
      }
      guard m.xy != 0 || m.yx != 0, let xx = steps(m.xx), let xy = steps(m.xy),
        let yx = steps(m.yx), let yy = steps(m.yy), steps(m.x0) != nil, steps(m.y0) != nil,
        let (x0, y0) = PixmanTransform.translation(of: m, centre: centre)
      else { return nil }
      // Back to device pixels: (x, y) is target pixel (x + offset.x, y + offset.y).
      (self.xx, self.xy, self.yx, self.yy) = (xx, xy, yx, yy)
      self.x0 = x0 &+ xx &* offset.x &+ xy &* offset.y
      self.y0 = y0 &+ yx &* offset.x &+ yy &* offset.y
      cairo_surface_flush(surface)
      guard let data = cairo_image_surface_get_data(surface) else { return nil }
      pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
      rowLength = stride / 4
    }

    /// Where the centre of device pixel (`x`, `y`) falls in the image, rounded to 1/65536 as
    /// pixman rounds the transformed centre (the half pixel's products rounded half up).
    @inline(__always)
    func place(x: Int, y: Int) -> (u: Int, v: Int) {
      let u = xx &* x &+ xy &* y &+ x0 &+ ((xx &+ xy) &* 0x8000 &+ 0x8000) >> 16
      let v = yx &* x &+ yy &* y &+ y0 &+ ((yx &+ yy) &* 0x8000 &+ 0x8000) >> 16
      return (u, v)
    }

    /// Whether every pixel of `box` falls within pixman's 32-bit fixed-point range (pixman
    /// fetches nothing for a row whose start it cannot place).
    func reaches(_ box: FrameDamage.Box) -> Bool {
      let limit = 0x7FFF_0000
      for (x, y) in [
        (box.minX, box.minY), (box.maxX - 1, box.minY), (box.minX, box.maxY - 1),
        (box.maxX - 1, box.maxY - 1),
      ] {
        let (u, v) = place(x: x, y: y)
        guard abs(u) < limit, abs(v) < limit else { return false }
      }
      return true
    }

    /// Blends the pixels `from..<to` of device row `y` (at `pixels`) with the image through
    /// the coverage bytes at `cover` (indexed by device x).
    @inline(__always)
    func shade(
      _ row: UnsafeMutablePointer<UInt32>, y: Int, from: Int, to: Int,
      cover: UnsafePointer<UInt8>
    ) {
      var (u, v) = place(x: from, y: y)
      for x in from..<to {
        let m = UInt32(cover[x])
        if m != 0 {
          var s = sample(u, v)
          if m != 255 { s = GradientSpans.multiply(s, m) }
          row[x] = GradientSpans.over(s, row[x])
        }
        u &+= xx
        v &+= yx
      }
    }

    /// pixman's bilinear sample at (`u`, `v`) (16.16): the four pixels round the point less
    /// half a pixel, clamped to the image (pad), weighted in 1/128ths of a pixel.
    @inline(__always)
    func sample(_ u: Int, _ v: Int) -> UInt32 {
      let x1 = u &- 0x8000
      let y1 = v &- 0x8000
      let distx = (x1 >> 9) & 0x7F
      let disty = (y1 >> 9) & 0x7F
      let ix = x1 >> 16
      let iy = y1 >> 16
      // Inside the image (most pixels): the four pixels as they are, without pad's clamps.
      if UInt(bitPattern: ix) < UInt(bitPattern: width &- 1),
        UInt(bitPattern: iy) < UInt(bitPattern: height &- 1)
      {
        let top = pixels + (iy &* rowLength &+ ix)
        let (tl, tr, bl, br) = (top[0], top[1], top[rowLength], top[rowLength &+ 1])
        // Four equal pixels (flat areas of drawn pictures, smooth gradients: 41 % of a
        // frame-filling one's samples) are their own sample, the weights summing to one.
        if (tl ^ tr) | (tl ^ bl) | (tl ^ br) == 0 { return tl }
        return Self.interpolate(tl, tr, bl, br, distx, disty)
      }
      let left = min(max(ix, 0), width - 1)
      let right = min(max(ix &+ 1, 0), width - 1)
      let top = pixels + min(max(iy, 0), height - 1) &* rowLength
      let bottom = pixels + min(max(iy &+ 1, 0), height - 1) &* rowLength
      return Self.interpolate(top[left], top[right], bottom[left], bottom[right], distx, disty)
    }

    /// pixman's 64-bit `bilinear_interpolation` of four pixels, weights `distx` and `disty`
    /// in 1/128ths: each channel the sum of the pixels' channels times their weights in
    /// 1/65536ths, floored.
    ///
    /// The same sums in two steps with a pixel's four channels in 16-bit lanes of one word:
    /// down each column (a lane at most 255 · 256, so lanes never carry into each other),
    /// then across in 32-bit lanes, two channels a word. Nothing is rounded before the last
    /// shift, so every channel is pixman's.
    @inline(__always)
    static func interpolate(
      _ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32, _ distx: Int, _ disty: Int
    ) -> UInt32 {
      let dx = UInt64(truncatingIfNeeded: distx) << 1
      let dy = UInt64(truncatingIfNeeded: disty) << 1
      // Blue, red, green and alpha in lanes at bits 0, 16, 32 and 48.
      @inline(__always) func spread(_ p: UInt32) -> UInt64 {
        let w = UInt64(p)
        return (w | w << 24) & 0x00FF_00FF_00FF_00FF
      }
      let left = spread(tl) &* (256 &- dy) &+ spread(bl) &* dy
      let right = spread(tr) &* (256 &- dy) &+ spread(br) &* dy
      let lanes: UInt64 = 0x0000_FFFF_0000_FFFF
      // Blue and green; red and alpha: each sum below 2²⁴, its channel in bits 16–23.
      let blueGreen = (left & lanes) &* (256 &- dx) &+ (right & lanes) &* dx
      let redAlpha = (left >> 16 & lanes) &* (256 &- dx) &+ (right >> 16 & lanes) &* dx
      let spreadOut = blueGreen >> 16 & 0x0000_00FF_0000_00FF | redAlpha & 0x00FF_0000_00FF_0000
      return UInt32(truncatingIfNeeded: spreadOut | spreadOut >> 24)
    }
  }
}
