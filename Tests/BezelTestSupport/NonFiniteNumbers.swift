import Foundation

/// Where a value holds a NaN or an infinity, found by reflection: a display list, a layer's
/// geometry, anything made of structs, enums, arrays and classes.
///
/// ```swift
/// #expect(NonFiniteNumbers.paths(in: list).isEmpty)  // every coordinate and colour is finite
/// ```
public enum NonFiniteNumbers {
  /// The paths (`items[0].group.children[2].fill.0.elements[1]`) of up to `limit` non-finite
  /// numbers in `value`.
  public static func paths(in value: Any, limit: Int = 10) -> [String] {
    var found: [String] = []
    var visited: Set<ObjectIdentifier> = []
    walk(value, path: "", found: &found, visited: &visited, limit: limit)
    return found
  }

  private static func walk(
    _ value: Any, path: String, found: inout [String], visited: inout Set<ObjectIdentifier>,
    limit: Int
  ) {
    guard found.count < limit else { return }
    switch value {
    case let number as Double:
      if !number.isFinite { found.append("\(path) = \(number)") }
      return
    case let number as Float:
      if !number.isFinite { found.append("\(path) = \(number)") }
      return
    case let number as CGFloat:
      if !number.isFinite { found.append("\(path) = \(number)") }
      return
    // Pixels and text hold no floating-point numbers; walking them element by element is slow.
    case is [UInt8], is String:
      return
    default:
      break
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = ObjectIdentifier(value as AnyObject)
      guard visited.insert(object).inserted else { return }
    }
    for (index, child) in mirror.children.enumerated() {
      let name = child.label ?? "[\(index)]"
      walk(
        child.value, path: path.isEmpty ? name : path + "." + name, found: &found,
        visited: &visited, limit: limit)
    }
  }
}
