import Foundation

/// Substitutes slot values (`"sid"` properties filled from the root `slots` table), so the
/// model sees ordinary properties.
enum SlotResolver {
  static func resolve(_ json: [UInt8]) -> [UInt8] {
    guard json.count < 32 << 20, contains(json, Array("\"sid\"".utf8)),
      let root = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
      let slots = root["slots"] as? [String: Any], !slots.isEmpty
    else { return json }
    func walk(_ value: Any, depth: Int) -> Any {
      guard depth < 200 else { return value }
      if var object = value as? [String: Any] {
        if let sid = object["sid"] as? String, let slot = slots[sid] as? [String: Any],
          let replacement = slot["p"]
        {
          if let property = replacement as? [String: Any], property["k"] != nil {
            object["k"] = property["k"]
            object["a"] = property["a"] ?? 0
          } else {
            object["k"] = replacement
          }
          object["sid"] = nil
        }
        for (key, child) in object { object[key] = walk(child, depth: depth + 1) }
        return object
      }
      if let array = value as? [Any] { return array.map { walk($0, depth: depth + 1) } }
      return value
    }
    guard let resolved = try? JSONSerialization.data(withJSONObject: walk(root, depth: 0)) else {
      return json
    }
    return [UInt8](resolved)
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var i = 0
    let last = bytes.count - needle.count
    while i <= last {
      if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
      i += 1
    }
    return false
  }
}
