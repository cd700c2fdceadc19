/// One step of a property's place inside its layer: a member (`ks`, `shapes`, `p`) or a list
/// position.
///
/// A property is addressed by its steps from the layer, as the document nests it:
/// `[.key("ks"), .key("p")]` is the layer's position, `[.key("shapes"), .index(0), .key("it")]`
/// the items of its first shape group.
package enum ExpressionStep: Sendable, Equatable {
  case key(String)
  case index(Int)
}

extension [ExpressionStep] {
  /// The steps in JSONPath form, to append to a layer's path: `.ks.p`, `.shapes[0].it`.
  package var pathSuffix: String {
    map {
      switch $0 {
      case .key(let k): return ".\(k)"
      case .index(let i): return "[\(i)]"
      }
    }.joined()
  }
}
