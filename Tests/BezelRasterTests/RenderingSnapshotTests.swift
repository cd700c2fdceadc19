import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// Rendering compared with reference PNGs in `References/` (re-record with
/// `BEZEL_RECORD_SNAPSHOTS=1`, then look at every image before committing).
@Suite struct RenderingSnapshotTests {
  @Test func dashedRoundedRectangle() throws {
    let path = Path(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 16)
    let style = StrokeStyle(
      lineWidth: 4, lineCap: .round, lineJoin: .round, dashPattern: [12, 8], dashPhase: 0)
    let list = DisplayList(
      size: CGSize(width: 120, height: 80),
      items: [.stroke(path, paint: .color(Color(red: 0.1, green: 0.3, blue: 0.9)), style: style)])
    try expectSnapshot(list, named: "dashed-rounded-rect")
  }

  @Test func imageClippedToACircle() throws {
    // A 4×4 checkerboard of colours scaled up smoothly, clipped to the inscribed circle.
    var pixels = [UInt8]()
    for y in 0..<4 {
      for x in 0..<4 {
        let c: [UInt8] =
          (x + y) % 2 == 0 ? [230, 80, 40, 255] : [40, 120, 230, 255]
        pixels += c
      }
    }
    let image = try #require(Bitmap(width: 4, height: 4, premultipliedRGBA: pixels))
    let frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    let group = GroupItem(
      clip: Path(ellipseIn: frame), children: [.image(image, rect: frame, quality: .high)])
    let list = DisplayList(size: CGSize(width: 100, height: 100), items: [.group(group)])
    try expectSnapshot(list, named: "image-clipped-to-circle")
  }

  @Test func hangulAndLatinText() throws {
    let text = TextItem(
      string: "철수 is speaking", font: Font(size: 22, weight: .bold), color: .black,
      frame: CGRect(x: 10, y: 10, width: 220, height: 40), alignment: .center,
      verticalAlignment: .center)
    let list = DisplayList(size: CGSize(width: 240, height: 60), items: [.text(text)])
    try expectSnapshot(list, named: "text-hangul")
  }

  @Test func wrappedJustifiedTextWithTrackingAndOutline() throws {
    let string = "The quick brown fox jumps over the lazy dog, twice over."
    let items: [DisplayItem] = [
      .fill(Path(rect: CGRect(x: 10, y: 10, width: 140, height: 100)), Color(white: 0.92)),
      .text(
        TextItem(
          string: string, font: Font(size: 14),
          frame: CGRect(x: 10, y: 10, width: 140, height: 100),
          alignment: .justified, verticalAlignment: .bottom, lineHeight: 20)),
      .text(
        TextItem(
          string: "OUTLINE", font: Font(size: 24, weight: .heavy), color: .yellow,
          frame: CGRect(x: 160, y: 10, width: 130, height: 100), alignment: .right,
          verticalAlignment: .top, wraps: false, tracking: 3, stroke: (color: .black, width: 1.5))),
    ]
    let list = DisplayList(size: CGSize(width: 300, height: 120), items: items)
    try expectSnapshot(list, named: "text-layout")
  }

  @Test func gradients() throws {
    let stops = Gradient(stops: [
      .init(location: 0, color: .yellow), .init(location: 0.5, color: .red),
      .init(location: 1, color: Color(red: 0.2, green: 0, blue: 0.6)),
    ])
    let items: [DisplayItem] = [
      .fill(
        Path(rect: CGRect(x: 10, y: 10, width: 100, height: 80)),
        paint: .linearGradient(stops, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 110, y: 90))),
      .fill(
        Path(ellipseIn: CGRect(x: 130, y: 10, width: 80, height: 80)),
        paint: .radialGradient(
          stops, center: CGPoint(x: 170, y: 50), radius: 40, focus: CGPoint(x: 155, y: 35))),
      .stroke(
        Path(ellipseIn: CGRect(x: 230, y: 20, width: 60, height: 60)),
        paint: .linearGradient(stops, start: CGPoint(x: 230, y: 0), end: CGPoint(x: 290, y: 0)),
        style: StrokeStyle(lineWidth: 8)),
    ]
    let list = DisplayList(size: CGSize(width: 300, height: 100), items: items)
    try expectSnapshot(list, named: "gradients")
  }

  @Test func luminanceMaskedGroup() throws {
    // A luminance mask fading left to right (white → black) over a striped group.
    let fade = Gradient(stops: [
      .init(location: 0, color: .white), .init(location: 1, color: .black),
    ])
    let mask = Mask(
      items: [
        .fill(
          Path(rect: CGRect(x: 0, y: 0, width: 160, height: 80)),
          paint: .linearGradient(fade, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 150, y: 0)))
      ], mode: .luminance)
    var stripes: [DisplayItem] = []
    for i in 0..<8 {
      stripes.append(
        .fill(
          Path(rect: CGRect(x: Double(i) * 20, y: 0, width: 10, height: 80)),
          i % 2 == 0 ? .blue : .magenta))
    }
    let list = DisplayList(
      size: CGSize(width: 160, height: 80),
      items: [.group(GroupItem(mask: mask, children: stripes))])
    try expectSnapshot(list, named: "luminance-mask")
  }

  @Test func opacityGroupAndBlendModes() throws {
    let circle = { (x: Double, color: Color) -> DisplayItem in
      .fill(Path(ellipseIn: CGRect(x: x, y: 20, width: 60, height: 60)), color)
    }
    let items: [DisplayItem] = [
      .fill(Path(rect: CGRect(x: 0, y: 0, width: 320, height: 50)), Color(white: 0.8)),
      // Overlapping circles at group opacity 0.5: no darker overlap.
      .group(GroupItem(opacity: 0.5, children: [circle(10, .red), circle(40, .red)])),
      // Multiply and screen over the grey band.
      .group(GroupItem(blendMode: .multiply, children: [circle(120, .cyan)])),
      .group(GroupItem(blendMode: .screen, children: [circle(170, .blue)])),
      .group(GroupItem(blendMode: .difference, children: [circle(240, .yellow)])),
    ]
    let list = DisplayList(size: CGSize(width: 320, height: 100), items: items)
    try expectSnapshot(list, named: "opacity-and-blend")
  }
}
