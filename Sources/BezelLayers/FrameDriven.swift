/// Something a ``FrameDriver`` moves on each frame: a ``Window`` (its `tick`), a meeting
/// timer (its `update`).
@MainActor
public protocol FrameDriven: AnyObject {
  /// Fires what is due by clock time `time`.
  func advance(to time: Double)
}

extension Window: FrameDriven {
  /// ``tick(at:)``.
  public func advance(to time: Double) { tick(at: time) }
}
