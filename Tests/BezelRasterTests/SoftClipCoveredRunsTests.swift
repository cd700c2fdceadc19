import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A soft clip finds, in each row of its coverage, the longest run of fully covered pixels
/// (the first of equal ones): what ``SoftClip/covers(_:)`` answers from. Checked against the
/// coverage bytes read one by one, on shapes whose runs start and end at every offset of
/// the blocks the scan steps over.
@Suite struct SoftClipCoveredRunsTests {
  /// The longest run of 255 in `row` (the first when several are as long).
  static func longestRun(_ row: UnsafePointer<UInt8>, width: Int) -> Range<Int> {
    var best = 0..<0
    var start: Int?
    for x in 0...width {
      if x < width, row[x] == 255 {
        if start == nil { start = x }
      } else if let s = start {
        if x - s > best.count { best = s..<x }
        start = nil
      }
    }
    return best
  }

  @Test func eachRowsLongestCoveredRunIsFound() throws {
    let box = FrameDamage.Box(minX: 3, minY: 2, maxX: 203, maxY: 122)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 210, 130))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    var checkedRows = 0
    for angle in stride(from: 0.0, to: 3.2, by: 0.37) {
      for evenOdd in [false, true] {
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_translate(cr, 103.3, 61.7)
        cairo_rotate(cr, angle)
        cairo_rectangle(cr, -80.5, -40.25, 161, 80.5)
        // A hole off centre: rows with two covered runs of different lengths.
        cairo_rectangle(cr, -20.3, -10.6, 37.7, 21.2)
        cairo_restore(cr)
        let rule = evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        let clip = try #require(SoftClip.make(of: cr, rule: rule, in: box, outer: nil))
        let data = try #require(cairo_image_surface_get_data(clip.surface))
        let stride = Int(cairo_image_surface_get_stride(clip.surface))
        let width = box.maxX - box.minX
        for y in 0..<(box.maxY - box.minY) {
          let run = Self.longestRun(data + y * stride, width: width)
          let row = box.minY + y
          func covers(_ columns: Range<Int>) -> Bool {
            clip.covers(
              FrameDamage.Box(
                minX: box.minX + columns.lowerBound, minY: row,
                maxX: box.minX + columns.upperBound, maxY: row + 1))
          }
          guard !run.isEmpty else {
            // No covered pixel in the row: not even a single one is said to be.
            #expect(!covers(0..<1) && !covers(width / 2..<width / 2 + 1))
            continue
          }
          checkedRows += 1
          #expect(covers(run), "angle \(angle) row \(y)")
          if run.lowerBound > 0 {
            #expect(!covers(run.lowerBound - 1..<run.upperBound), "angle \(angle) row \(y)")
          }
          if run.upperBound < width {
            #expect(!covers(run.lowerBound..<run.upperBound + 1), "angle \(angle) row \(y)")
          }
        }
      }
    }
    #expect(checkedRows > 1000)
  }
}
