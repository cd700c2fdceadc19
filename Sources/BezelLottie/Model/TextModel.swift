import BezelDrawing
import BezelLottieExpressions

/// A text layer's data (`t`): keyframed documents.
struct TextModel: Sendable, Decodable {
  /// The documents the file holds, by time.
  var decodedDocuments: [(time: Double, document: TextDocumentModel)]
  /// Where a `sourceText` expression's baked texts go, when it has one.
  var expression: ExpressionSlot?
  var animators: [TextAnimatorModel] = []
  var path: TextPathModel?
  /// How characters are grouped for animator transforms (`m.g`): 1 characters, 2 words,
  /// 3 lines, 4 all.
  var grouping = 1
  /// Where in each group its animator transforms pivot (`m.a`), in percent of the group's
  /// width and of the font's cap height.
  var alignment: AnimatableModel<NumberList>?

  private typealias Keys = LottieCodingKey
  private typealias MoreOptionKeys = LottieCodingKey
  private typealias DocumentKeys = LottieCodingKey
  private typealias FrameKeys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let d = try c.nestedContainer(keyedBy: DocumentKeys.self, forKey: .d)
    if (try? d.decodeIfPresent(String.self, forKey: .x)) != nil {
      expression = decoder.expressionSlot(property: Keys.d, report: Keys.d)
    }
    decodedDocuments = try TextModel.documents(d, decoder: c.superDecoder(forKey: .d))
    if var list = try? c.nestedUnkeyedContainer(forKey: .a) {
      // One animator that cannot be read is left out (and listed), not all of them.
      while !list.isAtEnd {
        if let animator = try? list.decode(TextAnimatorModel.self) {
          animators.append(animator)
        } else {
          _ = try? list.decode(Ignored.self)
          decoder.report("unreadable text animator", at: Keys.a)
        }
      }
    }
    if let options = try? c.nestedContainer(keyedBy: MoreOptionKeys.self, forKey: .m) {
      grouping = (try? options.int(.g)) ?? 1
      alignment = try? options.decodeIfPresent(AnimatableModel.self, forKey: .a)
    }
    if let options = try? c.nestedContainer(keyedBy: LottieCodingKey.self, forKey: .p),
      options.contains(LottieCodingKey("m"))
    {
      path = try c.decode(TextPathModel.self, forKey: .p)
      decoder.use("text: on a path")
    }
  }
}

extension TextModel {
  /// The documents of `d` by time. Files before 4.4.14 write `d` as the one document itself,
  /// which lottie-web wraps as a keyframe at 0; a lone keyframe or document in `k` reads the
  /// same way, and entries of `k` that are not objects are left out.
  private static func documents(
    _ d: KeyedDecodingContainer<DocumentKeys>, decoder: any Decoder
  ) throws -> [(time: Double, document: TextDocumentModel)] {
    guard d.has(.k) else { return [(0, try TextDocumentModel(from: decoder))] }
    guard var frames = try? d.nestedUnkeyedContainer(forKey: .k) else {
      let single = try d.nestedContainer(keyedBy: FrameKeys.self, forKey: .k)
      guard single.has(.s) else {
        return [(0, try d.decode(TextDocumentModel.self, forKey: .k))]
      }
      return [(try single.number(.t) ?? 0, try single.decode(TextDocumentModel.self, forKey: .s))]
    }
    var documents: [(time: Double, document: TextDocumentModel)] = []
    while !frames.isAtEnd {
      let element = try frames.superDecoder()
      guard let frame = try? element.container(keyedBy: FrameKeys.self) else { continue }
      documents.append(
        (try frame.number(.t) ?? 0, try frame.decode(TextDocumentModel.self, forKey: .s)))
    }
    return documents
  }

  /// The documents to draw, by time: the file's own with a baked `sourceText` expression's
  /// texts, once baked.
  var documents: [(time: Double, document: TextDocumentModel)] {
    guard let keyframes = expression?.keyframes else { return decodedDocuments }
    let baked = keyframes.compactMap { k -> (time: Double, document: TextDocumentModel)? in
      guard case .text(let t) = k.value, decodedDocuments.indices.contains(t.document) else {
        return nil
      }
      var document = decodedDocuments[t.document].document
      document.text = t.text
      return (k.time, document)
    }
    return baked.isEmpty ? decodedDocuments : baked
  }
}

/// Any JSON value, read only to step over it.
private struct Ignored: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// One text document: string, font, size, colours, alignment.
struct TextDocumentModel: Sendable, Decodable {
  var text: String
  var fontName: String
  var size: Double
  var justification: Int
  var tracking: Double
  var lineHeight: Double
  var fillColor: [Double]?
  var strokeColor: [Double]?
  var strokeWidth: Double
  var boxSize: [Double]?
  var boxPosition: [Double]?
  var baselineShift: Double

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    text = try c.string(.t) ?? ""
    fontName = try c.string(.f) ?? ""
    size = try c.number(.s) ?? 10
    justification = try c.int(.j) ?? 0
    tracking = try c.number(.tr) ?? 0
    lineHeight = try c.number(.lh) ?? size * 1.2
    fillColor = try TextDocumentModel.color(c, .fc)
    strokeColor = try TextDocumentModel.color(c, .sc)
    strokeWidth = try c.number(.sw) ?? 0
    boxSize = try c.lottie(NumberList.self, .sz)?.values
    boxPosition = try c.lottie(NumberList.self, .ps)?.values
    baselineShift = try c.number(.ls) ?? 0
    if boxSize != nil { decoder.use("text: paragraph box") }
    if baselineShift != 0 { decoder.use("text: baseline shift") }
    if (3...6).contains(justification) {
      decoder.use("text: justified paragraph" + (boxSize == nil ? " (point text: left)" : ""))
    }
  }

  /// A document's fill or stroke colour: numbers, or a CSS hex string as some editors write
  /// it. lottie-web draws a colour it cannot read as black rather than refuse the file.
  private static func color(_ c: KeyedDecodingContainer<Keys>, _ key: Keys) throws -> [Double]? {
    guard c.has(key) else { return nil }
    if let list = try? c.lottie(NumberList.self, key) { return list.values }
    guard let text = try? c.decode(String.self, forKey: key) else { return [0, 0, 0] }
    let color = AnimationCompiler.parseHex(text)
    return [color.red, color.green, color.blue]
  }
}
