/// Where a ``LottieJSONDecoder`` is in the document, innermost step first.
///
/// Decoding makes one of these per value, so it is a linked list that shares its parents;
/// the `[CodingKey]` form (and so the JSON path) is built only when an error or a report
/// asks for it.
indirect enum LottieCodingPath: Sendable {
  case root
  case key(String, parent: LottieCodingPath)
  case index(Int, parent: LottieCodingPath)

  /// The path as coding keys, outermost first (what `Decoder.codingPath` returns).
  var keys: [any CodingKey] {
    var reversed: [any CodingKey] = []
    var node = self
    while true {
      switch node {
      case .root: return reversed.reversed()
      case .key(let key, let parent):
        reversed.append(LottieCodingKey(key))
        node = parent
      case .index(let index, let parent):
        reversed.append(LottieCodingKey(intValue: index)!)
        node = parent
      }
    }
  }
}
