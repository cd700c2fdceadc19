import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic wall time and the whole process's CPU time (all threads), in seconds.
enum BenchClock {
  static func wall() -> Double {
    read(CLOCK_MONOTONIC)
  }

  /// CPU time used by every thread of the process; background threads a library starts
  /// (rlottie rasterises on its own pool) count here but not in a single thread's wall time.
  static func processCPU() -> Double {
    read(CLOCK_PROCESS_CPUTIME_ID)
  }

  private static func read(_ clock: clockid_t) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}
