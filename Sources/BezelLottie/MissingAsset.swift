/// An external file an animation refers to that could not be used; the rest still plays.
///
/// ```swift
/// for asset in animation.missingAssets {
///   print(asset)  // image 'images/img_0.png' not found
/// }
/// ```
public struct MissingAsset: Hashable, Sendable, CustomStringConvertible {
  /// What the animation uses the file for.
  public enum Kind: String, Hashable, Sendable {
    /// A picture for an image layer.
    case image
    /// A JSON data file that expressions read (`footage`).
    case data
  }

  /// Why the file could not be used.
  public enum Reason: String, Hashable, Sendable {
    /// No such file in the assets folder, the archive or the image provider.
    case notFound = "not found"
    /// The file is there but is not an image the decoder reads.
    case undecodable = "could not be decoded"
  }

  public var kind: Kind
  /// The file as the animation names it, folder and name together (`u` + `p`):
  /// `images/img_0.png`.
  public var file: String
  public var reason: Reason
  /// Where the animation declares it, as a JSON path: `$.assets[2]`.
  public var path: String

  public init(kind: Kind, file: String, reason: Reason, path: String) {
    self.kind = kind
    self.file = file
    self.reason = reason
    self.path = path
  }

  /// `image 'images/img_0.png' not found`.
  public var description: String { "\(kind.rawValue) '\(file)' \(reason.rawValue)" }
}

extension MissingAsset {
  /// The same asset with ``path`` naming its entry in `assets`, when one has its file name.
  func locating(in assets: [AssetModel]) -> MissingAsset {
    guard path == "$.assets",
      let index = assets.firstIndex(where: { $0.imageAsset.relativePath == file })
    else { return self }
    var located = self
    located.path = "$.assets[\(index)]"
    return located
  }
}
