import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Drawing like browsers (``RenderPolicy/browserLike``), a clip's anti-aliased edge scales
/// the coverage of each shape drawn under it, as Chrome's canvas clips; the exact policy
/// keeps Cairo's geometric intersection.
@Suite struct SoftClipTests {
  /// Two black bands from y = 24.5 to 25.5 under a clip whose top edge is at y = 24.5, as a
  /// 1 px outline drawn twice along a precomposition's bounds, and a disc across the clip's
  /// left edge.
  static func scene(policy: RenderPolicy, passThrough: Bool = true) throws -> Bitmap {
    let band = DisplayItem.fill(
      Path(rect: CGRect(x: 30, y: 24.5, width: 40, height: 1)), paint: .color(.black))
    let disc = DisplayItem.fill(
      Path(ellipseIn: CGRect(x: 14.5, y: 40, width: 20, height: 20)), paint: .color(.black))
    let children: [DisplayItem] =
      passThrough ? [band, band, disc] : [.group(GroupItem(opacity: 0.5, children: [band]))]
    let list = DisplayList(
      size: CGSize(width: 100, height: 100),
      items: [
        .group(
          GroupItem(
            clip: Path(rect: CGRect(x: 24.5, y: 24.5, width: 51, height: 51)),
            children: children))
      ])
    return try Canvas().render(list, policy: policy)
  }

  @Test func anEdgeAlongTheClipsEdgeGetsTheProductOfBothCoverages() throws {
    let browser = try Self.scene(policy: .browserLike)
    // Each band covers half of row 24, and the clip half of that half: 1 − (1 − ¼)² of
    // the pixel, 112 in headless Chromium's canvas.
    #expect(abs(Int(browser.pixel(x: 50, y: 24).a) - 112) <= 3)
    // Inside the clip, each band covers half of row 25 and the clip all of it.
    #expect(abs(Int(browser.pixel(x: 50, y: 25).a) - 192) <= 8)
    // A disc crossing the clip's edge: half of column 24 is clipped, the disc covers it all.
    #expect(abs(Int(browser.pixel(x: 24, y: 50).a) - 128) <= 4)
    #expect(browser.pixel(x: 23, y: 50).a == 0)
    #expect(browser.pixel(x: 30, y: 50).a == 255)
    // Cairo's own clip keeps the bands' half of row 24 whole.
    let exact = try Self.scene(policy: .exact)
    #expect(exact.pixel(x: 50, y: 24).a > 170)
  }

  @Test func aCompositedGroupIsScaledAsAWhole() throws {
    let browser = try Self.scene(policy: .browserLike, passThrough: false)
    // Half opacity, half covered by the band, half by the clip: an eighth.
    #expect(abs(Int(browser.pixel(x: 50, y: 24).a) - 32) <= 3)
    #expect(abs(Int(browser.pixel(x: 50, y: 25).a) - 64) <= 6)
  }
}
