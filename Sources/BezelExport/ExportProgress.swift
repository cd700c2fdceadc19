/// How far an export has got: frames written out of the total.
public struct ExportProgress: Hashable, Sendable {
  public var completedFrames: Int
  public var totalFrames: Int

  public init(completedFrames: Int, totalFrames: Int) {
    self.completedFrames = completedFrames
    self.totalFrames = totalFrames
  }

  /// Completed fraction in 0…1.
  public var fraction: Double {
    totalFrames > 0 ? Double(completedFrames) / Double(totalFrames) : 1
  }
}
