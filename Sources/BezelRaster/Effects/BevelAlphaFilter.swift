import Foundation

/// After Effects' Bevel Alpha: a chamfer exactly the edge thickness wide around the inside of
/// the content's alpha edge, its slopes lit from one direction.
///
/// The chamfer is a height field: it rises at 45° from the edge (where alpha crosses one
/// half) over the first `thickness` pixels inward, then stays flat. Distances to the edge are
/// exact (a Euclidean distance transform, linear in the pixels and independent of the
/// thickness), so the band is exactly that wide whatever the shape. A slope facing the light
/// is lightened toward the light's colour, one facing away darkened toward black, by the
/// light intensity times the cosine of the angle between the slope's outward direction and
/// the light's (full on a slope square to the light, nothing on one parallel to it); the flat
/// top and the outside are untouched.
enum BevelAlphaFilter {
  /// Bevels `pixels`: `thickness` in pixels, `lightAngle` in degrees (0 = light from above,
  /// clockwise), `color` straight r, g, b, a, `intensity` 0…1.
  static func apply(
    _ pixels: ARGBPixels, thickness: Double, lightAngle: Double, color: SIMD4<Float>,
    intensity: Float
  ) {
    let w = pixels.width
    let h = pixels.height
    guard w > 0, h > 0, thickness.isFinite, thickness > 0, intensity > 0 else { return }
    // No pixel is further from the edge than the image is wide and high.
    let band = Float(min(thickness, Double(w + h)))
    // The slope's direction from the height field (the distance, flat past the band)
    // averaged over 3 × 3 pixels: distances between pixel centres turn in steps along
    // a curved edge, which would light it in facets. A straight edge keeps its direction.
    var smooth = FloatImage(width: w, height: h, channels: 1)
    // Past the band every distance shades alike (flat, no slope): squared distances from
    // the smallest whole number whose root is at least band + 1 on may stop there.
    let reach = Double(band + 1)
    let cap = (reach * reach).rounded(.up)
    var distance = OutlineFilter.squaredDistances(
      pixels, toOutside: true, cap: cap < 16_777_216 ? Float(cap) : nil)
    // The squared distances become the distances in place, and the height field is written
    // in the same pass (rather than two arrays mapped one after the other).
    distance.withUnsafeMutableBufferPointer { distance in
      smooth.values.withUnsafeMutableBufferPointer { height in
        for i in 0..<min(distance.count, height.count) {
          let d = distance[i].squareRoot()
          distance[i] = d
          height[i] = min(d, band + 1)
        }
      }
    }
    BoxBlur.blur(&smooth, radii: [1], repeatEdges: true)
    let a = (lightAngle.isFinite ? lightAngle : 0) * Double.pi / 180
    // Toward the light, y down.
    let toLight = SIMD2(Float(sin(a)), Float(-cos(a)))
    let strength = min(intensity, 1)
    distance.withUnsafeBufferPointer { distance in
      smooth.values.withUnsafeBufferPointer { smooth in
        // Unchecked pointers: this loop visits every pixel of the layer's surface.
        guard let distance = distance.baseAddress, let smooth = smooth.baseAddress else { return }
        for y in 0..<h {
          let row = pixels.base + y * pixels.stride
          let line = y * w
          for x in 0..<w {
            let word = row[x]
            guard word >> 24 != 0 else { continue }
            let d = distance[line + x]
            // An inside pixel's distance is to the nearest outside pixel's centre: the edge
            // lies half a pixel nearer, so the band covers d ≤ thickness, the last pixel
            // partly.
            let inBand = min(max(band + 1 - d, 0), 1)
            guard inBand > 0 else { continue }
            // The slope rises along the distance's gradient (central differences, one-sided
            // at the image's border): its outward direction is the opposite.
            let here = smooth[line + x]
            let left = x > 0 ? smooth[line + x - 1] : here
            let right = x + 1 < w ? smooth[line + x + 1] : here
            let up = y > 0 ? smooth[line - w + x] : here
            let down = y + 1 < h ? smooth[line + w + x] : here
            let gradient = SIMD2(right - left, down - up)
            let length = (gradient * gradient).sum().squareRoot()
            guard length > 0 else { continue }
            let facing = -(gradient * toLight).sum() / length
            let shade = facing * strength * inBand
            guard shade != 0 else { continue }
            var c = ARGBPixels.straight(word)
            c =
              shade > 0 ? c.mixedColor(color, shade) : c.mixedColor(SIMD4(0, 0, 0, c.w), -shade)
            row[x] = ARGBPixels.word(straight: c)
          }
        }
      }
    }
  }
}
