/// A palette image: up to 256 colours and one palette index per pixel.
struct IndexedImage: Sendable {
  /// Packed RGB, three bytes per palette entry.
  var palette: [UInt8]
  /// The entry that stands for "transparent", if any pixel is.
  var transparentIndex: Int?
  var indices: [UInt8]
  var width: Int
  var height: Int

  var colorCount: Int { palette.count / 3 }
}
