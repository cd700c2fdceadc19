import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelPreview

/// A still button hands out the same items from frame to frame, and new ones when it changes.
@MainActor
@Suite struct PreviewButtonTests {
  private func storage(_ items: [DisplayItem]) -> UnsafeRawPointer? {
    items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  private func title(_ items: [DisplayItem]) -> String? {
    for item in items { if case .text(let text) = item { return text.string } }
    return nil
  }

  @Test func aStillButtonKeepsItsItems() {
    let button = PreviewButton()
    button.title = "Start"
    button.frame = CGRect(x: 10, y: 20, width: 200, height: 52)
    let first = button.drawContents(localTime: 0)
    let second = button.drawContents(localTime: 1)
    #expect(first == second)
    #expect(storage(first) == storage(second), "the same array, not one made again")

    button.title = "Done"
    let retitled = button.drawContents(localTime: 2)
    #expect(title(retitled) == "Done")
    button.tint = .black
    let tinted = button.drawContents(localTime: 2)
    #expect(tinted != retitled)
    #expect(tinted.first == .fill(Path(roundedRect: button.bounds, cornerRadius: 12), .black))
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    let resized = button.drawContents(localTime: 3)
    #expect(resized.first == .fill(Path(roundedRect: button.bounds, cornerRadius: 12), .black))
    // A fresh button draws the same as one that kept its items.
    let fresh = PreviewButton()
    fresh.title = "Done"
    fresh.tint = .black
    fresh.frame = button.frame
    #expect(fresh.drawContents(localTime: 0) == resized)
  }
}
