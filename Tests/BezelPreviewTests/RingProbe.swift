import Foundation

/// Finds the countdown ring on a screenshot by its track colour and reads how far the progress
/// stroke has gone, sampling the middle of the stroke at evenly spaced angles.
///
/// The seed's colours: track `UIColor.green` (0, 255, 0), progress `UIColor.gray` (128, 128, 128).
struct RingProbe {
  let centerX: Double
  let centerY: Double
  /// The radius of the middle of the stroke, in pixels.
  let radius: Double

  /// The samples, one per degree, clockwise from 12 o'clock.
  static let sampleCount = 360

  /// Locates a whole, untouched track ring: the bounding box of the track-coloured pixels must
  /// be square, and the stroke's thickness is read at 12 o'clock. `nil` when there is no ring.
  init?(locatingIn shot: Screenshot) {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for y in 0..<shot.height {
      for x in 0..<shot.width where Self.isTrack(shot.rgb(x: x, y: y)) {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    // No track pixel at all (the window not painted yet).
    guard minX <= maxX, minY <= maxY else { return nil }
    let width = maxX - minX + 1
    let height = maxY - minY + 1
    guard width > 40, abs(width - height) <= 2 else { return nil }
    centerX = Double(minX + maxX) / 2
    centerY = Double(minY + maxY) / 2
    var thickness = 0
    let column = Int(centerX.rounded())
    while Self.isTrack(shot.rgb(x: column, y: minY + thickness)) { thickness += 1 }
    guard thickness >= 2 else { return nil }
    radius = Double(width) / 2 - Double(thickness) / 2
  }

  /// What the stroke shows at each sample angle.
  enum Sample: Equatable {
    case track
    case progress
    case other
  }

  func samples(in shot: Screenshot) -> [Sample] {
    (0..<Self.sampleCount).map { index in
      let angle = -Double.pi / 2 + 2 * Double.pi * (Double(index) + 0.5) / Double(Self.sampleCount)
      let x = Int((centerX + radius * cos(angle)).rounded())
      let y = Int((centerY + radius * sin(angle)).rounded())
      let colour = shot.rgb(x: x, y: y)
      if Self.isTrack(colour) { return .track }
      if Self.isProgress(colour) { return .progress }
      return .other
    }
  }

  /// The fraction of the ring the progress stroke covers.
  func progress(in shot: Screenshot) -> Double {
    Double(samples(in: shot).filter { $0 == .progress }.count) / Double(Self.sampleCount)
  }

  private static func isTrack(_ colour: (r: Int, g: Int, b: Int)?) -> Bool {
    guard let colour else { return false }
    return colour.g > 220 && colour.r < 40 && colour.b < 40
  }

  private static func isProgress(_ colour: (r: Int, g: Int, b: Int)?) -> Bool {
    guard let colour else { return false }
    return [colour.r, colour.g, colour.b].allSatisfy { abs($0 - 128) <= 12 }
  }
}
