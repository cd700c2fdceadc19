import BezelDrawing
import BezelLayers
import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A soft clip of a rectangle along the device axes is measured rather than filled by
/// Cairo, and an opaque fill crossing a soft clip's edge is blended through the clip's
/// coverage in place rather than through groups; both give exactly the pixels of before.
@Suite struct RectangleSoftClipTests {
  /// The bytes of `clip`'s coverage, row by row.
  static func bytes(_ clip: SoftClip) -> [UInt8] {
    let surface = clip.surface
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    let width = clip.box.maxX - clip.box.minX
    var bytes: [UInt8] = []
    for y in 0..<(clip.box.maxY - clip.box.minY) {
      for x in 0..<width { bytes.append(data[y * stride + x]) }
    }
    return bytes
  }

  @Test func aMeasuredRectangleHoldsCairosFilledBytes() throws {
    var generator = SeededGenerator(seed: 0x5245_4354)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    var compared = 0
    var degenerate = 0
    for trial in 0..<600 {
      // Sides on whole pixels, on 1/512 ties, and anywhere; mirrored transforms; boxes that
      // hold the whole rectangle and boxes that cut it.
      func coordinate(_ span: Double) -> Double {
        switch trial % 3 {
        case 0: return Double(Int.random(in: 0...Int(span), using: &generator))
        case 1: return Double(Int.random(in: 0...Int(span * 512), using: &generator)) / 512
        default: return Double.random(in: 0...span, using: &generator)
        }
      }
      let rect = CGRect(
        x: coordinate(20), y: coordinate(20), width: coordinate(20) + 0.01,
        height: coordinate(20) + 0.01)
      let sx = trial % 4 == 1 ? -1.3 : Double.random(in: 0.3...1.7, using: &generator)
      let sy = trial % 5 == 2 ? -0.7 : Double.random(in: 0.3...1.7, using: &generator)
      var m = cairo_matrix_t(
        xx: sx, yx: 0, xy: 0, yy: sy, x0: sx < 0 ? 50 : coordinate(8),
        y0: sy < 0 ? 40 : coordinate(8))
      cairo_set_matrix(cr, &m)
      var path = Path(rect: rect)
      if trial % 2 == 1 { path = path.reversed() }
      #expect(CairoPath.set(path, on: cr))
      let inset = trial % 3 == 0 ? 0 : Int.random(in: 0...6, using: &generator)
      let box = FrameDamage.Box(minX: inset, minY: inset, maxX: 64 - inset, maxY: 60 - inset)
      guard let rectangle = SoftClip.deviceRectangle(of: path, matrix: m, on: cr) else {
        // Only a rectangle whose sides meet on the 1/256 grid Cairo rounds to is not one.
        let side = min(abs(sx) * rect.width, abs(sy) * rect.height)
        #expect(side * 256 < 1, "trial \(trial)")
        degenerate += 1
        continue
      }
      let measured = SoftClip.rectangle(rectangle, in: box)
      let filled = SoftClip.make(of: cr, rule: CAIRO_FILL_RULE_WINDING, in: box, outer: nil)
      cairo_new_path(cr)
      #expect((measured == nil) == (filled == nil), "trial \(trial)")
      guard let measured, let filled else { continue }
      compared += 1
      #expect(Self.bytes(measured) == Self.bytes(filled), "trial \(trial)")
      let probe = FrameDamage.Box(minX: 8, minY: 9, maxX: 30, maxY: 33)
      #expect(measured.coveredBox(in: probe) == filled.coveredBox(in: probe), "trial \(trial)")
      #expect(measured.covers(probe) == filled.covers(probe), "trial \(trial)")
    }
    #expect(compared > 300)
    #expect(degenerate < 10)
  }

  @Test func onlyRectanglesAlongTheDeviceAxesAreMeasured() throws {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let square = Path(rect: CGRect(x: 1, y: 1, width: 4, height: 3))
    var turned = cairo_matrix_t()
    cairo_matrix_init_rotate(&turned, 0.3)
    #expect(SoftClip.deviceRectangle(of: square, matrix: turned, on: cr) == nil)
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    #expect(
      SoftClip.deviceRectangle(
        of: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)),
        matrix: identity, on: cr) == nil)
    var skewed = Path()
    skewed.move(to: CGPoint(x: 0, y: 0))
    skewed.addLine(to: CGPoint(x: 4, y: 0))
    skewed.addLine(to: CGPoint(x: 5, y: 3))
    skewed.addLine(to: CGPoint(x: 0, y: 3))
    skewed.closeSubpath()
    #expect(SoftClip.deviceRectangle(of: skewed, matrix: identity, on: cr) == nil)
    var twoSquares = square
    twoSquares.addRect(CGRect(x: 6, y: 6, width: 1, height: 1))
    #expect(SoftClip.deviceRectangle(of: twoSquares, matrix: identity, on: cr) == nil)
    let found = try #require(SoftClip.deviceRectangle(of: square, matrix: identity, on: cr))
    #expect(found == (256, 256, 5 * 256, 4 * 256))
  }

  /// Opaque fills crossing a clip's fractional edges, alone and in groups of one child with
  /// transforms, beside a translucent and a two-child group that still take groups; the
  /// clip inside a group with opacity (drawn on a pushed surface with a device offset).
  static func list(clip: CGRect, shift: Double) -> DisplayList {
    let band = DisplayItem.fill(
      Path(rect: CGRect(x: 0, y: 20.3, width: 100, height: 25)), paint: .color(.black))
    let disc = DisplayItem.group(
      GroupItem(
        transform: Transform(translationX: 30 + shift, y: 40).scaledBy(x: 1.5, y: 1.2),
        children: [
          .group(
            GroupItem(
              children: [
                .fill(
                  Path(ellipseIn: CGRect(x: -20, y: -20, width: 40, height: 40)),
                  paint: .color(Color(red: 0.2, green: 0.6, blue: 1)))
              ]))
        ]))
    let square = DisplayItem.fill(
      Path(rect: CGRect(x: 55.25 + shift, y: 50.6, width: 40, height: 40)),
      paint: .color(.red))
    let translucent = DisplayItem.fill(
      Path(rect: CGRect(x: 5, y: 60, width: 30, height: 30)),
      paint: .color(Color(red: 0, green: 0.5, blue: 0, alpha: 0.5)))
    let pair = DisplayItem.group(
      GroupItem(children: [
        .fill(Path(rect: CGRect(x: 70, y: 0, width: 30, height: 30)), paint: .color(.blue)),
        .fill(Path(ellipseIn: CGRect(x: 75, y: 5, width: 30, height: 30)), paint: .color(.green)),
      ]))
    let clipped = DisplayItem.group(
      GroupItem(clip: Path(rect: clip), children: [band, disc, square, translucent, pair]))
    return DisplayList(
      size: CGSize(width: 100, height: 90),
      items: [
        clipped,
        .group(
          GroupItem(
            opacity: 0.75,
            children: [
              .fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.black)),
              .group(
                GroupItem(
                  transform: Transform(translationX: 3.5, y: 2.25),
                  clip: Path(rect: CGRect(x: 40.3, y: 30.7, width: 30.2, height: 25.45)),
                  children: [square, disc])),
            ])),
      ])
  }

  @Test func theNewPathsGiveTheGroupsPixels() throws {
    for (index, clip) in [
      CGRect(x: 10.3, y: 12.6, width: 70.45, height: 60.25),
      CGRect(x: 4.5, y: 8.125, width: 80.7, height: 70.03),
      CGRect(x: 10, y: 12, width: 70, height: 60.5),
    ].enumerated() {
      for shift in [0.0, 0.37, 5.8] {
        let list = Self.list(clip: clip, shift: shift)
        let new = try Canvas().render(list, policy: .browserLike)
        let old = try SoftClip.$masksInPlace.withValue(false) {
          try SoftClip.$measuresRectangles.withValue(false) {
            try Canvas().render(list, policy: .browserLike)
          }
        }
        #expect(new == old, "clip \(index), shift \(shift)")
      }
    }
  }

  /// The blend through the clip is the group's arithmetic, not a plain product of
  /// coverages: a half-covered clip pixel over a half-covered fill pixel on white.
  @Test func anEdgePixelTakesBothCoverages() throws {
    let list = DisplayList(
      size: CGSize(width: 20, height: 20),
      items: [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 20, height: 20)), paint: .color(.white)),
        .group(
          GroupItem(
            clip: Path(rect: CGRect(x: 2.5, y: 2, width: 15, height: 15)),
            children: [
              .fill(Path(rect: CGRect(x: 2.5, y: 0, width: 20, height: 20)), paint: .color(.black))
            ])),
      ])
    let bitmap = try Canvas().render(list, policy: .browserLike)
    // Column 2: the clip covers half, the fill half of that half: white × (1 − ¼).
    let edge = bitmap.pixel(x: 2, y: 10)
    #expect(abs(Int(edge.r) - 191) <= 1)
    #expect(bitmap.pixel(x: 10, y: 10).r == 0)
    #expect(bitmap.pixel(x: 1, y: 10).r == 255)
  }
}
