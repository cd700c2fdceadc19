import Foundation

/// The colour conversion an embedded ICC profile asks for, from the image's RGB to sRGB.
///
/// Browsers (and so lottie-web's renders) convert images tagged with a profile to the sRGB
/// they draw in; decoding the bytes as if they were sRGB shifts every colour of, say, an
/// Adobe RGB image. Only matrix/TRC RGB profiles are read (three primaries and three tone
/// curves, the form cameras and image editors write); a profile of any other form, or a
/// malformed one, is ignored and the pixels are left as they are, as browsers do.
///
/// ```swift
/// if let profile = ICCProfile(data: iccBytes) { profile.convertToSRGB(&premultipliedRGBA) }
/// ```
struct ICCProfile {
  /// Linear-light value of each 8-bit code, per channel.
  let linear: [[Float]]
  /// Profile RGB (linear) → sRGB (linear), row-major.
  let matrix: [Float]

  /// sRGB's primaries in the ICC connection space (D50, Bradford-adapted), row-major.
  static let sRGBToXYZD50: [Double] = [
    0.436_065_674, 0.385_147_095, 0.143_066_406,
    0.222_488_403, 0.716_873_169, 0.060_607_910,
    0.013_916_016, 0.097_076_416, 0.714_096_069,
  ]

  /// Parses `data`; `nil` unless it is a well-formed matrix/TRC RGB profile.
  init?(data: [UInt8]) {
    guard data.count >= 132, ICCProfile.tag(data, 36) == "acsp",
      ICCProfile.tag(data, 16) == "RGB ", ICCProfile.tag(data, 20) == "XYZ "
    else { return nil }
    let count = ICCProfile.uint32(data, 128)
    guard count <= 1000, 132 + count * 12 <= data.count else { return nil }
    var tags: [String: ArraySlice<UInt8>] = [:]
    for i in 0..<count {
      let entry = 132 + i * 12
      let offset = ICCProfile.uint32(data, entry + 4)
      let size = ICCProfile.uint32(data, entry + 8)
      guard offset <= data.count, size <= data.count - offset else { return nil }
      tags[ICCProfile.tag(data, entry)] = data[offset..<(offset + size)]
    }
    var columns: [[Double]] = []
    var curves: [[Float]] = []
    for channel in ["r", "g", "b"] {
      guard let xyz = tags[channel + "XYZ"].flatMap(ICCProfile.xyz),
        let curve = tags[channel + "TRC"].flatMap(ICCProfile.curve)
      else { return nil }
      columns.append(xyz)
      curves.append(curve)
    }
    let toXYZ = (0..<9).map { columns[$0 % 3][$0 / 3] }
    guard let fromXYZ = ICCProfile.inverse(ICCProfile.sRGBToXYZD50) else { return nil }
    matrix = ICCProfile.multiply(fromXYZ, toXYZ).map { Float($0) }
    linear = curves
  }

  /// Whether converting leaves every 8-bit value where it is (an sRGB profile).
  var isIdentity: Bool {
    for row in 0..<3 {
      for column in 0..<3 where abs(matrix[row * 3 + column] - (row == column ? 1 : 0)) > 0.002 {
        return false
      }
    }
    let encode = ICCProfile.encodeTable
    for channel in linear {
      for (code, value) in channel.enumerated()
      where ICCProfile.encoded(value, encode) != UInt8(code) {
        return false
      }
    }
    return true
  }

  /// Converts premultiplied RGBA pixels in place (colour converted unpremultiplied).
  func convertToSRGB(_ pixels: inout [UInt8]) {
    let encode = ICCProfile.encodeTable
    let m = matrix
    let (lr, lg, lb) = (linear[0], linear[1], linear[2])
    pixels.withUnsafeMutableBufferPointer { buffer in
      var i = 0
      while i + 3 < buffer.count {
        let a = Int(buffer[i + 3])
        if a > 0 {
          var r = Int(buffer[i])
          var g = Int(buffer[i + 1])
          var b = Int(buffer[i + 2])
          if a < 255 {
            r = Int(PixelConversion.straight(UInt8(r), alpha: a))
            g = Int(PixelConversion.straight(UInt8(g), alpha: a))
            b = Int(PixelConversion.straight(UInt8(b), alpha: a))
          }
          let (x, y, z) = (lr[r], lg[g], lb[b])
          var out = (
            Int(ICCProfile.encoded(m[0] * x + m[1] * y + m[2] * z, encode)),
            Int(ICCProfile.encoded(m[3] * x + m[4] * y + m[5] * z, encode)),
            Int(ICCProfile.encoded(m[6] * x + m[7] * y + m[8] * z, encode))
          )
          if a < 255 {
            out = ((out.0 * a + 127) / 255, (out.1 * a + 127) / 255, (out.2 * a + 127) / 255)
          }
          buffer[i] = UInt8(out.0)
          buffer[i + 1] = UInt8(out.1)
          buffer[i + 2] = UInt8(out.2)
        }
        i += 4
      }
    }
  }

  // MARK: Reading

  private static func uint32(_ d: [UInt8], _ at: Int) -> Int {
    guard at >= 0, at + 4 <= d.count else { return 0 }
    return d[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func tag(_ d: [UInt8], _ at: Int) -> String {
    guard at >= 0, at + 4 <= d.count else { return "" }
    return String(decoding: d[at..<(at + 4)], as: UTF8.self)
  }

  /// A signed 15.16 fixed-point number.
  private static func fixed(_ d: ArraySlice<UInt8>, _ at: Int) -> Double? {
    let start = d.startIndex + at
    guard at >= 0, start + 4 <= d.endIndex else { return nil }
    let bits = d[start..<(start + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return Double(Int32(bitPattern: bits)) / 65536
  }

  private static func u16(_ d: ArraySlice<UInt8>, _ at: Int) -> Int? {
    let start = d.startIndex + at
    guard at >= 0, start + 2 <= d.endIndex else { return nil }
    return Int(d[start]) << 8 | Int(d[start + 1])
  }

  private static func signature(_ d: ArraySlice<UInt8>) -> String {
    guard d.count >= 4 else { return "" }
    return String(decoding: d.prefix(4), as: UTF8.self)
  }

  /// An `XYZ ` tag's first value.
  private static func xyz(_ d: ArraySlice<UInt8>) -> [Double]? {
    guard signature(d) == "XYZ ", let x = fixed(d, 8), let y = fixed(d, 12), let z = fixed(d, 16)
    else { return nil }
    return [x, y, z]
  }

  /// A `curv` or `para` tone curve, sampled at the 256 8-bit codes.
  private static func curve(_ d: ArraySlice<UInt8>) -> [Float]? {
    let codes = (0..<256).map { Double($0) / 255 }
    switch signature(d) {
    case "curv":
      guard let high = u16(d, 8), let low = u16(d, 10) else { return nil }
      let count = high << 16 | low
      if count == 0 { return codes.map { Float($0) } }
      if count == 1 {
        guard let gamma = u16(d, 12).map({ Double($0) / 256 }) else { return nil }
        return codes.map { Float(pow($0, gamma)) }
      }
      guard count <= 65536, d.count >= 12 + count * 2 else { return nil }
      let table = (0..<count).map { Double(u16(d, 12 + $0 * 2) ?? 0) / 65535 }
      return codes.map { x in
        let position = x * Double(count - 1)
        let i = min(count - 2, Int(position))
        let t = position - Double(i)
        return Float(table[i] + (table[i + 1] - table[i]) * t)
      }
    case "para":
      guard let function = u16(d, 8) else { return nil }
      let needed = [1, 3, 4, 5, 7]
      guard function < needed.count else { return nil }
      var p: [Double] = []
      for k in 0..<needed[function] {
        guard let value = fixed(d, 12 + k * 4) else { return nil }
        p.append(value)
      }
      let (g, a, b, c, dd, e, f) = (
        p[0], p.count > 1 ? p[1] : 1, p.count > 2 ? p[2] : 0, p.count > 3 ? p[3] : 0,
        p.count > 4 ? p[4] : 0, p.count > 5 ? p[5] : 0, p.count > 6 ? p[6] : 0
      )
      return codes.map { x in
        let y: Double
        switch function {
        case 0: y = pow(x, g)
        case 1: y = a * x + b >= 0 ? pow(a * x + b, g) : 0
        case 2: y = a * x + b >= 0 ? pow(a * x + b, g) + c : c
        case 3: y = x >= dd ? pow(max(0, a * x + b), g) : c * x
        default: y = x >= dd ? pow(max(0, a * x + b), g) + e : c * x + f
        }
        return Float(y.isFinite ? y : 0)
      }
    default:
      return nil
    }
  }

  // MARK: Maths

  private static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
    (0..<9).map { k in
      let (row, column) = (k / 3, k % 3)
      return (0..<3).reduce(0) { $0 + a[row * 3 + $1] * b[$1 * 3 + column] }
    }
  }

  private static func inverse(_ m: [Double]) -> [Double]? {
    let cofactors = [
      m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
      m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
      m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
    ]
    let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
    guard abs(determinant) > 1e-12 else { return nil }
    return cofactors.map { $0 / determinant }
  }

  /// Samples of the sRGB encoding over linear [0, 1]; fine enough that the dark end (where
  /// the curve is steepest) stays within a fraction of one 8-bit step.
  private static let encodeTable: [UInt8] = (0...encodeSteps).map { i in
    let v = Double(i) / Double(encodeSteps)
    let e = v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    return UInt8(max(0, min(255, (e * 255).rounded())))
  }
  private static let encodeSteps = 1 << 16

  @inline(__always)
  private static func encoded(_ value: Float, _ table: [UInt8]) -> UInt8 {
    let clamped = max(0, min(1, value.isNaN ? 0 : value))
    return table[Int(clamped * Float(encodeSteps) + 0.5)]
  }
}
