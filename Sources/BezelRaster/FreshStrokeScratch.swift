import Foundation

/// The zeroed bytes a canvas's translucent strokes drawn anew are scan converted in
/// (``DisplayListPainter/blendFreshStroke(_:style:pixel:key:matrix:clip:)``), kept from one
/// stroke to the next.
///
/// A new A8 surface for each stroke cost its allocation and the clearing of all its bytes
/// (a tenth of the stroke's own scan conversion on `thorvg__down`). The bytes are all zero
/// between strokes: the blend clears what it reads. A buffer up to ``keptBytes`` stays; a
/// larger one only while the frames use it, and it is let go after a frame that did not
/// (``finishFrame()``). Not thread-safe: one per canvas.
final class FreshStrokeScratch {
  /// The bytes, zero outside a stroke's draw; `nil` until the first stroke.
  private(set) var bytes: UnsafeMutableRawPointer?
  /// How many bytes ``bytes`` holds.
  private(set) var capacity = 0
  /// Whether a stroke took the bytes since the last ``finishFrame()``.
  private var takenThisFrame = false
  /// The colour ``sourceTable`` was made for, `nil` before the first.
  private var sourcesPixel: UInt32?
  /// A colour times each of the 256 coverages (``blend(_:stride:box:into:)``).
  private let sourceTable = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)

  /// Bytes a buffer keeps between frames that do not use it.
  static let keptBytes = 64 << 10
  /// The step a buffer grows by, so that a stroke growing frame by frame seldom makes a
  /// new one.
  static let granule = 16 << 10

  deinit {
    free(bytes)
    sourceTable.deallocate()
  }

  /// `count` zero bytes (at least one), `nil` when they cannot be allocated. They must be
  /// zero again when the stroke is done with them.
  func take(_ count: Int) -> UnsafeMutableRawPointer? {
    takenThisFrame = true
    if let bytes, count <= capacity { return bytes }
    free(bytes)
    let size = (max(1, count) + Self.granule - 1) / Self.granule * Self.granule
    bytes = calloc(size, 1)
    capacity = bytes == nil ? 0 : size
    return bytes
  }

  /// A frame is drawn: a buffer larger than ``keptBytes`` that no stroke of it took is let go.
  func finishFrame() {
    defer { takenThisFrame = false }
    guard !takenThisFrame, capacity > Self.keptBytes else { return }
    free(bytes)
    bytes = nil
    capacity = 0
  }

  /// `pixel` times each coverage (pixman's `UN8x4_MUL_UN8`, `pixel` itself at 255), indexed
  /// by the coverage byte: made once for each colour in a row of strokes, not once for each
  /// edge pixel.
  func sources(for pixel: UInt32) -> UnsafeMutablePointer<UInt32> {
    if sourcesPixel != pixel {
      sourcesPixel = pixel
      sourceTable[0] = 0
      for a in 1..<255 { sourceTable[a] = CoverageCompositor.multiplyRounded(pixel, UInt8(a)) }
      sourceTable[255] = pixel
    }
    return sourceTable
  }

  /// Whether every byte held is zero, as between strokes (for tests).
  var isClear: Bool {
    guard let bytes else { return true }
    return UnsafeRawBufferPointer(start: bytes, count: capacity).allSatisfy { $0 == 0 }
  }
}
