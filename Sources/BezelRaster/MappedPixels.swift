#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A block of pixel memory taken from the system by `mmap` and given back by `munmap` when
/// let go: damage's scratch pixels (``ScratchPixels``).
///
/// glibc's `malloc` maps large blocks (from 128 KiB) on their own too, but freeing one raises
/// that threshold to its size, so from then on blocks that size come from the heap, where a
/// freed block stays resident while any block above it lives and a larger one made next is
/// counted beside it: scratch pixels that grew a few times as damage grew left each earlier
/// block's pages resident under the next (`rlottie__telegram`). A mapping returns its pages
/// when let go and leaves the threshold alone, and its pages take memory only once touched,
/// so a block may be mapped larger than is drawn on yet and never grown.
final class MappedPixels {
  /// The first byte.
  let base: UnsafeMutableRawPointer
  /// The bytes mapped.
  let byteCount: Int

  /// `byteCount` bytes of zeros; `nil` when the system has no room.
  init?(byteCount: Int) {
    guard byteCount > 0 else { return nil }
    let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let mapped, mapped != MAP_FAILED else { return nil }
    base = mapped
    self.byteCount = byteCount
  }

  deinit { munmap(base, byteCount) }
}
