import Foundation

/// Output names: relative, `/`-separated paths whose components are never empty, `.` or `..`.
enum OutputName {
  /// `dir/name.json` → `dir/name.webp`; a name without an extension gets one.
  static func replacingExtension(of relative: String, with ext: String) -> String {
    var components = relative.split(separator: "/").map(String.init)
    guard let last = components.popLast() else { return "output.\(ext)" }
    let stem: String
    if let dot = last.lastIndex(of: "."), dot != last.startIndex {
      stem = String(last[..<dot])
    } else {
      stem = last
    }
    components.append(stem + "." + ext)
    return components.joined(separator: "/")
  }

  /// `dir/name.webp` numbered 2 → `dir/name-2.webp`.
  static func numbered(_ relative: String, _ number: Int) -> String {
    var components = relative.split(separator: "/").map(String.init)
    let last = components.popLast() ?? ""
    if let dot = last.lastIndex(of: "."), dot != last.startIndex {
      components.append("\(last[..<dot])-\(number)\(last[dot...])")
    } else {
      components.append("\(last)-\(number)")
    }
    return components.joined(separator: "/")
  }

  /// True when every component is a plain name.
  static func isSafe(_ relative: String) -> Bool {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    return !relative.hasPrefix("/") && !components.isEmpty
      && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
