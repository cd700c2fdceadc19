/// An image a Lottie file refers to by name (`assets[]` with `u` and `p`), as a
/// ``LottieImageProvider`` is asked for it.
public struct LottieImageAsset: Hashable, Sendable {
  /// The asset's `id`, which image layers name in `refId`.
  public var id: String
  /// The folder part (`u`), such as `images/`; often empty.
  public var directory: String
  /// The file name (`p`), such as `img_0.png`.
  public var name: String
  /// The size the animation draws the image at, in points (`w` × `h`; 0 when not written).
  public var width: Double
  public var height: Double

  public init(id: String, directory: String, name: String, width: Double, height: Double) {
    self.id = id
    self.directory = directory
    self.name = name
    self.width = width
    self.height = height
  }

  /// Folder and name together, relative to the assets folder: `images/img_0.png`.
  ///
  /// Leading slashes of `u` are dropped, as lottie-web resolves `u` against the animation's
  /// location.
  public var relativePath: String {
    var folder = directory
    while folder.hasPrefix("/") { folder.removeFirst() }
    if !folder.isEmpty && !folder.hasSuffix("/") { folder += "/" }
    return folder + name
  }
}
