import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// A surface over uncleared memory has Cairo's size and stride, takes the pixels written to
/// it, and clears the bytes past each row's last pixel.
@Suite struct UnclearedSurfaceTests {
  @Test(arguments: [CAIRO_FORMAT_A8, CAIRO_FORMAT_ARGB32])
  func aSurfaceHasCairosLayoutAndClearedRowEnds(format: cairo_format_t) throws {
    let bytesPerPixel = format == CAIRO_FORMAT_A8 ? 1 : 4
    for width in 1...13 {
      let height = 3
      let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
      // Memory of the same size left dirty and let go, so the allocator likely hands it
      // back: the row ends must still come out cleared.
      let dirty = malloc(stride * height)!
      memset(dirty, 0xA5, stride * height)
      free(dirty)
      let (surface, data, madeStride) = try #require(
        UnclearedSurface.make(format, width, height))
      defer { cairo_surface_destroy(surface) }
      #expect(madeStride == stride)
      #expect(Int(cairo_image_surface_get_width(surface)) == width)
      #expect(Int(cairo_image_surface_get_height(surface)) == height)
      #expect(Int(cairo_image_surface_get_stride(surface)) == stride)
      #expect(cairo_image_surface_get_data(surface) == data)
      for y in 0..<height {
        for x in (width * bytesPerPixel)..<stride {
          #expect(data[y * stride + x] == 0, "width \(width), row \(y), byte \(x)")
        }
      }
    }
  }

  @Test func writtenPixelsAreWhatCairoReads() throws {
    let (mask, data, stride) = try #require(UnclearedSurface.make(CAIRO_FORMAT_A8, 5, 4))
    defer { cairo_surface_destroy(mask) }
    for y in 0..<4 {
      for x in 0..<5 { data[y * stride + x] = UInt8(x * 50 + y) }
    }
    cairo_surface_mark_dirty(mask)
    let target = cairo_image_surface_create(CAIRO_FORMAT_A8, 5, 4)!
    defer { cairo_surface_destroy(target) }
    let cr = cairo_create(target)!
    cairo_set_source_surface(cr, mask, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    let copied = cairo_image_surface_get_data(target)!
    let copiedStride = Int(cairo_image_surface_get_stride(target))
    for y in 0..<4 {
      for x in 0..<5 { #expect(copied[y * copiedStride + x] == UInt8(x * 50 + y)) }
    }
  }

  @Test func emptyOrUnhandledSurfacesAreRefused() {
    #expect(UnclearedSurface.make(CAIRO_FORMAT_A8, 0, 4) == nil)
    #expect(UnclearedSurface.make(CAIRO_FORMAT_ARGB32, 4, 0) == nil)
    #expect(UnclearedSurface.make(CAIRO_FORMAT_A8, -1, 4) == nil)
    #expect(UnclearedSurface.make(CAIRO_FORMAT_A1, 8, 4) == nil)
  }
}
