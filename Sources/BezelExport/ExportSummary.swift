/// What an export wrote.
public struct ExportSummary: Hashable, Sendable {
  /// The output path.
  public var path: String
  public var format: ExportFormat
  /// Pixel size of every frame.
  public var width: Int
  public var height: Int
  public var frameCount: Int
  /// The animation's length in seconds (0 for a still image).
  public var duration: Double
  /// Size of the output on disk (all files, for a PNG sequence).
  public var byteCount: Int
  /// Wall-clock time the export took, in seconds.
  public var seconds: Double
}
