import CCairo
import Testing

@testable import BezelRaster

/// Damage's scratch pixels: mapped once with room for the frame, counted by the pages drawn
/// on, and let go after a few frames that did not use them.
@Suite struct ScratchPixelsTests {
  /// A mapping is zeros and as large as asked.
  @Test func mappedPixelsStartAsZeros() throws {
    let block = try #require(MappedPixels(byteCount: 300_000))
    #expect(block.byteCount == 300_000)
    let bytes = block.base.assumingMemoryBound(to: UInt8.self)
    #expect((0..<300_000).allSatisfy { bytes[$0] == 0 })
    bytes[299_999] = 7
    #expect(bytes[299_999] == 7)
    #expect(MappedPixels(byteCount: 0) == nil)
  }

  /// Larger damage within the frame's room wraps the same memory (no new block), the bytes
  /// held are the largest surface's, and the memory goes after `idleFramesKept` frames in a
  /// row without damage drawn there, not before.
  @Test func growsWithinItsRoomAndGoesWhenIdle() throws {
    let scratch = ScratchPixels()
    let frameBytes = 200 * 150 * 4
    let small = try scratch.surface(width: 20, height: 10, reserving: frameBytes)
    let first = cairo_image_surface_get_data(small)
    #expect(scratch.heldBytes == 20 * 10 * 4)
    let large = try scratch.surface(width: 180, height: 120, reserving: frameBytes)
    #expect(cairo_image_surface_get_data(large) == first)
    #expect(cairo_image_surface_get_stride(large) == 180 * 4)
    #expect(scratch.heldBytes == 180 * 120 * 4)
    // Drawing on it reaches the pixels.
    let cr = try #require(cairo_create(large))
    cairo_set_source_rgba(cr, 0, 0, 1, 1)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(large)
    let words = try #require(cairo_image_surface_get_data(large)).withMemoryRebound(
      to: UInt32.self, capacity: 180 * 120
    ) { Array(UnsafeBufferPointer(start: $0, count: 180 * 120)) }
    #expect(words.allSatisfy { $0 == 0xFF00_00FF })
    for _ in 1..<ScratchPixels.idleFramesKept {
      scratch.idle()
      #expect(scratch.heldBytes == 180 * 120 * 4)
    }
    // Used again: the count of idle frames starts over.
    _ = try scratch.surface(width: 180, height: 120, reserving: frameBytes)
    for _ in 1..<ScratchPixels.idleFramesKept { scratch.idle() }
    #expect(scratch.heldBytes == 180 * 120 * 4)
    scratch.idle()
    #expect(scratch.heldBytes == 0)
    // Damage larger than the room asked first gets a new block.
    let wider = try scratch.surface(width: 10, height: 10, reserving: 0)
    #expect(scratch.heldBytes == 10 * 10 * 4)
    _ = wider
    _ = try scratch.surface(width: 30, height: 30, reserving: 0)
    #expect(scratch.heldBytes == 30 * 30 * 4)
  }
}
