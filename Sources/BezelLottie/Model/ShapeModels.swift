/// A rectangle (`rc`): centre, size and corner roundness.
struct RectangleModel: Sendable, Decodable {
  var position: AnimatableModel<NumberList>
  var size: AnimatableModel<NumberList>
  var roundness: AnimatableModel<Double>
  var reversed: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    position = try c.decodeIfPresent(AnimatableModel.self, forKey: .p) ?? .init(.init([0, 0]))
    size = try c.decodeIfPresent(AnimatableModel.self, forKey: .s) ?? .init(.init([0, 0]))
    roundness = try c.decodeIfPresent(AnimatableModel.self, forKey: .r) ?? .init(0)
    // lottie-web draws a rectangle clockwise only for an explicit direction 1 or 2.
    let direction = try c.number(.d)
    reversed = !(direction == 1 || direction == 2)
  }
}

/// An ellipse (`el`): centre and size.
struct EllipseModel: Sendable, Decodable {
  var position: AnimatableModel<NumberList>
  var size: AnimatableModel<NumberList>
  var reversed: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    position = try c.decodeIfPresent(AnimatableModel.self, forKey: .p) ?? .init(.init([0, 0]))
    size = try c.decodeIfPresent(AnimatableModel.self, forKey: .s) ?? .init(.init([0, 0]))
    reversed = try c.number(.d) == 3
  }
}

/// A star or polygon (`sr`).
struct PolystarModel: Sendable, Decodable {
  var isStar: Bool
  var points: AnimatableModel<Double>
  var position: AnimatableModel<NumberList>
  var rotation: AnimatableModel<Double>
  var outerRadius: AnimatableModel<Double>
  var outerRoundness: AnimatableModel<Double>
  var innerRadius: AnimatableModel<Double>
  var innerRoundness: AnimatableModel<Double>
  var reversed: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    isStar = try c.number(.sy) ?? 1 == 1
    points = try c.decodeIfPresent(AnimatableModel.self, forKey: .pt) ?? .init(5)
    position = try c.decodeIfPresent(AnimatableModel.self, forKey: .p) ?? .init(.init([0, 0]))
    rotation = try c.decodeIfPresent(AnimatableModel.self, forKey: .r) ?? .init(0)
    outerRadius = try c.decodeIfPresent(AnimatableModel.self, forKey: .or) ?? .init(0)
    outerRoundness = try c.decodeIfPresent(AnimatableModel.self, forKey: .os) ?? .init(0)
    innerRadius = try c.decodeIfPresent(AnimatableModel.self, forKey: .ir) ?? .init(0)
    innerRoundness = try c.decodeIfPresent(AnimatableModel.self, forKey: .isKey) ?? .init(0)
    reversed = try c.number(.d) == 3
  }
}

/// A solid fill (`fl`).
struct FillModel: Sendable, Decodable {
  var color: AnimatableModel<NumberList>
  var opacity: AnimatableModel<Double>
  var evenOdd: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    color = try c.decodeIfPresent(AnimatableModel.self, forKey: .c) ?? .init(.init([0, 0, 0, 1]))
    opacity = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(100)
    evenOdd = try c.number(.r) == 2
  }
}

/// The stroke settings shared by solid and gradient strokes.
struct StrokeSettings: Sendable, Decodable {
  var width: AnimatableModel<Double>
  var cap: Int
  var join: Int
  var miterLimit: Double
  var dashes: [DashModel]

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    width = try c.decodeIfPresent(AnimatableModel.self, forKey: .w) ?? .init(1)
    cap = try c.int(.lc) ?? 2
    join = try c.int(.lj) ?? 2
    miterLimit = try c.number(.ml) ?? 4
    dashes = try c.decodeIfPresent([DashModel].self, forKey: .d) ?? []
  }
}

/// One entry of a dash pattern: `d` dash, `g` gap, `o` offset.
struct DashModel: Sendable, Decodable {
  var kind: String
  var value: AnimatableModel<Double>

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    kind = try c.string(.n) ?? "d"
    value = try c.decodeIfPresent(AnimatableModel.self, forKey: .v) ?? .init(0)
  }
}

/// A solid stroke (`st`).
struct StrokeModel: Sendable, Decodable {
  var color: AnimatableModel<NumberList>
  var opacity: AnimatableModel<Double>
  var settings: StrokeSettings

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    color = try c.decodeIfPresent(AnimatableModel.self, forKey: .c) ?? .init(.init([0, 0, 0, 1]))
    opacity = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(100)
    settings = try StrokeSettings(from: decoder)
  }
}

/// The gradient part of gradient fills and strokes.
struct GradientModel: Sendable, Decodable {
  var colorCount: Int
  var stops: AnimatableModel<NumberList>
  var start: AnimatableModel<NumberList>
  var end: AnimatableModel<NumberList>
  var isRadial: Bool
  var highlightLength: AnimatableModel<Double>
  var highlightAngle: AnimatableModel<Double>
  var opacity: AnimatableModel<Double>

  private typealias Keys = LottieCodingKey
  private typealias StopKeys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let g = try c.nestedContainer(keyedBy: StopKeys.self, forKey: .g)
    colorCount = try g.int(.p) ?? 0
    stops = try g.decode(AnimatableModel.self, forKey: .k)
    start = try c.decodeIfPresent(AnimatableModel.self, forKey: .s) ?? .init(.init([0, 0]))
    end = try c.decodeIfPresent(AnimatableModel.self, forKey: .e) ?? .init(.init([0, 0]))
    isRadial = try c.number(.t) == 2
    highlightLength = try c.decodeIfPresent(AnimatableModel.self, forKey: .h) ?? .init(0)
    highlightAngle = try c.decodeIfPresent(AnimatableModel.self, forKey: .a) ?? .init(0)
    opacity = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(100)
  }
}

/// A gradient fill (`gf`).
struct GradientFillModel: Sendable, Decodable {
  var gradient: GradientModel
  var evenOdd: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    gradient = try GradientModel(from: decoder)
    evenOdd = try decoder.container(keyedBy: Keys.self).number(.r) == 2
  }
}

/// A gradient stroke (`gs`).
struct GradientStrokeModel: Sendable, Decodable {
  var gradient: GradientModel
  var settings: StrokeSettings

  init(from decoder: any Decoder) throws {
    gradient = try GradientModel(from: decoder)
    settings = try StrokeSettings(from: decoder)
  }
}

/// Trim paths (`tm`): start, end and offset, applied to each shape on its own
/// ("simultaneously", `m` 1) or to all shapes in scope as one sequence ("individually", `m` 2).
struct TrimModel: Sendable, Decodable {
  var start: AnimatableModel<Double>
  var end: AnimatableModel<Double>
  var offset: AnimatableModel<Double>
  var individually: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    start = try c.decodeIfPresent(AnimatableModel.self, forKey: .s) ?? .init(0)
    end = try c.decodeIfPresent(AnimatableModel.self, forKey: .e) ?? .init(100)
    offset = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(0)
    individually = try c.number(.m) == 2
  }
}

/// A repeater (`rp`): copies of the items above it, each transformed a step further.
struct RepeaterModel: Sendable, Decodable {
  var copies: AnimatableModel<Double>
  var offset: AnimatableModel<Double>
  var below: Bool
  var transform: TransformModel

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    copies = try c.decodeIfPresent(AnimatableModel.self, forKey: .c) ?? .init(1)
    offset = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(0)
    below = try c.number(.m) == 2
    transform = try c.decodeIfPresent(TransformModel.self, forKey: .tr) ?? TransformModel()
    // A repeater's transform is 2D in After Effects: it has no x / y rotation to draw.
    transform.hasThreeD = false
  }
}
