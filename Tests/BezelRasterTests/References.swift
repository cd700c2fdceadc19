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

/// Renders `list` and compares it with the reference `name`, recording a test issue with the
/// harness's message on a mismatch.
func expectSnapshot(
  _ list: DisplayList, named name: String, scale: Double = 2, background: Color? = .white,
  tolerance: SnapshotTolerance = .exact, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let bitmap = try Canvas().render(list, scale: scale, background: background)
  let result = Snapshot.compare(bitmap, reference: referenceURL(name), tolerance: tolerance)
  #expect(result.passed, "\(result)", sourceLocation: sourceLocation)
}
