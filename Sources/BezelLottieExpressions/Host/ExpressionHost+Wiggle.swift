/// `wiggle`: the property's value moved by octaves of value noise.
extension ExpressionHost {
  /// Deterministic wiggle: smooth value noise seeded by the property's path. lottie-web draws
  /// fresh `Math.random` numbers every frame, so no player can match it exactly.
  func wiggle(_ p: ExpressionProperty, _ a: [JSValue], time: Double) throws(JSThrow)
    -> JSValue
  {
    let freq = try ExpressionHost.arg(a, 0).primitive.numberValue
    let amp = try ExpressionHost.arg(a, 1).primitive.numbers ?? [0]
    let octaves = a.count > 2 ? max(1, min(10, Int(try a[2].primitive.numberValue))) : 1
    let ampMult = a.count > 3 ? try a[3].primitive.numberValue : 0.5
    let t = a.count > 4 ? try a[4].primitive.numberValue : time
    let base = value(p, compFrame: time * frameRate)
    guard case .numbers(let values) = base, freq.isFinite else { return script(base) }
    var seed: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in p.path.utf8 {
      seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    let out = values.enumerated().map { d, v -> Double in
      var total = 0.0
      var scale = 1.0
      var f = freq
      for o in 0..<octaves {
        total += scale * ValueNoise.value(at: t * f, seed: seed &+ UInt64(d * 31 + o))
        scale *= ampMult
        f *= 2
      }
      let amplitude = d < amp.count ? amp[d] : (amp.first ?? 0)
      return v + amplitude * total
    }
    return numbersValue(out)
  }
}
