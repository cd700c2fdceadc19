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
    guard width >= 0, height >= 0,
      width.multipliedReportingOverflow(by: height).overflow == false,
      pixels.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.storage = Storage(pixels)
  }

  /// A bitmap of one colour.
  public init(width: Int, height: Int, filledWith color: Color) {
    let a = max(0, min(1, color.alpha))
    let px: [UInt8] = [
      UInt8((max(0, min(1, color.red)) * a * 255).rounded()),
      UInt8((max(0, min(1, color.green)) * a * 255).rounded()),
      UInt8((max(0, min(1, color.blue)) * a * 255).rounded()),
      UInt8((a * 255).rounded()),
    ]
    var pixels = [UInt8](repeating: 0, count: max(0, width * height) * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = px[0]
      pixels[i + 1] = px[1]
      pixels[i + 2] = px[2]
      pixels[i + 3] = px[3]
    }
    self.width = max(0, width)
    self.height = max(0, height)
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
