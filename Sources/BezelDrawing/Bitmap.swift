import Foundation

/// An immutable raster image: 8-bit RGBA, premultiplied alpha, rows top to bottom, no padding.
///
/// `Bitmap` lives in `BezelDrawing` rather than the renderer so that image layers and Lottie
/// image assets can carry pixels without importing a C library. Copies share storage; a
/// renderer may cache what it derives from a bitmap by ``identity``.
public struct Bitmap: Sendable {
  final class Storage: Sendable {
    let pixels: [UInt8]
    init(_ pixels: [UInt8]) { self.pixels = pixels }
  }

  public let width: Int
  public let height: Int
  let storage: Storage

  /// The bytes, `width * height * 4`, in R, G, B, A order, premultiplied.
  public var pixels: [UInt8] { storage.pixels }

  /// Identifies the pixel storage: equal for copies of one bitmap.
  public var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// A bitmap over premultiplied RGBA bytes, or `nil` when the count does not match the size.
  public init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
    guard let count = Bitmap.byteCount(width: width, height: height), pixels.count == count
    else { return nil }
    self.width = width
    self.height = height
    self.storage = Storage(pixels)
  }

  /// `width × height × 4`, or `nil` when a side is negative or the product overflows.
  static func byteCount(width: Int, height: Int) -> Int? {
    guard width >= 0, height >= 0 else { return nil }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflow4) = area.multipliedReportingOverflow(by: 4)
    return overflow || overflow4 ? nil : bytes
  }

  /// A bitmap of one colour. A negative side counts as 0; a size whose byte count overflows
  /// `Int` gives an empty (0 × 0) bitmap rather than trapping.
  public init(width: Int, height: Int, filledWith color: Color) {
    var width = max(0, width)
    var height = max(0, height)
    let count: Int
    if let bytes = Bitmap.byteCount(width: width, height: height) {
      count = bytes
    } else {
      (width, height, count) = (0, 0, 0)
    }
    let a = max(0, min(1, color.alpha))
    let px: [UInt8] = [
      UInt8((max(0, min(1, color.red)) * a * 255).rounded()),
      UInt8((max(0, min(1, color.green)) * a * 255).rounded()),
      UInt8((max(0, min(1, color.blue)) * a * 255).rounded()),
      UInt8((a * 255).rounded()),
    ]
    var pixels = [UInt8](repeating: 0, count: count)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = px[0]
      pixels[i + 1] = px[1]
      pixels[i + 2] = px[2]
      pixels[i + 3] = px[3]
    }
    self.width = width
    self.height = height
    self.storage = Storage(pixels)
  }

  public var size: CGSize { CGSize(width: width, height: height) }

  /// The premultiplied RGBA at a pixel; `(0,0,0,0)` outside the bitmap.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
    let i = (y * width + x) * 4
    let p = storage.pixels
    return (p[i], p[i + 1], p[i + 2], p[i + 3])
  }

  /// The straight-alpha colour at a pixel.
  public func color(x: Int, y: Int) -> Color {
    let p = pixel(x: x, y: y)
    guard p.a > 0 else { return .clear }
    let a = Double(p.a)
    return Color(
      red: Double(p.r) / a, green: Double(p.g) / a, blue: Double(p.b) / a, alpha: a / 255)
  }
}

extension Bitmap: Equatable {
  public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
      && (lhs.storage === rhs.storage || lhs.storage.pixels == rhs.storage.pixels)
  }
}
