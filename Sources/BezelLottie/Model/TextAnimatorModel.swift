/// A text animator (`t.a[]`): a range selector and the properties it blends in per character.
struct TextAnimatorModel: Sendable, Decodable {
  var selector: TextSelectorModel
  var position: AnimatableModel<NumberList>?
  var anchor: AnimatableModel<NumberList>?
  var scale: AnimatableModel<NumberList>?
  var rotation: AnimatableModel<Double>?
  var rotationX: AnimatableModel<Double>?
  var rotationY: AnimatableModel<Double>?
  var skew: AnimatableModel<Double>?
  var skewAxis: AnimatableModel<Double>?
  var opacity: AnimatableModel<Double>?
  var fillColor: AnimatableModel<NumberList>?
  var fillHue: AnimatableModel<Double>?
  var fillSaturation: AnimatableModel<Double>?
  var fillBrightness: AnimatableModel<Double>?
  var fillOpacity: AnimatableModel<Double>?
  var strokeColor: AnimatableModel<NumberList>?
  var strokeWidth: AnimatableModel<Double>?
  var strokeOpacity: AnimatableModel<Double>?
  var tracking: AnimatableModel<Double>?

  private typealias Keys = LottieCodingKey
  private typealias PropertyKeys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    selector = try c.decodeIfPresent(TextSelectorModel.self, forKey: .s) ?? TextSelectorModel()
    guard let p = try c.nested(PropertyKeys.self, .a) else { return }
    func property<Value>(_ key: PropertyKeys, _ name: String) throws -> AnimatableModel<Value>? {
      guard p.has(key) else { return nil }
      decoder.use("text animator: \(name)")
      return try p.decode(AnimatableModel<Value>.self, forKey: key)
    }
    position = try property(.p, "position")
    anchor = try property(.a, "anchor point")
    scale = try property(.s, "scale")
    rotation = try property(.r, "rotation")
    skew = try property(.sk, "skew")
    skewAxis = p.has(.sa) ? try p.decode(AnimatableModel.self, forKey: .sa) : nil
    opacity = try property(.o, "opacity")
    fillColor = try property(.fc, "fill colour")
    fillHue = try property(.fh, "fill hue")
    fillSaturation = try property(.fs, "fill saturation")
    fillBrightness = try property(.fb, "fill brightness")
    fillOpacity = try property(.fo, "fill opacity")
    strokeColor = try property(.sc, "stroke colour")
    strokeWidth = try property(.sw, "stroke width")
    strokeOpacity = try property(.so, "stroke opacity")
    tracking = try property(.t, "tracking")
    rotationX = try property(.rx, "x rotation (3D text layers only, seen straight on)")
    rotationY = try property(.ry, "y rotation (3D text layers only, seen straight on)")
  }
}
