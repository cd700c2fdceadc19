import Foundation

/// The animation JSON of a `.json`, `.tgs` or `.lottie` file and the files packed beside it.
package struct LottieContainer {
  package var json: [UInt8]
  /// Other files by path relative to the animation (dotLottie `images/…`).
  var resources: [String: [UInt8]]

  /// Sniffs the format by its magic bytes.
  package init(bytes: [UInt8], limits: ContainerLimits = .default) throws(LottieError) {
    guard bytes.count <= limits.maxInputBytes else {
      throw .archiveTooLarge("input is \(bytes.count) bytes (limit \(limits.maxInputBytes))")
    }
    if Gzip.isGzip(bytes) {
      json = try Gzip.decompress(bytes, limits: limits)
      resources = [:]
    } else if ZipArchive.isZip(bytes) {
      let zip = try ZipArchive(bytes, limits: limits)
      (json, resources) = try LottieContainer.dotLottie(zip.entries)
    } else {
      guard bytes.withUnsafeBytes(LottieContainer.isPlainJSON) else { throw .unknownFormat }
      json = bytes
      resources = [:]
    }
  }

  /// Whether `bytes` are a JSON object (after a byte order mark and white space): a plain
  /// `.json` file, which needs no unpacking. A gzip or zip file's first byte is neither.
  package static func isPlainJSON(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    return i < bytes.count && bytes[i] == UInt8(ascii: "{")
  }

  /// Picks the first animation of a dotLottie archive (from its manifest when present).
  private static func dotLottie(_ entries: [String: [UInt8]]) throws(LottieError) -> (
    [UInt8], [String: [UInt8]]
  ) {
    var id: String?
    if let manifest = entries["manifest.json"],
      let object = try? LottieJSONReader.read(manifest),
      let first = object["animations"]?.arrayValue?.first?["id"]?.stringValue
    {
      id = first
    }
    let animationPaths = entries.keys.filter {
      ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json")
    }.sorted()
    let path =
      id.flatMap { id in animationPaths.first { $0.hasSuffix("/\(id).json") } }
      ?? animationPaths.first
    guard let path, let json = entries[path] else {
      throw .corruptArchive("dotLottie archive holds no animations/*.json")
    }
    var resources: [String: [UInt8]] = [:]
    for (name, data) in entries where !name.hasSuffix(".json") {
      resources[name] = data
    }
    return (json, resources)
  }
}
