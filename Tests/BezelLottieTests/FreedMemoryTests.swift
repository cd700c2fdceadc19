import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

#if canImport(Glibc)
  import Glibc
#endif

/// Loading trims glibc's heap only when glibc's allocator is the heap: under a sanitizer's
/// runtime `malloc_trim` walked arenas nothing had set up and crashed a worker thread
/// (`bezel convert` under ThreadSanitizer).
@Suite struct FreedMemoryTests {
  /// Whether a sanitizer's runtime, which replaces `malloc`, is linked into this process.
  private var underASanitizer: Bool {
    #if canImport(Glibc)
      let everywhere = UnsafeMutableRawPointer(bitPattern: 0)
      let runtimes: [String] = ["__tsan_init", "__asan_init", "__msan_init"]
      return runtimes.contains { dlsym(everywhere, $0) != nil }
    #else
      return true
    #endif
  }

  @Test func trimsOnlyGlibcsOwnHeap() {
    #if canImport(Glibc)
      #expect(FreedMemory.trimsTheHeap == !underASanitizer)
    #else
      #expect(!FreedMemory.trimsTheHeap)
    #endif
  }

  /// Loads on several threads at once, as `bezel convert -j` does; the trim crashed here.
  @Test func loadingOnWorkerThreadsIsSafe() async throws {
    let json = Data(TestAnimation.json().utf8)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { try LottieAnimation(data: json).layerCount }
      }
      for try await count in group { #expect(count == 2) }
    }
  }
}
