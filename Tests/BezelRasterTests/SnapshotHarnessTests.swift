import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// The snapshot harness itself, in a temporary folder. Skipped while recording, when every
/// comparison records instead.
@Suite(.enabled(if: !Snapshot.isRecording)) final class SnapshotHarnessTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ bitmap: Bitmap, _ name: String) throws -> URL {
    let url = folder.appendingPathComponent("\(name).png")
    try PNGEncoder.encode(bitmap).write(to: url)
    return url
  }

  private func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  @Test func identicalBitmapsMatch() throws {
    let bitmap = Bitmap(width: 10, height: 10, filledWith: .orange)
    let result = Snapshot.compare(bitmap, reference: try write(bitmap, "same"))
    #expect(result.outcome == .matched)
    #expect(result.passed)
    #expect(!exists("same.actual.png"))
  }

  @Test func smallDifferencesWithinAStatedToleranceMatch() throws {
    // 100 pixels, one of them off by 40: 1 % differ, allowed by a 2 % tolerance.
    var pixels = Bitmap(width: 10, height: 10, filledWith: .white).pixels
    let reference = try write(Bitmap(width: 10, height: 10, premultipliedRGBA: pixels)!, "near")
    pixels[0] = 215
    let bitmap = Bitmap(width: 10, height: 10, premultipliedRGBA: pixels)!
    let loose = SnapshotTolerance(channelThreshold: 3, maximumDifferingFraction: 0.02)
    #expect(Snapshot.compare(bitmap, reference: reference, tolerance: loose).passed)
    let strict = Snapshot.compare(bitmap, reference: reference, tolerance: .exact)
    #expect(strict.outcome == .different)
    #expect(strict.differingPixels == 1)
    #expect(strict.maximumChannelDifference == 40)
  }

  @Test func oneLevelInOnePixelFailsByDefault() throws {
    var pixels = Bitmap(width: 10, height: 10, filledWith: .white).pixels
    let reference = try write(Bitmap(width: 10, height: 10, premultipliedRGBA: pixels)!, "level")
    pixels[4 * 57 + 1] -= 1
    let result = Snapshot.compare(
      Bitmap(width: 10, height: 10, premultipliedRGBA: pixels)!, reference: reference)
    #expect(result.outcome == .different)
    #expect(result.differingPixels == 1)
    #expect(result.maximumChannelDifference == 1)
    #expect(exists("level.actual.png"))
    #expect(exists("level.diff.png"))
  }

  @Test func everyPremultipliedPixelSurvivesThePNGRoundTrip() throws {
    // Every alpha with every channel value up to it: what lets references match exactly.
    var pixels = [UInt8]()
    for alpha in 0...255 {
      for value in 0...alpha {
        pixels += [UInt8(value), UInt8(alpha - value), UInt8(value / 2), UInt8(alpha)]
      }
    }
    let width = 256
    let height = (pixels.count / 4 + width - 1) / width
    pixels += [UInt8](repeating: 0, count: width * height * 4 - pixels.count)
    let bitmap = try #require(Bitmap(width: width, height: height, premultipliedRGBA: pixels))
    #expect(try ImageDecoder.decode(PNGEncoder.encode(bitmap)).pixels == bitmap.pixels)
    let result = Snapshot.compare(bitmap, reference: try write(bitmap, "round-trip"))
    #expect(result.outcome == .matched)
  }

  @Test func mismatchWritesActualAndDiffImages() throws {
    let reference = try write(Bitmap(width: 8, height: 8, filledWith: .red), "ring")
    let result = Snapshot.compare(
      Bitmap(width: 8, height: 8, filledWith: .blue), reference: reference)
    #expect(result.outcome == .different)
    #expect(result.differingPixels == 64)
    #expect(result.message.contains("ring.actual.png"))
    #expect(result.message.contains("ring.diff.png"))
    let actual = try ImageDecoder.decode(
      contentsOf: folder.appendingPathComponent("ring.actual.png"))
    #expect(actual.pixel(x: 0, y: 0) == (0, 0, 255, 255))
    let diff = try ImageDecoder.decode(contentsOf: folder.appendingPathComponent("ring.diff.png"))
    #expect(diff.pixel(x: 3, y: 3) == (255, 0, 0, 255))
  }

  @Test func missingReferenceFailsWithAHint() {
    let result = Snapshot.compare(
      Bitmap(width: 2, height: 2, filledWith: .red),
      reference: folder.appendingPathComponent("absent.png"))
    #expect(result.outcome == .missingReference)
    #expect(!result.passed)
    #expect(result.message.contains("BEZEL_RECORD_SNAPSHOTS=1"))
    #expect(exists("absent.actual.png"))
  }

  @Test func displayListsRenderAndCompareInOneCall() throws {
    // A 4×4-point red square at scale 2 is 8×8 red pixels.
    let reference = try write(Bitmap(width: 8, height: 8, filledWith: .red), "list")
    let list = DisplayList(
      size: CGSize(width: 4, height: 4),
      items: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red)])
    #expect(Snapshot.compare(list, reference: reference, scale: 2).outcome == .matched)
    let failed = Snapshot.compare(list, reference: reference, scale: -1)
    #expect(failed.outcome == .failed)
    #expect(failed.message.contains("rendering failed"))
  }

  @Test func sizeMismatchFails() throws {
    let reference = try write(Bitmap(width: 4, height: 4, filledWith: .red), "size")
    let result = Snapshot.compare(
      Bitmap(width: 4, height: 5, filledWith: .red), reference: reference)
    #expect(result.outcome == .sizeMismatch)
    #expect(result.message.contains("4×5"))
  }
}
