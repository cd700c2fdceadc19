import Foundation

/// Why a display list could not be rendered.
public enum RenderError: Error, Hashable, Sendable {
  /// The canvas size or the scale is negative, zero where it must not be, or not finite.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// The pixel size exceeds ``Canvas/maximumPixelSide`` or ``Canvas/maximumPixelCount``.
  case tooLarge(width: Int, height: Int)
  /// Cairo reported an error (out of memory, usually).
  case cairo(String)
}

extension RenderError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidSize(let width, let height, let scale):
      return "cannot render a \(width)×\(height) point canvas at scale \(scale): "
        + "sizes must be finite and not negative, the scale finite and positive"
    case .tooLarge(let width, let height):
      return "refusing to render \(width)×\(height) pixels: the limit is "
        + "\(Canvas.maximumPixelSide) pixels per side and \(Canvas.maximumPixelCount) pixels"
    case .cairo(let message):
      return "Cairo failed: \(message)"
    }
  }
}
