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
  var smoothness: Track<Double>
  var basedOn: Int
  var unitsAreIndices: Bool
  var shape: Int
  /// Whether units are selected in a shuffled order, the same on every frame and every run.
  var randomized: Bool
  var position: Track<SIMD4<Double>>?
  var anchor: Track<SIMD4<Double>>?
  var scale: Track<SIMD4<Double>>?
  var rotation: Track<Double>?
  var rotationX: Track<Double>?
  var rotationY: Track<Double>?
  var skew: Track<Double>?
  var skewAxis: Track<Double>?
  var opacity: Track<Double>?
  var fillColor: Track<SIMD4<Double>>?
  var fillHue: Track<Double>?
  var fillSaturation: Track<Double>?
  var fillBrightness: Track<Double>?
  var fillOpacity: Track<Double>?
  var strokeColor: Track<SIMD4<Double>>?
  var strokeWidth: Track<Double>?
  var strokeOpacity: Track<Double>?
  var tracking: Track<Double>?

  init(_ model: TextAnimatorModel) {
    let s = model.selector
    start = Track(s.start, default: 0) { $0 }
    end = Track(s.end, default: 100) { $0 }
    offset = Track(s.offset, default: 0) { $0 }
    amount = Track(s.amount, default: 100) { $0 }
    easeHigh = Track(s.easeHigh, default: 0) { $0 }
    easeLow = Track(s.easeLow, default: 0) { $0 }
    smoothness = Track(s.smoothness, default: 100) { $0 }
    basedOn = s.basedOn
    unitsAreIndices = s.unitsAreIndices
    shape = s.shape
    randomized = s.randomized
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
    func scalar(_ m: AnimatableModel<Double>?, _ neutral: Double) -> Track<Double>? {
      m.map { Track($0, default: neutral) { $0 } }
    }
    func color(_ m: AnimatableModel<NumberList>?) -> Track<SIMD4<Double>>? {
      m.map { Track($0, default: SIMD4<Double>(0, 0, 0, 1)) { SIMD4<Double>(lottie: $0.values) } }
    }
    rotation = scalar(model.rotation, 0)
    rotationX = scalar(model.rotationX, 0)
    rotationY = scalar(model.rotationY, 0)
    // Skew without an axis still shears (about the vertical axis).
    skew = scalar(model.skew, 0)
    skewAxis = model.skew == nil ? nil : scalar(model.skewAxis ?? .init(0), 0)
    opacity = scalar(model.opacity, 100)
    fillColor = color(model.fillColor)
    fillHue = scalar(model.fillHue, 0)
    fillSaturation = scalar(model.fillSaturation, 0)
    fillBrightness = scalar(model.fillBrightness, 0)
    fillOpacity = scalar(model.fillOpacity, 100)
    strokeColor = color(model.strokeColor)
    strokeWidth = scalar(model.strokeWidth, 0)
    strokeOpacity = scalar(model.strokeOpacity, 100)
    tracking = scalar(model.tracking, 0)
  }

  /// The animated properties at one frame (`nil`: the animator does not set it).
  struct Values {
    var position: SIMD4<Double>?
    var anchor: SIMD4<Double>?
    var scale: SIMD4<Double>?
    var rotation: Double?
    var rotationX: Double?
    var rotationY: Double?
    var skew: Double?
    var skewAxis: Double?
    var opacity: Double?
    var fillColor: SIMD4<Double>?
    var fillHue: Double?
    var fillSaturation: Double?
    var fillBrightness: Double?
    var fillOpacity: Double?
    var strokeColor: SIMD4<Double>?
    var strokeWidth: Double?
    var strokeOpacity: Double?
    var tracking: Double?
  }

  func values(at frame: Double) -> Values {
    Values(
      position: position?.value(at: frame), anchor: anchor?.value(at: frame),
      scale: scale?.value(at: frame), rotation: rotation?.value(at: frame),
      rotationX: rotationX?.value(at: frame), rotationY: rotationY?.value(at: frame),
      skew: skew?.value(at: frame), skewAxis: skewAxis?.value(at: frame),
      opacity: opacity?.value(at: frame), fillColor: fillColor?.value(at: frame),
      fillHue: fillHue?.value(at: frame), fillSaturation: fillSaturation?.value(at: frame),
      fillBrightness: fillBrightness?.value(at: frame), fillOpacity: fillOpacity?.value(at: frame),
      strokeColor: strokeColor?.value(at: frame), strokeWidth: strokeWidth?.value(at: frame),
      strokeOpacity: strokeOpacity?.value(at: frame), tracking: tracking?.value(at: frame))
  }

  /// The order in which `total` units are selected: the identity, or for a randomised
  /// selector a shuffle seeded by `seed` so the same file always draws the same way.
  ///
  /// lottie-web shuffles with `Math.random()` on every load; Skottie and Bezel keep a fixed
  /// seed instead, so renders are reproducible.
  func unitOrder(total: Int, seed: UInt64) -> [Int] {
    var order = Array(0..<max(total, 0))
    guard randomized, order.count > 1 else { return order }
    var state = seed
    for i in stride(from: order.count - 1, to: 0, by: -1) {
      // SplitMix64: a small, well-mixed generator that is the same on every platform.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      order.swapAt(i, Int(z % UInt64(i + 1)))
    }
    return order
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
      start: s, end: e, amount: amount.value(at: frame) / 100, shape: shape, easing: easing,
      smoothness: smoothness.value(at: frame) / 100)
  }

  /// A selector range at one frame.
  struct Range: Sendable {
    var start: Double
    var end: Double
    var amount: Double
    var shape: Int
    var easing: TimingFunction
    /// The share of the eased ramp kept, centred on 0.5 (lottie-web's `sm`); 1 keeps it all.
    var smoothness = 1.0

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
      w = easing.value(at: w)
      if smoothness != 1 {
        // A smoothness of 25 % keeps 0.375…0.625 of the ramp and stretches it to 0…1.
        let kept = max(smoothness, 1e-8)
        let threshold = 0.5 - kept / 2
        w = w < threshold ? 0 : min((w - threshold) / kept, 1)
      }
      return w * amount
    }
  }
}
