import BezelDrawing
import BezelLayers
import BezelMotion
import BezelRaster
import Foundation
import Testing

@testable import BezelComponents

@MainActor
@Suite struct FocusScannerTests {
  let clock = ManualClock()
  let window: Window
  let frame = FocusFrame()

  init() {
    window = Window(size: CGSize(width: 200, height: 300), clock: clock)
    window.backgroundColor = .white
    frame.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    window.contentLayer.addSublayer(frame.layer)
  }

  @Test func theBracketsSnapFromWhereTheyAreToTheTarget() {
    let target = CGRect(x: 40, y: 100, width: 120, height: 80)
    frame.snap(to: target, at: 1, duration: 0.5, timingFunction: .linear)
    #expect(frame.bracketFrame == CGRect(x: 0, y: 0, width: 200, height: 300))
    clock.set(1.25)
    #expect(frame.bracketFrame == CGRect(x: 20, y: 50, width: 160, height: 190))
    clock.set(2)
    #expect(frame.bracketFrame == target)
    let drawn = frame.path.bounds
    #expect(abs(drawn.minX - 40) < 1e-9 && abs(drawn.maxX - 160) < 1e-9)
    #expect(abs(drawn.minY - 100) < 1e-9 && abs(drawn.maxY - 180) < 1e-9)
    // Again mid-way: it starts from where it is.
    frame.snap(to: CGRect(x: 0, y: 0, width: 200, height: 300), at: 3, duration: 1)
    clock.set(3)
    #expect(frame.bracketFrame == target)
    frame.releaseSnap()
    #expect(frame.bracketFrame == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  /// The scan line's centre at `time`, from the drawn list.
  private func scanLineY(at time: Double) -> Double? {
    for item in window.displayList(at: time).items.flatMap(flattened) {
      if case .fill(let path, .linearGradient, _) = item { return Double(path.bounds.midY) }
    }
    return nil
  }

  @Test func theScanLineSweepsDownAndBackUpOnTheClock() {
    frame.thickness = 4
    frame.padding = 6
    frame.scanPeriod = 2
    #expect(scanLineY(at: 0) == nil)
    frame.startScanning(at: 0)
    // Inside the brackets: y from 10 to 290; down in the first second, up in the next.
    #expect(abs((scanLineY(at: 0) ?? 0) - 10) < 1e-9)
    #expect(abs((scanLineY(at: 0.5) ?? 0) - 150) < 1e-9)
    #expect(abs((scanLineY(at: 1) ?? 0) - 290) < 1e-9)
    #expect(abs((scanLineY(at: 1.5) ?? 0) - 150) < 1e-9)
    #expect(abs((scanLineY(at: 102) ?? 0) - 10) < 1e-9)  // no drift after many sweeps
    frame.stopScanning()
    #expect(scanLineY(at: 0.5) == nil)
  }

  @Test func aCircularCutOutIsIndependentOfTheBrackets() throws {
    frame.dimColor = Color.black.withAlpha(0.5)
    frame.cutOut = .circle(center: CGPoint(x: 100, y: 220), radius: 40)
    frame.snap(to: CGRect(x: 20, y: 20, width: 80, height: 80), at: 0, duration: 0)
    let bitmap = try Canvas().render(window.displayList())
    #expect(pixel(bitmap, 100, 220, is: .white))  // the circle is clear
    #expect(pixel(bitmap, 60, 60, is: Color(white: 0.5)))  // inside the brackets: dimmed
    #expect(pixel(bitmap, 100, 160, is: Color(white: 0.5)))
    frame.cutOut = .roundedRect(CGRect(x: 120, y: 10, width: 60, height: 60), cornerRadius: 8)
    let second = try Canvas().render(window.displayList())
    #expect(pixel(second, 150, 40, is: .white))
    #expect(pixel(second, 100, 220, is: Color(white: 0.5)))
  }

  @Test func itSaysWhenItIsScanning() {
    func spoken() -> [String] {
      window.rootLayer.accessibilityElements(at: clock.now).map(\.spokenText)
    }
    #expect(spoken() == ["Viewfinder"])
    frame.startScanning()
    #expect(spoken() == ["Viewfinder, scanning"])
  }

  @Test func scannerSnapshot() throws {
    var options = FocusScene.Options(
      size: CGSize(width: 300, height: 400), dimColor: Color.black.withAlpha(0.45))
    options.scans = true
    options.snapTo = CGRect(x: 40, y: 110, width: 220, height: 150)
    let scene = FocusScene(options: options)
    try expectSnapshot(scene.displayList(at: 1.2), named: "focus-scanner")
  }
}

/// Every item in a tree, groups opened.
func flattened(_ item: DisplayItem) -> [DisplayItem] {
  if case .group(let group) = item { return group.children.flatMap(flattened) }
  return [item]
}
