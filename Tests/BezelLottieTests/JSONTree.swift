import Foundation

/// Edits of a `JSONSerialization` tree by path, for making variations of a test animation.
enum JSONTree {
  /// One step: an object key or an array index.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  /// The path of every object member in `value`, parents before children.
  static func members(of value: Any, at path: [Step] = []) -> [[Step]] {
    if let object = value as? [String: Any] {
      return object.keys.sorted().flatMap { key in
        let child = path + [.key(key)]
        return [child] + members(of: object[key]!, at: child)
      }
    }
    if let array = value as? [Any] {
      return array.indices.flatMap { members(of: array[$0], at: path + [.index($0)]) }
    }
    return []
  }

  static func value(at path: [Step], in root: Any) -> Any? {
    var node: Any? = root
    for step in path {
      switch step {
      case .key(let key): node = (node as? [String: Any])?[key]
      case .index(let i): node = (node as? [Any]).flatMap { i < $0.count ? $0[i] : nil }
      }
    }
    return node
  }

  /// `root` with the value at `path` replaced by `value`.
  static func replacing(_ path: [Step], in root: Any, with value: Any) -> Any {
    edit(path[...], in: root) { _ in value }
  }

  /// `root` without the object member at `path`.
  static func removing(_ path: [Step], from root: Any) -> Any {
    edit(path[...], in: root) { _ in nil }
  }

  private static func edit(_ path: ArraySlice<Step>, in node: Any, _ change: (Any) -> Any?) -> Any {
    guard let step = path.first else { return change(node) as Any }
    switch step {
    case .key(let key):
      guard var object = node as? [String: Any], let child = object[key] else { return node }
      if path.count == 1 {
        object[key] = change(child)
      } else {
        object[key] = edit(path.dropFirst(), in: child, change)
      }
      return object
    case .index(let i):
      guard var array = node as? [Any], i < array.count else { return node }
      array[i] = edit(path.dropFirst(), in: array[i], change)
      return array
    }
  }

  /// Whether a `JSONSerialization` number was a JSON `true` or `false`.
  static func isBoolean(_ number: NSNumber) -> Bool {
    let text = (try? JSONSerialization.data(withJSONObject: [number])).map {
      String(decoding: $0, as: UTF8.self)
    }
    return text == "[true]" || text == "[false]"
  }

  /// `$.layers[0].ks.p` for error messages.
  static func describe(_ path: [Step]) -> String {
    path.reduce("$") { text, step in
      switch step {
      case .key(let key): return text + "." + key
      case .index(let i): return text + "[\(i)]"
      }
    }
  }
}
