import BezelDrawing
import Foundation

/// A plain animation target: Motion knows nothing about layers.
final class Box {
  var value: Double = 0
  var point = CGPoint.zero
  var color: Color? = nil
  var transform = Transform.identity
  var path = Path()

  init(value: Double = 0) {
    self.value = value
  }
}
