import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// The reference PNG `name` in this target's `References/` folder.
func referenceURL(_ name: String, file: String = #filePath) -> URL {
  URL(fileURLWithPath: file).deletingLastPathComponent()
    .appendingPathComponent("References/\(name).png")
}

/// Renders `list` and compares it with the reference `name` (recorded when
/// `BEZEL_RECORD_SNAPSHOTS=1`); a mismatch writes `.actual.png` and `.diff.png` beside it.
@discardableResult
func expectSnapshot(
  _ list: DisplayList, named name: String, scale: Double = 1,
  tolerance: SnapshotTolerance = .exact, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Bitmap {
  let bitmap = try Canvas().render(list, scale: scale)
  let result = Snapshot.compare(bitmap, reference: referenceURL(name), tolerance: tolerance)
  #expect(result.passed, "\(result)", sourceLocation: sourceLocation)
  return bitmap
}

/// Whether a pixel is close to a colour (straight alpha, 0…255 per channel).
func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, is color: Color, tolerance: Int = 3) -> Bool {
  let p = bitmap.pixel(x: x, y: y)
  let expected = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
  guard p.a == 255 else { return false }
  return abs(Int(p.r) - expected[0]) <= tolerance && abs(Int(p.g) - expected[1]) <= tolerance
    && abs(Int(p.b) - expected[2]) <= tolerance
}
