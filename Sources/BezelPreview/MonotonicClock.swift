import BezelMotion
import CGtk

/// Seconds on GLib's monotonic clock since an origin: the time base of GTK's frame clock, so
/// the time a component reads when it handles a click and the time of the frame that shows
/// it are measured the same way.
final class MonotonicClock: Clock {
  /// `g_get_monotonic_time()` at time zero, in microseconds.
  let origin: gint64

  init() {
    origin = g_get_monotonic_time()
  }

  var now: Double { seconds(at: g_get_monotonic_time()) }

  /// The clock's reading at a GLib monotonic timestamp (a frame clock's frame time).
  func seconds(at microseconds: gint64) -> Double {
    Double(max(0, microseconds - origin)) / 1_000_000
  }
}
