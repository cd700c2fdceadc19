/// Caps that keep a hostile container from exhausting memory.
public struct ContainerLimits: Hashable, Sendable {
  /// Largest input accepted, compressed or not.
  public var maxInputBytes: Int
  /// Largest total of decompressed bytes.
  public var maxDecompressedBytes: Int
  /// Most entries a zip may hold.
  public var maxEntries: Int
  /// Largest decompressed-to-compressed ratio for inputs above `ratioFloorBytes`.
  public var maxRatio: Int
  /// Outputs up to this size are accepted whatever their ratio (tiny files compress well).
  public var ratioFloorBytes: Int

  public init(
    maxInputBytes: Int = 64 << 20, maxDecompressedBytes: Int = 128 << 20, maxEntries: Int = 1024,
    maxRatio: Int = 200, ratioFloorBytes: Int = 4 << 20
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxDecompressedBytes = maxDecompressedBytes
    self.maxEntries = maxEntries
    self.maxRatio = maxRatio
    self.ratioFloorBytes = ratioFloorBytes
  }

  public static let `default` = ContainerLimits()

  /// The most output allowed for `compressed` input bytes.
  func outputCap(compressed: Int, alreadyUsed: Int = 0) -> Int {
    let byRatio = max(ratioFloorBytes, compressed.multipliedReportingOverflow(by: maxRatio).0)
    return max(0, min(maxDecompressedBytes - alreadyUsed, byRatio))
  }
}
