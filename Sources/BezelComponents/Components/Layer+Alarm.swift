import BezelLayers
import BezelMotion
import Foundation

extension Layer {
  /// Calls `action` once when the tree is advanced (a window's `tick`) to root time `time` or
  /// later; `nil` cancels. Built on an empty animation group, so it goes wherever the engine's
  /// completions go and needs no timer of its own.
  func setAlarm(_ key: String, at time: Double?, action: @escaping @MainActor () -> Void) {
    guard let time, time.isFinite else {
      removeAnimation(forKey: key)
      return
    }
    let now = currentTime
    var alarm = AnimationGroup([], duration: max(1e-9, time - now))
    alarm.timing.beginTime = convertTime(now, from: nil)
    add(alarm, forKey: key) { finished in
      if finished { action() }
    }
  }
}
