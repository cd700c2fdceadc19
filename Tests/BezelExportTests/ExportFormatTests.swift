import Foundation
import Testing

@testable import BezelExport

@Suite struct ExportFormatTests {
  @Test func extensionsPickFormats() {
    #expect(ExportFormat(path: "a.png") == .png)
    #expect(ExportFormat(path: "a.PNG") == .png)
    #expect(ExportFormat(path: "a.webp") == .webp)
    #expect(ExportFormat(path: "a.gif") == .gif)
    #expect(ExportFormat(path: "a.apng") == .apng)
    #expect(ExportFormat(path: "a.mp4") == .mp4)
    #expect(ExportFormat(path: "frames/") == .pngSequence)
    #expect(ExportFormat(path: "frames") == .pngSequence)
    #expect(ExportFormat(path: "a.jpeg") == nil)
  }

  @Test func anExistingDirectoryIsASequence() throws {
    let directory = try TemporaryDirectory()
    let named = directory.file("looks.png")
    try FileManager.default.createDirectory(atPath: named, withIntermediateDirectories: false)
    #expect(ExportFormat(path: named) == .pngSequence)
  }

  @Test func sequenceNamesArePadded() {
    #expect(PNGFileEncoder.sequenceName(index: 7, digits: 4) == "frame_0007.png")
    #expect(PNGFileEncoder.sequenceName(index: 12345, digits: 5) == "frame_12345.png")
  }
}
