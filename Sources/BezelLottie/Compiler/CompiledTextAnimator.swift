import BezelDrawing
import BezelMotion
import Foundation

/// A compiled text animator: a range selector and the per-character properties it blends in.
///
/// Follows lottie-web's `TextSelectorProp` and `TextAnimatorProperty`: each character gets a
/// weight (0…1, times the amount) from its unit index, and each property moves that far from
/// its neutral value.
struct CompiledTextAnimator: Sendable {
  var start: Track<Double>
  var end: Track<Double>
  var offset: Track<Double>
  var amount: Track<Double>
  var easeHigh: Track<Double>
  var easeLow: Track<Double>
  var basedOn: Int
  var unitsAreIndices: Bool
  var shape: Int
  var position: Track<SIMD4<Double>>?
  var anchor: Track<SIMD4<Double>>?
  var scale: Track<SIMD4<Double>>?
  var rotation: Track<Double>?
  var opacity: Track<Double>?
  var fillColor: Track<SIMD4<Double>>?

  init(_ model: TextAnimatorModel) {
    let s = model.selector
    start = Track(s.start, default: 0) { $0 }
    end = Track(s.end, default: 100) { $0 }
    offset = Track(s.offset, default: 0) { $0 }
    amount = Track(s.amount, default: 100) { $0 }
    easeHigh = Track(s.easeHigh, default: 0) { $0 }
    easeLow = Track(s.easeLow, default: 0) { $0 }
    basedOn = s.basedOn
    unitsAreIndices = s.unitsAreIndices
    shape = s.shape
    position = model.position.map {
      Track($0, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) }
    }
    anchor = model.anchor.map {
      Track($0, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) }
    }
    scale = model.scale.map {
      Track($0, default: SIMD4<Double>(100, 100, 0, 0)) {
        SIMD4<Double>(lottie: $0.values, fill: 100)
      }
    }
    rotation = model.rotation.map { Track($0, default: 0) { $0 } }
    opacity = model.opacity.map { Track($0, default: 100) { $0 } }
    fillColor = model.fillColor.map {
      Track($0, default: SIMD4<Double>(0, 0, 0, 1)) { SIMD4<Double>(lottie: $0.values) }
    }
  }

  /// Whether the character `value` counts as a unit, and whether it closes one, for
  /// `basedOn`; `isLast` marks the text's last character.
  func counts(_ value: Character?, isLast: Bool) -> Bool {
    switch basedOn {
    case 2: return value != nil && value != " "
    case 3: return value == nil || value == " " || isLast
    case 4: return value == nil || isLast
    default: return value != nil
    }
  }

  /// The selector's range at `frame`, in units, for a text of `total` units.
  func range(at frame: Double, total: Int) -> Range {
    let divisor = unitsAreIndices ? 1 : 100 / Double(max(total, 1))
    let o = offset.value(at: frame) / divisor
    var s = start.value(at: frame) / divisor + o
    var e = end.value(at: frame) / divisor + o
    if s > e { swap(&s, &e) }
    let low = easeLow.value(at: frame)
    let high = easeHigh.value(at: frame)
    let easing = TimingFunction(
      controlPoints: low > 0 ? low / 100 : 0, low > 0 ? 0 : -low / 100,
      high > 0 ? 1 - high / 100 : 1, high > 0 ? 1 : 1 + high / 100)
    return Range(
      start: s, end: e, amount: amount.value(at: frame) / 100, shape: shape, easing: easing)
  }

  /// A selector range at one frame.
  struct Range: Sendable {
    var start: Double
    var end: Double
    var amount: Double
    var shape: Int
    var easing: TimingFunction

    /// How strongly the unit at `index` is selected.
    func weight(_ index: Int) -> Double {
      let i = Double(index)
      let s = start
      let e = end
      var w = 0.0
      // Units are one wide; the shapes are lottie-web's (square by default).
      switch shape {
      case 2:
        w = e == s ? (i >= e ? 1 : 0) : min(max(0.5 / (e - s) + (i - s) / (e - s), 0), 1)
      case 3:
        w = e == s ? (i >= e ? 0 : 1) : 1 - min(max(0.5 / (e - s) + (i - s) / (e - s), 0), 1)
      case 4:
        if e != s {
          w = min(max(0.5 / (e - s) + (i - s) / (e - s), 0), 1)
          w = w < 0.5 ? w * 2 : 1 - 2 * (w - 0.5)
        }
      case 5:
        if e != s {
          let half = (e - s) / 2
          let x = min(max(0, i + 0.5 - s), e - s) - half
          w = (max(0, 1 - (x * x) / (half * half))).squareRoot()
        }
      case 6:
        if e != s {
          let x = min(max(0, i + 0.5 - s), e - s)
          w = (1 + cos(Double.pi + 2 * Double.pi * x / (e - s))) / 2
        }
      default:
        if i >= s.rounded(.down) {
          w = i - s < 0 ? max(0, min(min(e, 1) - (s - i), 1)) : max(0, min(e - i, 1))
        }
      }
      return easing.value(at: w) * amount
    }
  }
}
