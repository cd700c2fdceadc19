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
  /// Swift module for the C library, so it is found by name. `nil` (nothing to do) without
  /// glibc, or when another allocator replaces glibc's `malloc` (a sanitizer's runtime,
  /// jemalloc): `malloc_trim` walks glibc's own arenas, which then are not the heap, and under
  /// ThreadSanitizer it reads through a null arena from a worker thread.
  private static let trim: (@convention(c) (Int) -> Int32)? = {
    #if canImport(Glibc)
      guard let libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD) else { return nil }
      defer { dlclose(libc) }
      let everywhere = UnsafeMutableRawPointer(bitPattern: 0)
      guard let ownMalloc = dlsym(libc, "malloc"), dlsym(everywhere, "malloc") == ownMalloc,
        let symbol = dlsym(libc, "malloc_trim")
      else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
      return nil
    #endif
  }()

  /// Whether ``returnToSystem()`` can trim this process's heap: glibc's allocator is the one
  /// in use.
  static var trimsTheHeap: Bool { trim != nil }

  /// Returns the whole free pages of the heap to the system; `true` when some were.
  @discardableResult
  static func returnToSystem() -> Bool {
    guard let trim else { return false }
    return trim(0) != 0
  }
}
