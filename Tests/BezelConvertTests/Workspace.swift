import Foundation

/// A temporary folder for one test, removed when the test ends, with helpers to lay out input
/// trees.
final class Workspace {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "bezel-convert-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ relative: String) -> String { path + "/" + relative }

  /// Writes `bytes` at `relative`, creating its folders.
  @discardableResult
  func write(_ bytes: some Sequence<UInt8>, to relative: String) throws -> String {
    let target = file(relative)
    try FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    return target
  }

  @discardableResult
  func write(_ text: String, to relative: String) throws -> String {
    try write(Array(text.utf8), to: relative)
  }

  /// Every file and folder below `relative`, as sorted relative paths (hidden ones included).
  func tree(_ relative: String) -> [String] {
    let root = file(relative)
    let enumerator = FileManager.default.enumerator(atPath: root)
    var paths: [String] = []
    while let next = enumerator?.nextObject() as? String { paths.append(next) }
    return paths.sorted()
  }
}
