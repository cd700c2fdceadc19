import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// Which outlines a canvas keeps between frames: kept outlines that no later frame draws
/// from are let go, and while most are, outlines need more sightings before they are kept.
@Suite struct KeptCoverageAdmissionTests {
  /// Twenty opaque squares that step a pixel every second frame (each outline drawn in
  /// exactly two frames, never again over 80 frames), beside a static opaque disc.
  private func steppingFrame(_ frame: Int) -> DisplayList {
    let step = Double(frame / 2)
    var items: [DisplayItem] = [
      .fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 40, height: 40)), .blue)
    ]
    for k in 0..<20 {
      let x = Double(k % 5) * 50 + 50 + step
      let y = Double(k / 5) * 24 + 4
      items.append(.fill(Path(rect: CGRect(x: x, y: y, width: 10, height: 10)), .red))
    }
    return DisplayList(size: CGSize(width: 320, height: 100), items: items)
  }

  /// Twenty opaque squares that never move.
  private func stillFrame() -> DisplayList {
    let items = (0..<20).map { k in
      DisplayItem.fill(
        Path(
          rect: CGRect(x: Double(k % 5) * 30 + 20, y: Double(k / 5) * 20 + 10, width: 8, height: 8)),
        .red)
    }
    return DisplayList(size: CGSize(width: 200, height: 100), items: items)
  }

  @Test func outlinesHeldForTheFramesThatKeepThemAreLetGo() throws {
    let canvas = Canvas()
    canvas.retainsFrames = false
    var pixels: [UInt32] = []
    for frame in 0..<80 { try canvas.render(steppingFrame(frame), into: &pixels) }
    let stepping = canvas.keptCoverageStatistics
    // Keeping every outline on its second sighting kept 800 here, none drawn from.
    #expect(stepping.kept < 100, "\(stepping)")
    // The disc, kept early, is drawn from on every later frame.
    #expect(stepping.hits >= 75, "\(stepping)")
    // Besides the disc, at most the last two frames' squares are held.
    #expect(stepping.entries <= 41, "\(stepping)")

    // Outlines that hold still are kept again (on a later sighting at first) and drawn from.
    for _ in 0..<30 { try canvas.render(stillFrame(), into: &pixels) }
    let still = canvas.keptCoverageStatistics
    #expect(still.hits - stepping.hits >= 20 * 20, "\(still)")
  }

  /// Kept or not, an outline draws the same pixels as a canvas that keeps nothing.
  @Test func lettingKeptOutlinesGoLeavesThePixelsAlone() throws {
    let canvas = Canvas()
    canvas.retainsFrames = false
    var pixels: [UInt32] = []
    for frame in 0..<40 {
      try canvas.render(steppingFrame(frame), into: &pixels)
      let plain = try KeptCoverage.disabled {
        let fresh = Canvas()
        var expected: [UInt32] = []
        try fresh.render(steppingFrame(frame), into: &expected)
        return expected
      }
      #expect(pixels == plain, "frame \(frame)")
    }
  }
}
