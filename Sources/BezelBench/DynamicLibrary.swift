import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened at run time with `dlopen`, so the `bezel` binary links no peer
/// player: the benchmark finds rlottie and ThorVG where they are installed, or says why not.
///
/// The library stays loaded for the life of the process (the function pointers taken from it
/// must stay valid), so it is never closed.
final class DynamicLibrary: @unchecked Sendable {
  /// The path or name that opened.
  let path: String
  private let handle: UnsafeMutableRawPointer

  /// Opens the first of `candidates` (paths, or names the dynamic loader searches) that loads;
  /// the error lists what was tried and the loader's last message.
  init(candidates: [String]) throws(BenchFailure) {
    var tried: [String] = []
    var lastError = ""
    for candidate in candidates where !candidate.isEmpty {
      if let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) {
        self.handle = handle
        path = candidate
        return
      }
      tried.append(candidate)
      if let message = dlerror() { lastError = String(cString: message) }
    }
    throw BenchFailure(
      "not installed (tried \(tried.joined(separator: ", "))\(lastError.isEmpty ? "" : ": \(lastError)"))"
    )
  }

  /// The function `name` as the C function pointer type `type` (a `@convention(c)` type whose
  /// signature must match the library's header).
  func function<Function>(_ name: String, as type: Function.Type) throws(BenchFailure) -> Function {
    guard let symbol = dlsym(handle, name) else {
      throw BenchFailure("\(path) has no function \(name) (an incompatible version?)")
    }
    return unsafeBitCast(symbol, to: type)
  }
}
