import BezelDrawing
import BezelLayers
import Foundation

/// A red square sliding right on a transparent (or filled) canvas: every frame differs, and
/// the square's x position tells which time a frame shows.
@MainActor
final class SlidingSquare: Timeline {
  let size: CGSize
  let duration: Double? = 2
  /// Points the square moves per second.
  let speed: Double
  var background: Color?
  private(set) var requestedTimes: [Double] = []

  init(size: CGSize = CGSize(width: 64, height: 24), speed: Double = 20, background: Color? = nil) {
    self.size = size
    self.speed = speed
    self.background = background
  }

  func displayList(at time: Double) -> DisplayList {
    requestedTimes.append(time)
    var items: [DisplayItem] = []
    if let background {
      items.append(.fill(Path { $0.addRect(CGRect(origin: .zero, size: size)) }, background))
    }
    let x = time * speed
    items.append(.fill(Path { $0.addRect(CGRect(x: x, y: 4, width: 4, height: 16)) }, .red))
    return DisplayList(size: size, items: items)
  }
}

/// A temporary directory removed when the test ends.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "bezel-export-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { path + "/" + name }

  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

/// A square that slides for half a second and then stays put.
@MainActor
final class PausingSquare: Timeline {
  let size = CGSize(width: 64, height: 24)
  let duration: Double? = 2

  func displayList(at time: Double) -> DisplayList {
    let x = min(time, 0.5) * 20
    return DisplayList(
      size: size,
      items: [.fill(Path { $0.addRect(CGRect(x: x, y: 4, width: 4, height: 16)) }, .red)])
  }
}
