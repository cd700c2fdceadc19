import BezelLottieExpressions

/// A value type a Lottie property can hold, read leniently from `k`, `s` or `e`.
protocol KeyframeValue: Sendable {
  /// Reads the value at `decoder`.
  init(lottie decoder: any Decoder) throws
  /// Whether a static value of this type is written as a JSON array (so an array in `k`
  /// holds keyframes only when its elements are objects).
  static var isWrittenAsArray: Bool { get }
  /// A value an expression gave the property, if it is of this type.
  init?(baked value: ExpressionValue)
}

extension Double: KeyframeValue {
  init(lottie decoder: any Decoder) throws {
    if let value = try? decoder.singleValueContainer().decode(Double.self) {
      self = value
    } else if let value = try? decoder.singleValueContainer().decode(Bool.self) {
      self = value ? 1 : 0
    } else {
      var array = try decoder.unkeyedContainer()
      let values = try array.numbers()
      guard let first = values.first else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "expected a number"))
      }
      self = first
    }
  }
  static var isWrittenAsArray: Bool { false }
}

/// A list of numbers: a point, a colour, a scale, gradient stops.
struct NumberList: KeyframeValue, Hashable {
  var values: [Double]

  init(_ values: [Double]) {
    self.values = values
  }

  init(lottie decoder: any Decoder) throws {
    if let value = try? decoder.singleValueContainer().decode(Double.self) {
      values = [value]
    } else {
      var array = try decoder.unkeyedContainer()
      values = try array.numbers()
    }
  }
  static var isWrittenAsArray: Bool { true }

  subscript(index: Int) -> Double {
    index < values.count ? values[index] : 0
  }
}

/// A Bézier outline as Lottie writes it: vertices with tangents relative to them.
struct ShapeValue: KeyframeValue, Hashable {
  var closed: Bool
  var vertices: PointList
  var inTangents: PointList
  var outTangents: PointList

  private typealias Keys = LottieCodingKey

  init(closed: Bool, vertices: PointList, inTangents: PointList, outTangents: PointList) {
    self.closed = closed
    self.vertices = vertices
    self.inTangents = inTangents
    self.outTangents = outTangents
  }

  init(closed: Bool, vertices: [[Double]], inTangents: [[Double]], outTangents: [[Double]]) {
    self.init(
      closed: closed, vertices: PointList(vertices), inTangents: PointList(inTangents),
      outTangents: PointList(outTangents))
  }

  init(lottie decoder: any Decoder) throws {
    // Keyframes wrap the shape in a one-element array.
    if var array = try? decoder.unkeyedContainer() {
      guard !array.isAtEnd else {
        self.init(closed: false, vertices: [], inTangents: [], outTangents: [])
        return
      }
      self = try ShapeValue(lottie: array.superDecoder())
      return
    }
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(
      closed: try c.flag(.c), vertices: try ShapeValue.points(c, .v),
      inTangents: try ShapeValue.points(c, .i), outTangents: try ShapeValue.points(c, .o))
  }

  /// The points at `key`, each read straight into the list (no array per point).
  private static func points(_ c: KeyedDecodingContainer<Keys>, _ key: Keys) throws -> PointList {
    guard c.has(key) else { return [] }
    var outer = try c.nestedUnkeyedContainer(forKey: key)
    var result = PointList()
    result.reserveCapacity(outer.count ?? 0)
    while !outer.isAtEnd {
      var inner = try outer.nestedUnkeyedContainer()
      try inner.forEachNumber { result.append(number: $0) }
      result.endPoint()
    }
    return result
  }

  static var isWrittenAsArray: Bool { false }
}
