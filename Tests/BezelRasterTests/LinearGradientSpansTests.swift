import BezelTestSupport
import CCairo
import Testing

@testable import BezelRaster

/// A linear gradient's stretches of one coverage (shaded a chunk at a time from the table's
/// buffer, four pixels at a time) give the pixels of the same stretches shaded pixel by
/// pixel through coverage bytes (each pixel's colour found on its own, the general path).
@Suite struct LinearGradientSpansTests {
  static func shade(
    _ geometry: GradientShader.Geometry, stops: [GradientRamp.Stop], alpha: UInt8,
    wholeRows: Bool
  ) -> [UInt8] {
    let (width, height) = (150, 40)
    return render(geometry, stops: stops, width: width, height: height) { spans in
      let full = [UInt8](repeating: alpha, count: width)
      full.withUnsafeBufferPointer { cover in
        for y in 0..<height {
          if wholeRows {
            spans.span(y: y, x: 3, count: width - 5, alpha: alpha)
          } else {
            // Stretches under eight bytes are shaded a pixel at a time.
            var x = 3
            while x < width - 2 {
              let n = min(7, width - 2 - x)
              spans.shade(y: y, x: x, count: n, cover: cover.baseAddress! + x)
              x += n
            }
          }
        }
      }
    }
  }

  /// The bytes of a `width` × `height` ARGB32 surface painted a translucent blue, then
  /// shaded by `draw` with a gradient of `geometry` and `stops`.
  static func render(
    _ geometry: GradientShader.Geometry, stops: [GradientRamp.Stop], width: Int, height: Int,
    draw: (inout GradientSpans) -> Void
  ) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.2, 0.5, 0.7, 0.6)
    cairo_paint(cr)
    cairo_surface_flush(surface)
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    var spans = GradientSpans(
      target: BlendTarget(cr)!, geometry: geometry, ramp: GradientRamp(stops: stops), box: box)
    draw(&spans)
    cairo_surface_mark_dirty(surface)
    let data = cairo_image_surface_get_data(surface)!
    return Array(
      UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * height)
    )
  }

  static let geometries: [GradientShader.Geometry] = [
    .linear(t0: -0.2, dx: 0.009, dy: 0.004), .linear(t0: 1.1, dx: -0.0071, dy: 0.013),
    .linear(t0: 0.31, dx: 0.00001, dy: -0.0002), .linear(t0: 0.5, dx: 0.02, dy: 0),
  ]

  @Test(arguments: geometries.indices)
  func wholeStretchesAreThePixelByPixelColours(_ index: Int) {
    let geometry = Self.geometries[index]
    for stops in [GradientRampFineTests.steep, GradientRampFineTests.stripes] {
      for alpha: UInt8 in [255, 200, 1] {
        #expect(
          Self.shade(geometry, stops: stops, alpha: alpha, wholeRows: true)
            == Self.shade(geometry, stops: stops, alpha: alpha, wholeRows: false))
      }
    }
  }

  /// Seeded gradients (turned, steep, far off, landing on step boundaries, spanning a
  /// billion ramps) through seeded coverage rows of runs of 0, 255 and other values, shaded
  /// as the rasteriser hands them over (runs of one alpha) and as kept coverage (bytes,
  /// eight at a time), give the pixels of every pixel shaded on its own.
  @Test(arguments: 0..<8)
  func seededCoverageIsThePixelByPixelColours(_ seed: Int) {
    var rng = SeededGenerator(seed: UInt64(seed) &+ 101)
    let (width, height) = (203, 23)
    let stops = [
      GradientRampFineTests.steep, GradientRampFineTests.stripes, GradientRampFineTests.hardStop,
      GradientRampFineTests.stops([(0.2, 1, 0.2, 0.4, 0.6), (0.7, 0.5, 0.3, 0.5, 0.7)]),
    ][seed % 4]
    var geometries: [GradientShader.Geometry] = []
    for _ in 0..<4 {
      let scale = [1e-4, 1e-2, 0.3, 1e3, 1e9][Int.random(in: 0..<5, using: &rng)]
      geometries.append(
        .linear(
          t0: Double.random(in: -2...2, using: &rng) * max(1, scale / 10),
          dx: Double.random(in: -1...1, using: &rng) * scale,
          dy: Double.random(in: -1...1, using: &rng) * scale))
    }
    // Parameters on the table's step boundaries at pixel centres: 1/1024 a pixel.
    geometries.append(.linear(t0: -0.5 / 1024, dx: 1.0 / 1024, dy: 0))
    geometries.append(.linear(t0: 1e11, dx: -1e9, dy: 3e8))
    var rows: [[UInt8]] = []
    for _ in 0..<height {
      var row: [UInt8] = []
      while row.count < width {
        let n = Int.random(in: 1...40, using: &rng)
        let value: UInt8 =
          [0, 255, UInt8.random(in: 1...254, using: &rng)][Int.random(in: 0..<3, using: &rng)]
        row += [UInt8](repeating: value, count: n)
      }
      rows.append(Array(row.prefix(width)))
    }
    for geometry in geometries {
      let bySpans = Self.render(geometry, stops: stops, width: width, height: height) { spans in
        for (y, row) in rows.enumerated() {
          var x = 0
          while x < width {
            var end = x + 1
            while end < width, row[end] == row[x] { end += 1 }
            if row[x] != 0 { spans.span(y: y, x: x, count: end - x, alpha: row[x]) }
            x = end
          }
        }
      }
      let byBytes = Self.render(geometry, stops: stops, width: width, height: height) { spans in
        for (y, row) in rows.enumerated() {
          row.withUnsafeBufferPointer {
            spans.shade(y: y, x: 0, count: width, cover: $0.baseAddress)
          }
        }
      }
      let byPixels = Self.render(geometry, stops: stops, width: width, height: height) { spans in
        for (y, row) in rows.enumerated() {
          row.withUnsafeBufferPointer { cover in
            for x in 0..<width { spans.shade(y: y, x: x, count: 1, cover: cover.baseAddress! + x) }
          }
        }
      }
      #expect(bySpans == byPixels, "\(geometry)")
      #expect(byBytes == byPixels, "\(geometry)")
    }
  }

  /// Four pixels' steps at a time are each pixel's own step, on and around step
  /// boundaries, at the ends, far outside, at infinities and non-numbers, at any column
  /// and any count.
  @Test func fourStepsAtATimeAreEachPixelsStep() {
    var rng = SeededGenerator(seed: 77)
    let table = (0..<GradientRamp.steps).map { UInt32($0) }
    let edges: [Double] = [
      0, -0.0, 1, -1, 1e-300, -1e-300, .leastNonzeroMagnitude, 1e12, -1e12, 1e300, -1e300,
      .infinity, -.infinity, .nan, .greatestFiniteMagnitude, 1023.0 / 1024, 1023.5 / 1024,
    ]
    let parameters = GradientRampFineTests.parameters + edges
    // Each parameter as the first pixel of a row of step 0, so every lane meets it.
    for t in parameters {
      for lane in 0..<4 {
        check(rowStart: t, step: 0, x: -lane, count: 7)
      }
    }
    // Rows whose pixels cross step boundaries, the ends and the non-numbers.
    let steps: [Double] = [
      1.0 / 1024, 1.0 / 4096, -1.0 / 1024, 0.37, -1e-7, 1e9, .infinity, .nan, 0, -0.0,
    ]
    for rowStart in edges + [0.5 / 1024, -3.5 / 1024] {
      for step in steps {
        for x in [0, 1, 3, -5, 1 << 20, -(1 << 30)] {
          check(rowStart: rowStart, step: step, x: x, count: 13)
        }
      }
    }
    for _ in 0..<2000 {
      check(
        rowStart: Double.random(in: -1.5...1.5, using: &rng),
        step: Double.random(in: -0.01...0.01, using: &rng),
        x: Int.random(in: -5000...5000, using: &rng), count: Int.random(in: 0...70, using: &rng))
    }

    func check(rowStart: Double, step: Double, x: Int, count: Int) {
      var found = [UInt32](repeating: .max, count: count)
      table.withUnsafeBufferPointer { entries in
        found.withUnsafeMutableBufferPointer { colours in
          guard let into = colours.baseAddress else { return }
          GradientSpans.lookUpLinear(
            entries.baseAddress!, into: into, x: x, count: count, rowStart: rowStart, step: step)
        }
      }
      for i in 0..<count {
        let own = GradientSpans.linearStep(rowStart + step * (Double(x + i) + 0.5))
        if found[i] != UInt32(own) {
          Issue.record("rowStart \(rowStart) step \(step) x \(x) pixel \(i): \(found[i]) ≠ \(own)")
          return
        }
      }
    }
  }

  /// The four-pixel blend of colours scaled by a coverage gives the scalar `IN` then
  /// `OVER` on every pixel, for every coverage and row length.
  @Test func fourPixelCoverageBlendIsTheScalarOne() {
    var rng = SeededGenerator(seed: 19)
    for alpha in UInt8(0)...255 {
      let count = Int.random(in: 0...23, using: &rng)
      var colours = (0..<count).map { _ in CoverageCompositorTests.premultiplied(&rng) }
      if count > 2 { colours[1] = 0 }
      if count > 3 { colours[2] |= 0xff00_0000 }
      let target = (0..<count).map { _ in CoverageCompositorTests.premultiplied(&rng) }
      var blended = target
      colours.withUnsafeBufferPointer { source in
        blended.withUnsafeMutableBufferPointer { row in
          guard let source = source.baseAddress, let row = row.baseAddress else { return }
          GradientSpans.blend(source, into: row, count: count, alpha: alpha)
        }
      }
      for i in 0..<count {
        let scalar = GradientSpans.over(
          GradientSpans.multiply(colours[i], UInt32(alpha)), target[i])
        #expect(blended[i] == scalar, "alpha \(alpha) pixel \(i)")
      }
    }
  }
}
