#if canImport(Glibc)
  import Glibc
#endif

/// Gives the pages of memory freed after loading back to the system, where the C library
/// keeps them (glibc's `malloc_trim`; elsewhere nothing).
///
/// Loading builds the JSON tree and the model, several times the file's bytes, and lets them
/// go before the first frame. glibc keeps the freed pages of its heap resident when live
/// blocks sit above them, so without this the tree's pages stay counted in the process for as
/// long as it runs, on top of everything frames allocate later.
enum FreedMemory {
  /// The C library's trim function, looked up once: `malloc_trim` is glibc's and not in the
  /// Swift module for the C library, so it is found by name (absent: `nil`, nothing to do).
  private static let trim: (@convention(c) (Int) -> Int32)? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        return nil
      }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
      return nil
    #endif
  }()

  /// Returns the whole free pages of the heap to the system; `true` when some were.
  @discardableResult
  static func returnToSystem() -> Bool {
    guard let trim else { return false }
    return trim(0) != 0
  }
}
