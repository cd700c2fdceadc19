/// The root of a Lottie file.
struct AnimationModel: Sendable, Decodable {
  var version: String
  var frameRate: Double
  var inPoint: Double
  var outPoint: Double
  var width: Double
  var height: Double
  var name: String?
  var layers: [LayerModel]
  var assets: [AssetModel]
  var markers: [LottieMarker]
  var glyphs: [GlyphModel]
  var fonts: [FontModel]

  private typealias Keys = LottieCodingKey
  private typealias MoreKeys = LottieCodingKey
  private typealias FontListKeys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    version = (try? c.string(.v)) ?? "5.0.0"
    func required(_ key: Keys) throws -> Double {
      guard let value = try c.number(key) else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: decoder.codingPath, debugDescription: "missing '\(key)'"))
      }
      return value
    }
    frameRate = try required(.fr)
    inPoint = try required(.ip)
    outPoint = try required(.op)
    width = try required(.w)
    height = try required(.h)
    name = try? c.string(.nm)
    layers = try c.decodeIfPresent([LayerModel].self, forKey: .layers) ?? []
    assets = try c.decodeIfPresent([AssetModel].self, forKey: .assets) ?? []
    markers = (try? c.decodeIfPresent([LottieMarker].self, forKey: .markers)) ?? []
    let more = try decoder.container(keyedBy: MoreKeys.self)
    glyphs = try more.decodeIfPresent([GlyphModel].self, forKey: .chars) ?? []
    if let list = try? more.nestedContainer(keyedBy: FontListKeys.self, forKey: .fonts) {
      fonts = try list.decodeIfPresent([FontModel].self, forKey: .list) ?? []
    } else {
      fonts = []
    }
  }
}

/// A glyph outline embedded in the file (`chars`), in units of a 100-point font.
struct GlyphModel: Sendable, Decodable {
  var character: String
  var family: String
  var style: String
  var width: Double
  var shapes: [ShapeItemModel]

  private typealias Keys = LottieCodingKey
  private typealias DataKeys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    character = try c.string(.ch) ?? ""
    family = try c.string(.fFamily) ?? ""
    style = try c.string(.style) ?? ""
    width = try c.number(.w) ?? 0
    if let data = try? c.nestedContainer(keyedBy: DataKeys.self, forKey: .data) {
      shapes = try data.decodeIfPresent([ShapeItemModel].self, forKey: .shapes) ?? []
      // A glyph exported as a precomposition (`t` 1, `data.refId`) is drawn by lottie-web
      // from that composition's layers; Bezel draws it empty and says so.
      if (try? c.int(.t)) == 1, data.has(.refId) {
        decoder.report("text: glyph as a precomposition (drawn empty)", at: Keys.data)
      }
    } else {
      shapes = []
    }
  }
}

/// A font the file names (`fonts.list`).
struct FontModel: Sendable, Decodable {
  var name: String
  var family: String
  var style: String
  /// A CSS weight ("700"), when the exporter wrote one.
  var weight: String?
  /// The ascent in units of a 100-point font, when the exporter wrote it.
  var ascent: Double?

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    name = try c.string(.fName) ?? ""
    family = try c.string(.fFamily) ?? ""
    style = try c.string(.fStyle) ?? ""
    weight = try? c.string(.fWeight)
    ascent = try? c.number(.ascent)
  }
}
