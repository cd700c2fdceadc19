/// One item of a shape layer's list (`shapes` / a group's `it`), by its `ty`.
enum ShapeItemModel: Sendable, Decodable {
  case group(items: [ShapeItemModel], name: String?)
  case transform(TransformModel)
  case path(AnimatableModel<ShapeValue>, reversed: Bool)
  case rectangle(RectangleModel)
  case ellipse(EllipseModel)
  case polystar(PolystarModel)
  case fill(FillModel)
  case stroke(StrokeModel)
  case gradientFill(GradientFillModel)
  case gradientStroke(GradientStrokeModel)
  case trim(TrimModel)
  case repeater(RepeaterModel)
  case roundCorners(radius: AnimatableModel<Double>)
  case merge(mode: Int)
  case offsetPath(OffsetPathModel)
  case puckerBloat(amount: AnimatableModel<Double>)
  case zigZag(ZigZagModel)
  case twist(TwistModel)
  /// A type the player does not draw (reported), or a hidden item.
  case ignored

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    // lottie-web skips what it does not know, an item without a type included.
    guard let type = try c.string(.ty) else {
      decoder.report("shape without a type 'ty' (skipped)")
      self = .ignored
      return
    }
    if try c.flag(.hd) {
      self = .ignored
      return
    }
    if let name = ShapeItemModel.names[type] { decoder.use("shape: \(name)") }
    switch type {
    case "gr":
      self = .group(
        items: try c.decodeIfPresent([ShapeItemModel].self, forKey: .it) ?? [],
        name: try? c.string(.nm))
    case "tr":
      // A shape group's transform is 2D in After Effects, in 2D and 3D layers alike: x / y
      // rotation and orientation written into one are not drawn.
      var transform = try TransformModel(from: decoder)
      transform.hasThreeD = false
      self = .transform(transform)
    case "sh":
      var outline = try c.decode(AnimatableModel<ShapeValue>.self, forKey: .ks)
      // Files before 4.4.18 say whether the path is closed on the item (`closed`), not in
      // each outline (`c`); lottie-web copies it into every outline.
      if c.has(.closed) { outline.close(try c.flag(.closed)) }
      self = .path(outline, reversed: try c.number(.d) == 3)
    case "rc": self = .rectangle(try RectangleModel(from: decoder))
    case "el": self = .ellipse(try EllipseModel(from: decoder))
    case "sr": self = .polystar(try PolystarModel(from: decoder))
    case "fl": self = .fill(try FillModel(from: decoder))
    case "st": self = .stroke(try StrokeModel(from: decoder))
    case "gf": self = .gradientFill(try GradientFillModel(from: decoder))
    case "gs": self = .gradientStroke(try GradientStrokeModel(from: decoder))
    case "tm": self = .trim(try TrimModel(from: decoder))
    case "rp": self = .repeater(try RepeaterModel(from: decoder))
    case "rd":
      self = .roundCorners(
        radius: try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .r)
          ?? AnimatableModel(0))
    case "mm":
      let mode = try c.int(.mm) ?? 1
      if let kind = MergeMode(rawValue: mode) {
        decoder.use("shape: merge paths (\(kind.name))")
      } else {
        decoder.report("merge paths mode \(mode)")
      }
      self = .merge(mode: mode)
    case "op": self = .offsetPath(try OffsetPathModel(from: decoder))
    case "pb":
      self = .puckerBloat(
        amount: try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .a)
          ?? AnimatableModel(0))
    case "zz": self = .zigZag(try ZigZagModel(from: decoder))
    case "tw": self = .twist(try TwistModel(from: decoder))
    default:
      decoder.report("shape type '\(type)' (skipped)")
      self = .ignored
    }
  }
}

extension ShapeItemModel {
  /// What `bezel info` calls each shape type (merge paths are named with their mode).
  static let names: [String: String] = [
    "gr": "group", "sh": "path", "rc": "rectangle", "el": "ellipse", "sr": "polystar",
    "fl": "fill", "st": "stroke", "gf": "gradient fill", "gs": "gradient stroke",
    "tm": "trim paths", "rp": "repeater", "rd": "round corners", "op": "offset path",
    "pb": "pucker & bloat", "zz": "zig-zag", "tw": "twist",
  ]
}
