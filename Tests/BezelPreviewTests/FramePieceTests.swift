import CCairo
import CGtk
import Testing

@testable import BezelPreview

/// Counts, through the pointer it is handed, a surface's destruction.
private let countDestruction: @convention(c) (UnsafeMutableRawPointer?) -> Void = { counter in
  counter?.assumingMemoryBound(to: Int.self).pointee += 1
}

/// A piece's node paints from the piece's own pixels, with no copy of them (Cairo's recording
/// of a surface pattern took a snapshot of the surface, which Cairo filled with a copy of the
/// whole surface when it was destroyed: the spinner's box, on every frame), and they live as
/// long as the node (GTK holds a replaced node for a frame or two).
@MainActor
@Suite struct FramePieceTests {
  private static let (width, height) = (8, 6)
  private static let frame = (0..<(width * height)).map {
    UInt32(0xFF00_0000) | UInt32($0 * 0x0405)
  }
  private static let rect = FramePiece.Rect(x: 2, y: 1, width: 5, height: 4)

  private func piece(textures: Bool) -> FramePiece? {
    Self.frame.withUnsafeBufferPointer {
      FramePiece(
        Self.rect, of: $0.baseAddress!, frameWidth: Self.width, scale: 1, textures: textures)
    }
  }

  /// The pixels `node` paints inside the piece's rectangle, row by row.
  private func painted(_ node: OpaquePointer) -> [UInt32] {
    let target = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))
    defer { cairo_surface_destroy(target) }
    let cr = cairo_create(target)
    gsk_render_node_draw(node, cr)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(target))
    var pixels: [UInt32] = []
    for y in Self.rect.y..<(Self.rect.y + Self.rect.height) {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in Self.rect.x..<(Self.rect.x + Self.rect.width) { pixels.append(row[x]) }
    }
    return pixels
  }

  private var expected: [UInt32] {
    (Self.rect.y..<(Self.rect.y + Self.rect.height)).flatMap { y in
      (Self.rect.x..<(Self.rect.x + Self.rect.width)).map { Self.frame[y * Self.width + $0] }
    }
  }

  /// Were the node painting from a copy (a snapshot Cairo filled), a change to the piece's
  /// pixels would not show.
  @Test(arguments: [false, true])
  func theNodePaintsThePiecesOwnPixels(textures: Bool) {
    guard let piece = piece(textures: textures) else {
      Issue.record("no piece")
      return
    }
    defer { piece.release() }
    #expect(painted(piece.node) == expected)
    cairo_surface_flush(piece.pixels)
    let data = cairo_image_surface_get_data(piece.pixels)!
    let stride = Int(cairo_image_surface_get_stride(piece.pixels))
    for y in 0..<Self.rect.height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<Self.rect.width { row[x] = 0xFF12_3456 }
    }
    cairo_surface_mark_dirty(piece.pixels)
    #expect(painted(piece.node) == [UInt32](repeating: 0xFF12_3456, count: expected.count))
  }

  @Test(arguments: [false, true])
  func aReleasedPiecesPixelsGoOnlyWithItsLastNode(textures: Bool) {
    guard let piece = piece(textures: textures) else {
      Issue.record("no piece")
      return
    }
    let destroyed = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    defer { destroyed.deallocate() }
    destroyed.pointee = 0
    let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    defer { key.deallocate() }
    _ = cairo_surface_set_user_data(piece.pixels, key, destroyed, countDestruction)
    // GTK's reference to the node of the frame it last drew.
    let held = gsk_render_node_ref(piece.node)
    piece.release()
    #expect(destroyed.pointee == 0, "the pixels went while a node still painted them")

    if let held { #expect(painted(held) == expected, "the node still paints the pixels") }

    gsk_render_node_unref(held)
    #expect(destroyed.pointee == 1, "the pixels outlived the node")
  }

  /// A piece's memory is not cleared before the copy (Cairo's clearing cost as much as the
  /// copy), so every pixel must come from the frame: here memory just freed full of opaque
  /// white, likely handed out again, must end up holding the frame's transparent and
  /// coloured pixels in every row and column.
  @Test(arguments: [false, true])
  func everyPixelComesFromTheFrameWhateverTheMemoryHeld(textures: Bool) {
    let (width, height) = (70, 40)
    let rect = FramePiece.Rect(x: 3, y: 5, width: 61, height: 33)
    let frame = (0..<(width * height)).map { $0 % 3 == 0 ? 0 : UInt32(0x8040_2010) }
    for _ in 0..<4 {
      let dirty = UnsafeMutablePointer<UInt32>.allocate(capacity: rect.width * rect.height)
      dirty.initialize(repeating: 0xFFFF_FFFF, count: rect.width * rect.height)
      dirty.deallocate()
      let made = frame.withUnsafeBufferPointer {
        FramePiece(rect, of: $0.baseAddress!, frameWidth: width, scale: 1, textures: textures)
      }
      guard let piece = made else {
        Issue.record("no piece")
        return
      }
      defer { piece.release() }
      cairo_surface_flush(piece.pixels)
      #expect(cairo_image_surface_get_width(piece.pixels) == Int32(rect.width))
      #expect(cairo_image_surface_get_height(piece.pixels) == Int32(rect.height))
      let data = cairo_image_surface_get_data(piece.pixels)!
      let stride = Int(cairo_image_surface_get_stride(piece.pixels))
      var wrong = 0
      for y in 0..<rect.height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<rect.width where row[x] != frame[(rect.y + y) * width + rect.x + x] {
          wrong += 1
        }
      }
      #expect(wrong == 0)
    }
  }
}
