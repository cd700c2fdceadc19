/// One control of a layer effect (`ef[].ef[]`): what kind of control it is and its animatable
/// value.
///
/// Every control's value is read the same way, as a list of numbers: a slider, angle,
/// checkbox, dropdown or layer is one number, a point two, a colour four (0…1).
struct EffectValueModel: Sendable, Decodable {
  /// After Effects' control kinds as Lottie numbers them.
  enum Control: Int, Sendable {
    case slider = 0
    case angle = 1
    case color = 2
    case point = 3
    case checkbox = 4
    case ignored = 6
    case dropdown = 7
    case layer = 10
  }

  /// The control kind; `nil` for one not listed (a custom value, a group).
  var control: Control?
  var name: String?
  /// The value; `nil` when the control has none (an ignored value, a group).
  var value: AnimatableModel<NumberList>?

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    control = (try c.int(.ty)).flatMap(Control.init(rawValue:))
    name = try? c.string(.nm)
    guard c.has(.v), control != .ignored, control != nil else {
      value = nil
      return
    }
    if let number = try? c.decode(Double.self, forKey: .v) {
      // Some exporters write a bare number instead of a property.
      value = AnimatableModel(NumberList([number]))
    } else {
      value = try c.decode(AnimatableModel<NumberList>.self, forKey: .v)
    }
  }
}
