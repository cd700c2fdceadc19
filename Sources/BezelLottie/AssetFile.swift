import Foundation

/// Reads the external files an animation names (`u` + `p`) from its assets folder.
enum AssetFile {
  /// The bytes of `relative` below `folder`, or `nil` when it is missing, larger than
  /// `maxBytes`, or outside the folder (a path with `..`).
  static func read(_ relative: String, below folder: URL, maxBytes: Int) -> Data? {
    var relative = relative
    while relative.hasPrefix("/") { relative.removeFirst() }
    guard !relative.isEmpty, !relative.split(separator: "/").contains("..") else { return nil }
    let url = folder.appendingPathComponent(relative)
    let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? Int.max
    guard size <= maxBytes else { return nil }
    return try? Data(contentsOf: url)
  }
}
