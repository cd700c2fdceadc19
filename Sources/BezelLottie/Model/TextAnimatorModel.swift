/// A text animator (`t.a[]`): a range selector and the properties it blends in per character.
struct TextAnimatorModel: Sendable, Decodable {
  var selector: TextSelectorModel
  var position: AnimatableModel<NumberList>?
  var anchor: AnimatableModel<NumberList>?
  var scale: AnimatableModel<NumberList>?
  var rotation: AnimatableModel<Double>?
  var opacity: AnimatableModel<Double>?
  var fillColor: AnimatableModel<NumberList>?

  private enum Keys: String, CodingKey { case s, a }
  private enum PropertyKeys: String, CodingKey {
    case p, a, s, r, o, fc, t, sk, sa, sc, sw, fh, fs, fb
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    selector = try c.decodeIfPresent(TextSelectorModel.self, forKey: .s) ?? TextSelectorModel()
    guard let p = try c.nested(PropertyKeys.self, .a) else { return }
    position = try p.decodeIfPresent(AnimatableModel.self, forKey: .p)
    anchor = try p.decodeIfPresent(AnimatableModel.self, forKey: .a)
    scale = try p.decodeIfPresent(AnimatableModel.self, forKey: .s)
    rotation = try p.decodeIfPresent(AnimatableModel.self, forKey: .r)
    opacity = try p.decodeIfPresent(AnimatableModel.self, forKey: .o)
    fillColor = try p.decodeIfPresent(AnimatableModel.self, forKey: .fc)
    for key in [PropertyKeys.t, .sk, .sa, .sc, .sw, .fh, .fs, .fb] where p.contains(key) {
      decoder.report("text animator property '\(key.rawValue)'", at: key)
    }
  }
}
