import BezelDrawing
import BezelLayers
import Foundation

/// Snapshot testing: compares a rendered bitmap with a reference PNG committed next to the
/// test, pixel for pixel unless a ``SnapshotTolerance`` is given.
///
/// When the environment variable `BEZEL_RECORD_SNAPSHOTS=1` is set, the reference is written
/// instead (look at it, and at its difference from the old one, before committing). On a
/// mismatch `<name>.actual.png` and `<name>.diff.png` are written beside the reference
/// (differing pixels in red over a faded copy of the reference); those names are git-ignored.
///
/// ```swift
/// import BezelRaster
/// import Testing
///
/// private func reference(_ name: String, file: String = #filePath) -> URL {
///   URL(fileURLWithPath: file).deletingLastPathComponent()
///     .appendingPathComponent("References/\(name).png")
/// }
///
/// @Test func ring() throws {
///   let bitmap = try list.render(scale: 2)
///   let result = Snapshot.compare(bitmap, reference: reference("ring"))
///   #expect(result.passed, "\(result)")
///   // or, rendering and comparing in one call:
///   #expect(Snapshot.compare(list, reference: reference("ring"), scale: 2).passed)
/// }
/// ```
///
/// The test target must exclude the folder from its sources in `Package.swift`
/// (`exclude: ["References"]`), or SwiftPM warns about unhandled files.
public enum Snapshot {
  /// Whether `BEZEL_RECORD_SNAPSHOTS=1` is set.
  public static var isRecording: Bool {
    ProcessEnvironment.isOn("BEZEL_RECORD_SNAPSHOTS")
  }

  /// Compares `bitmap` with the PNG at `reference` (or records it; see ``Snapshot``).
  public static func compare(
    _ bitmap: Bitmap, reference: URL, tolerance: SnapshotTolerance = .exact
  ) -> SnapshotResult {
    let total = bitmap.width * bitmap.height
    func result(
      _ outcome: SnapshotResult.Outcome, _ message: String, differing: Int = 0, max: Int = 0
    )
      -> SnapshotResult
    {
      SnapshotResult(
        outcome: outcome, reference: reference, differingPixels: differing, totalPixels: total,
        maximumChannelDifference: max, message: message)
    }
    let name = reference.lastPathComponent
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGEncoder.encode(bitmap).write(to: reference, options: .atomic)
        return result(.recorded, "recorded \(reference.path)")
      } catch {
        return result(.failed, "could not record \(reference.path): \(error)")
      }
    }
    guard FileManager.default.fileExists(atPath: reference.path) else {
      let actual = writeSibling(bitmap, of: reference, suffix: "actual")
      return result(
        .missingReference,
        "no reference \(name) at \(reference.path); rerun with BEZEL_RECORD_SNAPSHOTS=1 to "
          + "record it" + (actual.map { " (actual image: \($0.path))" } ?? ""))
    }
    let expected: Bitmap
    do {
      expected = try ImageDecoder.decode(contentsOf: reference)
    } catch {
      return result(.failed, "cannot read reference \(reference.path): \(error)")
    }
    guard expected.width == bitmap.width, expected.height == bitmap.height else {
      let actual = writeSibling(bitmap, of: reference, suffix: "actual")
      return result(
        .sizeMismatch,
        "\(name): rendered \(bitmap.width)×\(bitmap.height) but the reference is "
          + "\(expected.width)×\(expected.height)"
          + (actual.map { " (actual image: \($0.path))" } ?? ""))
    }
    let diff = difference(bitmap, expected, threshold: tolerance.channelThreshold)
    let fraction = total > 0 ? Double(diff.count) / Double(total) : 0
    if fraction <= tolerance.maximumDifferingFraction {
      removeSibling(of: reference, suffix: "actual")
      removeSibling(of: reference, suffix: "diff")
      return result(
        .matched, "\(name) matches", differing: diff.count, max: diff.maximum)
    }
    let actual = writeSibling(bitmap, of: reference, suffix: "actual")
    let diffURL = writeSibling(diff.image, of: reference, suffix: "diff")
    let percent = String(format: "%.3f", fraction * 100)
    let by = tolerance.channelThreshold > 0 ? " by more than \(tolerance.channelThreshold)" : ""
    return result(
      .different,
      "\(name): \(diff.count) of \(total) pixels (\(percent)%) differ\(by) (largest "
        + "difference \(diff.maximum) of 255); see \(actual?.path ?? "?") and "
        + "\(diffURL?.path ?? "?") (re-record with BEZEL_RECORD_SNAPSHOTS=1 only if the "
        + "change is meant)",
      differing: diff.count, max: diff.maximum)
  }

  /// Renders `list` (with a throwaway ``Canvas``) and compares the result with `reference`.
  public static func compare(
    _ list: DisplayList, reference: URL, scale: Double = 1, background: Color? = nil,
    policy: RenderPolicy = .exact, tolerance: SnapshotTolerance = .exact
  ) -> SnapshotResult {
    do {
      let bitmap = try Canvas().render(
        list, scale: scale, background: background, policy: policy)
      return compare(bitmap, reference: reference, tolerance: tolerance)
    } catch {
      return SnapshotResult(
        outcome: .failed, reference: reference, differingPixels: 0, totalPixels: 0,
        maximumChannelDifference: 0,
        message: "\(reference.lastPathComponent): rendering failed: \(error)")
    }
  }

  private static func difference(_ a: Bitmap, _ b: Bitmap, threshold: Int) -> (
    count: Int, maximum: Int, image: Bitmap
  ) {
    var count = 0
    var maximum = 0
    var out = [UInt8](repeating: 0, count: a.width * a.height * 4)
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        for i in stride(from: 0, to: pa.count, by: 4) {
          var largest = 0
          for c in 0..<4 { largest = max(largest, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
          maximum = max(maximum, largest)
          if largest > threshold {
            count += 1
            out[i] = 255
            out[i + 3] = 255
          } else {
            // The reference, faded to a light grey, for orientation.
            let alpha = Int(pb[i + 3])
            let grey = (Int(pb[i]) + Int(pb[i + 1]) + Int(pb[i + 2])) / 3 + (255 - alpha)
            let faded = UInt8(min(255, 191 + grey / 4))
            out[i] = faded
            out[i + 1] = faded
            out[i + 2] = faded
            out[i + 3] = 255
          }
        }
      }
    }
    let image =
      Bitmap(width: a.width, height: a.height, premultipliedRGBA: out)
      ?? Bitmap(width: 0, height: 0, filledWith: .clear)
    return (count, maximum, image)
  }

  private static func sibling(of reference: URL, suffix: String) -> URL {
    reference.deletingPathExtension().appendingPathExtension("\(suffix).png")
  }

  private static func writeSibling(_ bitmap: Bitmap, of reference: URL, suffix: String) -> URL? {
    let url = sibling(of: reference, suffix: suffix)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try PNGEncoder.encode(bitmap).write(to: url, options: .atomic)
      return url
    } catch {
      return nil
    }
  }

  private static func removeSibling(of reference: URL, suffix: String) {
    try? FileManager.default.removeItem(at: sibling(of: reference, suffix: suffix))
  }
}
