import BezelDrawing
import BezelRaster
import CImageQuant

/// Reduces a frame to at most 256 colours with libimagequant, for GIF.
///
/// GIF transparency is one bit, so pixels are first made fully transparent (alpha below one
/// half) or fully opaque; the quantizer then keeps at most one transparent entry.
enum PaletteQuantizer {
  static func quantize(_ bitmap: Bitmap) throws(ExportError) -> IndexedImage {
    var rgba = PixelConversion.straightRGBA(bitmap)
    var i = 0
    while i < rgba.count {
      if rgba[i + 3] < 128 {
        rgba[i] = 0
        rgba[i + 1] = 0
        rgba[i + 2] = 0
        rgba[i + 3] = 0
      } else {
        rgba[i + 3] = 255
      }
      i += 4
    }
    guard let attributes = liq_attr_create() else {
      throw .renderFailed("libimagequant could not start")
    }
    defer { liq_attr_destroy(attributes) }
    liq_set_max_colors(attributes, 256)
    liq_set_speed(attributes, 4)
    let result = rgba.withUnsafeBytes { raw in
      remap(raw, width: bitmap.width, height: bitmap.height, attributes: attributes)
    }
    return try result.get()
  }

  private static func remap(
    _ raw: UnsafeRawBufferPointer, width: Int, height: Int, attributes: OpaquePointer
  ) -> Result<IndexedImage, ExportError> {
    Result { () throws(ExportError) -> IndexedImage in
      guard
        let image = liq_image_create_rgba(
          attributes, raw.baseAddress!, Int32(width), Int32(height), 0)
      else { throw .renderFailed("libimagequant rejected a \(width)×\(height) frame") }
      defer { liq_image_destroy(image) }
      var result: OpaquePointer?
      guard liq_image_quantize(image, attributes, &result) == LIQ_OK, let result else {
        throw .renderFailed("libimagequant could not build a palette")
      }
      defer { liq_result_destroy(result) }
      liq_set_dithering_level(result, 0.8)
      var indices = [UInt8](repeating: 0, count: width * height)
      let status = indices.withUnsafeMutableBytes { buffer in
        liq_write_remapped_image(result, image, buffer.baseAddress!, buffer.count)
      }
      guard status == LIQ_OK else { throw .renderFailed("libimagequant could not remap a frame") }
      guard let palettePointer = liq_get_palette(result) else {
        throw .renderFailed("libimagequant returned no palette")
      }
      let count = Int(palettePointer.pointee.count)
      var palette: [UInt8] = []
      palette.reserveCapacity(count * 3)
      var transparentIndex: Int?
      withUnsafeBytes(of: palettePointer.pointee.entries) { entries in
        for index in 0..<min(count, 256) {
          let base = index * 4
          palette += [entries[base], entries[base + 1], entries[base + 2]]
          if entries[base + 3] < 128, transparentIndex == nil { transparentIndex = index }
        }
      }
      return IndexedImage(
        palette: palette, transparentIndex: transparentIndex, indices: indices,
        width: width, height: height)
    }
  }
}
