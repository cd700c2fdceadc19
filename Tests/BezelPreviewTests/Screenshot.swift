import Foundation

/// An RGB picture of the screen, decoded from the binary PPM (`P6`) that ImageMagick writes.
struct Screenshot {
  let width: Int
  let height: Int
  /// Three bytes per pixel, rows top to bottom.
  let pixels: [UInt8]

  init?(ppm data: Data) {
    let bytes = [UInt8](data)
    var index = 0
    var fields: [Int] = []
    // Header: "P6", width, height, maximum value, separated by whitespace (and comments).
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
      return nil
    }
    index = 2
    while fields.count < 3, index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "#") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        var value = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
          index += 1
        }
        fields.append(value)
        continue
      }
      index += 1
    }
    // One whitespace byte ends the header.
    index += 1
    guard fields.count == 3, fields[2] == 255, fields[0] > 0, fields[1] > 0,
      bytes.count - index >= fields[0] * fields[1] * 3
    else { return nil }
    width = fields[0]
    height = fields[1]
    pixels = Array(bytes[index..<(index + width * height * 3)])
  }

  /// The colour at (`x`, `y`), or `nil` outside the picture.
  func rgb(x: Int, y: Int) -> (r: Int, g: Int, b: Int)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let offset = (y * width + x) * 3
    return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
  }

  /// Writes the picture as a PPM file (for a person to look at after a failure).
  func write(to url: URL) throws {
    var data = Data("P6\n\(width) \(height)\n255\n".utf8)
    data.append(contentsOf: pixels)
    try data.write(to: url)
  }
}
