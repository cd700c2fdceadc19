/// A text animator's range selector (`t.a[].s`): which characters it affects, and how much.
struct TextSelectorModel: Sendable, Decodable {
  var start: AnimatableModel<Double> = .init(0)
  var end: AnimatableModel<Double> = .init(100)
  var offset: AnimatableModel<Double> = .init(0)
  var amount: AnimatableModel<Double> = .init(100)
  var easeHigh: AnimatableModel<Double> = .init(0)
  var easeLow: AnimatableModel<Double> = .init(0)
  /// How much of the 0…1 selection ramp is kept (`sm`, percent; 100 keeps all of it).
  var smoothness: AnimatableModel<Double> = .init(100)
  /// What one unit is: 1 characters, 2 characters without spaces, 3 words, 4 lines.
  var basedOn = 1
  /// Whether start, end and offset are indices (2) rather than percentages (1).
  var unitsAreIndices = false
  /// 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth.
  var shape = 1
  /// Whether the units are selected in a shuffled order ("Randomize Order").
  var randomized = false

  private typealias Keys = LottieCodingKey

  init() {}

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    start = try c.decodeIfPresent(AnimatableModel.self, forKey: .s) ?? .init(0)
    end = try c.decodeIfPresent(AnimatableModel.self, forKey: .e) ?? .init(100)
    offset = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(0)
    amount = try c.decodeIfPresent(AnimatableModel.self, forKey: .a) ?? .init(100)
    easeHigh = try c.decodeIfPresent(AnimatableModel.self, forKey: .xe) ?? .init(0)
    easeLow = try c.decodeIfPresent(AnimatableModel.self, forKey: .ne) ?? .init(0)
    smoothness = try c.decodeIfPresent(AnimatableModel.self, forKey: .sm) ?? .init(100)
    basedOn = try c.int(.b) ?? 1
    unitsAreIndices = try c.int(.r) == 2
    shape = try c.int(.sh) ?? 1
    randomized = try c.flag(.rn)
    decoder.use(
      "text selector: \(unitsAreIndices ? "index" : "percentage") units, based on "
        + (["characters", "characters excluding spaces", "words", "lines"][
          (1...4).contains(basedOn) ? basedOn - 1 : 0]))
    if randomized { decoder.use("text selector: randomised order") }
    if try c.int(.t) == 1 { decoder.report("text expression selector", at: Keys.t) }
  }
}
