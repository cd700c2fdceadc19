import BezelDrawing
import Foundation

extension Layer {
  /// The accessibility descriptions of this layer's tree at root time `time`, front to back
  /// in drawing order (a layer before its sublayers), each with its frame in this layer's
  /// coordinates. Hidden and fully transparent layers, and what is beneath them, say nothing.
  ///
  /// ```swift
  /// window.rootLayer.accessibilityElements(at: 3).map(\.spokenText)
  /// // ["Countdown, 17 seconds remaining"]
  /// ```
  public func accessibilityElements(at time: Double) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    let origin = Transform(translationX: -Double(bounds.minX), y: -Double(bounds.minY))
    collectAccessibility(
      localTime: localTime(fromParentTime: time), transform: origin, into: &elements)
    return elements
  }

  private func collectAccessibility(
    localTime: Double, transform: Transform, into elements: inout [AccessibilityElement]
  ) {
    guard !isHidden, opacity > 0 else { return }
    if var element = accessibilityElement(localTime: localTime) {
      if element.frame == .zero { element.frame = bounds }
      element.frame = Path(rect: element.frame).applying(transform).controlPointBounds
      elements.append(element)
    }
    for layer in sublayers {
      layer.collectAccessibility(
        localTime: layer.localTime(fromParentTime: localTime),
        transform: layer.transformToSuperlayer.concatenating(transform), into: &elements)
    }
  }
}
