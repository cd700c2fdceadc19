/// One node of a layer's property tree as expressions walk it: a property group (shape group,
/// shape item, transform, effect, effect parameter), a list of them, or an animatable property.
///
/// After Effects scripts reach properties by name, match name (`mn`) or number (`ix`) through
/// these groups (`content("Group 1").transform.position`); the player implements it over its
/// document.
package protocol ExpressionTreeNode {
  /// The member called `key` (`ks`, `it`, `ef`, `p`…).
  func member(_ key: String) -> (any ExpressionTreeNode)?
  /// The member whose property number (`ix`) is `index`.
  func memberKey(withPropertyIndex index: Double) -> String?
  /// The node's items, when it is a list (shape items, effects, parameters).
  var items: [any ExpressionTreeNode]? { get }
  /// Item `index` of a list; `nil` past its end or when this is not a list.
  func item(at index: Int) -> (any ExpressionTreeNode)?
  /// The display name (`nm`).
  var name: String? { get }
  /// After Effects' match name (`mn`), e.g. `ADBE Vector Group`.
  var matchName: String? { get }
  /// The property number (`ix`) when it is a number.
  var propertyIndex: Double? { get }
  /// Whether the node has a property number at all.
  var hasPropertyIndex: Bool { get }
  /// A shape item's type (`gr`, `rc`, `tr`…).
  var itemType: String? { get }
  /// An effect parameter's control type (10 is a layer control).
  var controlType: Double? { get }
  /// Whether an effect is switched on (`en`, on when absent).
  var isEnabled: Bool { get }
  /// Whether this is a position written as separate dimensions (`x`, `y`, `z` members).
  var isSeparated: Bool { get }
  /// Whether this is an animatable property (it has a value).
  var isProperty: Bool { get }
  /// The property's expression, when it has one.
  var expression: String? { get }
  /// The property's own values; `spatial` marks a position (keyframes move along a path).
  /// `nil` when they cannot be read as numbers, a path or text.
  func track(spatial: Bool) -> (any ExpressionTrack)?
  /// A data footage value (number, string, boolean, null); `nil` for lists and groups.
  var scalar: JSValue? { get }
}
