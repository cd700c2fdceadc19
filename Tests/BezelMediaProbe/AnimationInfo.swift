/// What a decoder read back from an image file.
public struct AnimationInfo: Sendable {
  public var width: Int
  public var height: Int
  /// Each frame's display time in seconds, in order.
  public var frameDurations: [Double]
  /// Loop count from the file (0 = forever), when the format has one.
  public var loopCount: Int?
  /// The last frame fully composed, as straight-alpha RGBA, when the decoder provides it.
  public var lastFrame: [UInt8]?

  public var frameCount: Int { frameDurations.count }
  public var totalDuration: Double { frameDurations.reduce(0, +) }

  /// The straight RGBA of pixel (x, y) of ``lastFrame``.
  public func lastFramePixel(x: Int, y: Int) -> [UInt8]? {
    guard let lastFrame, x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = (y * width + x) * 4
    return Array(lastFrame[i..<(i + 4)])
  }
}

/// Why a probe could not read a file.
public struct ProbeError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
