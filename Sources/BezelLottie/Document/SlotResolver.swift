/// Substitutes slot values (`"sid"` properties filled from the root `slots` table), so the
/// model sees ordinary properties.
enum SlotResolver {
  /// The document of `tape` as a tree with its slots substituted, or `nil` when it has no slots
  /// (the tree is made only then).
  static func resolved(_ tape: LottieJSONTape) -> LottieJSON? {
    let root = LottieJSONTape.root
    guard tape.kind(root) == .object, let slots = tape.value(in: root, forKey: "slots"),
      tape.kind(slots) == .object, tape.count(slots) > 0
    else { return nil }
    var document = tape.json(at: root)
    resolve(&document)
    return document
  }

  static func resolve(_ document: inout LottieJSON) {
    guard case .object(let slots) = document["slots"],
      !slots.isEmpty
    else { return }
    func walk(_ value: inout LottieJSON, depth: Int) {
      guard depth < 200 else { return }
      switch value {
      case .object(var object):
        value = .null  // Drop our reference so the object is edited in place.
        if case .string(let sid) = object["sid"], case .object(let slot) = slots[sid],
          let replacement = slot["p"]
        {
          if case .object(let property) = replacement, let k = property["k"] {
            object["k"] = k
            object["a"] = property["a"] ?? .number(0)
          } else {
            object["k"] = replacement
          }
          object["sid"] = nil
        }
        for key in Array(object.keys) {
          guard var child = object[key], child.isContainer else { continue }
          object[key] = .null
          walk(&child, depth: depth + 1)
          object[key] = child
        }
        value = .object(object)
      case .array(var array):
        value = .null
        for i in array.indices where array[i].isContainer { walk(&array[i], depth: depth + 1) }
        value = .array(array)
      default: return
      }
    }
    walk(&document, depth: 0)
  }
}
