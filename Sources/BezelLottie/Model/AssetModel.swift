/// An asset: a precomposition (`layers`) or an image (`u` + `p`, or an embedded data URL).
struct AssetModel: Sendable, Decodable {
  var id: String
  /// The precomposition's name (`nm`), which expressions find it by (`comp(name)`).
  var name: String?
  /// Whether this is data footage (`t` 3): a JSON file expressions read through a data layer.
  var isData: Bool
  var layers: [LayerModel]?
  var width: Double
  var height: Double
  var directory: String
  var file: String
  var embedded: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    id = try c.string(.id) ?? ""
    name = try? c.string(.nm)
    isData = (try? c.number(.t)) == 3
    layers = try c.decodeIfPresent([LayerModel].self, forKey: .layers)
    width = try c.number(.w) ?? 0
    height = try c.number(.h) ?? 0
    directory = try c.string(.u) ?? ""
    file = try c.string(.p) ?? ""
    embedded = try c.flag(.e) || file.hasPrefix("data:")
  }
}

extension AssetModel {
  /// The asset as an image provider is asked for it.
  var imageAsset: LottieImageAsset {
    LottieImageAsset(id: id, directory: directory, name: file, width: width, height: height)
  }
}

/// A named time range (`markers`).
public struct LottieMarker: Hashable, Sendable {
  public var name: String
  /// The first frame.
  public var frame: Double
  /// The length in frames.
  public var duration: Double

  public init(name: String, frame: Double, duration: Double) {
    self.name = name
    self.frame = frame
    self.duration = duration
  }
}

extension LottieMarker: Decodable {
  private typealias Keys = LottieCodingKey

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    name = (try? c.string(.cm)) ?? ""
    frame = try c.number(.tm) ?? 0
    duration = try c.number(.dr) ?? 0
  }
}
